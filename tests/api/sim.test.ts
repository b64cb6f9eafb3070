/** The simulator's control API: moving an applicant through the agency's audit states. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import { DEMO, expectError, expectOk, startTestServer } from './harness';
import type { Client, TestServer } from './harness';

let server: TestServer;
let admin: Client;

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(...DEMO.admin);
});
afterAll(() => server.close());

describe('/__sim/applicants/:id/audit', () => {
    it('moves an applicant through every audit state, persisted', async () => {
        const id = server.seed.applicants.find(a => a.spId === 1)!.id;
        for (const auditStatus of [2, 3, 4, 5, 6, 1]) {
            expectOk(
                await server.request('POST', `/__sim/applicants/${id}/audit`, {
                    body: { auditStatus },
                }),
            );
            const applicant = expectOk(
                await admin.get<Applicant>('/api/describeApplicant', { id }),
            );
            expect(applicant.auditStatus).toBe(auditStatus);
        }
        expect(server.readDb().applicants.find(a => a.id === id)!.auditStatus).toBe(1);
    });

    it('refuses an unknown applicant, a bad status and unknown fields, writing nothing', async () => {
        const before = JSON.stringify(server.readDb().applicants);
        expectError(
            await server.request('POST', '/__sim/applicants/999999/audit', {
                body: { auditStatus: 3 },
            }),
            404,
            '申请人不存在',
        );
        const id = server.seed.applicants[0].id;
        expectError(
            await server.request('POST', `/__sim/applicants/${id}/audit`, {
                body: { auditStatus: 9 },
            }),
            400,
        );
        expectError(
            await server.request('POST', `/__sim/applicants/${id}/audit`, { body: {} }),
            400,
        );
        expectError(
            await server.request('POST', `/__sim/applicants/${id}/audit`, {
                body: { auditStatus: 3, x: 1 },
            }),
            400,
        );
        expectError(
            await server.request('POST', '/__sim/applicants/abc/audit', {
                body: { auditStatus: 3 },
            }),
            400,
        );
        expect(JSON.stringify(server.readDb().applicants)).toBe(before);
    });
});
