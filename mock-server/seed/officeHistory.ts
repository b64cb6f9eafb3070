/**
 * What the trademark office sent back: official documents, the progress records that delivered
 * them and the feedback shown on the order's record page, all from the order timelines; and the
 * agency's review, a progress record and a feedback of its own, dated.
 * Each document is stored as a demo PDF sketch (files/demoFiles.ts) until its first read
 * renders the real letter (rules/officialFiles.ts).
 */
import {
    OFFICE_DISMISSED_STATE,
    OFFICE_SUBMITTED_STATE,
    orderStateOf,
} from '../../domain/states/orders';
import {
    SUPPLEMENT_DAYS,
    SUPPLEMENT_NOTICE,
    supplementStateOf,
} from '../../domain/states/supplements';
import type { OrderState } from '../../domain/types/orders';
import type { DocumentRow, FeedbackRow, ProgressRow } from '../db';
import { DAY_MS, formatChinaDate, formatChinaTime, HOUR_MS } from '../../domain/rules/time';
import type { SeedContext } from './context';
import { seedFile } from './files';
import type { OrderPlan } from './orders';

/** The office's feedback when the order entered `state` (a refusal may follow a notice). */
const feedbackOf = (plan: OrderPlan, state: OrderState): string => {
    const { row, supplement } = plan;
    const dismissal =
        state === OFFICE_DISMISSED_STATE && supplement
            ? supplementStateOf(supplement.state).dismissFeedback
            : null;
    return dismissal ?? orderStateOf(state).feedback({ ...row, cls: row.cls.split(',')[0] });
};

interface OfficeEvent {
    plan: OrderPlan;
    state: OrderState;
    time: number;
    documentName: string | undefined;
    feedback: string;
    /** the agency's own act, recorded when it happened (no upload later, no document) */
    byAgency?: boolean;
}

const eventsOf = (plan: OrderPlan): OfficeEvent[] => {
    const events: OfficeEvent[] = plan.steps.map(step => ({
        plan,
        state: step.state,
        time: step.time,
        documentName: orderStateOf(step.state).document ?? undefined,
        feedback: feedbackOf(plan, step.state),
    }));
    if (plan.review) {
        events.push({
            plan,
            ...plan.review,
            documentName: undefined,
            feedback: feedbackOf(plan, plan.review.state),
            byAgency: true,
        });
    }
    if (plan.supplement) {
        const deadline = plan.supplement.sendTime + SUPPLEMENT_DAYS * DAY_MS;
        events.push({
            plan,
            state: OFFICE_SUBMITTED_STATE,
            time: plan.supplement.sendTime,
            documentName: SUPPLEMENT_NOTICE,
            feedback: `商标局下发补正通知书，请于${formatChinaDate(deadline)}前完成补正。`,
        });
    }
    return events;
};

export interface OfficeHistory {
    officialDocuments: DocumentRow[];
    progress: ProgressRow[];
    trademarkFeedbacks: FeedbackRow[];
    /** the 补正通知书 of each order with a correction */
    supplementDocumentIds: Map<OrderPlan, number>;
}

/** Needs the orders' final ids. Rows are numbered in time order. */
export const buildOfficeHistory = (
    ctx: SeedContext,
    plans: readonly OrderPlan[],
): OfficeHistory => {
    const history: OfficeHistory = {
        officialDocuments: [],
        progress: [],
        trademarkFeedbacks: [],
        supplementDocumentIds: new Map(),
    };
    const events = plans.flatMap(eventsOf).sort((a, b) => a.time - b.time);
    for (const { plan, state, time, documentName, feedback, byAgency } of events) {
        const { id: orderTbId, spId, trademarkNumber, orderId } = plan.row;
        // The agency uploads what the office dispatched within the day; its review, as it made it.
        const uploadTime = formatChinaTime(
            byAgency ? time : Math.min(time + ctx.rng.between(1, 20) * HOUR_MS, ctx.now - 60_000),
        );
        let documentId: number | null = null;
        if (documentName) {
            documentId = history.officialDocuments.length + 1;
            history.officialDocuments.push({
                id: documentId,
                spId,
                orderTbId,
                officialName: documentName,
                deliveryTime: formatChinaTime(time),
                officialFile: seedFile(
                    ctx,
                    spId,
                    'officialDocument',
                    `${documentName}_${trademarkNumber || orderId}`,
                ),
            });
            if (documentName === SUPPLEMENT_NOTICE)
                history.supplementDocumentIds.set(plan, documentId);
        }
        history.progress.push({
            id: history.progress.length + 1,
            spId,
            orderTbId,
            state,
            uploadTime,
            documentId,
        });
        history.trademarkFeedbacks.push({
            id: history.trademarkFeedbacks.length + 1,
            spId,
            orderTbId,
            state,
            content: feedback,
            feedbackTime: uploadTime,
        });
    }
    return history;
};
