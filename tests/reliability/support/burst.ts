/**
 * What a crash round writes: a burst of applicants, orders, cashier confirms and uploads with
 * CONCURRENCY requests in flight, cut short by a SIGKILL; and what the server acknowledged.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../../domain/types/applicants';
import type { UploadAnswer } from '../../../domain/types/documents';
import type { CapitalDetail, PaymentStateAnswer } from '../../../domain/types/money';
import type { Order } from '../../../domain/types/orders';
import type { Paged } from '../../../domain/types/wire';
import type { Db } from '../../../mock-server/db';
import { loadNiceClasses } from '../../../mock-server/nice/classification';
import { expectOk } from '../../api/harness';
import type { Answer } from '../../api/harness';
import { expectLedger } from '../../api/support/ledger';
import { orderRequest } from '../../api/support/orders';
import { pdf } from '../../api/support/samples';
import { CONCURRENCY, confirmPayment, kill } from './child';
import type { CashierLink, Session } from './child';

/** requests per burst; each burst is cut short by the kill */
export const BURST = 200;
export const FEE = 300;

// ---- what the burst writes ------------------------------------------------------------------

/** Uploaded once, before the first crash; every later round uses them after restarts. */
export interface Material {
    licence: UploadAnswer;
    legal: UploadAnswer;
    icon: UploadAnswer;
    entrust: UploadAnswer;
    /** the applicant the burst's orders are filed for */
    applicantId: number;
}

const refOf = ({ ossKey, url, fileName }: UploadAnswer) => ({ ossKey, url, fileName });

/** A Hong Kong enterprise: no identity number, so every name can be new without a clash. */
export const applicantBody = (name: string, m: Material) => ({
    applicantType: 2,
    applicantRegion: 2,
    applicantName: name,
    EName: `Crash Test ${name.replace(/\D/g, '')} Ltd`,
    Address: '香港中环皇后大道中1号',
    EAddress: "1 Queen's Road Central",
    postcode: 'HK0001',
    sebeBusinessLicenceOss: refOf(m.licence),
    sebeLegalNoticeOss: refOf(m.legal),
});

const ITEMS = (loadNiceClasses().find(c => c.code === '35')?.groups[0].items ?? [])
    .slice(0, 5)
    .map(item => item.code);

export const orderBody = (name: string, requestId: string, m: Material) =>
    orderRequest({
        applicantTbId: m.applicantId,
        classifications: { '35': ITEMS.join(',') },
        icon: m.icon,
        entrust: m.entrust,
        trademarkName: name,
        orderAmount: FEE,
        requestId,
    });

export type Op =
    | { kind: 'applicant'; name: string }
    | { kind: 'order'; name: string; requestId: string }
    | { kind: 'confirm'; payment: CashierLink }
    | { kind: 'upload'; fileName: string; data: Buffer };

/** What the server said yes to; `sent` ops that got no answer are in `unanswered`. */
export interface Outcome {
    applicants: Map<number, string>;
    orders: { id: number; orderId: string; name: string; requestId: string }[];
    confirms: string[];
    uploads: { ossKey: string; data: Buffer }[];
    unanswered: Op[];
    refused: string[];
    inFlightAtKill: number;
}

const acknowledge = (outcome: Outcome, op: Op, answer: Answer): void => {
    if (op.kind === 'applicant') {
        const { id, applicantName } = answer.body.data as Applicant;
        expect(applicantName).toBe(op.name);
        outcome.applicants.set(id, op.name);
    } else if (op.kind === 'order') {
        const { id, orderId } = answer.body.data as Order;
        outcome.orders.push({ id, orderId, name: op.name, requestId: op.requestId });
    } else if (op.kind === 'confirm') {
        expect((answer.body.data as PaymentStateAnswer).paymentState).toBe(1);
        outcome.confirms.push(op.payment.paymentSn);
    } else {
        outcome.uploads.push({ ossKey: (answer.body.data as UploadAnswer).ossKey, data: op.data });
    }
};

const perform = (session: Session, op: Op, m: Material): Promise<Answer> => {
    if (op.kind === 'applicant') {
        return session.post('/api/createApplicant', applicantBody(op.name, m));
    }
    if (op.kind === 'order') {
        return session.post('/api/createTrademarkOrder', orderBody(op.name, op.requestId, m));
    }
    if (op.kind === 'confirm') return confirmPayment(session.child, op.payment);
    return session.upload('/api/file/uploadFile', { uploadFilePolicy: 'LEGAL_NOTICE' }, [
        { fileName: op.fileName, data: op.data },
    ]);
};

