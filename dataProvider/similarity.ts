/**
 * The name's similarity check for step 1 (docs/similarity.md). Our backend examines the name
 * against its register and sends the earlier marks behind the groups it answers
 * (`SimilarMarks`, an extension of `checkDuplicateClassification`). A backend that only speaks
 * the provider's calls answers the groups alone: the portal then keeps that answer as it is
 * and runs the same examination in the browser against the agency's own open orders (read
 * with the order list, their groups from `findNiceClassification`), and says which it did.
 * The examination's code (readings, shapes and the language data: about 3.1 MB gzip) and the 区分表's notes (the groups
 * searched beyond the chosen ones) load only then.
 */
import { CLOSED_ORDER_STATE, OFFICE_DISMISSED_STATE } from '../domain/states/orders';
import { markStatusOf } from '../domain/states/register';
import type {
    DuplicateCheck,
    NiceGroup,
    SimilarMark,
    SimilarMarksAnswer,
} from '../domain/types/classification';
import type { OrderSummary } from '../domain/types/orders';
import { UnsupportedCallError } from './invoke';

/** Who examined the name: our backend's register, or this browser against own orders. */
export type ExaminedBy = 'register' | 'ownOrders';

export interface SimilarityCheck extends DuplicateCheck {
    examinedBy: ExaminedBy;
    /** the earlier marks behind the answer: the backend's, or those the browser found */
    marks: SimilarMark[];
}

export interface SimilarityCalls {
    checkDuplicateClassification(
        name: string,
        classification: Record<string, string>,
    ): Promise<DuplicateCheck>;
    getNiceGroups(classCode: string): Promise<NiceGroup[]>;
    /** every order of the agency */
    listOrders(): Promise<OrderSummary[]>;
    /** ours: the register searched (404 on a backend without it) */
    searchSimilarMarks(
        name: string,
        scope: { groups?: string; classes?: string },
    ): Promise<SimilarMarksAnswer>;
}

/** What 近似查询 asks: a name in whole classes (`09`) and single similar groups (`3002`). */
export interface SimilarityScope {
    classes: string[];
    groups: string[];
}

/** 近似查询's answer: the earlier marks, who examined, and the provider's own groups. */
export interface SimilaritySearch {
    examinedBy: ExaminedBy;
    marks: SimilarMark[];
    /** on a spec-only backend, the groups its own check flagged (unexplained by it) */
    providerGroups: string[];
}

const groupsByItem = (groups: NiceGroup[]): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const group of groups) {
        for (const item of group.mins) {
            map.set(item.classificationCode, [
                ...(map.get(item.classificationCode) ?? []),
                group.classificationCode,
            ]);
        }
    }
    return map;
};

/**
 * The agency's open orders (not closed, not refused to accept by the office) examined against
 * `name` in the browser, in the groups chosen and those the 区分表's notes add to them; each
 * hit with its status, goods and, when reached through a note, the note.
 */
const examineOwnOrders = async (
    calls: SimilarityCalls,
    name: string,
    classes: string[],
    chosen: (
        groupsOf: Map<string, Map<string, string[]>>,
        names: Map<string, string>,
    ) => {
        goods: Map<string, Set<string> | null>;
        goodsWords: Set<string>;
    },
): Promise<SimilarMark[]> => {
    const [orders, chosenLists, { examineEarlier }, notes, { wellKnownHits }] = await Promise.all([
        calls.listOrders(),
        Promise.all(classes.map(cls => calls.getNiceGroups(cls))),
        import('../domain/similarity/search'),
        import('../domain/similarity/noteScope'),
        import('../domain/similarity/wellKnown'),
    ]);
    const namesOf = (lists: NiceGroup[][]) =>
        new Map(
            lists
                .flat()
                .flatMap(group =>
                    group.mins.map(item => [item.classificationCode, item.classificationName]),
                ),
        );
    const first = new Map(classes.map((cls, at) => [cls, groupsByItem(chosenLists[at]!)]));
    const { goods, goodsWords } = chosen(first, namesOf(chosenLists));
    const scope = notes.scopeOf(goods);
    // the classes of the groups the notes reach, read too
    const more = [...new Set([...scope.groups].map(group => group.slice(0, 2)))].filter(
        cls => !classes.includes(cls),
    );
    const moreLists = await Promise.all(more.map(cls => calls.getNiceGroups(cls)));
    const allClasses = [...classes, ...more];
    const lists = [...chosenLists, ...moreLists];
    const itemGroups = new Map(allClasses.map((cls, at) => [cls, groupsByItem(lists[at]!)]));
    const names = namesOf(lists);
    const earlier = orders
        .filter(
            order =>
                order.state !== CLOSED_ORDER_STATE &&
                order.state !== OFFICE_DISMISSED_STATE &&
                itemGroups.has(order.cls),
        )
        .map(order => {
            const codes = order.mins.split(',').map(code => code.trim());
            const items = codes.flatMap(code =>
                (itemGroups.get(order.cls)?.get(code) ?? []).map(group => ({
                    code,
                    name: names.get(code) ?? code,
                    group,
                })),
            );
            return {
                name: order.trademarkName,
                cls: order.cls,
                groups: [...new Set(items.map(item => item.group))],
                appNo: order.trademarkNumber,
                appDate: order.createTime.slice(0, 10),
                items,
                // an open order not yet at the office is 申请中 as well
                status: markStatusOf(order.state) ?? ('pending' as const),
            };
        });
    // and the well-known marks, in any class (商标法第十三条)
    return notes.sortHits([
        ...wellKnownHits(name),
        ...notes.examineInScope(examineEarlier, { name, scope, goodsWords }, earlier),
    ]);
};

