/** What the wizard's tests share: a draft filled in through step 2, ready to submit. */
import { emptyDraft } from './draft';
import type { OrderDraft } from './draft';

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
