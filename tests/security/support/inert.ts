/** What the XSS specs check on a screen: nothing from the data ran, and the text is there. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { login } from '../../e2e/helpers';
import { TITLE } from './markupScreens';

/**
 * Nothing from the data ran or became an element, and the title is the portal's: the canary
 * is unset, no `<img src="x">`, `<svg onload>`, data `<script>`, frame or inline handler.
 */
export const expectInert = async (page: Page, where: string) => {
    await expect(page).toHaveTitle(TITLE);
    const found = await page.evaluate(() => ({
        canary: (window as unknown as { __xss?: unknown }).__xss ?? null,
        images: document.querySelectorAll('img[src="x"]').length,
        svgs: document.querySelectorAll('svg[onload]').length,
        scripts: [...document.scripts].filter(s => s.text.includes('__xss')).length,
        frames: document.querySelectorAll('iframe, object, embed').length,
        handlers: [...document.querySelectorAll('*')]
            .filter(el => [...el.attributes].some(a => /^on/i.test(a.name)))
            .map(el => el.outerHTML.slice(0, 120)),
    }));
    expect({ where, ...found }).toEqual({
        where,
        canary: null,
        images: 0,
        svgs: 0,
        scripts: 0,
        frames: 0,
        handlers: [],
    });
};

/** The exact string is on screen as text. */
export const expectText = (page: Page, text: string) =>
    expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** Logs in before each test, and fails the test if an alert, confirm or prompt ran. */
export const watchDialogs = (): void => {
    let alerts: string[] = [];
    test.beforeEach(async ({ page }) => {
        alerts = [];
        page.on('dialog', dialog => {
            alerts.push(`${dialog.type()}: ${dialog.message()}`);
            void dialog.dismiss();
        });
        await login(page);
    });
    test.afterEach(() => {
        expect(alerts, 'no alert, confirm or prompt ran').toEqual([]);
    });
};
