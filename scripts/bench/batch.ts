/**
 * `npm run bench -- batch`: 批量申报 in the built portal against a fresh mock, in headless
 * Chromium. A 500-row workbook with its files, from the upload to every row checked (read in the
 * Web Worker, the rules, the name check and the similarity examination of each row): target
 * ≤ 5 s. Then 50 rows filed, from 确定 to 提交结束: target ≤ 30 s. Timed from Node, polling the
 * page every 25 ms. Needs dist/ (bench.mjs builds it).
 */
import { chromium } from 'playwright-core';
import { AUDIT_PASSED_STATUS } from '../../domain/states/applicants';
import type { Page } from 'playwright-core';
import { pdfDocument } from '../../tests/e2e/fixtures';
import { batchWorkbook, jpegOf } from '../../tests/support/batchWorkbook';
import type { BatchLine } from '../../tests/support/batchWorkbook';
import { CHROMIUM, median, signIn, startPortal } from './servers.mjs';

const FIRST = [
    '星',
    '云',
    '海',
    '山',
    '禾',
    '木',
    '金',
    '石',
    '川',
    '月',
    '风',
    '雨',
    '雷',
    '光',
    '晨',
    '夕',
    '松',
    '竹',
    '梅',
    '兰',
];
const SECOND = [
    '澜',
    '图',
    '帆',
    '启',
    '航',
    '行',
    '匠',
    '辰',
    '锦',
    '棠',
    '岚',
    '泽',
    '朗',
    '逸',
    '恒',
    '瑞',
    '森',
    '弘',
    '嘉',
    '悦',
    '晟',
    '骏',
    '翎',
    '琪',
    '熠',
];
const GOODS: readonly [string, string][] = [
    ['9', '可下载的计算机程序、智能手机用壳'],
    ['43', '茶馆、餐馆'],
    ['25', '服装、鞋'],
    ['35', '广告'],
    ['31', '新鲜水果'],
];
const MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const linesOf = (count: number, applicants: string[], tag: string): BatchLine[] =>
    Array.from({ length: count }, (_, i) => {
        const [cls, items] = GOODS[i % GOODS.length]!;
        return {
            applicant: applicants[i % applicants.length]!,
            trademarkName: `${FIRST[i % FIRST.length]}${SECOND[Math.floor(i / FIRST.length) % SECOND.length]}${tag}`,
            trademarkType: '文字',
            icon: '自动生成',
            cls,
            items,
            letter: '委托书.jpg',
            legal: '法律文件.pdf',
        };
    });

const filesOf = async (lines: BatchLine[]) => [
    { name: '批量.xlsx', mimeType: MIME, buffer: await batchWorkbook(lines) },
    { name: '委托书.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(1200, 1600) },
    { name: '法律文件.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
];

/** Polls the page until `done` holds; answers the milliseconds since `started`. */
const until = async (
    page: Page,
    started: number,
    done: () => Promise<boolean>,
    limit = 120_000,
) => {
    while (!(await done())) {
        if (performance.now() - started > limit) throw new Error('timed out');
        await page.waitForTimeout(25);
    }
    return performance.now() - started;
};

/** Every row checked: the summary's ready, bad and risky add up to all of them. */
const allChecked = (page: Page, rows: number) => async () => {
    const text =
        (await page
            .getByText(/^共 \d+ 行：/)
            .textContent()
            .catch(() => '')) ?? '';
    const match = /可提交 (\d+) 行，有错误 (\d+) 行，需确认风险 (\d+) 行/.exec(text);
    return !!match && Number(match[1]) + Number(match[2]) + Number(match[3]) === rows;
};

const { origin, stop } = await startPortal({ mockPort: 3597, port: 4597 });
try {
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
    });
    const open = async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await signIn(page, origin);
        await page.goto(`${origin}/#/home/myorder/batch`);
        await page.getByTestId('batch-files').waitFor({ state: 'attached' });
        return page;
    };
    const first = await open();
    const token = await first.evaluate(() => localStorage.getItem('sls_admin_token'));
    const answer = await first.request.get(
        `${origin}/api/listApplicants?pgIndex=1&pgCount=50&auditStatus=${AUDIT_PASSED_STATUS}`,
        {
            headers: { Authorization: `Bearer ${token}` },
        },
    );
    const applicants = ((await answer.json()).data.elements as { applicantName: string }[]).map(
        a => a.applicantName,
    );
    await first.close();

    const big = await filesOf(linesOf(500, applicants, ''));
    const checks: number[] = [];
    const shown: number[] = [];
    for (let run = 0; run < 3; run++) {
        const page = await open();
        const started = performance.now();
        await page.getByTestId('batch-files').setInputFiles(big);
        shown.push(await until(page, started, () => page.getByText(/^共 \d+ 行：/).isVisible()));
        checks.push(await until(page, started, allChecked(page, 500)));
        await page.close();
    }

    const page = await open();
    await page
        .getByTestId('batch-files')
        .setInputFiles(await filesOf(linesOf(50, applicants, '批')));
    await until(page, performance.now(), allChecked(page, 50));
    const boxes = page.getByRole('checkbox', { name: '我已知晓此风险', checked: false });
    while ((await boxes.count()) > 0) await boxes.first().check();
    await page.getByRole('button', { name: /^提交 \d+ 个订单$/ }).click();
    const started = performance.now();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const filing = await until(page, started, () => page.getByText(/^提交结束：/).isVisible());
    const result = await page.getByText(/^提交结束：/).textContent();
    await browser.close();

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log('\n批量申报 (built portal, headless Chromium, a fresh mock)');
    console.log(
        `  500 rows read and checked:  ${s(median(checks))} median of ${checks.length} (${checks.map(s).join(', ')}); target <= 5 s`,
    );
    console.log(
        `    of which read and checked by the rules, the preview shown: ${s(median(shown))} median`,
    );
    console.log(`  50 rows filed:              ${s(filing)} (${result}); target <= 30 s`);
} finally {
    stop();
}
