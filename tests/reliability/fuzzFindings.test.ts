/** What the fuzz (fuzz.test.ts) found, one focused regression test each. */
import { describe, expect, it } from 'vitest';
import type { FileRef } from '../../domain/types/documents';
import { expectError, expectOk, withTestServer } from '../api/harness';

import type { FuzzCase } from './fuzz/generate';
import { checkAnswer, sender } from './fuzz/send';

const ctx = withTestServer({}, ['admin']);

/** A GET sent byte for byte, checked like every fuzz answer. */
const rawGet = async (path: string): Promise<string | null> => {
    const http = sender(ctx.server.url, 1);
    const request: FuzzCase = {
        index: 0,
        route: null,
        method: 'GET',
        path,
        query: [],
        headers: { Accept: 'application/json' },
        auth: { label: 'admin', header: 'Bearer <admin>' },
        notes: [],
        mutating: false,
    };
    try {
        return checkAnswer(request, await http.send(request, { admin: ctx.admin.token }));
    } finally {
        http.close();
    }
};

describe('fuzz findings', () => {
    // JSON carries a lone surrogate as "\ud83d"; the name of the generated file kept it and
    // encodeURIComponent threw on the download's Content-Disposition: a 500 instead of the file.
    it('downloads a generated file whose name holds a lone surrogate', async () => {
        for (const applicant of ['x\ud83dy', '\udfff', '商标\udc00']) {
            const notice = expectOk(
                await ctx.admin.post<FileRef>('/api/downloadLegalNotice', { applicant }),
            );
            const response = await ctx.server.fetchRaw('GET', notice.url, {
                token: ctx.admin.token,
            });
            expect(response.status, applicant).toBe(200);
            expect(response.headers.get('content-type')).toBe('application/pdf');
            // the broken half is written as U+FFFD, the way UTF-8 writes it
            expect(response.headers.get('content-disposition')).toContain('%EF%BF%BD');
            expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
        }
    });

    // The simulator read its numbers with String(value): an array nested 100 000 deep overflowed
    // the stack and {"toString": 1} could not be converted, both a 500; `[20]` passed as 20.
    it('refuses arrays and objects for the simulator numbers, leaving the db as it was', async () => {
        const db = ctx.server.store.snapshot();
        const applicant = db.applicants.find(a => a.spId === 1);
        const order = db.orders.find(o => o.state === 20);
        if (!applicant || !order) throw new Error('the seed lacks an applicant or an order');
        // 30 000 deep still overflows String(value), within the 64 KB a JSON body may be
        const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
        const cases: [string, string, RegExp][] = [
            [`/__sim/applicants/${applicant.id}/audit`, 'auditStatus', /审核状态（auditStatus）/],
            [`/__sim/orders/${order.id}/office`, 'state', /订单状态（state）/],
            ['/__sim/supplements/timeout', 'orderId', /订单编号（orderId）/],
        ];
        const before = JSON.stringify(ctx.server.store.snapshot());
        for (const [path, field, msg] of cases) {
            for (const value of [deep, '{"toString":1}', '{"toString":1,"valueOf":1}', '[3]']) {
                const answer = await ctx.server.request('POST', path, {
                    rawBody: `{"${field}":${value}}`,
                });
                expectError(answer, 400, msg);
            }
        }
        expect(JSON.stringify(ctx.server.store.snapshot())).toBe(before);
    });

    // Node's HTTP parser refuses these before Express sees them and answered a bare status
    // line with no body; the server's `clientError` listener now answers an envelope.
    it('refuses a URL longer than 16 kB with a JSON envelope', async () => {
        expect(await rawGet(`/api/listApplicants?ApplicantName=${'x'.repeat(17_000)}`)).toBe(null);
    });

    it('refuses a request target with raw non-ASCII bytes with a JSON envelope', async () => {
        expect(await rawGet('/api/listApplicants?ApplicantName=\u00ff\u00fe')).toBe(null);
    });
});
