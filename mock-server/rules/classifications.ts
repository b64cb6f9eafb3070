/**
 * The classes and items an order names (the spec's `classification` / `classifications`:
 * `{"09": "090001,090002"}`, read by http/bodies/classifications.ts), resolved against the
 * Nice catalog, and the duplicate check of `checkDuplicateClassification`: the similar groups
 * in which the agency already has an open order for the same trademark name.
 */
import { CLOSED_ORDER_STATE } from '../../domain/states/orders';
import type { DuplicateCheck, SimilarMark } from '../../domain/types/classification';
import { scopeOf } from '../../domain/similarity/noteScope';
import type { NoteScope } from '../../domain/similarity/noteScope';
import { niceCatalog } from '../nice/catalog';
import type { CatalogItem } from '../nice/catalog';
import type { ReadQueries } from '../store';
import { refused } from './errors';

export const NO_ITEM_MSG = '请完善商标信息';
export const DUPLICATE_ITEM_MSG = '该小项已添加';
export const ONE_CLASS_MSG = '一个订单只能选择一个商标大类';
export const DUPLICATE_WARN_MSG = '该商标在以下类似群组中已有申请，存在重复申请风险';
export const DUPLICATE_PASS_MSG = '未发现重复申请的类似群组';
export const SIMILAR_WARN_MSG = '该商标在以下类似群组中有近似的在先商标，存在驳回风险';

/** One class of the classification as sent: the class code and its item codes, untouched. */
export interface ClassCodes {
    cls: string;
    codes: string[];
}

export interface ChosenClass {
    cls: string;
    /** '第九类' */
    clsName: string;
    /** sorted by code */
    items: CatalogItem[];
}

export const itemCountOf = (classes: readonly ClassCodes[]): number =>
    classes.reduce((sum, c) => sum + c.codes.length, 0);

/**
 * Looks every class and code up: an unknown class or a code that is not an item of its class
 * is a 400 naming it, the same code twice in a class is `该小项已添加`, no item at all is
 * `请完善商标信息`. Classes without items are dropped.
 */
export const resolveClasses = (classes: readonly ClassCodes[]): ChosenClass[] => {
    const { byCode } = niceCatalog();
    const chosen = classes.flatMap(({ cls, codes }): ChosenClass[] => {
        const niceClass = byCode.get(cls);
        if (!niceClass) throw refused(`商标大类不存在：${cls || '（空）'}`);
        if (codes.length === 0) return [];
        const seen = new Set<string>();
        const items = codes.map(code => {
            const item = niceClass.items.get(code);
            if (!item) throw refused(`${niceClass.label}中没有编号为 ${code} 的小项`);
            if (seen.has(code)) throw refused(DUPLICATE_ITEM_MSG);
            seen.add(code);
            return item;
        });
        items.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
        return [{ cls, clsName: niceClass.label, items }];
    });
    if (chosen.length === 0) throw refused(NO_ITEM_MSG);
    return chosen;
};

/** Names compare trimmed, full-/half-width folded and case-insensitively. */
export const sameTrademarkName = (a: string, b: string): boolean =>
    a.trim().normalize('NFKC').toLowerCase() === b.trim().normalize('NFKC').toLowerCase();

/** The similar groups an order's items (comma codes of one class) belong to, in table order. */
export const groupsOfItems = (cls: string, mins: string): string[] => {
    const niceClass = niceCatalog().byCode.get(cls);
    const groups = new Set<string>();
    for (const code of mins.split(',')) {
        for (const group of niceClass?.items.get(code.trim())?.groups ?? []) groups.add(group);
    }
    return [...groups];
};

/**
 * The chosen items' similar groups in which the agency already has an order that is not
 * closed, for the same trademark name in the same class; sorted.
 */
export const duplicateGroups = (
    q: ReadQueries,
    spId: number,
    trademarkName: string,
    chosen: readonly ChosenClass[],
): string[] => {
    const found = new Set<string>();
    for (const { cls, items } of chosen) {
        const filed = new Set<string>();
        for (const order of q.orders.filedInClass(spId, cls, CLOSED_ORDER_STATE)) {
            if (!sameTrademarkName(order.trademarkName, trademarkName)) continue;
            for (const group of groupsOfItems(cls, order.mins)) filed.add(group);
        }
        for (const item of items) {
            for (const group of item.groups) if (filed.has(group)) found.add(group);
        }
    }
    return [...found].sort();
};

/**
 * The answer of `checkDuplicateClassification`: the groups of the agency's own open orders of
 * the same name and those of the similar earlier marks, with the marks (our extension).
 */
export const duplicateCheck = (own: string[], similar: SimilarMark[] = []): DuplicateCheck => {
    const groups = [...new Set([...own, ...similar.flatMap(mark => mark.sharedGroups)])].sort();
    return {
        // a well-known mark is a risk in every class: a warning with no group of its own
        Result: groups.length > 0 || similar.length > 0 ? 'WARN' : 'PASS',
        Message: similar.length
            ? SIMILAR_WARN_MSG
            : groups.length > 0
              ? DUPLICATE_WARN_MSG
              : DUPLICATE_PASS_MSG,
        Data: {
            DuplicateSecondaryClassification: { SecondaryClassification: groups },
            SimilarMarks: similar,
        },
    };
};

/**
 * The groups the office searches for the chosen items (theirs, and those the 区分表's notes
 * declare similar to them: domain/similarity/noteScope.ts) and the item names (the goods'
 * common names).
 */
export const searchScopeOf = (
    chosen: readonly ChosenClass[],
): { scope: NoteScope; goodsWords: Set<string> } => {
    const goods = new Map<string, Set<string>>();
    for (const { items } of chosen) {
        for (const item of items) {
            for (const group of item.groups) {
                goods.set(group, (goods.get(group) ?? new Set()).add(item.code));
            }
        }
    }
    return {
        scope: scopeOf(goods),
        goodsWords: new Set(chosen.flatMap(c => c.items.map(item => item.name))),
    };
};

/** The groups searched for whole groups asked (近似查询): those, and those the notes add. */
export const scopeOfGroups = (groups: ReadonlySet<string>): NoteScope =>
    scopeOf(new Map([...groups].map(group => [group, null])));

export const NO_SCOPE_MSG = '请选择商标大类或类似群';

/**
 * The similar groups a search covers: the groups named (`0901,0902`) and every group of the
 * classes named (`09,30`), each checked against the catalog.
 */
export const groupsToSearch = (groupsText: string, classesText: string): Set<string> => {
    const { byCode } = niceCatalog();
    const codes = (text: string) =>
        text
            .split(/[,，\s]+/u)
            .map(code => code.trim())
            .filter(Boolean);
    const groups = new Set<string>();
    for (const cls of codes(classesText)) {
        const niceClass = byCode.get(cls.padStart(2, '0'));
        if (!niceClass) throw refused(`商标大类不存在：${cls}`);
        for (const group of niceClass.groups) groups.add(group.classificationCode);
    }
    for (const group of codes(groupsText)) {
        const niceClass = byCode.get(group.slice(0, 2));
        if (!/^\d{4}$/u.test(group) || !niceClass?.groups.some(g => g.classificationCode === group))
            throw refused(`类似群不存在：${group}`);
        groups.add(group);
    }
    if (groups.size === 0) throw refused(NO_SCOPE_MSG);
    return groups;
};
