import { describe, expect, it } from 'vitest';
import { MalformedAnswerError } from '../httpClient';
import { toOrder, toOrderSummary } from './orders';

const CALL = 'GET /api/findTrademarkOrderDetail/{id}';

/** An order detail exactly as a spec-only backend sends it (only the spec's fields, numbers as text). */
const SPEC_DETAIL = {
    orderId: 'TM20261124000001',
    bsType: '商标注册申请',
    applicant: '北京知联科技有限公司',
    applicantTbId: '7',
    trademarkName: '知联',
    cls: '9',
    clsName: '第九类',
    mins: '090001,090002',
    minsName: '计算机,鼠标',
    orderAmount: '330.00',
    createTime: '2026-11-24 09:30:05',
    state: '21',
    supplementState: '2',
    note: '',
    trademarkType: '3',
    trademarkDesc: '组合商标',
    trademarkIcon: 'https://oss.example.cn/icon.jpg?Signature=abc',
    trademarkIconType: '2',
    trademarkIconOsskey: 'uploads/icon.jpg',
    trademarkNumber: '12345678',
    trademarkState: '商标局已受理',
    entrustFile: 'https://oss.example.cn/letter.jpg',
    sebeLegalNoticeOss: 'https://oss.example.cn/legal.pdf',
    trademarkFeedbacks: [
        {
            state: '21',
            uploadTime: '2026-11-20 10:00:00',
            deliveryTime: '2026-11-19 09:00:00',
            officialFile: 'https://oss.example.cn/accept.pdf',
        },
        { state: 20, uploadTime: '2026-11-15 10:00:00', deliveryTime: '', officialFile: '' },
    ],
    // the correction notice, flattened onto the order (docs/api.md, Profiles)
    supplementId: '31',
    serialNumber: 'BZ2026112400001',
    sendTime: '2026-11-22 10:00:00',
    acceptExpirationDate: '2026-12-22 10:00:00',
    supplementOfficialFile: 'https://oss.example.cn/notice.pdf',
    userFiles: '',
    userFileOsskeys: '',
    content: '',
    operateTime: '',
    ifSupplement: null,
};

describe('toOrder with a spec-only detail', () => {
    const order = toOrder(CALL, SPEC_DETAIL);

    it('keys the order by its number and reads numbers sent as text', () => {
        expect(order).toMatchObject({
            id: 'TM20261124000001',
            applicantTbId: 7,
            cls: '09',
            orderAmount: 330,
            state: 21,
            supplementState: 2,
            trademarkType: 3,
            trademarkIconType: 2,
        });
    });

    it('keeps file URLs and their separate keys', () => {
        expect(order.trademarkIcon).toBe('https://oss.example.cn/icon.jpg?Signature=abc');
        expect(order.trademarkIconOsskey).toBe('uploads/icon.jpg');
        expect(order.entrustFile).toBe('https://oss.example.cn/letter.jpg');
        expect(order.sebeLegalNoticeOss).toEqual({
            ossKey: '',
            url: 'https://oss.example.cn/legal.pdf',
            fileName: 'legal.pdf',
        });
    });

    it('builds the progress from feedback items that carry the progress fields', () => {
        expect(order.progress).toEqual([
            {
                state: 21,
                content: '',
                uploadTime: '2026-11-20 10:00:00',
                deliveryTime: '2026-11-19 09:00:00',
                officialFile: {
                    ossKey: '',
                    url: 'https://oss.example.cn/accept.pdf',
                    fileName: 'accept.pdf',
                },
            },
            {
                state: 20,
                content: '',
                uploadTime: '2026-11-15 10:00:00',
                deliveryTime: '',
                officialFile: null,
            },
        ]);
        expect(order.trademarkFeedbacks.map(f => [f.id, f.state, f.feedbackTime])).toEqual([
            [1, 21, '2026-11-20 10:00:00'],
            [2, 20, '2026-11-15 10:00:00'],
        ]);
    });

    it('reads the flattened correction notice', () => {
        expect(order.supplement).toMatchObject({
            id: '31',
            supplementState: 2,
            serialNumber: 'BZ2026112400001',
            acceptExpirationDate: '2026-12-22 10:00:00',
            supplementOfficialFile: { url: 'https://oss.example.cn/notice.pdf' },
            ifSupplement: null,
            userFiles: [],
            userFileOsskeys: [],
        });
        expect(order.supplementId).toBe('31');
    });

    it('reads the correction’s files as lists: arrays, one value, or a comma list', () => {
        const answered = (userFiles: unknown, userFileOsskeys: unknown) =>
            toOrder(CALL, { ...SPEC_DETAIL, userFiles, userFileOsskeys }).supplement;
        expect(
            answered(
                ['https://oss.example.cn/a.png?Signature=1', 'https://oss.example.cn/b.jpg'],
                ['supplement/a.png', 'supplement/b.jpg'],
            ),
        ).toMatchObject({
            userFiles: ['https://oss.example.cn/a.png?Signature=1', 'https://oss.example.cn/b.jpg'],
            userFileOsskeys: ['supplement/a.png', 'supplement/b.jpg'],
        });
        expect(answered('https://oss.example.cn/a.png', 'supplement/a.png')).toMatchObject({
            userFiles: ['https://oss.example.cn/a.png'],
            userFileOsskeys: ['supplement/a.png'],
        });
        expect(answered('/files/a.png,/files/b.png', 'a.png, b.png')).toMatchObject({
            userFiles: ['/files/a.png', '/files/b.png'],
            userFileOsskeys: ['a.png', 'b.png'],
        });
    });
});

