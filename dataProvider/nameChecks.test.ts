/** 批量申报's checks of many names: in one request where the backend can, else two calls a name. */
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { DuplicateCheck, NamesCheck } from '../domain/types/classification';
import { UnsupportedCallError } from './invoke';
import { createNamesCheck } from './nameChecks';
import type { NameCheckCalls } from './nameChecks';

const mark = {
    name: '星河',
    cls: '09',
    groups: ['0901'],
    sharedGroups: ['0901'],
    appNo: '1',
    appDate: '2020-01-01',
    verdict: 'similar' as const,
    rules: [],
};
const duplicate = (marks?: (typeof mark)[]): DuplicateCheck => ({
    Result: marks?.length ? 'WARN' : 'PASS',
    Message: marks?.length ? '存在近似' : '',
    Data: {
        DuplicateSecondaryClassification: {
            SecondaryClassification: marks?.length ? ['0901'] : [],
        },
        ...(marks && { SimilarMarks: marks }),
    },
});
const rows = ['星河云', '鼹鼠'].map(trademarkName => ({
    trademarkName,
    classification: { '09': '090001' },
}));

const callsOf = (checkNames: NameCheckCalls['checkNames']): NameCheckCalls => ({
    checkNames: vi.fn(checkNames),
    checkTrademarkName: vi.fn(async (name: string) => ({
        Result: name === '星河云' ? ('WARN' as const) : ('PASS' as const),
        Message: name,
    })),
    checkSimilarity: vi.fn(async (name: string) => ({
        ...duplicate(name === '星河云' ? [mark] : []),
        examinedBy: 'ownOrders' as const,
        marks: name === '星河云' ? [mark] : [],
    })),
});

describe('checking many names', () => {
    it('asks a backend that has checkNames once, and reads its marks as the register’s', async () => {
        const answers: NamesCheck[] = [
            { name: { Result: 'PASS', Message: '' }, similarity: duplicate([mark]) },
            { name: { Result: 'BLOCK', Message: '禁用' }, similarity: duplicate([]) },
        ];
        const calls = callsOf(async () => answers);
        const checked = await createNamesCheck(calls)(rows);
        expect(calls.checkNames).toHaveBeenCalledWith(rows);
        expect(calls.checkTrademarkName).not.toHaveBeenCalled();
        expect(checked[0]!.similarity).toMatchObject({ examinedBy: 'register', marks: [mark] });
        expect(checked[1]!.name.Result).toBe('BLOCK');
    });

    it('examines a name as the wizard does when the answer has no marks', async () => {
        const calls = callsOf(async () => [
            { name: { Result: 'PASS', Message: '' }, similarity: duplicate() },
            { name: { Result: 'PASS', Message: '' }, similarity: duplicate([]) },
        ]);
        const checked = await createNamesCheck(calls)(rows);
        expect(calls.checkSimilarity).toHaveBeenCalledTimes(1);
        expect(checked[0]!.similarity.examinedBy).toBe('ownOrders');
    });

    it('on a backend without it (404) makes the two calls for each name, and learns not to ask again', async () => {
        const calls = callsOf(async () => {
            throw new UnsupportedCallError('checkNames');
        });
        const check = createNamesCheck(calls);
        const checked = await check(rows);
        expect(checked.map(c => [c.name.Result, c.similarity.marks.length])).toEqual([
            ['WARN', 1],
            ['PASS', 0],
        ]);
        await check(rows);
        expect(calls.checkNames).toHaveBeenCalledTimes(1);
        expect(calls.checkTrademarkName).toHaveBeenCalledTimes(4);
    });

    it('fails as the backend failed on any other error, or a short answer', async () => {
        const failing = callsOf(async () => {
            throw new HttpError('服务器错误', 500);
        });
        await expect(createNamesCheck(failing)(rows)).rejects.toThrow('服务器错误');
        const short = callsOf(async () => []);
        await expect(createNamesCheck(short)(rows)).rejects.toThrow();
        expect(short.checkTrademarkName).not.toHaveBeenCalled();
    });
});
