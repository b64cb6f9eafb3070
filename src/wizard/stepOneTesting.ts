/** What step 1's tests share: the wizard's calls, the checks' answers and an earlier mark. */
import { vi } from 'vitest';
import type { ExaminedBy } from '../../dataProvider/similarity';
import type { SimilarMark } from '../../domain/types/classification';
import { NICE_GROUPS_09 } from '../orders/testing';
import { NICE_CLASSES, UNIT_PRICES } from './testing';

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
