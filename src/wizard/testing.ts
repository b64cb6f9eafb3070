/**
 * What the wizard's tests share: the class list and unit prices the backend answers, a draft
 * filled in through step 2, ready to submit, and what step 3 reads and asks to submit it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ExaminedBy } from '../../dataProvider/similarity';
import type { NiceClass, SimilarMark } from '../../domain/types/classification';
import { NICE_GROUPS_09 } from '../orders/testing';
import type { UnitPrices } from '../../domain/types/money';
import type { Applicant } from '../../domain/types/applicants';
import { emptyDraft } from './draft';
import type { OrderDraft } from './draft';

/** The class list: class 9 alone, with its two items. */
export const NICE_CLASSES: NiceClass[] = [
    {
        parentCode: '',
        classificationCode: '09',
        classificationName: '第九类',
        officialCode: '09',
        total: 2,
        description: '科学仪器',
    },
];

export const UNIT_PRICES: UnitPrices = {
    trademarkRegistClassUnitPrice: 300,
    trademarkRegistMinUnitPrice: 30,
};

export const READY_DRAFT: OrderDraft = {
    ...emptyDraft(),
    trademarkName: '云图知联',
    trademarkIcon: '/files/uploads/icon.jpg',
    trademarkIconOsskey: 'uploads/icon.jpg',
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
    AuthorizationOssKey: 'uploads/letter.png',
    SebeAuthorizationOss: '/files/uploads/letter.png',
    applicantTbId: 7,
    applicantName: '北京知联科技有限公司',
    LegalNoticeOssKey: 'uploads/legal.pdf',
    SebeLegalNoticeOss: '/files/uploads/legal.pdf',
    requestId: 'req-0001-abcdef',
    // as step 1 stores it once the name check passed (preflight.ts, nameCheckKey)
    nameCheckedFor: '云图知联|{"09":"090001"}',
    nameCheckOutcome: 'clear',
};

/** The draft's applicant as its record says: a mainland company with its credit code. */
export const FILED_APPLICANT: Applicant = {
    id: 7,
    applicantName: '北京知联科技有限公司',
    applicantType: 2,
    applicantRegion: 1,
    cardNumber: '91110105MA01B2C3DX',
    auditStatus: 3,
    EName: 'Beijing Zhilian Technology Co., Ltd.',
    Province: '北京市',
    Address: '朝阳区建国路88号',
    EAddress: '',
    postcode: '100022',
    Country: '',
    trademarkName: '',
    createTime: '2025-06-01 10:00:00',
    sebeIdCardOss: [],
    sebePassportOss: null,
    sebeBusinessLicenceOss: null,
    sebeLegalNoticeOss: null,
};

/**
 * The facts step 3's pre-flight check reads: balance, prices, the applicant's audit state; and
 * the applicant's record it shows.
 */
export const stepThreeFacts = (balance: number, auditStatus = 3, applicant = FILED_APPLICANT) => ({
    getSpInfo: vi.fn(async () => ({ spName: '测试代理机构', balance })),
    getUnitPrices: vi.fn(async () => UNIT_PRICES),
    describeApplicant: vi.fn(async () => ({ id: 7, auditStatus })),
    getOne: vi.fn(async () => ({ data: { ...applicant, auditStatus } })),
});

/** Step 3's 提交, then 确认提交 in its prompt. */
export const submitThroughPrompt = async () => {
    const submit = await screen.findByRole('button', { name: '提交' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText(/推送至云平台/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认提交' }));
};

// step 1's tests: the wizard's calls, the checks' answers and an earlier mark
export const wizardCalls = () => ({
    getNiceClasses: vi.fn(async () => NICE_CLASSES),
    getNiceGroups: vi.fn(async () => NICE_GROUPS_09),
    getUnitPrices: vi.fn(async () => UNIT_PRICES),
    autoTrademarkImage: vi.fn(async () => ({
        url: '/files/uploads/auto.jpg',
        ossKey: 'uploads/auto.jpg',
        fileName: 'auto.jpg',
    })),
    searchNiceItems: vi.fn(async () => ({ hits: [], total: 0 })),
});

/** The checks' answers: a name check and a similarity check, each PASS unless told. */
export const checks = (
    name = 'PASS',
    duplicate = 'PASS',
    groups: string[] = [],
    marks: SimilarMark[] = [],
    examinedBy: ExaminedBy = 'register',
) => ({
    checkTrademarkName: vi.fn(async () => ({ Result: name, Message: `名称${name}` })),
    checkSimilarity: vi.fn(async () => ({
        Result: duplicate,
        Message: `群组${duplicate}`,
        Data: { DuplicateSecondaryClassification: { SecondaryClassification: groups } },
        marks,
        examinedBy,
    })),
});

export const EARLIER: SimilarMark = {
    name: '云图知连',
    cls: '09',
    groups: ['0901', '0907'],
    sharedGroups: ['0901'],
    appNo: '55275106',
    appDate: '2022-03-17',
    verdict: 'similar',
    rules: [{ id: '5.1.4', reason: '读音相同且字形近似（联/连）：云图知联 / 云图知连' }],
};
