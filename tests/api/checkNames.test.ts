/**
 * `checkNames` (ours): 批量申报's checks of many names in one request, each answered exactly as
 * `checkTrademarkName` and `checkDuplicateClassification` answer it alone; 404 on the spec
 * profile (the portal then makes those two calls for each name).
 */
import { describe, expect, it } from 'vitest';
import type { DuplicateCheck, NameCheck, NamesCheck } from '../../domain/types/classification';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { CHECK_NAMES_MAX } from '../../mock-server/http/bodies/classifications';
import { expectError, expectOk, withTestServer } from './harness';

const ctx = withTestServer({ registerSize: 600 }, ['admin']);
const PATH = '/api/checkNames';

const ninth = loadNiceClasses().find(c => c.code === '09')!;
const classification = { '09': ninth.groups.map(g => g.items[0]!.code).join(',') };

describe('checkNames', () => {
    it('answers each name as the two single checks do, in order', async () => {
        const names = ['星河云', '中国星', '鼹鼠咕噜'];
        const answer = expectOk(
            await ctx.admin.post<NamesCheck[]>(PATH, {
                rows: names.map(trademarkName => ({ trademarkName, classification })),
            }),
        );
        expect(answer).toHaveLength(3);
        for (const [at, trademarkName] of names.entries()) {
            const name = expectOk(
                await ctx.admin.get<NameCheck>('/api/checkTrademarkName', { trademarkName }),
            );
            const similarity = expectOk(
                await ctx.admin.get<DuplicateCheck>('/api/checkDuplicateClassification', {
                    trademarkName,
                    classification: JSON.stringify(classification),
                }),
            );
            expect(answer[at]).toEqual({ name, similarity });
        }
        expect(answer[1]!.name.Result).toBe('BLOCK');
        expect(answer[2]!.similarity.Result).toBe('PASS');
    });

    it('refuses a malformed request whole, saying what is wrong', async () => {
        const row = { trademarkName: '星河', classification };
        expectError(await ctx.admin.post(PATH, {}), 400, '待检查的商标（rows）格式不正确');
        expectError(
            await ctx.admin.post(PATH, { rows: [] }),
            400,
            `待检查的商标（rows）须为 1 到 ${CHECK_NAMES_MAX} 个`,
        );
        expectError(
            await ctx.admin.post(PATH, {
                rows: Array.from({ length: CHECK_NAMES_MAX + 1 }, () => row),
            }),
            400,
        );
        expectError(
            await ctx.admin.post(PATH, { rows: [{ ...row, trademarkName: ' ' }] }),
            400,
            '请填写商标名称',
        );
        expectError(await ctx.admin.post(PATH, { rows: [{ ...row, extra: 1 }] }), 400);
        expectError(
            await ctx.admin.post(PATH, { rows: [{ ...row, classification: { '46': '1' } }] }),
            400,
        );
        expectError(await ctx.admin.post(PATH, { rows: ['星河'] }), 400);
    });
});

const spec = withTestServer({ registerSize: 600, profile: 'spec' }, ['admin']);

describe('the spec profile', () => {
    it('has no checkNames', async () => {
        expectError(
            await spec.admin.post(PATH, { rows: [{ trademarkName: '星河', classification }] }),
            404,
        );
    });
});
