/**
 * The tenancy sweep's world: the server (agency 1 forbids one of its users to change the
 * password), the demo users' sessions, and what each agency owns that the rows aim at.
 */
import { beforeAll, expect } from 'vitest';
import type { Applicant } from '../../../../domain/types/applicants';
import type { FileRef, UploadAnswer } from '../../../../domain/types/documents';
import type { Payment } from '../../../../domain/types/money';
import type { Order, OrderSummary } from '../../../../domain/types/orders';
import type { Paged } from '../../../../domain/types/wire';
import type { ApplicantRow, CapitalRow, DocumentRow, OrderRow } from '../../../../mock-server/db';
import { loadNiceClasses } from '../../../../mock-server/nice/classification';
import { expectOk, madeInHook, withTestServer } from '../../../api/harness';
import type { Client, ServerContext } from '../../../api/harness';
import { orderRequest } from '../../../api/support/orders';
import { jpeg, pdf } from '../../../api/support/samples';
import { uploadAs } from '../../../api/support/uploads';

/** Agency 1 forbids one of its users to change the password: its settings differ from 2's. */
export const AGENCY1_FORBIDDEN_USER = 3;

export interface AgencyFiles {
    attorney: UploadAnswer;
    legal: UploadAnswer;
    icon: UploadAnswer;
    supplement: UploadAnswer;
}

export interface Fixtures {
    a1: {
        files: AgencyFiles;
        /** an applicant with no open order (its owner may delete it) */
        freeApplicant: ApplicantRow;
        /** an applicant an order may take (audit 3, legal file) */
        usableApplicant: ApplicantRow;
        /** state 1: its owner may close it */
        openOrder: OrderRow;
        /** state 2: its owner may re-select its applicant */
        failedOrder: OrderRow;
        /** an order in a state no row changes (not 1, 2 or 4) whose texts agency 2 has none of */
        namedOrder: OrderRow;
        /** an applicant whose name no row of agency 2 contains */
        namedApplicant: ApplicantRow;
        /** a correction notice awaiting correction */
        supplementId: number;
        /** an official document whose order's number, name and applicant agency 2 has none of */
        document: DocumentRow;
        /** another one, not read before its row (reading renders it) */
        previewDocument: DocumentRow;
        /** a record of the ledger whose numbers agency 2 has none of */
        capital: CapitalRow;
        /** the legal notice generated for it (a PDF) */
        notice: FileRef;
        /** pending top-ups: one to ask about, one for the cashier */
        paymentSn: string;
        cashierPaymentSn: string;
        /** an order filed with a known requestId, and its request */
        requested: { order: Order; body: Record<string, unknown> };
    };
    a2: {
        files: AgencyFiles;
        applicant: Applicant;
        failedOrderId: number;
        supplementId: number;
        document: DocumentRow;
    };
}

export const UPLOAD = '/api/file/uploadFile';
export const ADAPT = '/sebe_engine/api/file/uploadAdapt';

const filesOf = async (client: Client): Promise<AgencyFiles> => ({
    attorney: await uploadAs(client, 'ATTORNEY', '委托书.jpg', jpeg(800, 1000)),
    legal: await uploadAs(client, 'LEGAL_NOTICE', '法律声明.pdf', pdf()),
    icon: await uploadAs(client, 'ICON', '图样.jpg', jpeg(800, 800)),
    supplement: await uploadAs(client, 'SUPPLEMENT', '说明.jpg', jpeg(600, 800)),
});

/** Three items of class 09: two of group 0901 and one of 0907 (300.00 as seeded). */
const ninth = loadNiceClasses().find(c => c.code === '09');
const groupItems = (code: string) => ninth?.groups.find(g => g.code === code)?.items ?? [];
const CODES = [groupItems('0901')[0].code, groupItems('0901')[1].code, groupItems('0907')[0].code];

export const orderBody = (
    files: AgencyFiles,
    applicantTbId: number,
    patch: Record<string, unknown> = {},
) => ({
    ...orderRequest({
        applicantTbId,
        classifications: { '09': CODES.join(',') },
        icon: files.icon,
        entrust: files.attorney,
        trademarkName: '租户测试',
        trademarkDesc: '文字商标。',
    }),
    ...patch,
});

/** `value` matched by a "contains" filter of agency 2's rows? */
const containedIn = (value: string, texts: readonly string[]) =>
    texts.some(t => t.toLowerCase().includes(value.toLowerCase()));

export const pick = <T>(rows: readonly T[], test: (row: T) => boolean, what: string): T => {
    const row = rows.find(test);
    if (!row) throw new Error(`the seed has no ${what}`);
    return row;
};

/** The open correction notices of a client's agency, as its order list shows them. */
const openSupplementIds = async (client: Client): Promise<number[]> =>
    expectOk(
        await client.get<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            supplementState: 2,
            pgCount: 100,
        }),
    ).elements.flatMap(o => (o.supplementId === null ? [] : [o.supplementId]));

