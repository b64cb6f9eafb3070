import { describe, expect, it } from 'vitest';
import type { FileRef, ProgressRecord, ProgressStep, Supplement } from '../records';
import { toOrder } from './orders';
import { progressStepsOf } from './progress';
import type { ProgressSource } from './progress';

const file = (name: string): FileRef => ({
    ossKey: `official/${name}.pdf`,
    url: `/files/official/${name}.pdf`,
    fileName: `${name}.pdf`,
});

const record = (
    state: ProgressRecord['state'],
    uploadTime: string,
    document: FileRef | null = null,
    content = '',
): ProgressRecord => ({
    state,
    content,
    uploadTime,
    deliveryTime: document ? uploadTime : '',
    officialFile: document,
});

const NOTICE = file('补正通知书');
const ACCEPTANCE = file('受理通知书');

const notice = (fields: Partial<Supplement> = {}): Supplement => ({
    id: 9,
    supplementState: 2,
    serialNumber: 'BZ20260301000001',
    sendTime: '2026-03-05 10:00:00',
    acceptExpirationDate: '2026-04-04 10:00:00',
    supplementOfficialFile: NOTICE,
    userFiles: [],
    userFileOsskeys: [],
    content: '',
    operateTime: '',
    ifSupplement: null,
    ...fields,
});

const order = (fields: Partial<ProgressSource>): ProgressSource => ({
    createTime: '2026-03-01 09:00:00',
    state: 1,
    note: '',
    progress: [],
    supplement: null,
    ...fields,
});

/** A step as a line: what it is, its state, its time and its documents' names. */
const lines = (steps: ProgressStep[]) =>
    steps.map(s =>
        [s.kind, s.state ?? '', s.time, s.files.map(f => f.fileName).join('+')].join(' '),
    );

