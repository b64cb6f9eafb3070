/**
 * Files a batch's good rows, in order, one at a time, never one twice:
 * - each row's request carries its key as `requestId` (domain/batch/rows.ts `orderKey`), and
 *   the files uploaded for it are kept (progress.ts) and reused, so a retried row is the same
 *   request: a backend that honours the key answers the order it made;
 * - a row filed before is not sent again (`findFiled`, which the dry run asks too): one this
 *   browser saw filed (its key kept), and, while the backend is not known to honour the key (a
 *   spec-only backend ignores it), one the agency's own order list has (same name, class,
 *   applicant and items), said to be found;
 * - the balance is counted down: a row it cannot pay is not sent, and neither is any after it.
 * `取消` stops after the row in flight.
 */
import { classificationOf } from '../../domain/batch/rows';
import type { PlannedOrder } from '../../domain/batch/rows';
import { INSUFFICIENT_BALANCE } from '../../domain/rules/fee';
import type { FileRef } from '../../domain/types/documents';
import type { CreateOrderRequest } from '../../domain/types/orders';
import { progressStore } from './progress';
import type { RowUploads } from './progress';

export interface FilingCalls {
    upload(file: File, target: 'icon' | 'letter' | 'legal'): Promise<FileRef>;
    autoIcon(trademarkName: string): Promise<FileRef>;
    /** files an order: its number if known, and whether the backend answered it itself */
    fileOrder(order: CreateOrderRequest): Promise<{ orderId: string | null; keyed: boolean }>;
    /** the agency's orders of these names, classes, applicants and items, where the list has them */
    findOrders(orders: CreateOrderRequest[]): Promise<(string | null)[]>;
}

export interface FilingRow {
    line: number;
    key: string;
    order: PlannedOrder;
}

export type RowOutcome =
    /** `now`: filed by this run; `before`: this browser filed it earlier; `found`: in the order list */
    | { state: 'filed'; orderId: string; how: 'now' | 'before' | 'found' }
    | { state: 'failed'; message: string }
    | { state: 'left'; reason: 'balance' | 'cancelled' };

export interface FilingOptions {
    calls: FilingCalls;
    /** a file's bytes by its name in the workbook */
    fileOf(name: string): File | undefined;
    /** the applicant's own legal document on file */
    legalOf(applicantId: number): FileRef | null;
    /** the balance when filing starts, in fen */
    balanceFen: number;
    isCancelled(): boolean;
    onRow(line: number, outcome: RowOutcome | { state: 'filing' }): void;
}

const statusOf = (error: unknown) =>
    typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;
const messageOf = (error: unknown, fallback: string) =>
    error instanceof Error && error.message ? error.message : fallback;

/** The request a row files once its files are uploaded. */
export const requestOf = (row: FilingRow, uploads: RowUploads | null): CreateOrderRequest => {
    const { order } = row;
    return {
        applicantTbId: order.applicant.id,
        classifications: classificationOf(order),
        entrustFile: uploads?.letter.url ?? '',
        entrustFileOsskey: uploads?.letter.ossKey ?? '',
        trademarkDesc: order.trademarkDesc,
        trademarkName: order.trademarkName,
        trademarkType: order.trademarkType,
        trademarkIcon: uploads?.icon.url ?? '',
        trademarkIconOsskey: uploads?.icon.ossKey ?? '',
        trademarkIconType: order.trademarkIconType,
        orderAmount: (order.feeFen ?? 0) / 100,
        sebeLegalNoticeOss: uploads?.legal ?? null,
        requestId: row.key,
    };
};

const uploadsOf = async (row: FilingRow, options: FilingOptions): Promise<RowUploads> => {
    const kept = progressStore.row(row.key).uploads;
    if (kept) return kept;
    const { order } = row;
    const fileOf = (name: string) => {
        const file = options.fileOf(name);
        if (!file) throw new Error(name);
        return file;
    };
    const icon =
        order.icon === 'auto'
            ? await options.calls.autoIcon(order.trademarkName)
            : await options.calls.upload(fileOf(order.icon.name), 'icon');
    const letter = await options.calls.upload(fileOf(order.letter.name), 'letter');
    const legal = order.legal
        ? await options.calls.upload(fileOf(order.legal.name), 'legal')
        : options.legalOf(order.applicant.id);
    if (!legal) throw new Error(order.applicant.applicantName);
    const uploads = { icon, letter, legal };
    progressStore.setRow(row.key, { uploads });
    return uploads;
};

/** A row filed before: its order number ('' when not learnt), and how it is known. */
export interface Filed {
    orderId: string;
    /** `before`: this browser kept it filed; `found`: in the agency's order list */
    how: 'before' | 'found';
}

const lookUp = async (rows: readonly FilingRow[], findOrders: FilingCalls['findOrders']) =>
    rows.length
        ? findOrders(rows.map(row => requestOf(row, progressStore.row(row.key).uploads ?? null)))
        : [];