/** What each agency owns that the rows aim at: looked up in the db, uploaded, created. */
const fixturesOf = async (t: ServerContext<'admin' | 'agent' | 'other'>): Promise<Fixtures> => {
    const db = t.server.store.snapshot();
    const own = <T extends { spId: number }>(rows: readonly T[], spId: number) =>
        rows.filter(r => r.spId === spId);
    const a2Orders = own(db.orders, 2);
    const a2Applicants = own(db.applicants, 2);
    const a1Orders = own(db.orders, 1);
    const openOrders = (applicantId: number) =>
        db.orders.some(o => o.applicantTbId === applicantId && o.state !== 4);

    const a1Files = await filesOf(t.admin);
    const a2Files = await filesOf(t.other);
    const usableApplicant = pick(
        own(db.applicants, 1),
        a => a.auditStatus === 3 && a.sebeLegalNoticeOss !== null,
        'usable applicant of agency 1',
    );
    const freeApplicant = pick(
        own(db.applicants, 1),
        a => a.id !== usableApplicant.id && !openOrders(a.id),
        'applicant of agency 1 without an open order',
    );
    const namedOrder = pick(
        a1Orders,
        o =>
            ![1, 2, 4].includes(o.state) &&
            o.trademarkType !== 2 &&
            !containedIn(
                o.trademarkName,
                a2Orders.map(x => x.trademarkName),
            ) &&
            !containedIn(
                o.applicant,
                a2Orders.map(x => x.applicant),
            ),
        'order of agency 1 with a name of its own',
    );
    const namedApplicant = pick(
        own(db.applicants, 1),
        a =>
            a.id !== freeApplicant.id &&
            !containedIn(
                a.applicantName,
                a2Applicants.map(x => x.applicantName),
            ),
        'applicant of agency 1 with a name of its own',
    );
    const a2Documents = own(db.officialDocuments, 2).map(d => {
        const order = db.orders.find(o => o.id === d.orderTbId);
        return [order?.orderId ?? '', order?.trademarkName ?? '', order?.applicant ?? ''];
    });
    const document = pick(
        own(db.officialDocuments, 1),
        d => {
            const order = db.orders.find(o => o.id === d.orderTbId);
            return (
                !!order &&
                [order.orderId, order.trademarkName, order.applicant].every(
                    (value, i) =>
                        !containedIn(
                            value,
                            a2Documents.map(texts => texts[i]),
                        ),
                )
            );
        },
        'official document of agency 1',
    );
    const a2Capital = own(db.capitalDetails, 2);
    const capital = pick(
        own(db.capitalDetails, 1),
        c =>
            !containedIn(
                c.tradeSn,
                a2Capital.map(x => x.tradeSn),
            ) &&
            !containedIn(
                c.paymentSn,
                a2Capital.map(x => x.paymentSn),
            ),
        'capital detail of agency 1',
    );
    const topUp = async () =>
        expectOk(await t.admin.post<Payment>('/api/payment', { amount: 88, channel: 'wx_pub_qr' }))
            .paymentSn;
    const notice = expectOk(
        await t.admin.post<FileRef>('/api/downloadLegalNotice', {
            applicant: usableApplicant.applicantName,
        }),
    );
    const requestedBody = orderBody(a1Files, usableApplicant.id);
    const requestedOrder = expectOk(
        await t.admin.post<Order>('/api/createTrademarkOrder', requestedBody),
    );
    const a2Applicant = pick(a2Applicants, a => a.auditStatus === 3, 'applicant of agency 2');

    const fx: Fixtures = {
        a1: {
            files: a1Files,
            freeApplicant,
            usableApplicant,
            openOrder: pick(a1Orders, o => o.state === 1, 'order of agency 1 in state 1'),
            failedOrder: pick(a1Orders, o => o.state === 2, 'order of agency 1 in state 2'),
            namedOrder,
            namedApplicant,
            supplementId: (await openSupplementIds(t.admin))[0],
            document,
            previewDocument: pick(
                own(db.officialDocuments, 1),
                d => d.id !== document.id,
                'second official document of agency 1',
            ),
            capital,
            notice,
            paymentSn: await topUp(),
            cashierPaymentSn: await topUp(),
            requested: { order: requestedOrder, body: requestedBody },
        },
        a2: {
            files: a2Files,
            applicant: expectOk(
                await t.other.get<Applicant>('/api/describeApplicant', { id: a2Applicant.id }),
            ),
            failedOrderId: pick(a2Orders, o => o.state === 2, 'order of agency 2 in state 2').id,
            supplementId: (await openSupplementIds(t.other))[0],
            document: pick(own(db.officialDocuments, 2), () => true, 'document of agency 2'),
        },
    };
    expect(fx.a1.supplementId).toBeGreaterThan(0);
    expect(fx.a2.supplementId).toBeGreaterThan(0);
    return fx;
};

/** The sweep's server, users and fixtures, as its rows read them (inside the tests). */
export interface Sweep extends ServerContext<'admin' | 'agent' | 'other'> {
    readonly fx: Fixtures;
}

/** Starts the sweep's server before the tests of the file, and makes the fixtures. */
export const withSweep = (): Sweep => {
    const ctx = withTestServer(
        {
            prepare: db => {
                const agency = db.agencies.find(a => a.id === 1);
                if (agency) agency.settings.forbidChangePasswordUserIds = [AGENCY1_FORBIDDEN_USER];
            },
        },
        ['admin', 'agent', 'other'],
    );
    let fx: Fixtures | undefined;
    beforeAll(async () => {
        fx = await fixturesOf(ctx);
    });
    return Object.defineProperty(
        ctx,
        'fx',
        madeInHook('the fixtures', () => fx),
    ) as Sweep;
};
