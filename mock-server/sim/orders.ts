/**
 * The simulated agency review and trademark office (docs/decisions.md, "Orders, corrections
 * and the office simulator"): pass or fail the review,
 * move an order through the office states with a progress record, a feedback and, where the
 * office sends one, an official document (a real PDF with Chinese text), and issue a
 * correction notice with a 30-day deadline. Each move is one store write; the PDF bytes are
 * written first and removed again if the write is refused.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { timedOutDeadline } from '../../domain/rules/answerUntil';
import {
    OFFICE_STATES,
    orderStateOf,
    PENDING_REVIEW_STATE,
    REVIEW_FAILED_STATE,
    REVIEW_PASSED_STATE,
    statesBefore,
} from '../../domain/states/orders';
import {
    AWAITING_CORRECTION_STATE,
    CORRECTION_TIMED_OUT_STATE,
    SUPPLEMENT_DAYS,
    SUPPLEMENT_NOTICE,
} from '../../domain/states/supplements';
import type { OrderState } from '../../domain/types/orders';
import type { OrderRow } from '../db';
import { MIME_TYPES } from '../files/sniff';
import { filesDirOf, newOssKey, urlOf, writeStoredFile } from '../files/storage';
import { chineseDate, plainText } from '../pdf/legalNotice';
import { drawLetterTitle, renderPdf } from '../pdf/render';
import { conflict, refused } from '../rules/errors';
import { uniqueSerial } from '../rules/ledger';
import { findOrder } from '../rules/orderRefs';
import type { OrderRef } from '../rules/orderRefs';
import { effectiveSupplementState } from '../rules/orders';
import type { Queries, ReadQueries, Store } from '../store';
import {
    compactChinaTime,
    DAY_MS,
    formatChinaDate,
    formatChinaTime,
    parseChinaTime,
} from '../../domain/rules/time';

export const REVIEW_REFUSED_MSG = '只有待审核的订单可以审核';
export const REVIEW_NOTE_REQUIRED = '请填写审核失败的原因';
export const SUPPLEMENT_OPEN_MSG = '该订单已有待补正的补正通知';
export const SUPPLEMENT_STATE_MSG = '只有已提交商标局的订单可以下发补正通知';

export { OFFICE_STATES };
/** A state the office sets (domain/states/orders.ts: the rows moved in `by: 'office'`). */
export type OfficeState = OrderState;

/** Any agency's order, by its numeric id or its order number; a 404 when there is none. */
const orderOf = (q: ReadQueries, ref: OrderRef): OrderRow => findOrder(q, ref);

/**
 * The agency's review of a pending order at `now`: passed, or failed with the reason as the
 * order's note; its progress record and feedback date it (the order's 商标进度跟踪).
 */
export const simReview = (store: Store, ref: OrderRef, pass: boolean, note: string, now: Date) =>
    store.write(q => {
        const order = orderOf(q, ref);
        if (order.state !== PENDING_REVIEW_STATE) throw conflict(REVIEW_REFUSED_MSG);
        if (!pass && !note.trim()) throw refused(REVIEW_NOTE_REQUIRED);
        const review = pass
            ? { state: REVIEW_PASSED_STATE, note: '' }
            : { state: REVIEW_FAILED_STATE, note: note.trim() };
        q.orders.update(order.id, review);
        const content = orderStateOf(review.state).feedback(order);
        addRecords(q, order, review.state, content, null, formatChinaTime(now));
        return { id: order.id, ...review };
    });

/** The text of an official document about an order (names printed as plain text). */
const documentPdf = (title: string, order: OrderRow, lines: string[], now: Date) =>
    renderPdf(
        doc => {
            doc.fillColor('#000000');
            doc.fontSize(12).text('国家知识产权局商标局（模拟）', { align: 'center' });
            doc.moveDown(0.8);
            drawLetterTitle(doc, title);
            doc.fontSize(12).text(`${plainText(order.applicant)}：`, { lineGap: 6 });
            doc.moveDown(0.4);
            for (const line of [
                `申请号：${order.trademarkNumber || '（待分配）'}`,
                `商标名称：${plainText(order.trademarkName)}`,
                `类别：第${order.cls}类 ${order.clsName}`,
                `订单号：${order.orderId}`,
                ...lines,
            ]) {
                doc.text(line, { indent: 24, lineGap: 6 });
            }
            doc.moveDown(2);
            doc.text(`发文日期：${chineseDate(now)}`, { align: 'right' });
            doc.text('本文件由模拟器生成，仅供演示。', { align: 'right' });
        },
        { title, creationDate: now },
    );

