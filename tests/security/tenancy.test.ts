/**
 * Tenancy sweep (DESIGN.md §3): every call that takes an id, a file key or URL, a payment
 * number or a filter is aimed at agency 1's data with agency 2's token, and never reads or
 * changes it. One row per call and aim: a refused call answers 403/404 (or the 400 of a
 * reference the caller may not use) and leaves the db and the stored files exactly as they
 * were; a list or check answers as if agency 1's rows did not exist. Each row's control — the
 * same call aimed at data the caller may use — succeeds, so a refusal is the tenancy check and
 * not a malformed request. A guard walks the routes the mock server registers: each one is in
 * the sweep or in the commented list of calls that take no agency-owned reference.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettings, AgencyUser } from '../../domain/types/account';
import type { Applicant, ApplicantStatistics } from '../../domain/types/applicants';
import type { DuplicateCheck } from '../../domain/types/classification';
import type { FileRef, PreviewAnswer, UploadAnswer } from '../../domain/types/documents';
import type { Payment, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { Order, OrderStatistics, OrderSummary } from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import { createMockApp } from '../../mock-server/app';
import { OWNED_COLLECTIONS } from '../../mock-server/db';
import type { ApplicantRow, CapitalRow, Db, DocumentRow, OrderRow } from '../../mock-server/db';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { DEMO, expectError, expectOk, idsOf, sha256Hex, startTestServer } from '../api/harness';
import type { Answer, Client, Query, TestServer } from '../api/harness';
import { expectLedger } from '../api/support/ledger';
import { jpeg, pdf, png } from '../api/support/samples';
import { expectUnchanged, snapshot } from './support/unchanged';
import { orderRequest } from '../api/support/orders';

// ---- the routes the mock server registers ------------------------------------------------

interface RouteLayer {
    route?: { path: string | RegExp; methods: Record<string, boolean> };
}

/** `METHOD path` of every route of a freshly built app (Express 4's router stack). */
const registeredRoutes = (): string[] => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-routes-'));
    try {
        const { app } = createMockApp({ dbFile: path.join(dir, 'db.json') });
        const { stack } = (app as unknown as { _router: { stack: RouteLayer[] } })._router;
        return stack.flatMap(({ route }) =>
            route
                ? Object.keys(route.methods)
                      .filter(method => route.methods[method])
                      .map(method => `${method.toUpperCase()} ${String(route.path)}`)
                : [],
        );
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
};

const ROUTES = registeredRoutes();
const FILES_ROUTE = `GET ${String(/^\/files\//)}`;

/**
 * Calls that take no agency-owned reference, so there is nothing to aim at agency 1: each with
 * the reason. (Strict parameters make every one of them refuse an id it does not know.)
 */
const EXEMPT: Record<string, string> = {
    'POST /api/login': 'public: a name and a password, nothing of an agency',
    'PUT /api/logout': 'ends the calling session only; no parameter',
    'GET /admin/api/privilege': 'the calling user and its purviews; no parameter',
    'GET /api/findNiceClassification': 'the shared Nice classification, no agency data',
    'GET /api/searchNiceItems': 'a keyword search in the shared Nice classification',
    'GET /api/queryServiceUnitPrice': 'the global unit prices, the same for every agency',
    'GET /api/checkTrademarkName': 'a name against the static list of prohibited words',
    'POST /api/file/autoTrademarkImage':
        'draws the name it is given; the picture is stored as the caller’s own file',
    'GET /pay/:paymentSn':
        'the simulated cashier page is public by design (DESIGN.md §4: the phone that scans ' +
        'the code has no session); it ignores any token and shows only that payment',
};

/** `/__sim/...`: the office simulator, dev only (not registered in production), no session. */
const isSimRoute = (route: string): boolean => route.split(' ')[1].startsWith('/__sim/');

// ---- the server, its users and what agency 1 owns ----------------------------------------

let server: TestServer;
let admin: Client;
let agent: Client;
let other: Client;

/** Agency 1 forbids one of its users to change the password: its settings differ from 2's. */
const AGENCY1_FORBIDDEN_USER = 3;

interface AgencyFiles {
    attorney: UploadAnswer;
    legal: UploadAnswer;
    icon: UploadAnswer;
    supplement: UploadAnswer;
}

