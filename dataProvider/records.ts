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

/**
 * What one step of an order's history is: the filing, the order entering a state (the review,
 * an office state, the closing), the office's correction notice, the user's answer to it
 * (corrected or abandoned) or its time-out.
 */
export type ProgressStepKind =
    'filed' | 'state' | 'notice' | 'corrected' | 'abandoned' | 'timedOut';

/** One step of 商标进度跟踪, as normalise/progress.ts reads it from the order detail. */
export interface ProgressStep {
    kind: ProgressStepKind;
    /** the state the order entered (a `state` step), else null */
    state: Orders.OrderState | null;
    /** when it happened, as the backend says; '' when the backend does not say (never guessed) */
    time: string;
    /** when the office sent the step's document (发文时间), '' when not said */
    deliveryTime: string;
    /** the review's note of a failed review; the explanation sent with a correction */
    note: string;
    /** what the office's feedback said of the step, '' when it said nothing */
    content: string;
    /** a correction notice's answer deadline (`acceptExpirationDate`), else '' */
    deadline: string;
    /** the step's documents: the office's letter, the files sent with a correction */
    files: Documents.FileRef[];
}

/**
 * A step of the office's progress as the detail's feedback item said it: its state, what it
 * said (`content`, '' when nothing) and whatever times and document came with it.
 */
export interface ProgressRecord extends Orders.ProgressRecord {
    content: string;
}

/**
 * The order detail: `progress` is always a list (each feedback item with a state, as sent),
 * `timeline` the order's steps from its filing, oldest first; `supplement` null when there is
 * none.
 */
export interface Order
    extends
        OrderSummary,
        Omit<Orders.Order, keyof Orders.OrderSummary | 'supplement' | 'trademarkFeedbacks'> {
    trademarkFeedbacks: TrademarkFeedback[];
    progress: ProgressRecord[];
    supplement: Supplement | null;
    timeline: ProgressStep[];
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