interface PlannedDocument {
    name: string;
    ossKey: string;
    size: number;
    written: string;
}

const writeDocument = async (
    store: Store,
    order: OrderRow,
    name: string,
    lines: string[],
    now: Date,
): Promise<PlannedDocument> => {
    const data = await documentPdf(name, order, lines, now);
    const ossKey = newOssKey('official', 'pdf');
    const written = writeStoredFile(filesDirOf(store.file), { ossKey, spId: order.spId }, data);
    return { name, ossKey, size: data.length, written };
};

/** Adds the document's file and document rows inside the write; returns the document id. */
const addDocument = (q: Queries, order: OrderRow, planned: PlannedDocument, nowText: string) => {
    const fileName = `${planned.name}_${order.trademarkNumber || order.orderId}.pdf`;
    q.files.create({
        ossKey: planned.ossKey,
        spId: order.spId,
        policy: 'OFFICIAL_DOCUMENT',
        fileName,
        size: planned.size,
        mime: MIME_TYPES.pdf,
        width: null,
        height: null,
        createTime: nowText,
    });
    return q.documents.create({
        spId: order.spId,
        orderTbId: order.id,
        officialName: planned.name,
        deliveryTime: nowText,
        officialFile: { ossKey: planned.ossKey, url: urlOf(planned.ossKey), fileName },
    }).id;
};

const addRecords = (
    q: Queries,
    order: OrderRow,
    state: OrderState,
    content: string,
    documentId: number | null,
    nowText: string,
) => {
    q.progress.create({
        spId: order.spId,
        orderTbId: order.id,
        state,
        uploadTime: nowText,
        documentId,
    });
    q.feedbacks.create({
        spId: order.spId,
        orderTbId: order.id,
        state,
        content,
        feedbackTime: nowText,
    });
};

/** Runs `mutate` in one write; a refused write removes the document already on disk. */
const writeWithDocument = <T>(
    store: Store,
    planned: PlannedDocument | null,
    mutate: (q: Queries) => T,
): T => {
    try {
        return store.write(mutate);
    } catch (error) {
        if (planned) fs.rmSync(planned.written, { force: true });
        throw error;
    }
};

const checkOfficeMove = (order: OrderRow, state: OfficeState) => {
    const from = statesBefore(state);
    if (!OFFICE_STATES.includes(state) || !from.includes(order.state)) {
        throw conflict(`订单状态 ${order.state} 不能变为 ${state}（需要 ${from.join('、')}）`);
    }
};

export const OFFICE_BEFORE_FILING_MSG = '办理时间不能早于订单提交时间';

/**
 * The office moves an order to `state`: progress record, feedback and its document, dated
 * `at` when given (a past moment, not before the order was filed), else `now`.
 */
export const simOffice = async (
    store: Store,
    ref: OrderRef,
    state: OfficeState,
    now: Date,
    at?: Date,
) => {
    const before = store.read(q => orderOf(q, ref));
    const { id } = before;
    checkOfficeMove(before, state);
    if (at) {
        if (formatChinaTime(at) < before.createTime) throw refused(OFFICE_BEFORE_FILING_MSG);
        now = at;
    }
    const nowText = formatChinaTime(now);
    const numbered = before.trademarkNumber || String(randomInt(10_000_000, 100_000_000));
    const { document: documentName, feedback } = orderStateOf(state);
    const content = feedback({ ...before, trademarkNumber: numbered });
    const planned = documentName
        ? await writeDocument(
              store,
              { ...before, trademarkNumber: numbered },
              documentName,
              [content],
              now,
          )
        : null;
    return writeWithDocument(store, planned, q => {
        const found = orderOf(q, id);
        checkOfficeMove(found, state);
        const trademarkNumber =
            orderStateOf(state).numbered && !found.trademarkNumber
                ? numbered
                : found.trademarkNumber;
        q.orders.update(id, { trademarkNumber, state });
        const order = { ...found, trademarkNumber, state };
        const documentId = planned ? addDocument(q, order, planned, nowText) : null;
        addRecords(q, order, state, content, documentId, nowText);
        return { id, state, trademarkNumber, documentId };
    });
};

const checkSupplementable = (q: ReadQueries, order: OrderRow, nowText: string) => {
    if (!orderStateOf(order.state).correctable) throw conflict(SUPPLEMENT_STATE_MSG);
    if (q.supplements.openOfOrder(order.id, nowText)) throw conflict(SUPPLEMENT_OPEN_MSG);
};

/**
 * The office asks for a correction: a 补正通知书 and a notice awaiting correction, due at
 * `deadline` (30 days on, the office's time limit, unless a demo or a test asks for another).
 */
