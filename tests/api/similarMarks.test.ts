/**
 * The similarity examination on the wire: `searchSimilarMarks` (ours) and
 * `checkDuplicateClassification` answering from the register of earlier marks: the generated
 * marks with their deliberate near neighbours, and every agency's orders once accepted.
 */
import { describe, expect, it } from 'vitest';
import type { DuplicateCheck, SimilarMarksAnswer } from '../../domain/types/classification';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { scopeOfGroups, SIMILAR_WARN_MSG } from '../../mock-server/rules/classifications';
import { expectError, expectOk, withTestServer } from './harness';
import { SIMILAR_MARK_FIELDS } from './support/similarMarks';

/** Renamed seeded orders of agency 2: one awaiting review, one the office accepted. */
const UNACCEPTED = '奎洛缇斯';
const ACCEPTED = '帕维纳朵';

const renamed = { unaccepted: 0, accepted: 0 };
const ctx = withTestServer(
    {
        registerSize: 600,
        prepare: db => {
            const theirs = db.orders.filter(o => o.spId === 2);
            const pending = theirs.find(o => o.state === 1)!;
            const accepted = theirs.find(o => o.state === 21 || o.state === 23)!;
            pending.trademarkName = UNACCEPTED;
            accepted.trademarkName = ACCEPTED;
            renamed.unaccepted = pending.id;
            renamed.accepted = accepted.id;
        },
    },
    ['admin'],
);

const POPULAR = '09,25,29,30,35,41,43';
const search = async (trademarkName: string, scope: { classes?: string; groups?: string }) =>
    expectOk(
        await ctx.admin.get<SimilarMarksAnswer>('/api/searchSimilarMarks', {
            trademarkName,
            ...scope,
        }),
    ).elements;

const classOf = (code: string) => loadNiceClasses().find(c => c.code === code)!;
const sim = (id: number, action: string, body: unknown = {}) =>
    ctx.server.request('POST', `/__sim/orders/${id}/${action}`, { body });

describe('searchSimilarMarks', () => {
    it('finds the deliberate near neighbours of a seeded name, each with its rules', async () => {
        const hits = await search('星河云', { classes: POPULAR });
        const byName = new Map(hits.map(hit => [hit.name, hit]));
        expect(byName.get('新星河云')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.14', reason: expect.stringContaining('「新」') }],
        });
        expect(byName.get('云河星')?.rules[0]?.id).toBe('5.1.1');
        for (const hit of hits) {
            expect(Object.keys(hit).sort()).toEqual(SIMILAR_MARK_FIELDS);
            expect(hit.appNo).toMatch(/^\d{8}$/u);
            expect(hit.appDate).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
            expect(hit.sharedGroups.length).toBeGreaterThan(0);
        }
    });

    it('searches only the groups given', async () => {
        const hits = await search('星河云', { classes: POPULAR });
        const hit = hits.find(h => h.name === '新星河云')!;
        const elsewhere = POPULAR.split(',').find(cls => cls !== hit.cls)!;
        expect((await search('星河云', { classes: elsewhere })).map(h => h.name)).not.toContain(
            '新星河云',
        );
        const inGroup = await search('星河云', { groups: hit.groups[0] });
        // the group asked, and those the 区分表's notes declare similar to it
        const shared = inGroup.find(h => h.name === '新星河云')!.sharedGroups;
        expect(shared[0]).toBe(hit.groups[0]);
        const reached = scopeOfGroups(new Set([hit.groups[0]!])).groups;
        for (const group of shared) expect(reached.has(group)).toBe(true);
    });

    it('finds another agency’s order only once the office has accepted it, and shows no applicant', async () => {
        const accepted = await search(ACCEPTED, { classes: POPULAR.concat(',', allClasses()) });
        const seen = accepted.find(hit => hit.name === ACCEPTED);
        expect(seen).toMatchObject({ verdict: 'similar', rules: [{ id: '4.1' }] });
        expect(JSON.stringify(seen)).not.toMatch(/applicant|spId|agency|orderId/u);

        expect(await search(UNACCEPTED, { classes: allClasses() })).toEqual([]);
        expectOk(await sim(renamed.unaccepted, 'review', { pass: true }));
        expectOk(await sim(renamed.unaccepted, 'office', { state: 20 }));
        expect(await search(UNACCEPTED, { classes: allClasses() })).toEqual([]);
        expectOk(await sim(renamed.unaccepted, 'office', { state: 21 }));
        const now = await search(UNACCEPTED, { classes: allClasses() });
        expect(now.map(hit => hit.name)).toEqual([UNACCEPTED]);
    });

    it('refuses a search without a scope or with an unknown class or group', async () => {
        expectError(
            await ctx.admin.get('/api/searchSimilarMarks', { trademarkName: '星河云' }),
            400,
            '请选择商标大类或类似群',
        );
        expectError(
            await ctx.admin.get('/api/searchSimilarMarks', {
                trademarkName: '星河云',
                groups: '0999',
            }),
            400,
            '类似群不存在：0999',
        );
        expectError(
            await ctx.admin.get('/api/searchSimilarMarks', {
                trademarkName: '星河云',
                classes: '46',
            }),
            400,
            '商标大类不存在：46',
        );
        expectError(
            await ctx.admin.get('/api/searchSimilarMarks', { trademarkName: ' ', classes: '09' }),
            400,
        );
    });
});

