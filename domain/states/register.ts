/**
 * Which orders are earlier marks in the similarity examination's register, and with what status
 * (docs/similarity.md), read off the order state machine (orders.ts): an order is filed once
 * the office has accepted it, so its states are those reached from 商标局已受理; 不予受理 (22)
 * never had a filing date and is not among them. A state that ends the story is 已注册 when
 * it opens the renewal's time limit, else 已驳回; every other one is still 申请中.
 */
import type { MarkStatus } from '../types/classification';
import type { OrderState } from '../types/orders';
import { OFFICE_ACCEPTED_STATE, orderStateOf } from './orders';

const reachedFrom = (start: OrderState): Set<OrderState> => {
    const seen = new Set<OrderState>([start]);
    const queue = [start];
    while (queue.length) {
        for (const next of orderStateOf(queue.shift()!).next as readonly OrderState[]) {
            if (!seen.has(next)) {
                seen.add(next);
                queue.push(next);
            }
        }
    }
    return seen;
};

/** The states of an order filed into the register. */
export const REGISTER_STATES: ReadonlySet<OrderState> = reachedFrom(OFFICE_ACCEPTED_STATE);

/** The earlier mark's status of an order in `state`; null when it is not in the register. */
export const markStatusOf = (state: number): MarkStatus | null => {
    if (!REGISTER_STATES.has(state as OrderState)) return null;
    const row = orderStateOf(state as OrderState);
    if (row.timeLimit === 'renewal') return 'registered';
    if (row.next.length === 0) return 'refused';
    return 'pending';
};