interface Fixtures {
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
let fx: Fixtures;

const UPLOAD = '/api/file/uploadFile';
const ADAPT = '/sebe_engine/api/file/uploadAdapt';

const uploadAs = async (client: Client, policy: string, fileName: string, data: Buffer) =>
    expectOk(
        await client.upload<UploadAnswer>(UPLOAD, { uploadFilePolicy: policy }, [
            { fileName, data },
        ]),
    );

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

const orderBody = (
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

const pick = <T>(rows: readonly T[], test: (row: T) => boolean, what: string): T => {
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

beforeAll(async () => {
    server = await startTestServer({
        prepare: db => {
            const agency = db.agencies.find(a => a.id === 1);
            if (agency) agency.settings.forbidChangePasswordUserIds = [AGENCY1_FORBIDDEN_USER];
        },
    });
    [admin, agent, other] = await Promise.all([
        server.login(...DEMO.admin),
        server.login(...DEMO.agent),
        server.login(...DEMO.other),
    ]);
    const db = server.store.read();
    const own = <T extends { spId: number }>(rows: readonly T[], spId: number) =>
        rows.filter(r => r.spId === spId);
    const a2Orders = own(db.orders, 2);
    const a2Applicants = own(db.applicants, 2);
    const a1Orders = own(db.orders, 1);
    const openOrders = (applicantId: number) =>
        db.orders.some(o => o.applicantTbId === applicantId && o.state !== 4);

    const a1Files = await filesOf(admin);
    const a2Files = await filesOf(other);
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
        expectOk(await admin.post<Payment>('/api/payment', { amount: 88, channel: 'wx_pub_qr' }))
            .paymentSn;
    const notice = expectOk(
        await admin.post<FileRef>('/api/downloadLegalNotice', {
            applicant: usableApplicant.applicantName,
        }),
    );
    const requestedBody = orderBody(a1Files, usableApplicant.id);
    const requestedOrder = expectOk(
        await admin.post<Order>('/api/createTrademarkOrder', requestedBody),
    );
    const a2Applicant = pick(a2Applicants, a => a.auditStatus === 3, 'applicant of agency 2');

    fx = {
        a1: {
            files: a1Files,
            freeApplicant,
            usableApplicant,
            openOrder: pick(a1Orders, o => o.state === 1, 'order of agency 1 in state 1'),
            failedOrder: pick(a1Orders, o => o.state === 2, 'order of agency 1 in state 2'),
            namedOrder,
            namedApplicant,
            supplementId: (await openSupplementIds(admin))[0],
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
                await other.get<Applicant>('/api/describeApplicant', { id: a2Applicant.id }),
            ),
            failedOrderId: pick(a2Orders, o => o.state === 2, 'order of agency 2 in state 2').id,
            supplementId: (await openSupplementIds(other))[0],
            document: pick(own(db.officialDocuments, 2), () => true, 'document of agency 2'),
        },
    };
    expect(fx.a1.supplementId).toBeGreaterThan(0);
    expect(fx.a2.supplementId).toBeGreaterThan(0);
});
afterAll(() => server.close());

// ---- what "nothing changed" means --------------------------------------------------------

/** The live db without `sessions` (every authenticated call slides its session's expiry). */
const dbNow = (): Omit<Db, 'sessions'> => {
    const { sessions: _sessions, ...rest } = server.store.read();
    return structuredClone(rest);
};

/** An answer that may not be an envelope (a zip, a stored file), read as one if it is JSON. */
const asAnswer = async (response: Response): Promise<Answer> => {
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    if (!contentType.includes('application/json')) {
        throw new Error(`${response.status} ${contentType}: not an envelope (${text.length} B)`);
    }
    return { httpStatus: response.status, contentType, body: JSON.parse(text) as Answer['body'] };
};

interface Refusal {
    status: number | readonly number[];
    msg?: string | RegExp;
}

/**
 * The attempt is refused as expected and changes nothing (db but sessions, stored files);
 * then the control, aimed at data the caller may use, succeeds.
 */
const refused =
    (
        attempt: () => Promise<Answer>,
        { status, msg }: Refusal,
        control?: () => Promise<Answer | Response>,
    ) =>
    async (): Promise<void> => {
        const before = snapshot(server);
        const answer = await attempt();
        const statuses: readonly number[] = typeof status === 'number' ? [status] : status;
        expect(statuses, JSON.stringify(answer.body)).toContain(answer.httpStatus);
        expectError(answer, answer.httpStatus, msg);
        expectUnchanged(server, before);
        if (!control) return;
        const ok = await control();
        if (ok instanceof Response) {
            expect(ok.status).toBe(200);
            await ok.arrayBuffer();
        } else {
            expectOk(ok);
        }
        expectLedger(server.store.read());
    };

/**
 * A list filtered by agency 1's values: agency 2 gets an empty page (none of its rows has
 * them), agency 1 finds its row with the same filter.
 */
const filtered =
    (listPath: string, query: () => Query, targetId: () => number) => async (): Promise<void> => {
        const theirs = expectOk(
            await other.get<Paged<{ id: number }>>(listPath, { ...query(), pgCount: 100 }),
        );
        expect(theirs).toEqual({ elements: [], totalElements: 0 });
        const owner = expectOk(
            await admin.get<Paged<{ id: number }>>(listPath, { ...query(), pgCount: 100 }),
        );
        expect(idsOf(owner.elements)).toContain(targetId());
    };

/** Answers only the caller's rows: every id is one of agency 2's, all of them are there. */
const ownRowsOnly =
    (
        listPath: string,
        collection: 'applicants' | 'orders' | 'officialDocuments' | 'capitalDetails',
        query: Query = {},
    ) =>
    async (): Promise<void> => {
        const rows: { id: number; spId: number }[] = server.store.read()[collection];
        const mine = rows.filter(r => r.spId === 2);
        const theirs = rows.filter(r => r.spId === 1);
        expect(mine.length).toBeGreaterThan(0);
        expect(theirs.length).toBeGreaterThan(mine.length);
        const page = expectOk(
            await other.get<Paged<{ id: number }>>(listPath, { pgCount: 100, ...query }),
        );
        expect(page.totalElements).toBe(mine.length);
        expect(idsOf(page.elements)).toEqual(idsOf(mine));
    };

const fileGet = (url: string, token?: string, method = 'GET') =>
    server.fetchRaw(method, url, token === undefined ? {} : { query: { access_token: token } });

/** A stored file refused: the envelope, no bytes of the file, no file headers. */
const fileRefused = (
    url: () => string,
    token: () => string | undefined,
    status: 401 | 404,
    method = 'GET',
) =>
    refused(
        async () => {
            const response = await fileGet(url(), token(), method);
            expect(response.headers.get('content-disposition')).toBeNull();
            if (method === 'HEAD') {
                expect(response.status).toBe(status);
                await response.arrayBuffer();
                // HEAD has no body: read the same answer with GET to check the envelope
                return asAnswer(await fileGet(url(), token()));
            }
            return asAnswer(response);
        },
        { status, msg: status === 404 ? '文件不存在' : undefined },
        () => fileGet(url(), admin.token),
    );

const batch = (officialFiles: string, token: string) =>
    server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
        query: { access_token: token, officialFiles },
    });

