/**
 * The markup the XSS tests name things with, and their data: an applicant and an order named
 * with it (the office has accepted the order: a 受理通知书 is published), and a seeded order
 * renamed with it whose letter is rendered on its first read.
 */
import { beforeAll, expect } from 'vitest';
import type { Applicant } from '../../../domain/types/applicants';
import type { FileRef, OfficialDocument, UploadAnswer } from '../../../domain/types/documents';
import type { Order } from '../../../domain/types/orders';
import type { Paged } from '../../../domain/types/wire';
import type { OrderRow } from '../../../mock-server/db';
import { loadNiceClasses } from '../../../mock-server/nice/classification';
import { expectOk, madeInHook, withTestServer } from '../../api/harness';
import type { ServerContext } from '../../api/harness';
import { orderRequest } from '../../api/support/orders';
import { jpeg, pdf } from '../../api/support/samples';
import { markupCompany } from './markupCompany';

/** Right-to-left override: flips what follows (`…\u202Egpj.exe` reads `…exe.jpg`). */
export const RLO = '\u202E';

export const NAME = `<img src=x onerror=alert(1)>环球"><svg onload=alert(1)>贸易&amp;<script>alert(1)</script>${RLO}gpj.exe`;
export const ENAME = '../../etc/passwd a/b\\c:d*e?f"g<h>i|j <img src=x onerror=alert(1)>';
export const ADDRESS = '"><svg onload=alert(1)>北京路1号 ../../etc/passwd';
export const EADDRESS = 'a/b\\c:d*e?f"g<h>i|j Road <b>1</b> &lt;';
export const MARK = '<script>alert(1)</script>星河&amp;';
export const DESC = `"><svg onload=alert(1)> a/b\\c:d*e?f"g<h>i|j ../../etc/passwd ${RLO}说明`;

/** Bidi controls print nothing and read as nothing: the text a PDF should hold for a name. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const printed = (text: string) => text.replace(BIDI, '');
/** What a character without a glyph in the font reads as (NUL) in a PDF's text layer. */
// eslint-disable-next-line no-control-regex
export const MISSING_GLYPH = /[\u0000\ufffd]/;

export interface MarkupData extends ServerContext<'admin'> {
    readonly applicant: Applicant;
    readonly order: Order;
    /** a seeded order with a 受理通知书 not yet rendered, renamed with markup */
    readonly seeded: OrderRow;
    /** uploads a file as a browser would name it in the multipart body (`"` sent as `%22`) */
    upload(
        path: string,
        query: Record<string, string | number>,
        fileName: string,
        data: Buffer,
    ): Promise<FileRef>;
    /** a JSON answer's data, its Content-Type checked */
    getJson<T>(path: string, query?: Record<string, string | number>): Promise<T>;
    officialDocuments(orderId: string): Promise<Paged<OfficialDocument>>;
    download(url: string): Promise<{ response: Response; bytes: Buffer }>;
}

/** The server of the file, the admin, and the data named with markup. */
export const withMarkupData = (): MarkupData => {
    let seeded: OrderRow | undefined;
    const ctx = withTestServer(
        {
            prepare: db => {
                const doc = db.officialDocuments.find(
                    d => d.spId === 1 && d.officialName === '受理通知书',
                )!;
                seeded = db.orders.find(o => o.id === doc.orderTbId)!;
                seeded.trademarkName = MARK;
                seeded.applicant = NAME;
            },
        },
        ['admin'],
    );
    let applicant: Applicant | undefined;
    let order: Order | undefined;

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
                await ctx.admin.upload<UploadAnswer>(path, query, [
                    { fileName: fileName.replace(/"/g, '%22'), data },
                ]),
            ),
        );

    const sim = async (path: string, body: unknown) =>
        expectOk(await ctx.server.request('POST', path, { body }));

    const getJson = async <T>(path: string, query: Record<string, string | number> = {}) => {
        const answer = await ctx.admin.get<T>(path, query);
        expect(answer.contentType).toMatch(/^application\/json/);
        return expectOk(answer);
    };

    const officialDocuments = (orderId: string) =>
        getJson<Paged<OfficialDocument>>('/api/findOfficialDocuemntList', { orderId });

    const download = (url: string) => ctx.server.download(url, { token: ctx.admin.token });

    beforeAll(async () => {
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
            await ctx.admin.post<Applicant>(
                '/api/createApplicant',
                markupCompany({ NAME, ENAME, ADDRESS, EADDRESS }, { licence, legal }),
            ),
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
            await ctx.admin.post<Order>(
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

    return Object.defineProperties(ctx, {
        applicant: madeInHook('the applicant', () => applicant),
        order: madeInHook('the order', () => order),
        seeded: madeInHook('the seeded order', () => seeded),
        upload: { value: upload },
        getJson: { value: getJson },
        officialDocuments: { value: officialDocuments },
        download: { value: download },
    }) as MarkupData;
};
