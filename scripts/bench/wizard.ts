// Part of `npm run bench`: item search over all 12,308 items (median per query) and the time
// the mock server takes to answer class 07's groups (1,067 items) over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer } from '../../mock-server/app';
import { niceSearchIndex, searchNiceItems } from '../../mock-server/nice/search';
import { buildSeed } from '../../mock-server/seed';

const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};
const ms = (n: number) => `${n.toFixed(3)} ms`;

const KEYWORDS = [
    '软件',
    '计算机',
    '服装',
    '茶',
    '广告',
    '餐厅',
    '化妆品',
    '药',
    '机器人',
    '咨询',
    'app',
    '090001',
    '洗衣',
    '培训',
    '运输',
];

let started = performance.now();
buildSeed(new Date());
console.log(`\nmock server\n  seed build (demo files drawn):  ${ms(performance.now() - started)}`);

started = performance.now();
niceSearchIndex();
const indexTime = performance.now() - started;
for (const keyword of KEYWORDS) searchNiceItems(keyword); // warm
const times = KEYWORDS.flatMap(keyword =>
    Array.from({ length: 20 }, () => {
        const t = performance.now();
        searchNiceItems(keyword);
        return performance.now() - t;
    }),
);
console.log('\nclassification');
console.log(`  search index build:             ${ms(indexTime)}`);
console.log(
    `  item search, median per query:  ${ms(median(times))} (${times.length} queries, ${KEYWORDS.length} keywords)`,
);

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const server = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    dbFile: path.join(dir, 'db.sqlite'),
});
try {
    const hash = (await import('node:crypto'))
        .createHash('sha256')
        .update('Admin@123')
        .digest('hex');
    const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'admin', password: hash }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const headers = { Authorization: `Bearer ${data.token}` };
    const classTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 21; i++) {
        started = performance.now();
        const answer = await fetch(`${server.url}/api/findNiceClassification?parentCode=07`, {
            headers,
        });
        bytes = (await answer.arrayBuffer()).byteLength;
        classTimes.push(performance.now() - started);
    }
    console.log(
        `  class 07 groups over HTTP:      ${ms(median(classTimes))} median of 21 (${(bytes / 1024).toFixed(1)} KB)`,
    );
} finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
}
