/**
 * `suggestClasses` (ours): the classes for a description of the business, by the engine the
 * portal runs in the browser on a spec-only backend (docs/classes.md); 404 in the spec profile.
 */
import { describe, expect, it } from 'vitest';
import type { ClassSuggestion } from '../../domain/types/classification';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { expectError, expectOk, withTestServer } from './harness';

const ctx = withTestServer({}, ['admin']);
const PATH = '/api/suggestClasses';

/** every standard item of the table (`class:code`), with its groups */
const ITEMS = new Map<string, string[]>();
for (const niceClass of loadNiceClasses())
    for (const group of niceClass.groups)
        for (const item of group.items)
            ITEMS.set(`${niceClass.code}:${item.code}`, [
                ...(ITEMS.get(`${niceClass.code}:${item.code}`) ?? []),
                `${group.code} ${group.name}`,
            ]);

describe('suggestClasses', () => {
    it('ranks the classes of a description, each with standard items under their groups', async () => {
        const answer = expectOk(
            await ctx.admin.get<ClassSuggestion[]>(PATH, { text: ' 我们做手机壳和数据线的电商 ' }),
        );
        expect(answer.length).toBeLessThanOrEqual(5);
        expect(
            answer
                .slice(0, 2)
                .map(s => s.cls)
                .sort(),
        ).toEqual(['09', '35']);
        const selling = answer.find(s => s.cls === '35')!;
        expect(selling.clsName).toBe('第三十五类');
        expect(selling.reason).toContain('电商');
        // selling for others' group, where an online shop files
        expect(selling.groups.map(group => group.code)).toContain('3503');
        for (const found of answer) {
            expect(found.items.length).toBeGreaterThan(0);
            // the engine's answer as it is: how sure of the class, and which items it ticks
            expect(typeof found.confidence).toBe('number');
            expect(found.confidence).toBeGreaterThanOrEqual(0);
            expect(found.confidence).toBeLessThanOrEqual(1);
            for (const item of found.items) {
                expect(typeof item.ticked).toBe('boolean');
                // an item of that class, under one of its own groups
                expect(ITEMS.get(`${found.cls}:${item.code}`)).toContain(
                    `${item.groupCode} ${item.groupName}`,
                );
            }
        }
    });

    it('answers an empty description with none, and keeps to the limit asked', async () => {
        expect(expectOk(await ctx.admin.get(PATH, { text: '  ' }))).toEqual([]);
        expect(expectOk(await ctx.admin.get(PATH))).toEqual([]);
        const one = expectOk(
            await ctx.admin.get<ClassSuggestion[]>(PATH, { text: '开了一家奶茶店', limit: 1 }),
        );
        expect(one.map(s => s.cls)).toEqual(['43']);
    });

    it('refuses a description over 200 characters, a bad limit, and a caller without a session', async () => {
        expectError(
            await ctx.admin.get(PATH, { text: '手'.repeat(201) }),
            400,
            '业务描述（text）不能超过 200 个字符',
        );
        for (const limit of ['0', '11', 'x'])
            expectError(await ctx.admin.get(PATH, { text: '手机', limit }), 400);
        expectError(await ctx.admin.get(PATH, { text: '手机', x: 1 }), 400, '不支持的参数：x');
        expectError(await ctx.server.request('GET', `${PATH}?text=a`), 401);
    });
});

describe('suggestClasses in the spec profile', () => {
    const spec = withTestServer({ profile: 'spec' }, ['admin']);

    it('answers 404: the portal suggests in the browser', async () => {
        expectError(await spec.admin.get(PATH, { text: '手机' }), 404);
    });
});