describe('progressStepsOf', () => {
    it('starts with the filing, and nothing more while the order waits for its review', () => {
        expect(lines(progressStepsOf(order({ state: 1 })))).toEqual([
            'filed  2026-03-01 09:00:00 ',
        ]);
    });

    it('tells a failed review with its note, and no time the backend does not send', () => {
        const steps = progressStepsOf(order({ state: 2, note: '委托书未盖章' }));
        expect(lines(steps)).toEqual(['filed  2026-03-01 09:00:00 ', 'state 2  ']);
        expect(steps[1].note).toBe('委托书未盖章');
    });

    it('tells a passed review for an order past it, then the office’s records oldest first', () => {
        const steps = progressStepsOf(
            order({
                state: 21,
                // newest first, as our mock and the spec profile send them
                progress: [
                    record(21, '2026-03-04 10:00:00', ACCEPTANCE),
                    record(20, '2026-03-02 10:00:00'),
                ],
            }),
        );
        expect(lines(steps)).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 3  ',
            'state 20 2026-03-02 10:00:00 ',
            'state 21 2026-03-04 10:00:00 受理通知书.pdf',
        ]);
        expect(steps[3].deliveryTime).toBe('2026-03-04 10:00:00');
    });

    it('reads records sent oldest first the same way', () => {
        const steps = progressStepsOf(
            order({
                state: 21,
                progress: [
                    record(20, '2026-03-02 10:00:00'),
                    record(21, '2026-03-04 10:00:00', ACCEPTANCE),
                ],
            }),
        );
        expect(steps.map(s => s.state)).toEqual([null, 3, 20, 21]);
    });

    it('makes the record that delivered the notice the notice, not the order entering its state again', () => {
        const steps = progressStepsOf(
            order({
                state: 21,
                progress: [
                    record(21, '2026-03-05 10:00:00', NOTICE),
                    record(21, '2026-03-04 10:00:00', ACCEPTANCE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({
                    supplementState: 6,
                    ifSupplement: 1,
                    operateTime: '2026-03-06 15:30:00',
                    content: '已补充说明',
                    userFiles: ['/files/supplement/a.jpg', '/files/supplement/b.png'],
                    userFileOsskeys: ['supplement/a.jpg', 'supplement/b.png'],
                }),
            }),
        );
        expect(lines(steps)).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 3  ',
            'state 20 2026-03-02 10:00:00 ',
            'state 21 2026-03-04 10:00:00 受理通知书.pdf',
            'notice  2026-03-05 10:00:00 补正通知书.pdf',
            'corrected  2026-03-06 15:30:00 a.jpg+b.png',
        ]);
        expect(steps.filter(s => s.state === 21)).toHaveLength(1);
        expect(steps[4]).toMatchObject({
            deliveryTime: '2026-03-05 10:00:00',
            deadline: '2026-04-04 10:00:00',
        });
        expect(steps[5].note).toBe('已补充说明');
        expect(steps[5].files[0]).toEqual({
            ossKey: 'supplement/a.jpg',
            url: '/files/supplement/a.jpg',
            fileName: 'a.jpg',
        });
    });

    it('finds the notice’s record by its URL when each answer signs the file anew', () => {
        const signed = (query: string) => ({
            ossKey: '',
            url: `https://oss.example.cn/official/n.pdf?${query}`,
            fileName: 'n.pdf',
        });
        const steps = progressStepsOf(
            order({
                state: 20,
                progress: [
                    record(20, '2026-03-05 10:00:00', signed('expires=1&signature=a')),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({ supplementOfficialFile: signed('expires=2&signature=b') }),
            }),
        );
        expect(steps.map(s => s.kind)).toEqual(['filed', 'state', 'state', 'notice']);
        expect(steps[3].files[0].url).toBe(
            'https://oss.example.cn/official/n.pdf?expires=1&signature=a',
        );
    });

    it('places a notice no record delivered by its time, with its own document', () => {
        const steps = progressStepsOf(
            order({
                state: 21,
                progress: [
                    record(21, '2026-03-08 10:00:00', ACCEPTANCE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({
                    supplementState: 4,
                    operateTime: '2026-03-06 09:00:00',
                    userFiles: ['/files/supplement/a.jpg'],
                }),
            }),
        );
        expect(lines(steps)).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 3  ',
            'state 20 2026-03-02 10:00:00 ',
            'notice  2026-03-05 10:00:00 补正通知书.pdf',
            'corrected  2026-03-06 09:00:00 a.jpg',
            'state 21 2026-03-08 10:00:00 受理通知书.pdf',
        ]);
    });

    it('tells an abandoned correction with its time, before the office’s refusal', () => {
        const steps = progressStepsOf(
            order({
                state: 22,
                progress: [
                    record(22, '2026-03-12 10:00:00', file('不予受理通知书')),
                    record(20, '2026-03-05 10:00:00', NOTICE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({
                    supplementState: 3,
                    ifSupplement: 2,
                    operateTime: '2026-03-08 11:00:00',
                }),
            }),
        );
        expect(lines(steps)).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 3  ',
            'state 20 2026-03-02 10:00:00 ',
            'notice  2026-03-05 10:00:00 补正通知书.pdf',
            'abandoned  2026-03-08 11:00:00 ',
            'state 22 2026-03-12 10:00:00 不予受理通知书.pdf',
        ]);
    });

    it('tells a time-out without a time, placed by its deadline', () => {
        const steps = progressStepsOf(
            order({
                state: 22,
                progress: [
                    record(22, '2026-04-08 10:00:00', file('不予受理通知书')),
                    record(20, '2026-03-05 10:00:00', NOTICE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({ supplementState: 5 }),
            }),
        );
        expect(lines(steps).slice(3)).toEqual([
            'notice  2026-03-05 10:00:00 补正通知书.pdf',
            'timedOut   ',
            'state 22 2026-04-08 10:00:00 不予受理通知书.pdf',
        ]);
        expect(steps[4].deadline).toBe('2026-04-04 10:00:00');
    });

    it('leaves a notice awaiting its answer as the last step, with its deadline', () => {
        const steps = progressStepsOf(
            order({
                state: 20,
                progress: [
                    record(20, '2026-03-05 10:00:00', NOTICE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice(),
            }),
        );
        expect(steps.map(s => s.kind)).toEqual(['filed', 'state', 'state', 'notice']);
        expect(steps[3].deadline).toBe('2026-04-04 10:00:00');
    });

    it('keeps an answer whose time is not sent right after its notice', () => {
        const steps = progressStepsOf(
            order({
                state: 21,
                progress: [
                    record(21, '2026-03-08 10:00:00', ACCEPTANCE),
                    record(20, '2026-03-05 10:00:00', NOTICE),
                    record(20, '2026-03-02 10:00:00'),
                ],
                supplement: notice({ supplementState: 4, operateTime: '' }),
            }),
        );
        expect(steps.map(s => s.kind).slice(3)).toEqual(['notice', 'corrected', 'state']);
        expect(steps[4].time).toBe('');
    });

    it('keeps the wire’s order of records sent within one second', () => {
        const at = '2026-03-05 10:00:00';
        const steps = progressStepsOf(
            order({
                state: 21,
                progress: [record(21, at, NOTICE), record(21, at, ACCEPTANCE), record(20, at)],
                supplement: notice({ sendTime: at }),
            }),
        );
        expect(steps.map(s => s.kind + (s.state ?? ''))).toEqual([
            'filed',
            'state3',
            'state20',
            'state21',
            'notice',
        ]);
    });

    it('tells a closed order’s closing, and no review the backend does not tell', () => {
        expect(lines(progressStepsOf(order({ state: 4, note: '不清晰' })))).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 4  ',
        ]);
    });

    it('takes the review from a record of it when the backend sends one, with its time', () => {
        const steps = progressStepsOf(
            order({ state: 2, note: '材料不全', progress: [record(2, '2026-03-01 12:00:00')] }),
        );
        expect(lines(steps)).toEqual([
            'filed  2026-03-01 09:00:00 ',
            'state 2 2026-03-01 12:00:00 ',
        ]);
        expect(steps[1].note).toBe('材料不全');
    });

    it('makes no notice of an empty one', () => {
        const steps = progressStepsOf(
            order({
                state: 20,
                supplement: notice({ sendTime: '', supplementOfficialFile: null }),
            }),
        );
        expect(steps.map(s => s.kind)).toEqual(['filed', 'state']);
    });
});

describe('the timeline of an order detail a spec-only backend sends', () => {
    it('is read by toOrder from the feedback list and the flattened notice', () => {
        const order = toOrder('GET /api/findTrademarkOrderDetail/{id}', {
            orderId: 'TM20261124000001',
            createTime: '2026-11-14 09:30:05',
            state: '21',
            supplementState: '6',
            trademarkFeedbacks: [
                {
                    state: '21',
                    uploadTime: '2026-11-22 10:00:00',
                    deliveryTime: '2026-11-22 10:00:00',
                    officialFile: 'https://oss.example.cn/notice.pdf?Signature=1',
                },
                {
                    state: '21',
                    uploadTime: '2026-11-20 10:00:00',
                    deliveryTime: '2026-11-19 09:00:00',
                    officialFile: 'https://oss.example.cn/accept.pdf?Signature=2',
                },
                {
                    state: 20,
                    uploadTime: '2026-11-15 10:00:00',
                    deliveryTime: '',
                    officialFile: '',
                },
            ],
            supplementId: '31',
            sendTime: '2026-11-22 10:00:00',
            acceptExpirationDate: '2026-12-22 10:00:00',
            supplementOfficialFile: 'https://oss.example.cn/notice.pdf?Signature=3',
            userFiles: 'https://oss.example.cn/answer.png?Signature=4',
            content: '已按要求补正',
            operateTime: '2026-11-23 08:00:00',
            ifSupplement: '1',
        });
        expect(lines(order.timeline)).toEqual([
            'filed  2026-11-14 09:30:05 ',
            'state 3  ',
            'state 20 2026-11-15 10:00:00 ',
            'state 21 2026-11-20 10:00:00 accept.pdf',
            'notice  2026-11-22 10:00:00 notice.pdf',
            'corrected  2026-11-23 08:00:00 answer.png',
        ]);
        expect(order.progress).toHaveLength(3);
    });
});
