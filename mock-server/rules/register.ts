/**
 * The register of earlier marks the similarity examination searches (docs/similarity.md): the
 * generated earlier marks (seed/register.ts) and every order of every agency once the office
 * has accepted it (state 21 and after, not closed). A search looks the new mark's search keys
 * up (domain/similarity/keys.ts), keeps the marks in the chosen similar groups and examines
 * each against the new mark (domain/similarity/examine.ts). A hit carries the earlier mark's
 * name, class, groups, application number and date, never an applicant or an agency.
 */
import { indexKeys, queryKeys } from '../../domain/similarity/keys';
import { analyseMark } from '../../domain/similarity/mark';
import { examineEarlier } from '../../domain/similarity/search';
import type { ExamineScope } from '../../domain/similarity/search';
import { CLOSED_ORDER_STATE, OFFICE_ACCEPTED_STATE } from '../../domain/states/orders';
import type { SimilarMark } from '../../domain/types/classification';
import { groupsOfItems } from './classifications';
import type { Queries, Store } from '../store';
import type { NewRegisterMark, RegisterOrderRow } from '../store/register';

/** Orders brought up to date per write, so that one search never holds the writer long. */
const SYNC_BATCH = 500;

/** The keys a mark is filed under, and its row. */
export const fileMark = (q: Queries, mark: NewRegisterMark): number =>
    q.register.insert(mark, indexKeys(analyseMark(mark.name)));

const isAccepted = (order: RegisterOrderRow): boolean =>
    order.state >= OFFICE_ACCEPTED_STATE && order.state !== CLOSED_ORDER_STATE;

const markOfOrder = (order: RegisterOrderRow): NewRegisterMark => ({
    name: order.trademarkName,
    cls: order.cls,
    groups: groupsOfItems(order.cls, order.mins).join(','),
    appNo: order.trademarkNumber,
    appDate: order.createTime.slice(0, 10),
    orderTbId: order.id,
});

/**
 * Brings the rows of the orders changed since the last search up to date: an accepted order
 * is filed (again), any other leaves the register. Writes only when an order changed.
 */
export const syncRegister = (store: Store): void => {
    while (store.read(q => q.register.hasDirtyOrders())) {
        store.write(q => {
            const ids = q.register.dirtyOrders(SYNC_BATCH);
            for (const id of ids) {
                q.register.deleteOfOrder(id);
                const order = q.register.order(id);
                if (order && isAccepted(order) && order.trademarkName.trim()) {
                    fileMark(q, markOfOrder(order));
                }
            }
            q.register.deleteDirty(ids);
        });
    }
};

export interface RegisterQuery extends ExamineScope {
    /** an order's own row is not an earlier mark of itself */
    exceptOrder?: number;
}

/** The earlier marks in the groups that the new mark is similar to or at risk with. */
export const searchRegister = (store: Store, query: RegisterQuery): SimilarMark[] => {
    syncRegister(store);
    const keys = queryKeys(analyseMark(query.name));
    const rows = store.read(q => q.register.byKeys(keys));
    return examineEarlier(
        query,
        rows
            .filter(row => row.orderTbId === null || row.orderTbId !== query.exceptOrder)
            .map(row => ({
                name: row.name,
                cls: row.cls,
                groups: row.groups.split(',').filter(Boolean),
                appNo: row.appNo,
                appDate: row.appDate,
            })),
    );
};
