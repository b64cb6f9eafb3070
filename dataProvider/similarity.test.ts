import { describe, expect, it, vi } from 'vitest';
import type { DuplicateCheck, NiceGroup, SimilarMark } from '../domain/types/classification';
import type { OrderSummary } from '../domain/types/orders';
import { UnsupportedCallError } from './invoke';
import { createSimilarityCheck, createSimilaritySearch } from './similarity';

const GROUPS: NiceGroup[] = [
    {
        parentCode: '30',
        classificationCode: '3002',
        classificationName: '茶及茶叶代用品',
        officialCode: '3002',
        total: 2,
        mins: [
            { classificationCode: '300003', classificationName: '茶', officialCode: '300003' },
            { classificationCode: '300004', classificationName: '茶饮料', officialCode: '300004' },
        ],
    },
    {
        parentCode: '30',
        classificationCode: '3006',
        classificationName: '糖果',
        officialCode: '3006',
        total: 1,
        mins: [
            { classificationCode: '300070', classificationName: '糖果', officialCode: '300070' },
        ],
    },
];

const order = (patch: Partial<OrderSummary>): OrderSummary =>
    ({
        id: 1,
        trademarkName: '',
        cls: '30',
        mins: '300003',
        state: 21,
        trademarkNumber: '71234567',
        createTime: '2026-03-01 10:00:00',
        ...patch,
    }) as OrderSummary;

const groupsOnly = (groups: string[]): DuplicateCheck => ({
    Result: groups.length ? 'WARN' : 'PASS',
    Message: groups.length ? '服务商提示' : '未发现',
    Data: { DuplicateSecondaryClassification: { SecondaryClassification: groups } },
});

describe('the similarity check', () => {
    it('takes the backend’s examination when it sends one, reading nothing else', async () => {
        const mark = { name: '新星河云' } as SimilarMark;
        const calls = {
            checkDuplicateClassification: vi.fn(async () => ({
                ...groupsOnly(['3002']),
                Data: { ...groupsOnly(['3002']).Data, SimilarMarks: [mark] },
            })),
            getNiceGroups: vi.fn(async () => GROUPS),
            listOrders: vi.fn(async () => []),
            searchSimilarMarks: vi.fn(),
        };
        const check = await createSimilarityCheck(calls)('星河云', { '30': '300003' });
        expect(check).toMatchObject({ examinedBy: 'register', marks: [mark], Result: 'WARN' });
        expect(calls.listOrders).not.toHaveBeenCalled();
    });

    it('on a spec-only backend keeps its groups and examines the agency’s own open orders', async () => {
        const calls = {
            checkDuplicateClassification: vi.fn(async () => groupsOnly(['3002'])),
            getNiceGroups: vi.fn(async () => GROUPS),
            listOrders: vi.fn(async () => [
                order({ id: 1, trademarkName: '椒晏' }),
                // another group of the class: not searched
                order({ id: 2, trademarkName: '椒晏', mins: '300070' }),
                // closed: not an earlier mark
                order({ id: 3, trademarkName: '椒宴', state: 4 }),
                // nothing alike
                order({ id: 4, trademarkName: '鼹鼠咕噜' }),
                // another class
                order({ id: 5, trademarkName: '椒宴', cls: '09', mins: '090001' }),
                // refused to accept by the office (不予受理): never had a filing date
                order({ id: 6, trademarkName: '椒宴', state: 22 }),
            ]),
            searchSimilarMarks: vi.fn(),
        };
        const check = await createSimilarityCheck(calls)('椒宴', { '30': '300003,300004' });
        expect(check.examinedBy).toBe('ownOrders');
        expect(check.Data.DuplicateSecondaryClassification.SecondaryClassification).toEqual([
            '3002',
        ]);
        expect(check.Message).toBe('服务商提示');
        expect(check.marks).toEqual([
            {
                name: '椒晏',
                cls: '30',
                groups: ['3002'],
                sharedGroups: ['3002'],
                appNo: '71234567',
                appDate: '2026-03-01',
                verdict: 'similar',
                rules: [{ id: '5.1.4', reason: '读音相同且字形近似（宴/晏）：椒宴 / 椒晏' }],
                status: 'pending',
                goods: ['茶'],
                goodsTotal: 1,
            },
        ]);
        expect(calls.getNiceGroups).toHaveBeenCalledWith('30');
    });
});

describe('近似查询', () => {
    it('asks the backend’s register when it has one', async () => {
        const mark = { name: '椒晏' } as SimilarMark;
        const calls = {
            checkDuplicateClassification: vi.fn(),
            getNiceGroups: vi.fn(),
            listOrders: vi.fn(),
            searchSimilarMarks: vi.fn(async () => ({ elements: [mark], totalElements: 1 })),
        };
        const search = createSimilaritySearch(calls);
        expect(await search('椒宴', { classes: ['30'], groups: ['0901'] })).toEqual({
            examinedBy: 'register',
            marks: [mark],
            providerGroups: [],
        });
        expect(calls.searchSimilarMarks).toHaveBeenCalledWith('椒宴', {
            classes: '30',
            groups: '0901',
        });
        expect(calls.listOrders).not.toHaveBeenCalled();
    });

    it('without it, asks the provider with one item of each group and examines own orders', async () => {
        const calls = {
            checkDuplicateClassification: vi.fn(async () => groupsOnly(['3002'])),
            getNiceGroups: vi.fn(async () => GROUPS),
            listOrders: vi.fn(async () => [order({ trademarkName: '椒晏' })]),
            searchSimilarMarks: vi.fn(async () => {
                throw new UnsupportedCallError('searchSimilarMarks');
            }),
        };
        const search = createSimilaritySearch(calls);
        const found = await search('椒宴', { classes: [], groups: ['3002'] });
        expect(found.examinedBy).toBe('ownOrders');
        expect(found.providerGroups).toEqual(['3002']);
        expect(found.marks.map(mark => mark.name)).toEqual(['椒晏']);
        expect(calls.checkDuplicateClassification).toHaveBeenCalledWith('椒宴', { '30': '300003' });
        // the whole class: one item of every group
        await search('椒宴', { classes: ['30'], groups: [] });
        expect(calls.checkDuplicateClassification).toHaveBeenLastCalledWith('椒宴', {
            '30': '300003,300070',
        });
        // the backend is not asked again for a call it does not have
        expect(calls.searchSimilarMarks).toHaveBeenCalledTimes(1);
    });
});
