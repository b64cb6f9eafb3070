import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PROFILES } from '../../playwright.config';
import type { E2eProfile } from '../../playwright.config';
import type { Locator, Page } from '@playwright/test';
import { pngImage } from './fixtures';

export const DEMO = {
    admin: { name: 'admin', password: 'Admin@123' },
    agent: { name: 'agent', password: 'Agent@123' },
    other: { name: 'other', password: 'Other@123' },
} as const;

/** Logs in through the form, pressing Enter in the password field as a user would. */
export const login = async (
    page: Page,
    account: { name: string; password: string } = DEMO.admin,
) => {
    if (!page.url().includes('#/login')) await page.goto('/#/login');
    await page.getByLabel('账号').fill(account.name);
    await page.getByRole('textbox', { name: '密码' }).fill(account.password);
    await page.getByRole('textbox', { name: '密码' }).press('Enter');
    await expect(page.getByTestId('header-true-name')).toBeVisible();
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Signs a fresh page in without the form (the login page's own tests use `login`): the login
 * call through the portal's proxy, the session put where the portal keeps it before its first
 * script runs, then the portal opened at `path`. A page that already shows something goes
 * through the form. Saves each test the login page's load and the typing (CI time).
 */
export const signIn = async (
    page: Page,
    account: { name: string; password: string } = DEMO.admin,
    path = '/#/home/orderhome',
) => {
    if (page.url() !== 'about:blank') return login(page, account);
    const answer = await page.request.post('/api/login', {
        data: { name: account.name, password: sha256(account.password) },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { token, user } = (await answer.json()).data as { token: string; user: unknown };
    // once per tab and sign-in: a reload after signing out must not sign the user back in
    const flag = `e2e_signed_in_${token}`;
    await page.addInitScript(
        ({ token, user, flag }) => {
            try {
                if (sessionStorage.getItem(flag)) return;
                sessionStorage.setItem(flag, '1');
                localStorage.setItem('sls_admin_token', token);
                localStorage.setItem('sls_admin_userInfo', JSON.stringify(user));
            } catch {
                // a document without storage (about:blank): the portal's page sets it
            }
        },
        { token, user, flag },
    );
    await page.goto(path);
    await expect(page.getByTestId('header-true-name')).toBeVisible();
};

/**
 * A signed-in page calls the server by opening a menu entry. A page whose session ended learns
 * it at its next call: this one, or its notification centre's own refresh, which may have come
 * first and already shown the login page (then there is no menu to click).
 */
export const callServer = async (page: Page, menuEntry: string) => {
    await page
        .getByRole('link', { name: menuEntry })
        .first()
        .click({ timeout: 3000 })
        .catch(() => undefined);
};

export const hashOf = (page: Page) => new URL(page.url()).hash;

/** The mock profile the running project targets (`default` or `spec`). */
export const profileOf = (): E2eProfile => test.info().project.name as E2eProfile;

/** The running project's mock server, for the office simulator (`/__sim` is not proxied). */
export const mockUrl = (): string => `http://127.0.0.1:${E2E_PROFILES[profileOf()].mockPort}`;

/**
 * Skips the rest of a test on the spec profile: only for a step that needs a named extension
 * of our mock, which a backend speaking only the provider's calls does not have.
 */
export const needsExtension = (extension: string) =>
    test.skip(profileOf() === 'spec', `needs ${extension}, which the provider's calls do not have`);

/** An amount as the portal shows it: 2 decimals, thousands separated (25,820.00). */
export const MONEY = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;

/** The fen an amount shown by the portal stands for. */
export const fenOf = (text: string | null): number =>
    Math.round(Number((text ?? '').replace(/,/g, '')) * 100);

/** How the portal shows an amount of fen, written with the platform's zh-CN number format. */
export const yuanText = (fen: number): string =>
    (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A call of the service with the page's session, as the portal makes it: the answer's `data`. */
export const api = async <T>(page: Page, path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('sls_admin_token'));
    const answer = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data as T;
};

/** The mock's office simulator (`/__sim/...`): the office reviews, sends a notice, moves time. */
export const sim = async <T = unknown>(page: Page, path: string, body: object = {}): Promise<T> => {
    const answer = await page.request.post(`${mockUrl()}/__sim/${path}`, { data: body });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data as T;
};

/**
 * Answers an open correction dialog as a user would: an explanation and an image file, then
 * 提交补正, waiting for 操作成功.
 */
export const answerCorrection = async (page: Page, dialog: Locator, explanation: string) => {
    await dialog.getByLabel('补正说明').fill(explanation);
    await dialog.getByLabel('说明文件', { exact: true }).setInputFiles({
        name: '补正说明.png',
        mimeType: 'image/png',
        buffer: pngImage(800, 600),
    });
    await expect(dialog.getByRole('button', { name: '删除说明文件 1' })).toBeVisible();
    await dialog.getByRole('button', { name: '提交补正' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
};
