/**
 * The records the screens see, after the normalisers (normalise/) have read an answer. They
 * are the wire types of domain/types/ except where a spec-only backend differs from our mock: an
 * order is keyed by its order number, a transaction by its trade number, an official
 * document by its order and file; the statistics may lack a count.
 */
import type * as Audit from '../domain/types/audit';
import type * as Classification from '../domain/types/classification';
import type * as Documents from '../domain/types/documents';
import type * as Money from '../domain/types/money';
import type * as Orders from '../domain/types/orders';

export type { Applicant, ApplicantSummary } from '../domain/types/applicants';
export type { FileRef } from '../domain/types/documents';
export type { ProgressRecord } from '../domain/types/orders';

/** A correction notice; its id is passed back to `operateSupplement` as the backend sent it. */
export interface Supplement extends Omit<Orders.Supplement, 'id'> {
    id: string | number;
}

export interface TrademarkFeedback extends Omit<Orders.TrademarkFeedback, 'id'> {
    id: string | number;
}

/** A row of the order list; `id` is the order number (`orderId`). */
export interface OrderSummary extends Omit<Orders.OrderSummary, 'id' | 'supplementId'> {
    id: string;
    /** the open correction notice's id when the list says it, else null */
    supplementId: string | number | null;
}

/** The order detail: `progress` is always a list, `supplement` null when there is none. */
export interface Order
    extends
        OrderSummary,
        Omit<Orders.Order, keyof Orders.OrderSummary | 'supplement' | 'trademarkFeedbacks'> {
    trademarkFeedbacks: TrademarkFeedback[];
    supplement: Supplement | null;
}

/** An official document; `id` is made of its order number and its file. */
export interface OfficialDocument extends Omit<Documents.OfficialDocument, 'id'> {
    id: string;
}

/** A transaction; `id` is its trade number (`tradeSn`). */
export interface CapitalDetail extends Omit<Money.CapitalDetail, 'id'> {
    id: string;
}

/** One record of the audit trail (extension); `before`/`after` as sent, objects or null. */
export interface AuditRecord extends Omit<Audit.AuditRecord, 'userName' | 'before' | 'after'> {
    userName: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
}

/** The dashboard counts; a count the backend did not send is null (shown as —). */
export type OrderStatistics = {
    [K in Exclude<keyof Orders.OrderStatistics, 'orderTrendMap'>]: number | null;
} & { orderTrendMap: Record<string, number> };

/**
 * An item search's hits (at most 30) and how many items matched in all; `total` null when the
 * backend does not say (an answer of hits alone).
 */
export interface NiceSearchResult {
    hits: Classification.NiceSearchHit[];
    total: number | null;
}
