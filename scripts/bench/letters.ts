/**
 * `npm run bench -- letters`: how long a small call waits while the mock draws the office's
 * letters. A mock server on a fresh seeded database (its own process, real HTTP); one batch
 * download of 50 letters never read before; meanwhile `/admin/api/privilege` every 5 ms, each
 * timed from when it was due to its answer. Budget: p95 ≤ 50 ms.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { startServer, tempFolder } from './mock/processes';
import { p95, smallCallsDuring } from './smallCalls';

const LETTERS = 50;
const BUDGET_MS = 50;

const main = async (): Promise<void> => {
    const folder = tempFolder();
    const server = await startServer(
        'mock-server/main.ts',
        [],
        {
            ...process.env,
            MOCK_PORT: '0',
            MOCK_DB: path.join(folder, 'db.sqlite'),
            MOCK_PROFILE: 'default',
        },
        /listening on http:\/\/[^:]+:(\d+)/,
    );
    try {
        const base = `http://127.0.0.1:${server.port}`;
        const login = await fetch(`${base}/api/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
                name: 'admin',
                password: createHash('sha256').update('Admin@123').digest('hex'),
            }),
        });
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const auth = { Authorization: `Bearer ${token}` };
        const list = await fetch(
            `${base}/api/findOfficialDocuemntList?pgIndex=1&pgCount=${LETTERS}`,
            { headers: auth },
        );
        const keys = (
            (await list.json()) as { data: { elements: { officialFile: { ossKey: string } }[] } }
        ).data.elements.map(e => e.officialFile.ossKey);
        const query = new URLSearchParams({ access_token: token, officialFiles: keys.join(',') });
        const { answer, latencies } = await smallCallsDuring(
            async () => {
                const started = performance.now();
                const zip = await fetch(`${base}/api/batchDownloadOfficialDocument?${query}`);
                const bytes = (await zip.arrayBuffer()).byteLength;
                return { status: zip.status, bytes, ms: performance.now() - started };
            },
            () => fetch(`${base}/admin/api/privilege`, { headers: auth }).then(r => r.text()),
        );
        const slow = p95(latencies);
        console.log(
            `\nletters drawn during a batch download (${keys.length} never read, ${answer.status}, ` +
                `${(answer.bytes / 1024).toFixed(0)} KB in ${(answer.ms / 1000).toFixed(1)} s)`,
        );
        console.log(
            `  a small call meanwhile: ${latencies.length} calls, p95 ${slow.toFixed(0)} ms, ` +
                `max ${Math.max(...latencies).toFixed(0)} ms (budget p95 ${BUDGET_MS} ms: ` +
                `${slow <= BUDGET_MS ? 'within' : 'OVER'})`,
        );
    } finally {
        await server.stop();
    }
};

await main();
