/**
 * What the trademark office sent back: official documents, the progress records that delivered
 * them and the feedback shown on the order's record page, all from the order timelines.
 * Each document is a stored demo PDF (seed/files.ts); the real letters come with issue 7.
 */
import type { OrderState } from '../../domain/types/orders';
import type { DocumentRow, FeedbackRow, ProgressRow } from '../db';
import { DAY_MS, formatChinaDate, formatChinaTime, HOUR_MS } from '../../domain/rules/time';
import type { SeedContext } from './context';
import { seedFile } from './files';
import type { OrderPlan } from './orders';

export const SUPPLEMENT_NOTICE = '补正通知书';
export const SUPPLEMENT_DAYS = 30;

const DOCUMENT_NAME: Partial<Record<OrderState, string>> = {
    21: '受理通知书',
    22: '不予受理通知书',
    29: '部分驳回通知书',
    30: '驳回通知书',
    31: '初步审定公告通知书',
    99: '商标注册证',
};

const feedbackOf = (plan: OrderPlan, state: OrderState): string => {
    const { row, supplement } = plan;
    switch (state) {
        case 20:
            return '申请材料已提交至商标局，等待受理。';
        case 21:
            return `商标局已受理该申请，申请号：${row.trademarkNumber}。`;
        case 22:
            if (supplement?.state === 3) return '申请人放弃补正，商标局不予受理。';
            if (supplement?.state === 5) return '补正期限届满未补正，商标局不予受理。';
            return '申请书件填写不符合规定，商标局不予受理。';
        case 23:
            return '形式审查通过，进入实质审查阶段。';
        case 29:
            return `第${row.cls.split(',')[0]}类部分指定商品与在先商标近似，予以部分驳回。`;
        case 30:
            return '申请商标与在先注册商标构成近似，予以驳回。';
        case 31:
            return '实质审查通过，已刊登初步审定公告。';
        case 99:
            return '公告期满无异议，予以核准注册，商标注册证已下发。';
        default:
            return '';
    }
};

interface OfficeEvent {
    plan: OrderPlan;
    state: OrderState;
    time: number;
    documentName: string | undefined;
    feedback: string;
}

const eventsOf = (plan: OrderPlan): OfficeEvent[] => {
    const events: OfficeEvent[] = plan.steps.map(step => ({
        plan,
        state: step.state,
        time: step.time,
        documentName: DOCUMENT_NAME[step.state],
        feedback: feedbackOf(plan, step.state),
    }));
    if (plan.supplement) {
        const deadline = plan.supplement.sendTime + SUPPLEMENT_DAYS * DAY_MS;
        events.push({
            plan,
            state: 20,
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
    for (const { plan, state, time, documentName, feedback } of events) {
        const { id: orderTbId, spId, trademarkNumber, orderId } = plan.row;
        // The agency uploads what the office dispatched within the day.
        const uploadTime = formatChinaTime(
            Math.min(time + ctx.rng.between(1, 20) * HOUR_MS, ctx.now - 60_000),
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
