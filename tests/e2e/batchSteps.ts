/** Steps of 批量申报 that several browser journeys walk the same way (batch*.spec.ts). */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AUDIT_PASSED_STATUS } from '../../domain/states/applicants';
import { api } from './helpers';

/** The agency's applicants whose audit passed (they may be chosen for an order). */
export const passedApplicants = async (page: Page): Promise<string[]> =>
    (
        await api<{ elements: { applicantName: string }[] }>(
            page,
            `/api/listApplicants?pgIndex=1&pgCount=50&auditStatus=${AUDIT_PASSED_STATUS}`,
        )
    ).elements.map(applicant => applicant.applicantName);

/**
 * Names of this run: other browser tests share the profile's data, and the examination compares
 * their marks with these (digits and Latin letters alike, 5.3.2): the batch's marks are in class
 * 31, which no other test files in, and named in Chinese, the run told apart by hanzi for digits.
 */
export const hanziStamp = () =>
    [...Date.now().toString().slice(-6)]
        .map(digit => '甲乙丙丁戊己庚辛壬癸'[Number(digit)])
        .join('');

export const upload = async (
    page: Page,
    files: { name: string; buffer: Buffer; mimeType: string }[],
) => page.getByTestId('batch-files').setInputFiles(files);

export const rowOf = (page: Page, line: number) => page.locator(`tr[data-line="${line}"]`);

/** The summary's counts: ready, bad, risky, and filed before (not counted as ready). */
export const countsOf = async (page: Page, rows: number) => {
    const text = (await page.getByText(new RegExp(`^共 ${rows} 行：`)).textContent()) ?? '';
    const match =
        /可提交 (\d+) 行，有错误 (\d+) 行，需确认风险 (\d+) 行(?:，此前已提交 (\d+) 行)?/.exec(
            text,
        );
    return (
        match && { ready: +match[1]!, bad: +match[2]!, risky: +match[3]!, filed: +(match[4] ?? 0) }
    );
};

/** Waits until every row is checked and `bad` of them are wrong (the rest ready, risky or filed). */
export const checked = async (page: Page, bad: number, rows: number) => {
    await expect
        .poll(
            async () => {
                const counts = await countsOf(page, rows);
                return counts && counts.bad === bad
                    ? counts.ready + counts.risky + counts.filed
                    : -1;
            },
            { timeout: 60_000 },
        )
        .toBe(rows - bad);
};

/**
 * Takes every risk once the rows are checked (names of one batch look alike to the examination
 * once some are filed), and sees every row ready or filed before.
 */
export const acknowledgeRisks = async (page: Page, rows: number) => {
    await checked(page, 0, rows);
    const boxes = page.getByRole('checkbox', { name: '我已知晓此风险', checked: false });
    while ((await boxes.count()) > 0) await boxes.first().check();
    await expect
        .poll(async () => {
            const counts = await countsOf(page, rows);
            return counts && counts.risky === 0 ? counts.ready + counts.filed : -1;
        })
        .toBe(rows);
};

/** An applicant chosen in 修改 by typing part of its name. */
export const pickApplicant = async (page: Page, name: string) => {
    const dialog = page.getByRole('dialog');
    await dialog
        .getByRole('combobox', { name: '申请人' })
        .fill(name.slice(0, Math.max(2, name.length - 2)));
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('option', { name: new RegExp(`^${escaped}（`) }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toHaveCount(0);
};

/** The text of a finished filing's result, once it is shown. */
export const FILED = /^提交结束：新提交 (\d+) 个，此前已提交 (\d+) 个，失败 0 个，未提交 0 个/;
