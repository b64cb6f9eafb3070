/**
 * Names with markup are data, everywhere the API hands them out (security suite, XSS part):
 * the JSON answers give them back verbatim, the generated PDFs (legal notice, proxy letter,
 * the office's letters) print them as text and hold no script or action, and the names of
 * downloads (Content-Disposition, zip entries) are made safe — no folders, `..`, control or
 * bidi characters, `<` or `>` — yet stay recognizable. No stored file comes back as HTML.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type {
    FileRef,
    LegalNoticeAnswer,
    OfficialDocument,
    PreviewAnswer,
    UploadAnswer,
} from '../../domain/types/documents';
import type {
    EntrustFileAnswer,
    Order,
    OrderSummary,
    TrademarkImageAnswer,
} from '../../domain/types/orders';
import type { Paged } from '../../domain/types/wire';
import type { OrderRow } from '../../mock-server/db';
import { loadNiceClasses } from '../../mock-server/nice/classification';
import { DEMO, expectError, expectOk, startTestServer } from '../api/harness';
import type { Client, TestServer } from '../api/harness';
import { jpeg, pdf } from '../api/support/samples';
import { unzipStored } from '../api/support/unzip';
import { pdfOfObjects } from '../e2e/fixtures';
import { orderRequest } from '../api/support/orders';

/** Right-to-left override: flips what follows (`…\u202Egpj.exe` reads `…exe.jpg`). */
const RLO = '\u202E';

const NAME = `<img src=x onerror=alert(1)>环球"><svg onload=alert(1)>贸易&amp;<script>alert(1)</script>${RLO}gpj.exe`;
const ENAME = '../../etc/passwd a/b\\c:d*e?f"g<h>i|j <img src=x onerror=alert(1)>';
const ADDRESS = '"><svg onload=alert(1)>北京路1号 ../../etc/passwd';
const EADDRESS = 'a/b\\c:d*e?f"g<h>i|j Road <b>1</b> &lt;';
const MARK = '<script>alert(1)</script>星河&amp;';
const DESC = `"><svg onload=alert(1)> a/b\\c:d*e?f"g<h>i|j ../../etc/passwd ${RLO}说明`;

/** Bidi controls print nothing and read as nothing: the text a PDF should hold for a name. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const printed = (text: string) => text.replace(BIDI, '');
/** What a character without a glyph in the font reads as (NUL) in a PDF's text layer. */
// eslint-disable-next-line no-control-regex
const MISSING_GLYPH = /[\u0000\ufffd]/;

let server: TestServer;
let admin: Client;
let applicant: Applicant;
let order: Order;
/** a seeded order with a 受理通知书 not yet rendered, renamed with markup */
let seeded: OrderRow;

const refOf = ({ ossKey, url, fileName }: UploadAnswer): FileRef => ({ ossKey, url, fileName });

