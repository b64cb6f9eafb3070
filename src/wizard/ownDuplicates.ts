/**
 * The spec's 重复申请群组 as the agency's own order list has them: the similar groups of its open
 * orders of the same name in the chosen classes, read with the list's own name filter (a spec
 * call, docs/api.md, so on every backend). The similarity check's answer alone cannot tell a group where the
 * agency filed the name from one where a similar earlier mark is filed too.
 */
import { CLOSED_ORDER_STATE } from '../../domain/states/orders';
import type { NiceGroup } from '../../domain/types/classification';
import type { OrderSummary } from '../../domain/types/orders';
import { sameName } from './riskGroups';

/** Enough rows for any agency's orders of one name; the filter is the server's. */
const MAX_ROWS = 500;

export interface OwnOrderCalls {
    /** the order list's rows the filter selects, page after page */
    listOrders(filter: { trademarkName: string }, max: number): Promise<OrderSummary[]>;
    /** a class's similar groups with their items */
    groupsOf(cls: string): Promise<NiceGroup[]>;
}

export const ownDuplicateGroups = async (
    calls: OwnOrderCalls,
    name: string,
    classifications: Record<string, string>,
): Promise<string[]> => {
    const orders = (await calls.listOrders({ trademarkName: name.trim() }, MAX_ROWS)).filter(
        order =>
            order.state !== CLOSED_ORDER_STATE &&
            order.cls in classifications &&
            sameName(order.trademarkName, name),
    );
    const classes = [...new Set(orders.map(order => order.cls))];
    const lists = await Promise.all(classes.map(cls => calls.groupsOf(cls)));
    const groupsOfItem = new Map<string, string[]>();
    classes.forEach((cls, at) => {
        for (const group of lists[at]!) {
            for (const item of group.mins) {
                const key = `${cls}|${item.classificationCode}`;
                groupsOfItem.set(key, [...(groupsOfItem.get(key) ?? []), group.classificationCode]);
            }
        }
    });
    const found = new Set(
        orders.flatMap(order =>
            order.mins
                .split(',')
                .flatMap(code => groupsOfItem.get(`${order.cls}|${code.trim()}`) ?? []),
        ),
    );
    return [...found].sort();
};
