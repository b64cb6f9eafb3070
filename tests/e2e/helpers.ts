import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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

export const hashOf = (page: Page) => new URL(page.url()).hash;
