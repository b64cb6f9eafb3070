/**
 * The records the screens see, after the normalisers (normalise/) have read an answer. They
 * are the wire types of types.ts except where a spec-only backend differs from our mock: an
 * order is keyed by its order number, a transaction by its trade number, an official
 * document by its order and file; the statistics may lack a count.
 */
import type * as Wire from './types';

export type { Applicant, ApplicantSummary, FileRef, ProgressRecord } from './types';

/** A correction notice; its id is passed back to `operateSupplement` as the backend sent it. */
export interface Supplement extends Omit<Wire.Supplement, 'id'> {
    id: string | number;
}

export interface TrademarkFeedback extends Omit<Wire.TrademarkFeedback, 'id'> {
    id: string | number;
}

/** A row of the order list; `id` is the order number (`orderId`). */
export interface OrderSummary extends Omit<Wire.OrderSummary, 'id' | 'supplementId'> {
    id: string;
    /** the open correction notice's id when the list says it, else null */
    supplementId: string | number | null;
}

/** The order detail: `progress` is always a list, `supplement` null when there is none. */
export interface Order
    extends
        OrderSummary,
        Omit<Wire.Order, keyof Wire.OrderSummary | 'supplement' | 'trademarkFeedbacks'> {
    trademarkFeedbacks: TrademarkFeedback[];
    supplement: Supplement | null;
}

/** An official document; `id` is made of its order number and its file. */
export interface OfficialDocument extends Omit<Wire.OfficialDocument, 'id'> {
    id: string;
}

/** A transaction; `id` is its trade number (`tradeSn`). */
export interface CapitalDetail extends Omit<Wire.CapitalDetail, 'id'> {
    id: string;
}

/** The dashboard counts; a count the backend did not send is null (shown as —). */
export type OrderStatistics = {
    [K in Exclude<keyof Wire.OrderStatistics, 'orderTrendMap'>]: number | null;
} & { orderTrendMap: Record<string, number> };