describe('toOrder, feedback items with a state and their words only', () => {
    const order = toOrder(CALL, {
        orderId: 'TM2',
        state: 21,
        createTime: '2026-11-14 09:30:05',
        trademarkFeedbacks: [
            { state: '21', content: '商标局已受理' },
            { state: 20, content: '已提交商标局' },
            { content: '无状态的说明' },
            { state: '未知', content: '状态不是数字' },
            '不是对象',
        ],
    });

    it('keeps each item that says a state as a progress step, with its words and no time', () => {
        expect(order.progress.map(p => [p.state, p.content, p.uploadTime])).toEqual([
            [21, '商标局已受理', ''],
            [20, '已提交商标局', ''],
        ]);
        expect(order.timeline.map(s => [s.kind, s.state, s.content, s.time])).toEqual([
            ['filed', null, '', '2026-11-14 09:30:05'],
            ['state', 3, '', ''],
            ['state', 20, '已提交商标局', ''],
            ['state', 21, '商标局已受理', ''],
        ]);
    });
});

describe('toOrder with our mock’s extensions', () => {
    it('reads the supplement object, and the feedback items as both feedback and progress', () => {
        const order = toOrder(CALL, {
            id: 5,
            orderId: 'TM1',
            state: 20,
            trademarkFeedbacks: [
                {
                    id: 8,
                    state: 20,
                    content: '已提交',
                    feedbackTime: 't',
                    uploadTime: 't',
                    deliveryTime: '',
                    officialFile: null,
                },
            ],
            supplement: { id: 9, supplementState: 5, ifSupplement: 1 },
        });
        expect(order.id).toBe('TM1');
        expect(order.progress).toEqual([
            { state: 20, content: '已提交', uploadTime: 't', deliveryTime: '', officialFile: null },
        ]);
        expect(order.trademarkFeedbacks).toEqual([
            { id: 8, state: 20, content: '已提交', feedbackTime: 't' },
        ]);
        expect(order.supplement).toMatchObject({ id: 9, supplementState: 5, ifSupplement: 1 });
    });

    it('has an empty progress and no notice when the backend sends neither', () => {
        const order = toOrder(CALL, { orderId: 'TM1' });
        expect(order.progress).toEqual([]);
        expect(order.trademarkFeedbacks).toEqual([]);
        expect(order.supplement).toBeNull();
        expect(order.supplementState).toBe(1);
        expect(order.trademarkIconType).toBeNull();
    });
});

describe('toOrderSummary', () => {
    it.each([
        ['no order number', { trademarkName: 'x' }],
        ['a blank order number', { orderId: '  ' }],
        ['not an object', 'TM1'],
        ['null', null],
    ])('refuses %s, naming the call', (_label, raw) => {
        expect(() => toOrderSummary('GET /api/findTrademarkOrderList', raw)).toThrow(
            MalformedAnswerError,
        );
        expect(() => toOrderSummary('GET /api/findTrademarkOrderList', raw)).toThrow(
            /findTrademarkOrderList/,
        );
    });

    it('turns wrong types into empty values instead of crashing', () => {
        expect(
            toOrderSummary('c', {
                orderId: 12,
                trademarkName: { x: 1 },
                orderAmount: 'abc',
                state: 'x',
                applicantTbId: -3,
            }),
        ).toMatchObject({
            id: '12',
            trademarkName: '',
            orderAmount: 0,
            state: 1,
            applicantTbId: 0,
        });
    });

    it('keeps our list rows’ correction deadline, and has none from a spec backend', () => {
        const row = { orderId: 'TM1', supplementState: 2 };
        expect(
            toOrderSummary('c', { ...row, acceptExpirationDate: '2026-12-01 23:59:59' })
                .acceptExpirationDate,
        ).toBe('2026-12-01 23:59:59');
        expect(toOrderSummary('c', row).acceptExpirationDate).toBeNull();
        expect(
            toOrderSummary('c', { ...row, acceptExpirationDate: '' }).acceptExpirationDate,
        ).toBeNull();
    });

    it('gives an order no deadline once its notice is answered, as a spec detail still says it', () => {
        const answered = { ...SPEC_DETAIL, supplementState: '6' };
        expect(toOrder(CALL, answered).acceptExpirationDate).toBeNull();
        expect(toOrder(CALL, answered).supplement?.acceptExpirationDate).toBe(
            '2026-12-22 10:00:00',
        );
        expect(toOrder(CALL, { ...SPEC_DETAIL, supplementState: '2' }).acceptExpirationDate).toBe(
            '2026-12-22 10:00:00',
        );
    });
});