/** The part of the db agency 2 owns: what a call of agency 2 may change. */
const agencySlice = (db: Omit<Db, 'sessions'>, spId: number) => ({
    agency: db.agencies.find(a => a.id === spId),
    users: db.users.filter(u => u.spId === spId),
    ...Object.fromEntries(
        OWNED_COLLECTIONS.filter(key => key !== 'users' && key !== 'sessions').map(key => [
            key,
            (db[key as keyof typeof db] as { spId: number }[]).filter(r => r.spId === spId),
        ]),
    ),
});

// ---- the sweep ---------------------------------------------------------------------------

interface Row {
    /** the route it aims at, as Express registers it: `METHOD path` */
    route: string;
    /** how agency 2's token aims the call at agency 1's data */
    aim: string;
    run: () => Promise<void>;
}

const NOT_OWN_APPLICANT = '不能选择该申请人，请前往我的申请人查看并修改';
const gone = (label: string) => `上传的${label}不存在或已失效，请重新上传`;

const ROWS: Row[] = [
    // ---- applicants
    {
        route: 'GET /api/listApplicants',
        aim: 'no filter: only agency 2’s applicants',
        run: ownRowsOnly('/api/listApplicants', 'applicants'),
    },
    {
        route: 'GET /api/listApplicants',
        aim: 'ApplicantName of an agency-1 applicant',
        run: filtered(
            '/api/listApplicants',
            () => ({ ApplicantName: fx.a1.namedApplicant.applicantName }),
            () => fx.a1.namedApplicant.id,
        ),
    },
    {
        route: 'GET /api/describeApplicant',
        aim: 'id of an agency-1 applicant',
        run: refused(
            () => other.get('/api/describeApplicant', { id: fx.a1.usableApplicant.id }),
            { status: 404, msg: '申请人不存在' },
            () => other.get('/api/describeApplicant', { id: fx.a2.applicant.id }),
        ),
    },
    {
        route: 'POST /api/createApplicant',
        aim: 'update: agency 2’s own applicant saved under an agency-1 id',
        run: refused(
            () =>
                other.post('/api/createApplicant', {
                    ...fx.a2.applicant,
                    id: fx.a1.usableApplicant.id,
                }),
            { status: 404, msg: '申请人不存在' },
            () => other.post('/api/createApplicant', fx.a2.applicant),
        ),
    },
    {
        route: 'POST /api/createApplicant',
        aim: 'create: a new applicant with an agency-1 legal document',
        run: refused(
            () =>
                other.post('/api/createApplicant', {
                    ...fx.a2.applicant,
                    id: null,
                    applicantName: '新申请人',
                    sebeLegalNoticeOss: { ossKey: fx.a1.files.legal.ossKey },
                }),
            { status: 400, msg: gone('法律文件') },
            () =>
                other.post('/api/createApplicant', {
                    ...fx.a2.applicant,
                    sebeLegalNoticeOss: { ossKey: fx.a2.files.legal.ossKey },
                }),
        ),
    },
    {
        route: 'PUT /api/deleteApplicant',
        aim: 'id of an agency-1 applicant without an open order',
        run: refused(
            () => other.put(`/api/deleteApplicant?id=${fx.a1.freeApplicant.id}`),
            { status: 404, msg: '申请人不存在' },
            () => admin.put(`/api/deleteApplicant?id=${fx.a1.freeApplicant.id}`),
        ),
    },
    {
        route: 'POST /api/downloadLegalNotice',
        aim: 'an agency-1 applicant id beside the name (the call takes a name only)',
        run: refused(
            () =>
                other.post('/api/downloadLegalNotice', {
                    applicant: fx.a1.usableApplicant.applicantName,
                    id: fx.a1.usableApplicant.id,
                }),
            { status: 400, msg: '不支持的参数：id' },
            () =>
                other.post('/api/downloadLegalNotice', {
                    applicant: fx.a1.usableApplicant.applicantName,
                }),
        ),
    },
    {
        route: 'POST /api/downloadEntrustFile',
        aim: 'an agency-1 applicant id beside the fields (the call takes text only)',
        run: refused(
            () =>
                other.post('/api/downloadEntrustFile', {
                    applicant: fx.a1.usableApplicant.applicantName,
                    applicantTbId: fx.a1.usableApplicant.id,
                }),
            { status: 400, msg: '不支持的参数：applicantTbId' },
            () =>
                other.post('/api/downloadEntrustFile', {
                    applicant: fx.a1.usableApplicant.applicantName,
                }),
        ),
    },

    // ---- uploads and stored files
    {
        route: 'POST /api/file/uploadFile',
        aim: 'an agency-1 ossKey in the query (to overwrite its file)',
        run: refused(
            () =>
                other.upload(
                    UPLOAD,
                    { uploadFilePolicy: 'ATTORNEY', ossKey: fx.a1.files.attorney.ossKey },
                    [{ fileName: 'x.jpg', data: jpeg(800, 800) }],
                ),
            { status: 400, msg: '不支持的参数：ossKey' },
            () =>
                other.upload(UPLOAD, { uploadFilePolicy: 'ATTORNEY' }, [
                    { fileName: 'x.jpg', data: jpeg(800, 800) },
                ]),
        ),
    },
    {
        route: 'POST /api/file/uploadFile',
        aim: 'an agency-1 ossKey as a form field beside the file',
        run: refused(
            () =>
                other.upload(UPLOAD, { uploadFilePolicy: 'LEGAL_NOTICE' }, [
                    { fileName: 'x.pdf', data: pdf() },
                    { field: 'ossKey', value: fx.a1.files.legal.ossKey },
                ]),
            { status: 400, msg: '不支持的参数：ossKey' },
        ),
    },
    {
        route: 'POST /sebe_engine/api/file/uploadAdapt',
        aim: 'an agency-1 ossKey in the query',
        run: refused(
            () =>
                other.upload(ADAPT, { fileType: 1, ossKey: fx.a1.files.legal.ossKey }, [
                    { fileName: 'card.png', data: png() },
                ]),
            { status: 400, msg: '不支持的参数：ossKey' },
            () => other.upload(ADAPT, { fileType: 1 }, [{ fileName: 'card.png', data: png() }]),
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 upload with agency 2’s token',
        run: fileRefused(
            () => fx.a1.files.attorney.url,
            () => other.token,
            404,
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 upload with agency 2’s token, HEAD',
        run: fileRefused(
            () => fx.a1.files.legal.url,
            () => other.token,
            404,
            'HEAD',
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 official document not read yet (no rendering for agency 2)',
        run: fileRefused(
            () => fx.a1.document.officialFile.url,
            () => other.token,
            404,
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 file without a token',
        run: fileRefused(
            () => fx.a1.files.icon.url,
            () => undefined,
            401,
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 file with a garbage token',
        run: fileRefused(
            () => fx.a1.files.icon.url,
            () => 'f'.repeat(64),
            401,
        ),
    },
    {
        route: FILES_ROUTE,
        aim: 'an agency-1 file with an ended (logged out) session of its own user',
        run: async () => {
            const ended = await server.login(...DEMO.agent);
            expectOk(await ended.put('/api/logout'));
            await fileRefused(
                () => fx.a1.files.icon.url,
                () => ended.token,
                401,
            )();
        },
    },
    {
        route: 'GET /api/preview',
        aim: 'pdf_url of agency 1’s generated legal notice',
        run: refused(
            () => other.get('/api/preview', { pdf_url: fx.a1.notice.url }),
            { status: 404, msg: '文件不存在' },
            () =>
                other.get<PreviewAnswer>('/api/preview', {
                    pdf_url: fx.a2.document.officialFile.url,
                }),
        ),
    },
    {
        route: 'GET /api/preview',
        aim: 'the ossKey of an agency-1 official document (no rendering for agency 2)',
        run: refused(
            () => other.get('/api/preview', { pdf_url: fx.a1.previewDocument.officialFile.ossKey }),
            { status: 404, msg: '文件不存在' },
            () => admin.get('/api/preview', { pdf_url: fx.a1.previewDocument.officialFile.ossKey }),
        ),
    },

    // ---- the order wizard
    {
        route: 'GET /api/checkDuplicateClassification',
        aim: 'the name, class and items of an open agency-1 order',
        run: async () => {
            const { trademarkName, cls, mins } = fx.a1.namedOrder;
            const query = { trademarkName, classification: JSON.stringify({ [cls]: mins }) };
            const url = '/api/checkDuplicateClassification';
            const theirs = expectOk(await other.get<DuplicateCheck>(url, query));
            expect(theirs.Result).toBe('PASS');
            expect(theirs.Data.DuplicateSecondaryClassification.SecondaryClassification).toEqual(
                [],
            );
            const owner = expectOk(await admin.get<DuplicateCheck>(url, query));
            expect(owner.Result).toBe('WARN');
        },
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'applicantTbId of an agency-1 applicant',
        run: refused(
            () =>
                other.post(
                    '/api/createTrademarkOrder',
                    orderBody(fx.a2.files, fx.a1.usableApplicant.id),
                ),
            { status: 400, msg: NOT_OWN_APPLICANT },
            () =>
                other.post('/api/createTrademarkOrder', orderBody(fx.a2.files, fx.a2.applicant.id)),
        ),
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'the ossKey of an agency-1 proxy letter',
        run: refused(
            () =>
                other.post(
                    '/api/createTrademarkOrder',
                    orderBody(fx.a2.files, fx.a2.applicant.id, {
                        entrustFile: fx.a1.files.attorney.url,
                        entrustFileOsskey: fx.a1.files.attorney.ossKey,
                    }),
                ),
            { status: 400, msg: gone('委托书') },
        ),
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'the ossKey of an agency-1 trademark image',
        run: refused(
            () =>
                other.post(
                    '/api/createTrademarkOrder',
                    orderBody(fx.a2.files, fx.a2.applicant.id, {
                        trademarkIcon: fx.a1.files.icon.url,
                        trademarkIconOsskey: fx.a1.files.icon.ossKey,
                    }),
                ),
            { status: 400, msg: gone('商标图样') },
        ),
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'an agency-1 legal document as sebeLegalNoticeOss',
        run: refused(
            () =>
                other.post(
                    '/api/createTrademarkOrder',
                    orderBody(fx.a2.files, fx.a2.applicant.id, {
                        sebeLegalNoticeOss: {
                            ossKey: fx.a1.files.legal.ossKey,
                            url: fx.a1.files.legal.url,
                        },
                    }),
                ),
            { status: 400, msg: gone('法律文件') },
        ),
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'agency 1’s whole request with its requestId (a replay must not answer its order)',
        run: refused(() => other.post('/api/createTrademarkOrder', fx.a1.requested.body), {
            status: 400,
            msg: gone('商标图样'),
        }),
    },
    {
        route: 'POST /api/createTrademarkOrder',
        aim: 'agency 1’s requestId on agency 2’s own request: a new order of agency 2',
        run: async () => {
            const before = agencySlice(dbNow(), 1);
            const created = expectOk(
                await other.post<Order>(
                    '/api/createTrademarkOrder',
                    orderBody(fx.a2.files, fx.a2.applicant.id, {
                        requestId: fx.a1.requested.body.requestId,
                    }),
                ),
            );
            expect(created.id).not.toBe(fx.a1.requested.order.id);
            expect(created.orderId).not.toBe(fx.a1.requested.order.orderId);
            expect(created.applicantTbId).toBe(fx.a2.applicant.id);
            expect(server.store.read().orders.find(o => o.id === created.id)?.spId).toBe(2);
            expect(agencySlice(dbNow(), 1)).toEqual(before);
            expectLedger(server.store.read());
        },
    },

    // ---- orders
    {
        route: 'GET /api/findTrademarkOrderList',
        aim: 'no filter: only agency 2’s orders',
        run: ownRowsOnly('/api/findTrademarkOrderList', 'orders'),
    },
    {
        route: 'GET /api/findTrademarkOrderList',
        aim: 'orderId of an agency-1 order',
        run: filtered(
            '/api/findTrademarkOrderList',
            () => ({ orderId: fx.a1.namedOrder.orderId }),
            () => fx.a1.namedOrder.id,
        ),
    },
    {
        route: 'GET /api/findTrademarkOrderList',
        aim: 'applicant name of an agency-1 order',
        run: filtered(
            '/api/findTrademarkOrderList',
            () => ({ applicant: fx.a1.namedOrder.applicant }),
            () => fx.a1.namedOrder.id,
        ),
    },
    {
        route: 'GET /api/findTrademarkOrderList',
        aim: 'trademarkName and state of an agency-1 order',
        run: filtered(
            '/api/findTrademarkOrderList',
            () => ({
                trademarkName: fx.a1.namedOrder.trademarkName,
                state: fx.a1.namedOrder.state,
            }),
            () => fx.a1.namedOrder.id,
        ),
    },
    {
        route: 'GET /api/findTrademarkOrderDetail/:id',
        aim: 'id of an agency-1 order',
        run: refused(
            () => other.get(`/api/findTrademarkOrderDetail/${fx.a1.namedOrder.id}`),
            { status: 404, msg: '订单不存在' },
            () => other.get(`/api/findTrademarkOrderDetail/${fx.a2.failedOrderId}`),
        ),
    },
    {
        route: 'POST /api/closeTrademarkOrder',
        aim: 'id of an agency-1 order in state 1',
        run: refused(
            () => other.post('/api/closeTrademarkOrder', { id: fx.a1.openOrder.id }),
            { status: 404, msg: '订单不存在' },
            () => admin.post('/api/closeTrademarkOrder', { id: fx.a1.openOrder.id }),
        ),
    },
    {
        route: 'POST /api/reSelectBindApplicant',
        aim: 'an agency-1 order in state 2, with agency 2’s applicant and proxy letter',
        run: refused(
            () =>
                other.post('/api/reSelectBindApplicant', {
                    id: fx.a1.failedOrder.id,
                    applicantTbId: fx.a2.applicant.id,
                    entrustFile: fx.a2.files.attorney.url,
                    entrustFileOsskey: fx.a2.files.attorney.ossKey,
                }),
            { status: 404, msg: '订单不存在' },
            () =>
                admin.post('/api/reSelectBindApplicant', {
                    id: fx.a1.failedOrder.id,
                    applicantTbId: fx.a1.usableApplicant.id,
                    entrustFile: fx.a1.files.attorney.url,
                    entrustFileOsskey: fx.a1.files.attorney.ossKey,
                }),
        ),
    },
    {
        route: 'POST /api/reSelectBindApplicant',
        aim: 'agency 2’s failed order with an agency-1 proxy letter',
        run: refused(
            () =>
                other.post('/api/reSelectBindApplicant', {
                    id: fx.a2.failedOrderId,
                    applicantTbId: fx.a2.applicant.id,
                    entrustFile: fx.a1.files.attorney.url,
                    entrustFileOsskey: fx.a1.files.attorney.ossKey,
                }),
            { status: 400, msg: gone('委托书') },
        ),
    },
    {
        route: 'POST /api/reSelectBindApplicant',
        aim: 'agency 2’s failed order with an agency-1 applicant',
        run: refused(
            () =>
                other.post('/api/reSelectBindApplicant', {
                    id: fx.a2.failedOrderId,
                    applicantTbId: fx.a1.usableApplicant.id,
                    entrustFile: fx.a2.files.attorney.url,
                    entrustFileOsskey: fx.a2.files.attorney.ossKey,
                }),
            { status: 400, msg: NOT_OWN_APPLICANT },
            () =>
                other.post('/api/reSelectBindApplicant', {
                    id: fx.a2.failedOrderId,
                    applicantTbId: fx.a2.applicant.id,
                    entrustFile: fx.a2.files.attorney.url,
                    entrustFileOsskey: fx.a2.files.attorney.ossKey,
                }),
        ),
    },
    {
        route: 'POST /api/operateSupplement',
        aim: 'id of an agency-1 correction notice awaiting correction',
        run: refused(
            () =>
                other.post('/api/operateSupplement', {
                    id: fx.a1.supplementId,
                    ifSupplement: 2,
                }),
            { status: 404, msg: '补正通知不存在' },
            () =>
                admin.post('/api/operateSupplement', {
                    id: fx.a1.supplementId,
                    ifSupplement: 2,
                }),
        ),
    },
    {
        route: 'POST /api/operateSupplement',
        aim: 'agency 2’s notice corrected with its own and an agency-1 explanation file',
        run: refused(
            () =>
                other.post('/api/operateSupplement', {
                    id: fx.a2.supplementId,
                    ifSupplement: 1,
                    content: '补正说明',
                    userFileOsskeys: `${fx.a2.files.supplement.ossKey},${fx.a1.files.supplement.ossKey}`,
                }),
            { status: 400, msg: gone('说明文件') },
            () =>
                other.post('/api/operateSupplement', {
                    id: fx.a2.supplementId,
                    ifSupplement: 1,
                    content: '补正说明',
                    userFileOsskeys: fx.a2.files.supplement.ossKey,
                }),
        ),
    },
    {
        route: 'GET /api/statisticTrademarkOrder',
        aim: 'no parameter: counts agency 2’s orders only',
        run: async () => {
            const count = (spId: number) =>
                server.store.read().orders.filter(o => o.spId === spId && o.state === 1).length;
            const theirs = expectOk(
                await other.get<OrderStatistics>('/api/statisticTrademarkOrder'),
            );
            const owner = expectOk(
                await admin.get<OrderStatistics>('/api/statisticTrademarkOrder'),
            );
            expect(theirs.auditWaited).toBe(count(2));
            expect(owner.auditWaited).toBe(count(1));
            expect(count(1)).not.toBe(count(2));
        },
    },
    {
        route: 'GET /api/applicantStatistics',
        aim: 'no parameter: counts agency 2’s applicants only',
        run: async () => {
            const count = (spId: number) =>
                server.store.read().applicants.filter(a => a.spId === spId).length;
            const url = '/api/applicantStatistics';
            expect(expectOk(await other.get<ApplicantStatistics>(url)).total).toBe(count(2));
            expect(expectOk(await admin.get<ApplicantStatistics>(url)).total).toBe(count(1));
            expect(count(1)).not.toBe(count(2));
        },
    },

    // ---- official documents
    {
        route: 'GET /api/findOfficialDocuemntList',
        aim: 'no filter: only agency 2’s documents',
        run: ownRowsOnly('/api/findOfficialDocuemntList', 'officialDocuments'),
    },
    ...(['orderId', 'trademarkName', 'applicant'] as const).map((field): Row => ({
        route: 'GET /api/findOfficialDocuemntList',
        aim: `${field} of an agency-1 document’s order`,
        run: filtered(
            '/api/findOfficialDocuemntList',
            () => {
                const order = server.store
                    .read()
                    .orders.find(o => o.id === fx.a1.document.orderTbId);
                return { [field]: order?.[field] ?? '' };
            },
            () => fx.a1.document.id,
        ),
    })),
    {
        route: 'GET /api/batchDownloadOfficialDocument',
        aim: 'officialFiles: the ossKey of an agency-1 document',
        run: refused(
            async () => asAnswer(await batch(fx.a1.document.officialFile.ossKey, other.token)),
            { status: 404, msg: '文件不存在' },
            () => batch(fx.a2.document.officialFile.ossKey, other.token),
        ),
    },
    {
        route: 'GET /api/batchDownloadOfficialDocument',
        aim: 'officialFiles: an own document and the URL of an agency-1 one (no zip at all)',
        run: refused(
            async () =>
                asAnswer(
                    await batch(
                        `${fx.a2.document.officialFile.url},${fx.a1.document.officialFile.url}`,
                        other.token,
                    ),
                ),
            { status: 404, msg: '文件不存在' },
            () => batch(fx.a1.document.officialFile.url, admin.token),
        ),
    },

    // ---- account and payments
    {
        route: 'GET /api/spInfo',
        aim: 'no parameter: agency 2’s account only',
        run: async () => {
            const agencies = server.store.read().agencies;
            const info = expectOk(await other.get<SpInfo>('/api/spInfo'));
            const mine = agencies.find(a => a.id === 2);
            expect(info.spName).toBe(mine?.spName);
            expect(Math.round(info.balance * 100)).toBe(mine?.balanceFen);
            expect(info.spName).not.toBe(agencies.find(a => a.id === 1)?.spName);
        },
    },
    {
        route: 'POST /api/payment',
        aim: 'an agency-1 paymentSn beside the amount',
        run: refused(
            () =>
                other.post('/api/payment', {
                    amount: 10,
                    channel: 'alipay_pc_direct',
                    paymentSn: fx.a1.paymentSn,
                }),
            { status: 400, msg: '不支持的参数：paymentSn' },
            () => other.post('/api/payment', { amount: 10, channel: 'alipay_pc_direct' }),
        ),
    },
    {
        route: 'GET /api/getPaymentState',
        aim: 'paymentSn of a pending agency-1 top-up',
        run: refused(
            () => other.get('/api/getPaymentState', { paymentSn: fx.a1.paymentSn }),
            { status: 404, msg: '支付单不存在' },
            () =>
                admin.get<PaymentStateAnswer>('/api/getPaymentState', {
                    paymentSn: fx.a1.paymentSn,
                }),
        ),
    },
    {
        route: 'POST /pay/:paymentSn/confirm',
        aim: 'agency 2’s token on the public cashier confirm of an agency-1 top-up',
        run: async () => {
            // Public by design (the phone has no session): whoever confirms, the money goes to
            // the payment's own agency and the caller's token gains agency 2 nothing.
            const before = agencySlice(dbNow(), 2);
            const balance = server.store.read().agencies.find(a => a.id === 1)?.balanceFen ?? 0;
            const answer = await server.request<PaymentStateAnswer>(
                'POST',
                `/pay/${fx.a1.cashierPaymentSn}/confirm`,
                { token: other.token },
            );
            expect(expectOk(answer)).toEqual({
                paymentSn: fx.a1.cashierPaymentSn,
                paymentState: 1,
            });
            const db = server.store.read();
            expect(agencySlice(dbNow(), 2)).toEqual(before);
            expect(db.payments.find(p => p.paymentSn === fx.a1.cashierPaymentSn)?.spId).toBe(1);
            expect(db.agencies.find(a => a.id === 1)?.balanceFen).toBe(balance + 8800);
            expectLedger(db);
        },
    },
    {
        route: 'GET /api/findCapitalDetailList',
        aim: 'no filter: only agency 2’s records',
        run: ownRowsOnly('/api/findCapitalDetailList', 'capitalDetails'),
    },
    ...(['tradeSn', 'paymentSn'] as const).map((field): Row => ({
        route: 'GET /api/findCapitalDetailList',
        aim: `${field} of an agency-1 record`,
        run: filtered(
            '/api/findCapitalDetailList',
            () => ({ [field]: fx.a1.capital[field] }),
            () => fx.a1.capital.id,
        ),
    })),

    // ---- the header dialogs (issue 8)
    {
        route: 'POST /admin/api/changePassword',
        aim: 'agency 2’s admin naming an agency-1 user beside the passwords',
        run: refused(
            () =>
                other.post('/admin/api/changePassword', {
                    old_password: sha256Hex(DEMO.other[1]),
                    password: sha256Hex('Changed@123'),
                    password_confirm: sha256Hex('Changed@123'),
                    name: DEMO.admin[0],
                }),
            { status: [400, 403, 404], msg: /不支持的参数|用户不存在/ },
            async () => {
                // the caller's own password, changed and changed back
                const change = (from: string, to: string) =>
                    other.post('/admin/api/changePassword', {
                        old_password: sha256Hex(from),
                        password: sha256Hex(to),
                        password_confirm: sha256Hex(to),
                    });
                expectOk(await change(DEMO.other[1], 'Changed@123'));
                return change('Changed@123', DEMO.other[1]);
            },
        ),
    },
    {
        route: 'GET /admin/api/settings',
        aim: 'agency 2’s admin reads the settings: its own agency’s only',
        run: async () => {
            const db = server.store.read();
            const theirs = expectOk(await other.get<AgencySettings>('/admin/api/settings'));
            expect(theirs).toEqual(db.agencies.find(a => a.id === 2)?.settings);
            expect(theirs.forbidChangePasswordUserIds).not.toContain(AGENCY1_FORBIDDEN_USER);
            const owner = expectOk(await admin.get<AgencySettings>('/admin/api/settings'));
            expect(owner.forbidChangePasswordUserIds).toEqual([AGENCY1_FORBIDDEN_USER]);
        },
    },
    ...[[AGENCY1_FORBIDDEN_USER], [1, 2]].map((ids): Row => ({
        route: 'POST /admin/api/settings',
        aim: `agency 2’s admin forbids agency-1 users ${ids.join(', ')} to change passwords`,
        run: refused(
            () =>
                other.post('/admin/api/settings', {
                    login_style: 2,
                    forbidChangePasswordUserIds: ids,
                }),
            { status: [400, 403, 404] },
            () =>
                other.post('/admin/api/settings', {
                    login_style: 2,
                    forbidChangePasswordUserIds: [],
                }),
        ),
    })),
    {
        route: 'GET /admin/api/users',
        aim: 'agency 2’s admin lists the users: its own agency’s only',
        run: async () => {
            const idsOfAgency = (spId: number) =>
                server.store
                    .read()
                    .users.filter(u => u.spId === spId)
                    .map(u => u.id)
                    .sort((a, b) => a - b);
            const theirs = expectOk(await other.get<AgencyUser[]>('/admin/api/users'));
            expect(theirs.map(u => u.id).sort((a, b) => a - b)).toEqual(idsOfAgency(2));
            for (const user of theirs) {
                expect(Object.keys(user).sort()).toEqual(
                    ['email', 'id', 'name', 'role', 'trueName'].sort(),
                );
            }
            const owner = expectOk(await admin.get<AgencyUser[]>('/admin/api/users'));
            expect(owner.map(u => u.id).sort((a, b) => a - b)).toEqual(idsOfAgency(1));
        },
    },
];

const registered = (route: string): boolean => ROUTES.includes(route);

describe('tenant isolation: lists (from the former tests/api/tenancy.test.ts)', () => {
    const LISTS = [
        ['/api/listApplicants', 'applicants'],
        ['/api/findTrademarkOrderList', 'orders'],
        ['/api/findOfficialDocuemntList', 'officialDocuments'],
        ['/api/findCapitalDetailList', 'capitalDetails'],
    ] as const;

    it.each(LISTS)(
        '%s shows an agent of agency 1 the whole agency, not agency 2',
        async (listPath, collection) => {
            const rows: { id: number; spId: number }[] = server.store.read()[collection];
            const page = expectOk(
                await agent.get<Paged<{ id: number }>>(listPath, { pgCount: 100 }),
            );
            expect(idsOf(page.elements)).toEqual(idsOf(rows.filter(r => r.spId === 1)));
        },
    );

    it('the other direction: agency 1 cannot read agency 2’s applicant or order', async () => {
        const db = server.store.read();
        const theirApplicant = pick(db.applicants, a => a.spId === 2, 'applicant of agency 2');
        const ownApplicant = pick(db.applicants, a => a.spId === 1, 'applicant of agency 1');
        expectError(
            await agent.get('/api/describeApplicant', { id: theirApplicant.id }),
            404,
            '申请人不存在',
        );
        expectOk(await agent.get('/api/describeApplicant', { id: ownApplicant.id }));
        expectOk(await other.get('/api/describeApplicant', { id: theirApplicant.id }));
        const theirOrder = pick(db.orders, o => o.spId === 2, 'order of agency 2');
        expectError(
            await agent.get(`/api/findTrademarkOrderDetail/${theirOrder.id}`),
            404,
            '订单不存在',
        );
        expectOk(await other.get(`/api/findTrademarkOrderDetail/${theirOrder.id}`));
    });
});

describe('tenancy sweep: agency 2’s token aimed at agency 1’s data', () => {
    for (const row of ROWS) {
        it(`${row.route} — ${row.aim}`, row.run);
    }

    it('leaves the ledger of both agencies consistent', () => {
        expectLedger(server.store.read());
    });
});

describe('guard: every registered route is swept or exempt', () => {
    it('finds the routes of the app (the walk works)', () => {
        expect(ROUTES).toContain('POST /api/login');
        expect(ROUTES).toContain(FILES_ROUTE);
        expect(ROUTES).toContain('GET /api/findTrademarkOrderDetail/:id');
    });

    it('has a sweep row or an exemption with a reason for each registered route', () => {
        const swept = new Set(ROWS.map(r => r.route));
        const unlisted = ROUTES.filter(r => !swept.has(r) && !(r in EXEMPT) && !isSimRoute(r));
        expect(unlisted, 'add a row to ROWS, or to EXEMPT with the reason').toEqual([]);
    });

    it('sweeps and exempts only routes that exist', () => {
        const stale = [...ROWS.map(r => r.route), ...Object.keys(EXEMPT)].filter(
            r => !registered(r),
        );
        expect(stale).toEqual([]);
        for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(20);
    });

    it('swept rows never also appear as exempt', () => {
        expect(ROWS.map(r => r.route).filter(r => r in EXEMPT)).toEqual([]);
    });
});