/**
 * Runs `ops` with CONCURRENCY requests in flight and SIGKILLs the server `delayMs` after the
 * `killAfter`-th write is acknowledged (each round cuts the server at another step of its
 * work); the requests still in flight then fail.
 */
export const burst = async (
    session: Session,
    ops: readonly Op[],
    { killAfter, delayMs }: { killAfter: number; delayMs: number },
    m: Material,
): Promise<Outcome> => {
    const outcome: Outcome = {
        applicants: new Map(),
        orders: [],
        confirms: [],
        uploads: [],
        unanswered: [],
        refused: [],
        inFlightAtKill: -1,
    };
    let next = 0;
    let acked = 0;
    let inFlight = 0;
    let killed = false;
    const killNow = (): void => {
        kill(session.child);
        killed = true;
        outcome.inFlightAtKill = inFlight;
    };
    const worker = async (): Promise<void> => {
        while (!killed && next < ops.length) {
            const op = ops[next++];
            inFlight += 1;
            let answer: Answer;
            try {
                answer = await perform(session, op, m);
            } catch (error) {
                // Only the kill may cut a request short.
                if (killed) outcome.unanswered.push(op);
                else outcome.refused.push(`${op.kind}: ${String(error)}`);
                continue;
            } finally {
                inFlight -= 1;
            }
            if (answer.httpStatus !== 200 || answer.body.status !== 200) {
                outcome.refused.push(`${op.kind}: ${answer.httpStatus} ${answer.body.msg}`);
                continue;
            }
            // An answer that arrives after the kill was still given: it counts.
            acknowledge(outcome, op, answer);
            acked += 1;
            if (acked === killAfter) setTimeout(killNow, delayMs);
        }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return outcome;
};

export const opsOf = (round: number, pending: readonly CashierLink[]): Op[] => {
    const unpaid = [...pending];
    return Array.from({ length: BURST }, (_, i): Op => {
        const name = `崩溃测试R${round}-${i}`;
        if (i % 8 === 5) return { kind: 'order', name, requestId: randomUUID() };
        const payment = i % 16 === 11 ? unpaid.shift() : undefined;
        if (payment) return { kind: 'confirm', payment };
        if (i % 12 === 9) {
            // a small PDF whose bytes say which op it is, so a read-back proves the content
            const data = Buffer.concat([pdf(), Buffer.from(`\n%${name}\n`)]);
            return { kind: 'upload', fileName: `法律声明${i}.pdf`, data };
        }
        return { kind: 'applicant', name };
    });
};

// ---- checks after the restart ---------------------------------------------------------------

export const allApplicantsNamed = async (session: Session, prefix: string) => {
    const found: ApplicantSummary[] = [];
    for (let pgIndex = 1; ; pgIndex++) {
        const page = expectOk(
            await session.get<Paged<ApplicantSummary>>('/api/listApplicants', {
                ApplicantName: prefix,
                pgIndex,
                pgCount: 100,
            }),
        );
        found.push(...page.elements);
        if (found.length >= page.totalElements || page.elements.length === 0) return found;
    }
};

export const capitalOf = async (session: Session, paymentSn: string) =>
    expectOk(
        await session.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            paymentSn,
            pgCount: 100,
        }),
    ).elements;

/** Every movement in the file is whole: one expense per order, one credit per paid top-up. */
export const expectMoneyWhole = (db: Db): void => {
    expectLedger(db);
    const records = (sn: string, tradeType: number) =>
        db.capitalDetails.filter(c => c.paymentSn === sn && c.tradeType === tradeType);
    for (const order of db.orders.filter(o => o.requestId)) {
        expect(records(order.orderId, 2), order.orderId).toHaveLength(1);
    }
    for (const payment of db.payments) {
        expect(records(payment.paymentSn, 1), payment.paymentSn).toHaveLength(
            payment.paymentState === 1 ? 1 : 0,
        );
    }
};

export const tempFilesOf = (dir: string, pid: number): string[] =>
    fs.readdirSync(dir).filter(name => name.startsWith(`.db.sqlite.${pid}.`));