/** Uploads a file as a browser would name it in the multipart body (`"` sent as `%22`). */
const upload = async (
    path: string,
    query: Record<string, string | number>,
    fileName: string,
    data: Buffer,
) =>
    refOf(
        expectOk(
            await admin.upload<UploadAnswer>(path, query, [
                { fileName: fileName.replace(/"/g, '%22'), data },
            ]),
        ),
    );

const sim = async (path: string, body: unknown) =>
    expectOk(await server.request('POST', path, { body }));

beforeAll(async () => {
    server = await startTestServer({
        prepare: db => {
            const doc = db.officialDocuments.find(
                d => d.spId === 1 && d.officialName === '受理通知书',
            )!;
            seeded = db.orders.find(o => o.id === doc.orderTbId)!;
            seeded.trademarkName = MARK;
            seeded.applicant = NAME;
        },
    });
    admin = await server.login(...DEMO.admin);
    const licence = await upload(
        '/sebe_engine/api/file/uploadAdapt',
        { fileType: 2, discern: 0 },
        '<img src=x onerror=alert(1)>licence.jpg',
        jpeg(),
    );
    const legal = await upload(
        '/api/file/uploadFile',
        { uploadFilePolicy: 'LEGAL_NOTICE' },
        '<svg onload=alert(1)>法律声明.pdf',
        pdf(),
    );
    applicant = expectOk(
        await admin.post<Applicant>('/api/createApplicant', {
            applicantType: 2,
            applicantRegion: 5,
            applicantName: NAME,
            EName: ENAME,
            Country: '美国',
            Address: ADDRESS,
            EAddress: EADDRESS,
            postcode: '10001',
            sebeBusinessLicenceOss: licence,
            sebeLegalNoticeOss: legal,
        }),
    );
    const icon = await upload(
        '/api/file/uploadFile',
        { uploadFilePolicy: 'ICON', verifyType: 2 },
        '图样.jpg',
        jpeg(800, 800),
    );
    const entrust = await upload(
        '/api/file/uploadFile',
        { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
        '委托书.jpg',
        jpeg(800, 1000),
    );
    const ninth = loadNiceClasses().find(c => c.code === '09')!;
    order = expectOk(
        await admin.post<Order>(
            '/api/createTrademarkOrder',
            orderRequest({
                applicantTbId: applicant.id,
                classifications: { '09': ninth.groups[0].items[0].code },
                icon,
                entrust,
                trademarkName: MARK,
                trademarkDesc: DESC,
            }),
        ),
    );
    // the agency passes it, the office accepts it: a 受理通知书 is published
    await sim(`/__sim/orders/${order.id}/review`, { pass: true });
    await sim(`/__sim/orders/${order.id}/office`, { state: 20 });
    await sim(`/__sim/orders/${order.id}/office`, { state: 21 });
});
afterAll(() => server.close());

const getJson = async <T>(path: string, query: Record<string, string | number> = {}) => {
    const answer = await admin.get<T>(path, query);
    expect(answer.contentType).toMatch(/^application\/json/);
    return expectOk(answer);
};

const officialDocuments = (orderId: string) =>
    getJson<Paged<OfficialDocument>>('/api/findOfficialDocuemntList', { orderId });

const download = async (url: string) => {
    const response = await server.fetchRaw('GET', url, { token: admin.token });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** What a PDF viewer finds in a PDF: its text (line breaks removed) and anything active. */
const readPdf = async (bytes: Buffer) => {
    const doc = await getDocument({
        data: new Uint8Array(bytes),
        isEvalSupported: false,
        stopAtErrors: true,
        verbosity: 0,
    }).promise;
    try {
        let text = '';
        const annotations: unknown[] = [];
        const pageActions: unknown[] = [];
        for (let n = 1; n <= doc.numPages; n += 1) {
            const page = await doc.getPage(n);
            const content = await page.getTextContent();
            text += content.items.map(item => ('str' in item ? item.str : '')).join('');
            annotations.push(...(await page.getAnnotations()));
            const actions = await page.getJSActions();
            if (actions) pageActions.push(actions);
        }
        const meta = await doc.getMetadata();
        return {
            text,
            active: {
                javaScript: await doc.getJSActions(),
                openAction: await doc.getOpenAction(),
                attachments: await doc.getAttachments(),
                forms: (meta.info as { IsAcroFormPresent?: boolean }).IsAcroFormPresent ?? false,
                annotations,
                pageActions,
            },
        };
    } finally {
        await doc.destroy();
    }
};

const NOTHING_ACTIVE = {
    javaScript: null,
    openAction: null,
    attachments: null,
    forms: false,
    annotations: [],
    pageActions: [],
};

/**
 * The PDF's objects with the bodies of its streams left out: where actions would have to be,
 * as no compressed object stream (`/ObjStm`) hides any.
 */
const pdfObjects = (bytes: Buffer): string =>
    bytes
        .toString('latin1')
        .replace(/(?<!end)stream\r?\n[\s\S]*?\r?\nendstream/g, 'stream endstream');

/** JavaScript, open or additional actions, launches, links, forms, embedded files. */
const ACTIVE_NAMES =
    /\/(ObjStm|JavaScript|JS|OpenAction|AA|Launch|URI|SubmitForm|ImportData|GoToR|GoToE|RichMedia|EmbeddedFiles?|AcroForm|XFA)\b/;

const expectInertPdf = async (bytes: Buffer) => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfObjects(bytes)).not.toMatch(ACTIVE_NAMES);
    const { text, active } = await readPdf(bytes);
    expect(active).toEqual(NOTHING_ACTIVE);
    return text;
};

/**
 * A download's name is safe to save: no folder separators or `..` segments, no control,
 * bidi or reserved characters (`<>:"|?*`), not hidden.
 */
const UNSAFE_IN_NAME =
    // eslint-disable-next-line no-control-regex
    /[\\/<>:"|?*\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const expectSafeName = (name: string) => {
    expect(name).not.toMatch(UNSAFE_IN_NAME);
    expect(name).not.toMatch(/^\./);
    expect(name.trim()).toBe(name);
    expect(name.length).toBeGreaterThan(4);
};

/** Both names of a Content-Disposition header (the ASCII fallback and the UTF-8 one). */
const dispositionNames = (header: string | null) => {
    const ascii = /filename="([^"]*)"/.exec(header ?? '')?.[1];
    const utf8 = /filename\*=UTF-8''([^;\s]*)/.exec(header ?? '')?.[1];
    expect({ ascii, utf8 }).toEqual({ ascii: expect.any(String), utf8: expect.any(String) });
    return { ascii: ascii!, utf8: decodeURIComponent(utf8!) };
};

