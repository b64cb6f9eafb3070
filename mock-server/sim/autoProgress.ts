/**
 * `MOCK_AUTO_PROGRESS=1`: the office simulator on a timer (docs/api.md, "The mock server"). Every
 * `MOCK_AUTO_PROGRESS_MS` (15 s) each fresh order — one created since the timer started, so the
 * seeded demo data stays as it is — moves one step along the happy path with the simulator's
 * own functions, as the state table's `autoNext` says: 1 → 3 (review passed) → 20 → 21 → 23 →
 * 31 → 99. Closed (4), failed (2) and every other state are left alone, and so is an order with
 * an open correction notice until it is answered or expires. Never on when NODE_ENV=production.
 */
import { ORDER_STATES, orderStateOf } from '../../domain/states/orders';
import type { OrderState } from '../../domain/types/orders';
import type { Store } from '../store';
import { formatChinaTime } from '../../domain/rules/time';
import { simOffice, simReview } from './orders';

export const DEFAULT_AUTO_PROGRESS_MS = 15_000;

/** The next state of an order on the happy path; null: the timer leaves it alone. */
export const autoNextOf = (state: OrderState): OrderState | null =>
    orderStateOf(state)?.autoNext ?? null;

/**
 * The timer's interval from the environment: `MOCK_AUTO_PROGRESS=1` turns it on,
 * `MOCK_AUTO_PROGRESS_MS` sets it; `null` when off (unset, `0`, or NODE_ENV=production).
 */
export const autoProgressFromEnv = (env: NodeJS.ProcessEnv = process.env): number | null => {
    const flag = env.MOCK_AUTO_PROGRESS;
    if (flag === undefined || flag === '' || flag === '0') return null;
    if (flag !== '1') throw new Error(`MOCK_AUTO_PROGRESS must be 1 or 0, got "${flag}"`);
    if (env.NODE_ENV === 'production') return null;
    const raw = env.MOCK_AUTO_PROGRESS_MS;
    if (raw === undefined || raw === '') return DEFAULT_AUTO_PROGRESS_MS;
    const ms = Number(raw);
    if (!Number.isInteger(ms) || ms < 1 || ms > 2 ** 31 - 1) {
        throw new Error(
            `MOCK_AUTO_PROGRESS_MS must be an integer number of milliseconds, got "${raw}"`,
        );
    }
    return ms;
};

/** The states the timer moves an order on from. */
const MOVING_STATES = ORDER_STATES.filter(state => autoNextOf(state) !== null);

export interface AutoProgress {
    /** one step for every fresh order; resolves to the ids it moved */
    tick(): Promise<number[]>;
    /** clears the timer and waits for a running tick */
    stop(): Promise<void>;
}

export interface AutoProgressOptions {
    intervalMs: number;
    now: () => Date;
    /** no timer: only `tick()` by hand (tests) */
    manual?: boolean;
}

export const startAutoProgress = (
    store: Store,
    { intervalMs, now, manual = false }: AutoProgressOptions,
): AutoProgress => {
    const since = formatChinaTime(now());
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;

    const tick = async (): Promise<number[]> => {
        const nowText = formatChinaTime(now());
        const due = store.read(q => q.orders.freshWithoutOpenNotice(since, MOVING_STATES, nowText));
        const moved: number[] = [];
        for (const { id, state } of due) {
            if (stopped) break;
            const next = autoNextOf(state);
            try {
                if (next === null) continue;
                // the agency's review passes, or the office moves it
                if (orderStateOf(next).by === 'agency') simReview(store, id, true, '', now());
                else await simOffice(store, id, next, now());
                moved.push(id);
            } catch {
                // the order moved meanwhile (closed, answered…): it is looked at again next tick
            }
        }
        return moved;
    };

    const schedule = () => {
        if (stopped || manual) return;
        timer = setTimeout(() => {
            running = tick()
                .catch(() => [])
                .finally(schedule);
        }, intervalMs);
        timer.unref();
    };
    schedule();

    return {
        tick: () => {
            const result = tick();
            running = result;
            return result;
        },
        stop: async () => {
            stopped = true;
            clearTimeout(timer);
            await running.catch(() => undefined);
        },
    };
};
