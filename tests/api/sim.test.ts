/** The simulator's control API: moving an applicant through the agency's audit states. */
import { describe, expect, it } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import { expectError, expectOk, withTestServer } from './harness';

const ctx = withTestServer({}, ['admin']);

describe('/__sim/applicants/:id/audit', () => {
    it('moves an applicant through every audit state, persisted', async () => {
        const id = ctx.server.seed.applicants.find(a => a.spId === 1)!.id;
        for (const auditStatus of [2, 3, 4, 5, 6, 1]) {
            expectOk(
                await ctx.server.request('POST', `/__sim/applicants/${id}/audit`, {
                    body: { auditStatus },
                }),
            );
            const applicant = expectOk(
                await ctx.admin.get<Applicant>('/api/describeApplicant', { id }),
            );
            expect(applicant.auditStatus).toBe(auditStatus);
        }
        expect(ctx.server.readDb().applicants.find(a => a.id === id)!.auditStatus).toBe(1);
    });

    it('refuses an unknown applicant, a bad status and unknown fields, writing nothing', async () => {
        const before = JSON.stringify(ctx.server.readDb().applicants);
        expectError(
            await ctx.server.request('POST', '/__sim/applicants/999999/audit', {
                body: { auditStatus: 3 },
            }),
            404,
            '申请人不存在',
        );
        const id = ctx.server.seed.applicants[0].id;
        expectError(
            await ctx.server.request('POST', `/__sim/applicants/${id}/audit`, {
                body: { auditStatus: 9 },
            }),
            400,
        );
        expectError(
            await ctx.server.request('POST', `/__sim/applicants/${id}/audit`, { body: {} }),
            400,
        );
        expectError(
            await ctx.server.request('POST', `/__sim/applicants/${id}/audit`, {
                body: { auditStatus: 3, x: 1 },
            }),
            400,
        );
        expectError(
            await ctx.server.request('POST', '/__sim/applicants/abc/audit', {
                body: { auditStatus: 3 },
            }),
            400,
        );
        expect(JSON.stringify(ctx.server.readDb().applicants)).toBe(before);
    });
});
