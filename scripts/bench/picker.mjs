/* global document, requestAnimationFrame */
// Part of `npm run bench`: how long the built portal takes to show class 07 (the largest,
// 1,067 items) in the wizard's picker, in headless Chromium against a fresh mock server.
// Needs dist/ (bench.mjs builds it) and /usr/bin/chromium.
import { chromium } from 'playwright-core';
import { CHROMIUM, median, signIn, startPortal } from './servers.mjs';

const CLASS_07 = '07';
const CLASS_08 = '08';

const { origin, stop } = await startPortal({ mockPort: 3599, port: 4599 });
try {
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
    });
    const measuredOn = page =>
        page.evaluate(() =>
            performance.getEntriesByName('picker:class-to-groups').map(entry => entry.duration),
        );
    const timedPick = async (page, label) => {
        const before = (await measuredOn(page)).length;
        await page.getByRole('combobox', { name: '商品/服务大类' }).selectOption(label);
        await page.waitForFunction(
            count => performance.getEntriesByName('picker:class-to-groups').length > count,
            before,
        );
        return (await measuredOn(page)).at(-1);
    };
    // the first time is what matters: measured on fresh pages, each signed in anew
    const openStepOne = async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await signIn(page, origin);
        await page.goto(`${origin}/#/home/stepone`);
        await page
            .getByRole('combobox', { name: '商品/服务大类' })
            .and(page.locator(':enabled'))
            .waitFor();
        return page;
    };
    const firsts = [];
    for (let run = 0; run < 4; run++) {
        const fresh = await openStepOne();
        firsts.push(await timedPick(fresh, CLASS_07));
        await fresh.close();
    }
    const page = await openStepOne();
    const pick = label => timedPick(page, label);
    const again = [];
    for (let i = 0; i < 5; i++) {
        await pick(CLASS_08);
        again.push(await pick(CLASS_07));
    }
    const groups = await page.getByTestId('group-list').getByTestId('nice-group').count();
    const opened = await page.evaluate(async () => {
        const header = document.querySelector('[data-testid="nice-group"] button');
        const started = performance.now();
        header.click();
        await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 0)));
        return performance.now() - started;
    });
    const ms = value => `${value.toFixed(1)} ms`;
    console.log(
        '\nwizard picker (built portal, headless Chromium, timed in the page; target <= 100 ms)',
    );
    console.log(
        `  class 07 painted, first time:   ${ms(median(firsts))} median of ${firsts.length} fresh pages (${firsts.map(ms).join(', ')}; ${groups} groups)`,
    );
    console.log(`  class 07 painted, cached:       ${ms(median(again))} median of ${again.length}`);
    console.log(`  first group of 07 opened:       ${ms(opened)}`);
    await browser.close();
} finally {
    stop();
}