const expectSafeDownload = (response: Response, type: string) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { ascii, utf8 } = dispositionNames(response.headers.get('content-disposition'));
    expectSafeName(ascii);
    expectSafeName(utf8);
    return utf8;
};

/** A one-page PDF that runs a script when opened and has a `javascript:` link. */
const activePdf = (): Buffer =>
    pdfOfObjects([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
            '/Resources << /Font << /F1 5 0 R >> >> /Annots [7 0 R] >>',
        '<< /Length 41 >>\nstream\nBT /F1 24 Tf 72 760 Td (Hello) Tj ET\nendstream',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        '<< /S /JavaScript /JS (app.alert(1)) >>',
        '<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] ' +
            '/A << /S /URI /URI (javascript:alert(1)) >> >>',
    ]);

describe('the JSON API answers markup back as data', () => {
    it('keeps every applicant field verbatim, with Content-Type application/json', async () => {
        expect(applicant).toMatchObject({
            applicantName: NAME,
            EName: ENAME,
            Address: ADDRESS,
            EAddress: EADDRESS,
        });
        const described = await getJson<Applicant>('/api/describeApplicant', { id: applicant.id });
        expect(described).toMatchObject({
            applicantName: NAME,
            EName: ENAME,
            Address: ADDRESS,
            EAddress: EADDRESS,
            trademarkName: MARK,
        });
        // the list finds it by a piece of its markup, and shows it as it is
        const list = await getJson<Paged<ApplicantSummary>>('/api/listApplicants', {
            ApplicantName: '<svg onload',
        });
        expect(list.elements.map(a => [a.id, a.applicantName])).toEqual([[applicant.id, NAME]]);
    });

    it('keeps the order’s names in the list, the detail and the official documents', async () => {
        expect(order).toMatchObject({ trademarkName: MARK, trademarkDesc: DESC, applicant: NAME });
        const list = await getJson<Paged<OrderSummary>>('/api/findTrademarkOrderList', {
            trademarkName: '<script>',
        });
        // the one made here and the seeded one renamed with markup
        expect(list.elements.map(o => [o.orderId, o.trademarkName, o.applicant]).sort()).toEqual(
            [
                [order.orderId, MARK, NAME],
                [seeded.orderId, MARK, NAME],
            ].sort(),
        );
        const detail = await getJson<Order>(`/api/findTrademarkOrderDetail/${order.id}`);
        expect(detail).toMatchObject({ trademarkName: MARK, trademarkDesc: DESC, applicant: NAME });
        const docs = await officialDocuments(order.orderId);
        expect(docs.elements.map(d => [d.officialName, d.trademarkName, d.applicant])).toEqual([
            ['受理通知书', MARK, NAME],
        ]);
    });

    it('quotes a markup parameter name in a JSON error, as text', async () => {
        const answer = await admin.get('/api/listApplicants', {
            '<img src=x onerror=alert(1)>': '1',
        });
        expectError(answer, 400, '不支持的参数：<img src=x onerror=alert(1)>');
    });

    it('answers a file path with markup with a JSON 404, never an HTML page', async () => {
        for (const path of [
            '/files/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
            '/files/uploads/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.pdf',
            '/api/%3Csvg%20onload%3Dalert(1)%3E',
        ]) {
            const answer = await server.request('GET', path, { token: admin.token });
            expect({ path, status: answer.httpStatus, type: answer.contentType }).toEqual({
                path,
                status: 404,
                type: expect.stringMatching(/^application\/json/),
            });
        }
    });
});