export const createSimilarityCheck =
    (calls: SimilarityCalls) =>
    async (name: string, classification: Record<string, string>): Promise<SimilarityCheck> => {
        const answer = await calls.checkDuplicateClassification(name, classification);
        if (answer.Data.SimilarMarks) {
            return { ...answer, examinedBy: 'register', marks: answer.Data.SimilarMarks };
        }
        const items = Object.entries(classification).flatMap(([cls, codes]) =>
            codes.split(',').map(code => ({ cls, code: code.trim() })),
        );
        const marks = await examineOwnOrders(
            calls,
            name,
            Object.keys(classification),
            (itemGroups, names) => {
                const goods = new Map<string, Set<string> | null>();
                for (const { cls, code } of items) {
                    for (const group of itemGroups.get(cls)?.get(code) ?? []) {
                        goods.set(group, (goods.get(group) ?? new Set()).add(code));
                    }
                }
                return {
                    goods,
                    goodsWords: new Set(
                        items.map(({ code }) => names.get(code) ?? '').filter(Boolean),
                    ),
                };
            },
        );
        return { ...answer, examinedBy: 'ownOrders', marks };
    };

/**
 * 近似查询: the backend's register when it has one; else the provider's own check, asked with
 * one item of each similar group, and the browser's examination of the agency's orders.
 */
export const createSimilaritySearch = (calls: SimilarityCalls) => {
    let backendHasSearch = true;
    return async (name: string, scope: SimilarityScope): Promise<SimilaritySearch> => {
        if (backendHasSearch) {
            try {
                const answer = await calls.searchSimilarMarks(name, {
                    classes: scope.classes.join(','),
                    groups: scope.groups.join(','),
                });
                return { examinedBy: 'register', marks: answer.elements, providerGroups: [] };
            } catch (error) {
                if (!(error instanceof UnsupportedCallError)) throw error;
                backendHasSearch = false;
            }
        }
        const classes = [...new Set([...scope.classes, ...scope.groups.map(g => g.slice(0, 2))])];
        const groupLists = await Promise.all(classes.map(cls => calls.getNiceGroups(cls)));
        const wanted = (group: NiceGroup) =>
            scope.classes.includes(group.parentCode || group.classificationCode.slice(0, 2)) ||
            scope.groups.includes(group.classificationCode);
        const classification: Record<string, string> = {};
        classes.forEach((cls, at) => {
            const codes = new Set(
                groupLists[at]!.filter(wanted)
                    .map(group => group.mins[0]?.classificationCode)
                    .filter((code): code is string => !!code),
            );
            if (codes.size) classification[cls] = [...codes].join(',');
        });
        const [answer, marks] = await Promise.all([
            calls.checkDuplicateClassification(name, classification),
            examineOwnOrders(calls, name, classes, () => ({
                goods: new Map(
                    groupLists
                        .flat()
                        .filter(wanted)
                        .map(g => [g.classificationCode, null]),
                ),
                goodsWords: new Set(),
            })),
        ]);
        return {
            examinedBy: 'ownOrders',
            marks,
            providerGroups: answer.Data.DuplicateSecondaryClassification.SecondaryClassification,
        };
    };
};
