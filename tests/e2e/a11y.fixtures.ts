/** What the accessibility audit's screens put in place before they open (a11y.screens.ts). */
import type { Page } from '@playwright/test';
import { api } from './helpers';

/** The newest order of the signed-in agency. */
export const anOrder = async (page: Page) => {
    const { elements } = await api<{ elements: { orderId: string }[] }>(
        page,
        '/api/findTrademarkOrderList?pgIndex=1&pgCount=1',
    );
    return elements[0].orderId;
};

/**
 * A wizard draft filled in through step 1 (and through step 2 with `withApplicant`), with an
 * approved applicant of the agency, as the wizard keeps it in local storage.
 */
export const putDraft = async (page: Page, withApplicant: boolean) => {
    const { elements } = await api<{ elements: { id: number; applicantName: string }[] }>(
        page,
        '/api/listApplicants?pgIndex=1&pgCount=1&auditStatus=3',
    );
    const applicant = elements[0];
    const draft = {
        trademarkType: 1,
        trademarkName: '云图知联',
        trademarkDesc: '',
        trademarkIcon: '',
        trademarkIconType: null,
        trademarkIconOsskey: '',
        curSelectedLists: [
            {
                code: '09',
                name: '第九类',
                groups: ['0901'],
                items: [
                    {
                        code: '090001',
                        name: '计算机',
                        groupCode: '0901',
                        groupName: '计算机及其外部设备',
                    },
                ],
            },
        ],
        smallCheckedIds: ['090001'],
        orderAmount: 300,
        AuthorizationOssKey: withApplicant ? 'uploads/letter.png' : '',
        SebeAuthorizationOss: withApplicant ? '/files/uploads/letter.png' : '',
        applicantTbId: withApplicant ? applicant.id : null,
        applicantName: withApplicant ? applicant.applicantName : '',
        LegalNoticeOssKey: withApplicant ? 'uploads/legal.png' : '',
        SebeLegalNoticeOss: withApplicant ? '/files/uploads/legal.png' : '',
        requestId: 'a11y-draft-0001',
    };
    await page.evaluate(
        value => localStorage.setItem('sls_admin_trademarkDatas', value),
        JSON.stringify(draft),
    );
    return applicant;
};

/** A few notifications of the signed-in user (read and unread), as the centre keeps them. */
export const putNotifications = async (page: Page) => {
    const seenAt = Date.now();
    const events = [
        {
            id: 'a11y-1',
            kind: 'state',
            seenAt,
            read: false,
            orderId: 'TM0001',
            trademarkName: '云图知联',
            from: 1,
            to: 2,
            note: '委托书未盖章',
        },
        {
            id: 'a11y-2',
            kind: 'deadline',
            seenAt,
            read: false,
            orderId: 'TM0002',
            trademarkName: '',
            level: 2,
            days: 3,
            date: '2026-01-05',
            rolled: true,
        },
        {
            id: 'a11y-3',
            kind: 'topUp',
            seenAt,
            read: true,
            tradeSn: 'T1',
            amount: 500,
            balance: 800,
        },
    ];
    await page.evaluate(value => {
        const user = JSON.parse(localStorage.getItem('sls_admin_userInfo') ?? '{}') as {
            id: number;
        };
        const key = `sls_admin_notifications_${user.id}`;
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
            snapshot: unknown;
        } | null;
        localStorage.setItem(
            key,
            JSON.stringify({
                snapshot: stored?.snapshot ?? null,
                events: value,
                checkedAt: Date.now(),
            }),
        );
    }, events);
};
