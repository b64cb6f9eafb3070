/**
 * `test` and `expect` for the browser tests: Playwright's, with one browser context per worker
 * kept warm between tests instead of a new one per test. A new context costs every test a cold
 * start of the portal in a new renderer process (its scripts fetched and compiled again) and a
 * context's teardown. A tab of the portal's origin that shows only robots.txt (the keeper) stays
 * open, so that with `--process-per-site` (playwright.config.ts) each test's tab joins a warm
 * renderer. Measured on two cores: the default profile 432 s → 360 s, each test ~1 s less.
 *
 * Each test still gets a new tab (its own session storage, history and JavaScript state), and
 * when it ends every tab it opened is closed and the context is emptied of what a test can leave
 * in it: cookies, local storage, IndexedDB, service workers and cache storage of every origin it
 * reached, permissions and routes. Only the HTTP cache stays, holding the portal's hashed
 * scripts. A test that asks for a phone (`isMobile`, `hasTouch`), another locale or motion
 * gets a context of its own, as before.
 */
import { test as base } from '@playwright/test';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export { expect } from '@playwright/test';

interface Warm {
    context: BrowserContext;
    /** the origins the current test reached, to empty when it ends */
    origins: Set<string>;
    /** a tab kept open on the portal's origin: its renderer process stays up between tests */
    keeper: Page;
    /** origins emptied after every test */
    always: string[];
    /** the options the context was made with, a test's own must match to share it */
    options: BrowserContextOptions;
}

/** What a test can leave in a context that the next one would notice. */
const STORAGE_TYPES = [
    'cookies',
    'local_storage',
    'indexeddb',
    'service_workers',
    'cache_storage',
    'file_systems',
    'websql',
].join(',');

/** The options that are the context's own: a page cannot change them. */
const ownOptions = (options: BrowserContextOptions) => ({
    isMobile: options.isMobile ?? false,
    hasTouch: options.hasTouch ?? false,
    locale: options.locale,
    timezoneId: options.timezoneId,
    reducedMotion: options.reducedMotion,
    deviceScaleFactor: options.deviceScaleFactor,
});

const sameOptions = (a: BrowserContextOptions, b: BrowserContextOptions) =>
    JSON.stringify(ownOptions(a)) === JSON.stringify(ownOptions(b));

/** Empties the context of what the test left in the origins it reached; keeps the HTTP cache. */
const empty = async (warm: Warm) => {
    const { context, origins, always, keeper } = warm;
    const cdp = await context.newCDPSession(keeper);
    for (const origin of new Set([...always, ...origins]))
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await cdp.detach();
    origins.clear();
    await Promise.all(
        context
            .pages()
            .filter(p => p !== keeper)
            .map(open => open.close()),
    );
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
};

export const test = base.extend<object, { _warm: Warm }>({
    _warm: [
        async ({ browser }, provide, workerInfo) => {
            const { baseURL, locale, timezoneId, viewport, acceptDownloads, reducedMotion } =
                workerInfo.project.use;
            const options = {
                baseURL,
                locale,
                timezoneId,
                viewport,
                acceptDownloads,
                reducedMotion,
            };
            const context = await browser.newContext(options);
            const origins = new Set<string>();
            const note = (url: string) => {
                if (/^https?:/.test(url)) origins.add(new URL(url).origin);
            };
            context.on('request', request => note(request.url()));
            const keeper = await context.newPage();
            await keeper.goto('/robots.txt');
            // page.request's calls raise no event: the portal's own origin is always emptied
            const always = baseURL ? [new URL(baseURL).origin] : [];
            await provide({ context, origins, options, always, keeper });
            await context.close();
        },
        { scope: 'worker' },
    ],
    context: async (
        {
            _warm,
            browser,
            baseURL,
            isMobile,
            hasTouch,
            locale,
            timezoneId,
            viewport,
            reducedMotion,
        },
        provide,
    ) => {
        const wanted = {
            baseURL,
            isMobile,
            hasTouch,
            locale,
            timezoneId,
            viewport,
            reducedMotion,
        };
        if (!sameOptions(wanted, _warm.options)) {
            const own = await browser.newContext(wanted);
            await provide(own);
            await own.close();
            return;
        }
        await provide(_warm.context);
        await empty(_warm);
    },
    page: async ({ context, viewport }, provide) => {
        const page: Page = await context.newPage();
        if (viewport) await page.setViewportSize(viewport);
        await provide(page);
    },
});