export const simSupplement = async (
    store: Store,
    ref: OrderRef,
    now: Date,
    deadline: number = now.getTime() + SUPPLEMENT_DAYS * DAY_MS,
) => {
    const nowText = formatChinaTime(now);
    const before = store.read(q => {
        const order = orderOf(q, ref);
        checkSupplementable(q, order, nowText);
        return order;
    });
    const { id } = before;
    const content = `商标局下发补正通知书，请于${formatChinaDate(deadline)}前完成补正。`;
    const planned = await writeDocument(
        store,
        before,
        SUPPLEMENT_NOTICE,
        ['经审查，你的商标注册申请需要补正，请按本通知书要求补正后交回商标局。', content],
        now,
    );
    return writeWithDocument(store, planned, q => {
        const order = orderOf(q, id);
        checkSupplementable(q, order, nowText);
        const documentId = addDocument(q, order, planned, nowText);
        addRecords(q, order, order.state, content, documentId, nowText);
        const serialNumber = uniqueSerial(`BZ${compactChinaTime(now).slice(0, 8)}`, serial =>
            q.supplements.serialTaken(serial),
        );
        const { id: supplementId } = q.supplements.create({
            spId: order.spId,
            orderTbId: order.id,
            supplementState: AWAITING_CORRECTION_STATE,
            serialNumber,
            sendTime: nowText,
            acceptExpirationDate: formatChinaTime(deadline),
            documentId,
            userFiles: '',
            userFileOsskeys: '',
            content: '',
            operateTime: '',
            ifSupplement: null,
        });
        return { id, supplementId, acceptExpirationDate: formatChinaTime(deadline) };
    });
};

export const NO_OPEN_SUPPLEMENT_MSG = '该订单没有待补正的补正通知';

/**
 * Time-out of corrections: every notice still stored as awaiting correction (2) that has timed
 * out (the end of its `acceptExpirationDate`'s day passed, or of the first working day after it
 * when it fell on a holiday or rest day) is persisted as expired (5); only the order's notices
 * when `order` (its numeric id or its order number) is given. Returns the ids it changed.
 */
export const simTimeoutSupplements = (store: Store, now: Date, order?: OrderRef) =>
    store.write(q => {
        const orderId = order === undefined ? undefined : orderOf(q, order).id;
        const supplementIds: number[] = [];
        for (const s of q.supplements.overdue(formatChinaTime(now), orderId)) {
            q.supplements.update(s.id, { supplementState: CORRECTION_TIMED_OUT_STATE });
            supplementIds.push(s.id);
        }
        return { supplementIds };
    });

/**
 * Moves the deadline of the order's open notice (state 2, not yet expired) into the past, so it
 * reads as expired (5) at once: the end of the last working day before today (a deadline today
 * runs to its end, one on a rest day to the end of the next working day);
 * `simTimeoutSupplements` then persists the 5.
 */
export const simExpireSupplement = (store: Store, ref: OrderRef, now: Date) =>
    store.write(q => {
        const { id } = orderOf(q, ref);
        const nowText = formatChinaTime(now);
        const open = q.supplements.openOfOrder(id, nowText);
        if (!open) throw conflict(NO_OPEN_SUPPLEMENT_MSG);
        const acceptExpirationDate = timedOutDeadline(now);
        q.supplements.update(open.id, { acceptExpirationDate });
        return {
            id,
            supplementId: open.id,
            acceptExpirationDate,
            supplementState: effectiveSupplementState({ ...open, acceptExpirationDate }, nowText),
        };
    });

/** The most days the simulator moves an order's story back (about eleven years). */
export const MAX_BACKDATE_DAYS = 4000;
export const BACKDATE_NOTICE_MSG = '有补正通知的订单不能提前';

/**
 * Moves an order's filing and every record and document of the office `days` days back (the
 * simulator's old marks: a registration whose renewal window is open). An order with a
 * correction notice is refused: its deadline would move too. The ledger keeps its dates.
 */
export const simBackdate = (store: Store, ref: OrderRef, days: number) =>
    store.write(q => {
        const order = orderOf(q, ref);
        if (q.supplements.latestOfOrder(order.spId, order.id)) throw conflict(BACKDATE_NOTICE_MSG);
        const move = (time: string) => formatChinaTime(parseChinaTime(time) - days * DAY_MS);
        const createTime = move(order.createTime);
        q.orders.update(order.id, { createTime });
        q.progress.updateTimes(order.id, move);
        q.feedbacks.updateTimes(order.id, move);
        q.documents.updateTimes(order.id, move);
        return { id: order.id, createTime };
    });
