import { describe, expect, it } from 'vitest';
import { examine } from './examine';
import { GUIDELINE_CASES } from './guidelineCases';
import { indexKeys, queryKeys } from './keys';
import { analyseMark } from './mark';

describe('the search keys', () => {
    it('file every polyphone’s usual readings, as the office does (朝阳: CHAO YANG, ZHAO YANG)', () => {
        const keys = indexKeys(analyseMark('朝阳'));
        expect(keys).toEqual(expect.arrayContaining(['H:朝阳', 'Y:chaoyang', 'Y:zhaoyang']));
        expect(indexKeys(analyseMark('保得实业'))).toContain('H:保得');
        expect(indexKeys(analyseMark('WWW.VCOTTO.COM'))).toContain('L:VCOTTO');
    });

    it('let a search find every earlier mark the examination would find similar or at risk', () => {
        const missed = GUIDELINE_CASES.flatMap(item => {
            const newMark = analyseMark(item.newMark);
            const earlier = analyseMark(item.earlier);
            if (examine(newMark, earlier).verdict === 'distinct') return [];
            const asked = new Set(queryKeys(newMark));
            return indexKeys(earlier).some(key => asked.has(key))
                ? []
                : [`${item.newMark} / ${item.earlier}`];
        });
        expect(missed).toEqual([]);
    });

    it('do not file a name under another’s keys when nothing links them', () => {
        const asked = new Set(queryKeys(analyseMark('华为')));
        expect(indexKeys(analyseMark('小米')).filter(key => asked.has(key))).toEqual([]);
    });
});
