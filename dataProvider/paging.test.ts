import { describe, expect, it } from 'vitest';
import { fromPage, toListQuery, valuesOf } from './paging';
import { RESOURCES } from './resources';

const byId = (_call: string, raw: unknown) => raw as { id: number };

describe('toListQuery', () => {
    it('turns react-admin pages into 1-based pgIndex and pgCount', () => {
        expect(
            toListQuery(RESOURCES.orders.list, {
                pagination: { page: 3, perPage: 10 },
                filter: {},
            }),
        ).toEqual({
            pgIndex: 3,
            pgCount: 10,
        });
    });

    it('falls back to page 1 of 10 on nonsense paging and caps the page size', () => {
        expect(
            toListQuery(RESOURCES.orders.list, {
                pagination: { page: 0, perPage: -5 },
                filter: {},
            }),
        ).toEqual({
            pgIndex: 1,
            pgCount: 10,
        });
        expect(
            toListQuery(RESOURCES.orders.list, {
                pagination: { page: 2, perPage: 5000 },
                filter: {},
            }).pgCount,
        ).toBe(100);
    });

    it("keeps only the call's own filter names, drops empty values, joins arrays", () => {
        const query = toListQuery(RESOURCES.orders.list, {
            pagination: { page: 1, perPage: 10 },
            filter: {
                trademarkName: ' 华为 ',
                state: [29, 30],
                applicant: '',
                orderId: undefined,
                q: 'x',
                ApplicantName: 'a',
            },
        });
        expect(query).toEqual({ pgIndex: 1, pgCount: 10, trademarkName: '华为', state: '29,30' });
    });

    it('uses the applicant call names', () => {
        const query = toListQuery(RESOURCES.applicants.list, {
            pagination: { page: 1, perPage: 10 },
            filter: { ApplicantName: '王', ApplicantType: 2, auditStatus: 3 },
        });
        expect(query).toEqual({
            pgIndex: 1,
            pgCount: 10,
            ApplicantName: '王',
            ApplicantType: '2',
            auditStatus: '3',
        });
    });

    it('extends the inclusive end date by one day, the start date unchanged', () => {
        expect(
            toListQuery(RESOURCES.orders.list, {
                pagination: { page: 1, perPage: 10 },
                filter: { startTime: '2026-11-01', endTime: '2026-11-30' },
            }),
        ).toMatchObject({ startTime: '2026-11-01', endTime: '2026-12-01' });
        expect(
            toListQuery(RESOURCES.capitalDetails.list, {
                pagination: { page: 1, perPage: 10 },
                filter: { tradeTimeBegin: '2026-02-01', tradeTimeEnd: '2026-02-28' },
            }),
        ).toMatchObject({ tradeTimeBegin: '2026-02-01', tradeTimeEnd: '2026-03-01' });
    });
});

describe('fromPage', () => {
    it('maps {elements, totalElements} to {data, total}, each row read by the row reader', () => {
        expect(
            fromPage('GET /api/x', { elements: [{ id: 1 }, { id: 2 }], totalElements: 42 }, byId),
        ).toEqual({
            data: [{ id: 1 }, { id: 2 }],
            total: 42,
        });
    });

    it.each([
        ['null', null],
        ['an array', [{ id: 1 }]],
        ['missing total', { elements: [] }],
        ['a negative total', { elements: [], totalElements: -1 }],
        ['react-admin shape', { data: [], total: 0 }],
    ])('refuses %s with an error naming the call', (_label, answer) => {
        expect(() => fromPage('GET /api/listApplicants', answer, byId)).toThrow(
            /GET \/api\/listApplicants/,
        );
    });

    it('reads a total sent as text', () => {
        expect(fromPage('GET /api/x', { elements: [], totalElements: '7' }, byId).total).toBe(7);
    });
});

describe('valuesOf', () => {
    it.each([
        ['29,30', ['29', '30']],
        [
            [29, 30],
            ['29', '30'],
        ],
        [' 1 ', ['1']],
        ['', []],
        [undefined, []],
    ])('%j → %j', (value, values) => expect(valuesOf(value)).toEqual(values));
});
