import { describe, expect, it, vi } from 'vitest';
import type { ClassSuggestion } from '../domain/types/classification';
import { createClassSuggest } from './classSuggest';
import { MalformedAnswerError } from './httpClient';
import { UnsupportedCallError } from './invoke';
import { createClassificationReader } from './niceData';
import { toClassSuggestions } from './normalise/classSuggest';

const classification = () => {
    const calls = {
        getNiceClasses: vi.fn(async () => [
            {
                parentCode: '',
                classificationCode: '43',
                classificationName: '第四十三类',
                officialCode: '43',
                total: 2,
                description: '提供食物和饮料服务；临时住宿',
            },
        ]),
        getNiceGroups: vi.fn(async () => [
            {
                parentCode: '43',
                classificationCode: '4301',
                classificationName: '提供餐饮,住宿服务',
                officialCode: '4301',
                total: 2,
                mins: [
                    { classificationCode: '430102', classificationName: '茶馆', officialCode: '' },
                    { classificationCode: '430101', classificationName: '餐馆', officialCode: '' },
                ],
            },
        ]),
    };
    return { calls, read: createClassificationReader(calls) };
};

const ANSWER: ClassSuggestion[] = [
    {
        cls: '43',
        clsName: '第四十三类',
        score: 9,
        confidence: 0.9,
        reason: '奶茶店',
        groups: [],
        items: [
            { code: '430102', name: '茶馆', groupCode: '4301', groupName: '餐饮', ticked: true },
        ],
    },
];

describe('class suggestions through the wire', () => {
    it('takes the backend’s when it has them, and then reads no classification', async () => {
        const { calls, read } = classification();
        const suggestClasses = vi.fn(async () => ANSWER);
        const suggest = createClassSuggest({ suggestClasses }, read);
        await suggest.prepare();
        expect(suggestClasses).toHaveBeenCalledWith('', 1);
        expect(await suggest.suggest('开了一家奶茶店')).toEqual(ANSWER);
        expect(suggestClasses).toHaveBeenLastCalledWith('开了一家奶茶店', 5);
        await suggest.prepare();
        expect(suggestClasses).toHaveBeenCalledTimes(2);
        expect(calls.getNiceClasses).not.toHaveBeenCalled();
    });

    it('suggests in the browser on a backend without them, the classification read once', async () => {
        const { calls, read } = classification();
        const suggestClasses = vi.fn(async (): Promise<ClassSuggestion[]> => {
            throw new UnsupportedCallError('suggestClasses');
        });
        const suggest = createClassSuggest({ suggestClasses }, read);
        await suggest.prepare();
        expect(calls.getNiceGroups).toHaveBeenCalledTimes(1);
        const [tea] = await suggest.suggest('开了一家茶馆');
        expect(tea).toMatchObject({ cls: '43', clsName: '第四十三类' });
        expect(tea?.reason).toContain('茶馆');
        // the engine's confidence and ticks come through the naming
        expect(tea?.confidence).toBeGreaterThanOrEqual(0);
        expect(tea?.confidence).toBeLessThanOrEqual(1);
        expect(tea?.items).toContainEqual({
            code: '430102',
            name: '茶馆',
            groupCode: '4301',
            groupName: '提供餐饮,住宿服务',
            ticked: expect.any(Boolean),
        });
        await suggest.suggest('餐馆');
        expect(suggestClasses).toHaveBeenCalledTimes(1);
        expect(calls.getNiceGroups).toHaveBeenCalledTimes(1);
    });

    it('passes a backend’s other failure on, and reads a malformed answer as such', async () => {
        const { read } = classification();
        const failing = createClassSuggest(
            { suggestClasses: async () => Promise.reject(new Error('网络错误')) },
            read,
        );
        await expect(failing.suggest('奶茶')).rejects.toThrow('网络错误');
        expect(() => toClassSuggestions('suggestClasses', { elements: [] })).toThrow(
            MalformedAnswerError,
        );
        expect(() => toClassSuggestions('suggestClasses', [{ cls: 'x' }])).toThrow(
            MalformedAnswerError,
        );
        // an item without its group cannot be ticked: it is left out
        expect(
            toClassSuggestions('suggestClasses', [
                { cls: 9, items: [{ code: '090001', name: '计算机' }], groups: [] },
            ]),
        ).toEqual([
            {
                cls: '09',
                clsName: '09',
                score: 0,
                confidence: 0,
                reason: '',
                groups: [],
                items: [],
            },
        ]);
    });

    it('reads confidence as 0–1 and ticks only the items the backend ticked', () => {
        const item = { name: '计算机', groupCode: '0901', groupName: '电子计算机及其外部设备' };
        const [first, second, third, fourth] = toClassSuggestions('suggestClasses', [
            {
                cls: '09',
                confidence: 0.72,
                items: [
                    { ...item, code: '090001', ticked: true },
                    { ...item, code: '090002' },
                    { ...item, code: '090003', ticked: 'true' },
                    { ...item, code: '090004', ticked: false },
                ],
            },
            { cls: '35', confidence: 3 },
            { cls: '42', confidence: -1 },
            { cls: '43', confidence: 'high' },
        ]);
        expect(first?.confidence).toBe(0.72);
        expect(first?.items.map(found => [found.code, found.ticked])).toEqual([
            ['090001', true],
            ['090002', false],
            ['090003', false],
            ['090004', false],
        ]);
        expect([second, third, fourth].map(found => found?.confidence)).toEqual([1, 0, 0]);
        // none sent: nothing vouched for
        expect(toClassSuggestions('suggestClasses', [{ cls: '09' }])[0]?.confidence).toBe(0);
    });
});