describe('checkDuplicateClassification', () => {
    it('answers the groups of similar earlier marks, with the marks explained', async () => {
        const hit = (await search('星河云', { classes: POPULAR })).find(
            h => h.name === '新星河云',
        )!;
        const group = classOf(hit.cls).groups.find(g => g.code === hit.groups[0])!;
        const answer = expectOk(
            await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: '星河云',
                classification: JSON.stringify({ [hit.cls]: group.items[0]!.code }),
            }),
        );
        expect(answer).toMatchObject({ Result: 'WARN', Message: SIMILAR_WARN_MSG });
        expect(answer.Data.DuplicateSecondaryClassification.SecondaryClassification).toContain(
            group.code,
        );
        expect(answer.Data.SimilarMarks?.map(mark => mark.name)).toContain('新星河云');
    });

    it('passes a name with nothing near it', async () => {
        const answer = expectOk(
            await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                trademarkName: '鼹鼠咕噜',
                classification: JSON.stringify({ '09': classOf('09').groups[0]!.items[0]!.code }),
            }),
        );
        expect(answer).toMatchObject({ Result: 'PASS', Data: { SimilarMarks: [] } });
    });
});

const spec = withTestServer({ registerSize: 600, profile: 'spec' }, ['admin']);

describe('the spec profile', () => {
    it('answers the examination’s groups in the spec’s fields only', async () => {
        const classes = '09,25,29,30,35,41,43';
        const answers = await Promise.all(
            classes.split(',').map(async cls => {
                const codes = [...new Set(classOf(cls).groups.map(g => g.items[0]!.code))].join(
                    ',',
                );
                return expectOk(
                    await spec.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                        trademarkName: '星河云',
                        classification: JSON.stringify({ [cls]: codes }),
                    }),
                );
            }),
        );
        const warned = answers.filter(answer => answer.Result === 'WARN');
        expect(warned.length).toBeGreaterThan(0);
        for (const answer of answers) {
            expect(Object.keys(answer.Data)).toEqual(['DuplicateSecondaryClassification']);
        }
        expect(warned[0]!.Message).toBe(SIMILAR_WARN_MSG);
    });

    it('has no searchSimilarMarks', async () => {
        expectError(
            await spec.admin.get('/api/searchSimilarMarks', {
                trademarkName: '星河云',
                classes: '09',
            }),
            404,
        );
    });
});

function allClasses(): string {
    return loadNiceClasses()
        .map(c => c.code)
        .join(',');
}