/**
 * The rows filed before, by key: the order number this browser kept for the row's key, else,
 * when `inList`, the agency's order of the same name, class, applicant and items in the order
 * list (then kept for the key, so the row is never filed again). A row kept as filed whose
 * number was not learnt (its lookup failed, say when the page was left in the middle) is looked
 * up again, and is filed either way. The filing asks it before each row, the dry run of every
 * row. Throws when the list cannot be read for a row not known to be filed.
 */
export const findFiled = async (
    rows: readonly FilingRow[],
    findOrders: FilingCalls['findOrders'],
    inList: boolean,
): Promise<Map<string, Filed>> => {
    const kept = progressStore.get().rows;
    const filed = new Map<string, Filed>();
    for (const row of rows) {
        const orderId = kept[row.key]?.orderId;
        if (orderId) filed.set(row.key, { orderId, how: 'before' });
    }
    const unlearnt = rows.filter(row => kept[row.key]?.orderId === '');
    const unknown = inList ? rows.filter(row => kept[row.key]?.orderId === undefined) : [];
    const [numbers, found] = await Promise.all([
        lookUp(unlearnt, findOrders).catch(() => unlearnt.map(() => null)),
        lookUp(unknown, findOrders),
    ]);
    unlearnt.forEach((row, at) => {
        const orderId = numbers[at] ?? '';
        if (orderId) progressStore.setRow(row.key, { orderId });
        filed.set(row.key, { orderId, how: 'before' });
    });
    unknown.forEach((row, at) => {
        const orderId = found[at];
        if (!orderId) return;
        progressStore.setRow(row.key, { orderId, filedAt: new Date().toISOString() });
        filed.set(row.key, { orderId, how: 'found' });
    });
    return filed;
};

/** Files one row not filed before; throws what the backend said. */
const fileRow = async (row: FilingRow, options: FilingOptions): Promise<RowOutcome> => {
    const request = requestOf(row, await uploadsOf(row, options));
    let answer: { orderId: string | null; keyed: boolean };
    try {
        answer = await options.calls.fileOrder(request);
    } catch (error) {
        // the key already made an order with other files (uploaded by another browser): that order
        const found =
            statusOf(error) === 409 && messageOf(error, '') !== INSUFFICIENT_BALANCE
                ? await options.calls
                      .findOrders([request])
                      .then(([orderId]) => orderId ?? null)
                      .catch(() => null)
                : null;
        if (!found) throw error;
        progressStore.update(progress => ({ ...progress, keyed: true }));
        progressStore.setRow(row.key, { orderId: found, filedAt: new Date().toISOString() });
        return { state: 'filed', orderId: found, how: 'found' };
    }
    const orderId = answer.orderId ?? '';
    progressStore.update(progress => ({
        ...progress,
        keyed: answer.keyed,
        rows: {
            ...progress.rows,
            [row.key]: { ...progress.rows[row.key], orderId, filedAt: new Date().toISOString() },
        },
    }));
    return { state: 'filed', orderId, how: 'now' };
};

/** Files the rows in order; answers each row's outcome by line. */
export const fileRows = async (
    rows: readonly FilingRow[],
    options: FilingOptions,
): Promise<Map<number, RowOutcome>> => {
    const outcomes = new Map<number, RowOutcome>();
    const settle = (line: number, outcome: RowOutcome) => {
        outcomes.set(line, outcome);
        options.onRow(line, outcome);
    };
    let balance = options.balanceFen;
    let stopped: 'balance' | 'cancelled' | null = null;
    for (const row of rows) {
        if (!stopped && options.isCancelled()) stopped = 'cancelled';
        const fee = row.order.feeFen ?? 0;
        // a row filed before is not sent again, nor counted against the balance; the order
        // list is read while the backend is not known to honour the key
        let before: Filed | undefined;
        try {
            const inList = !stopped && progressStore.get().keyed !== true;
            before = (await findFiled([row], options.calls.findOrders, inList)).get(row.key);
        } catch (error) {
            settle(row.line, { state: 'failed', message: messageOf(error, '') });
            continue;
        }
        if (before) {
            settle(row.line, { state: 'filed', ...before });
            continue;
        }
        if (!stopped && fee > balance) stopped = 'balance';
        if (stopped) {
            settle(row.line, { state: 'left', reason: stopped });
            continue;
        }
        options.onRow(row.line, { state: 'filing' });
        try {
            const outcome = await fileRow(row, options);
            if (outcome.state === 'filed' && outcome.how === 'now') balance -= fee;
            settle(row.line, outcome);
        } catch (error) {
            if (messageOf(error, '') === INSUFFICIENT_BALANCE) {
                stopped = 'balance';
                settle(row.line, { state: 'left', reason: 'balance' });
            } else settle(row.line, { state: 'failed', message: messageOf(error, '') });
        }
    }
    return outcomes;
};
