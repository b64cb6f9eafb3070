/**
 * The name's similarity check for step 1 (docs/similarity.md). Our backend examines the name
 * against its register and sends the earlier marks behind the groups it answers
 * (`SimilarMarks`, an extension of `checkDuplicateClassification`). A backend that only speaks
 * the provider's calls answers the groups alone: the portal then keeps that answer as it is
 * and runs the same examination in the browser against the agency's own open orders (read
 * with the order list, their groups from `findNiceClassification`), and says which it did.
 * The examination's code (readings, shapes: about 250 KB) loads only then.
 */
import { CLOSED_ORDER_STATE } from '../domain/states/orders';
import type { DuplicateCheck, NiceGroup, SimilarMark } from '../domain/types/classification';
import type { OrderSummary } from '../domain/types/orders';

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

export const createSimilarityCheck =
    (calls: SimilarityCalls) =>
    async (name: string, classification: Record<string, string>): Promise<SimilarityCheck> => {
        const answer = await calls.checkDuplicateClassification(name, classification);
        if (answer.Data.SimilarMarks) {
            return { ...answer, examinedBy: 'register', marks: answer.Data.SimilarMarks };
        }
        const classes = Object.keys(classification);
        const [orders, groupLists, { examineEarlier }] = await Promise.all([
            calls.listOrders(),
            Promise.all(classes.map(cls => calls.getNiceGroups(cls))),
            import('../domain/similarity/search'),
        ]);
        const itemGroups = new Map(classes.map((cls, at) => [cls, groupsByItem(groupLists[at]!)]));
        const names = new Map(
            groupLists
                .flat()
                .flatMap(group =>
                    group.mins.map(item => [item.classificationCode, item.classificationName]),
                ),
        );
        const chosen = Object.entries(classification).flatMap(([cls, codes]) =>
            codes.split(',').map(code => ({ cls, code: code.trim() })),
        );
        const groups = new Set(
            chosen.flatMap(({ cls, code }) => itemGroups.get(cls)?.get(code) ?? []),
        );
        const goodsWords = new Set(chosen.map(({ code }) => names.get(code) ?? '').filter(Boolean));
        const earlier = orders
            .filter(order => order.state !== CLOSED_ORDER_STATE && itemGroups.has(order.cls))
            .map(order => ({
                name: order.trademarkName,
                cls: order.cls,
                groups: [
                    ...new Set(
                        order.mins
                            .split(',')
                            .flatMap(code => itemGroups.get(order.cls)?.get(code.trim()) ?? []),
                    ),
                ],
                appNo: order.trademarkNumber,
                appDate: order.createTime.slice(0, 10),
            }));
        const marks = examineEarlier({ name, groups, goodsWords }, earlier);
        return { ...answer, examinedBy: 'ownOrders', marks };
    };
