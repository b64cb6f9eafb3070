/** Steps of the order wizard that several journeys walk the same way. */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { NiceGroup } from '../../domain/types/classification';
import { pngImage } from './fixtures';
import { api } from './helpers';

/**
 * A step-1 draft of a word mark with the first `count` items of class 09 (groups in order), as
 * the wizard keeps it; the name check is left to step 1's 下一步.
 */
export const putDraft = async (
    page: Page,
    name: string,
    cls: { code: string; name: string },
    groups: NiceGroup[],
    count: number,
) => {
    const items = groups
        .flatMap(g =>
            g.mins.map(item => ({
                code: item.classificationCode,
                name: item.classificationName,
                groupCode: g.classificationCode,
                groupName: g.classificationName,
            })),
        )
        // an item listed under two groups counts once (the server refuses it twice)
        .filter((item, at, all) => all.findIndex(i => i.code === item.code) === at)
        .slice(0, count);
    const draft = {
        trademarkType: 1,
        trademarkName: name,
        trademarkDesc: '',
        trademarkIcon: '',
        trademarkIconType: null,
        trademarkIconOsskey: '',
        curSelectedLists: [
            {
                code: cls.code,
                name: cls.name,
                groups: [...new Set(items.map(i => i.groupCode))],
                items,
            },
        ],
        smallCheckedIds: items.map(i => i.code),
        orderAmount: 0,
        AuthorizationOssKey: '',
        SebeAuthorizationOss: '',
        applicantTbId: null,
        applicantName: '',
        LegalNoticeOssKey: '',
        SebeLegalNoticeOss: '',
        requestId: `preflight-${Date.now().toString(36)}`,
        nameCheckedFor: '',
    };
    await page.evaluate(
        value => localStorage.setItem('sls_admin_trademarkDatas', value),
        JSON.stringify(draft),
    );
    return items;
};

/**
 * Step 2 as a user fills it: the agency's first approved applicant, a valid proxy letter and,
 * when the applicant has none on file, the legal file; then 下一步. Answers the applicant's name.
 */
export const completeStepTwo = async (page: Page): Promise<string> => {
    await expect(page).toHaveURL(/#\/home\/steptwo$/);
    const passed = await api<{ elements: { id: number; applicantName: string }[] }>(
        page,
        '/api/listApplicants?pgIndex=1&pgCount=1&auditStatus=3',
    );
    const applicantName = passed.elements[0].applicantName;
    const detail = await api<{ sebeLegalNoticeOss: unknown }>(
        page,
        `/api/describeApplicant?id=${passed.elements[0].id}`,
    );
    await page.getByLabel('申请人名称').fill(applicantName);
    const card = page
        .getByRole('list', { name: '申请人' })
        .getByRole('listitem')
        .filter({ hasText: applicantName })
        .first();
    await card.getByRole('button').click();
    await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('委托书', { exact: true }).setInputFiles({
        name: 'letter.png',
        mimeType: 'image/png',
        buffer: pngImage(1000, 1200),
    });
    await expect(page.getByRole('link', { name: '委托书' })).toBeVisible();
    if (!detail.sebeLegalNoticeOss) {
        await page.getByLabel('法律文件', { exact: true }).setInputFiles({
            name: 'legal.png',
            mimeType: 'image/png',
            buffer: pngImage(900, 900),
        });
    }
    await expect(page.getByRole('link', { name: '法律文件' })).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    return applicantName;
};
