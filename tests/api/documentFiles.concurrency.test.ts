/**
 * Drawing the office's letters never holds up other calls: while one batch download draws 50
 * letters not read before, a small call made meanwhile still answers promptly. The bound here
 * is generous (a loaded CI machine); `npm run bench` prints the p95 against its 50 ms budget.
 */
import { describe, expect, it } from 'vitest';
import { withTestServer } from './harness';
import { p95, smallCallsDuring } from '../../scripts/bench/smallCalls';

const ctx = withTestServer({}, ['admin']);

describe('a batch download of letters drawn on the way', () => {
    it('leaves a concurrent small call answering promptly', async () => {
        const own = ctx.server.seed.officialDocuments.filter(d => d.spId === ctx.admin.user.spId);
        expect(own.length).toBeGreaterThanOrEqual(50);
        const keys = own.slice(0, 50).map(d => d.officialFile.ossKey);
        const { answer, latencies } = await smallCallsDuring(
            () =>
                ctx.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
                    query: { access_token: ctx.admin.token, officialFiles: keys.join(',') },
                }),
            () => ctx.admin.get('/admin/api/privilege'),
        );
        expect(answer.status).toBe(200);
        expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(50 * 1000);
        expect(latencies.length).toBeGreaterThan(5);
        const slow = p95(latencies);
        console.log(
            `small calls during the batch: ${latencies.length}, p95 ${slow.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
        );
        expect(slow).toBeLessThan(250);
    });
});
