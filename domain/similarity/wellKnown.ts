/**
 * Well-known marks (驰名商标) are protected across classes (商标法第十三条): a new mark near one
 * is at risk whatever its goods. The list is data/well-known-marks.tsv (each row with the page
 * it was read at; docs/similarity.md), generated into data/well-known-marks.json. A new mark is
 * examined against the well-known marks that share a search key with it.
 */
import { examine } from './examine';
import { indexKeys, queryKeys } from './keys';
import { analyseMark } from './mark';
import type { SimilarMark } from '../types/classification';
import { wellKnownMarks } from './wellKnownNames';
import type { WellKnownMark } from './wellKnownNames';

export const WELL_KNOWN_RULE = '13';

let marks: WellKnownMark[] | undefined;
let byKey: Map<string, number[]> | undefined;

const table = () => {
    if (marks && byKey) return { marks, byKey };
    marks = wellKnownMarks();
    byKey = new Map();
    marks.forEach((mark, at) => {
        for (const key of indexKeys(analyseMark(mark.name)))
            byKey!.set(key, [...(byKey!.get(key) ?? []), at]);
    });
    return { marks, byKey };
};

/** The well-known mark's recognition, as a reason names it. */
export const recognitionOf = (mark: WellKnownMark): string =>
    [mark.cls ? `第${mark.cls}类` : '', mark.goods].filter(Boolean).join('，');

/**
 * The well-known marks the new mark is similar to or at risk with, in any class: each with the
 * rule `13` first, then the guideline's rules that found it near.
 */
export const wellKnownHits = (name: string): SimilarMark[] => {
    const { marks: all, byKey: index } = table();
    const analysed = analyseMark(name);
    const found = new Set<number>();
    for (const key of queryKeys(analysed)) for (const at of index.get(key) ?? []) found.add(at);
    return [...found].flatMap((at): SimilarMark[] => {
        const mark = all[at]!;
        const result = examine(analysed, mark.name);
        if (result.verdict === 'distinct') return [];
        const recognised = recognitionOf(mark);
        return [
            {
                name: mark.name,
                cls: mark.cls,
                groups: [],
                sharedGroups: [],
                appNo: '',
                appDate: '',
                verdict: result.verdict,
                status: 'registered',
                ...(mark.goods ? { goods: [mark.goods] } : {}),
                rules: [
                    {
                        id: WELL_KNOWN_RULE,
                        reason: `驰名商标跨类保护（商标法第十三条）：在先商标「${mark.name}」为驰名商标${recognised ? `（${recognised}）` : ''}，不论指定商品是否类似`,
                    },
                    ...result.rules.map(({ id, reason }) => ({ id, reason })),
                ],
            },
        ];
    });
};