describe('generated PDFs print names as text and hold nothing active', () => {
    it('(the check itself finds a script and a link in a PDF that has them)', async () => {
        const active = activePdf();
        expect(pdfObjects(active)).toMatch(ACTIVE_NAMES);
        const { text, active: found } = await readPdf(active);
        expect(text).toBe('Hello');
        expect(found.javaScript).toEqual({ OpenAction: ['app.alert(1)'] });
        expect(found.annotations).toEqual([
            expect.objectContaining({ subtype: 'Link', unsafeUrl: 'javascript:alert(1)' }),
        ]);
        expect(found).not.toEqual(NOTHING_ACTIVE);
    });

    it('the legal notice', async () => {
        const answer = expectOk(
            await admin.post<LegalNoticeAnswer>('/api/downloadLegalNotice', { applicant: NAME }),
        );
        expectSafeName(answer.fileName);
        const { response, bytes } = await download(answer.url);
        const savedAs = expectSafeDownload(response, 'application/pdf');
        expect(savedAs).toBe(answer.fileName);
        expect(savedAs).toMatch(
            /^法律声明（_img src=x onerror=alert\(1\)_环球___svg onload=alert\(1\)_贸易&amp;.*\.pdf$/,
        );
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`本申请人${printed(NAME)}委托`);
        expect(text).toContain(`申请人名称：${printed(NAME)}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the proxy letter, with every field', async () => {
        const answer = expectOk(
            await admin.post<EntrustFileAnswer>('/api/downloadEntrustFile', {
                applicant: NAME,
                country: '<b>美国</b>',
                trademarkName: MARK,
                province: '',
                address: ADDRESS,
                postcode: '10001',
            }),
        );
        expectSafeName(answer.fileName);
        const { response, bytes } = await download(answer.url);
        expect(expectSafeDownload(response, 'application/pdf')).toMatch(
            /^商标代理委托书（_img src=x onerror=alert\(1\)_环球___svg onload=alert\(1\)_贸易&amp;.*\.pdf$/,
        );
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`委托人名称：${printed(NAME)}`);
        expect(text).toContain('国籍（地区）：<b>美国</b>');
        expect(text).toContain(`委托人地址：${ADDRESS}`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).toContain(`现委托北京知联商标代理有限公司代理“${MARK}”商标`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the office’s letter the simulator publishes', async () => {
        const [doc] = (await officialDocuments(order.orderId)).elements;
        expect(
            await getJson<PreviewAnswer>('/api/preview', { pdf_url: doc.officialFile.url }),
        ).toEqual({ urls: [doc.officialFile.url] });
        const { response, bytes } = await download(doc.officialFile.url);
        expect(expectSafeDownload(response, 'application/pdf')).toMatch(/^受理通知书_\d{8}\.pdf$/);
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`${printed(NAME)}：`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('the office’s letter rendered on its first read', async () => {
        const doc = (await officialDocuments(seeded.orderId)).elements.find(
            d => d.officialName === '受理通知书',
        )!;
        expect(doc).toMatchObject({
            officialName: '受理通知书',
            trademarkName: MARK,
            applicant: NAME,
        });
        const { response, bytes } = await download(doc.officialFile.url);
        expect(expectSafeDownload(response, 'application/pdf')).toContain('受理通知书');
        const text = await expectInertPdf(bytes);
        expect(text).toContain(`${printed(NAME)}：`);
        expect(text).toContain(`你（单位）提交的“${MARK}”商标注册申请`);
        expect(text).toContain(`商标名称：${MARK}`);
        expect(text).toContain(`申请人：${printed(NAME)}`);
        expect(text).not.toMatch(MISSING_GLYPH);
    });

    it('both letters in the batch zip, under safe names', async () => {
        const docs = [
            ...(await officialDocuments(order.orderId)).elements,
            ...(await officialDocuments(seeded.orderId)).elements,
        ];
        const zip = await server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
            query: {
                access_token: admin.token,
                officialFiles: docs.map(d => d.officialFile.ossKey).join(','),
            },
        });
        expect(expectSafeDownload(zip, 'application/zip')).toMatch(/^官文_\d{14}\.zip$/);
        const entries = unzipStored(Buffer.from(await zip.arrayBuffer()));
        expect(entries.map(e => e.name)).toEqual(
            docs.map(d => `${d.orderId}-${d.officialName}.pdf`),
        );
        for (const entry of entries) {
            expectSafeName(entry.name);
            const text = await expectInertPdf(entry.data);
            expect(text).toContain(`${printed(NAME)}：`);
            expect(text).toContain(`商标名称：${MARK}`);
        }
    });
});

describe('download names are safe but recognizable', () => {
    it('uploads named with markup keep a clean name and are served as what their bytes are', async () => {
        const cases = [
            [
                '<img src=x onerror=alert(1)>.jpg',
                jpeg(800, 800),
                'image/jpeg',
                'img src=x onerror=alert(1).jpg',
            ],
            [`../../etc/passwd${RLO}fdp.pdf`, pdf(), 'application/pdf', 'passwdfdp.pdf'],
            ['a/b\\c:d*e?f"g<h>i|j.pdf', pdf(), 'application/pdf', 'cdef%22ghij.pdf'],
            [
                '"><svg onload=alert(1)>说明.pdf',
                pdf(),
                'application/pdf',
                '%22svg onload=alert(1)说明.pdf',
            ],
        ] as const;
        for (const [fileName, data, type, kept] of cases) {
            const ref = await upload(
                '/api/file/uploadFile',
                { uploadFilePolicy: 'LEGAL_NOTICE' },
                fileName,
                data,
            );
            expect({ fileName, kept: ref.fileName }).toEqual({ fileName, kept });
            const { response } = await download(ref.url);
            expect(expectSafeDownload(response, type)).toBe(kept);
        }
    });

    it('the generated picture of a markup trademark name', async () => {
        const picture = expectOk(
            await server.request<TrademarkImageAnswer>('POST', '/api/file/autoTrademarkImage', {
                token: admin.token,
                query: { trademarkName: `${MARK}${RLO}a/b\\..` },
            }),
        );
        const { response, bytes } = await download(picture.url);
        expect(expectSafeDownload(response, 'image/jpeg')).toBe(picture.fileName);
        expect(picture.fileName).toMatch(
            /^商标图样（_script_alert\(1\)__script_星河&amp;a_b_\.\.）\.jpg$/,
        );
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });
});
