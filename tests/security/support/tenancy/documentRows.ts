/** The sweep’s rows for the official documents. */
import { asAnswer, checksOf } from './checks';
import type { Row } from './checks';
import type { Sweep } from './world';

export const documentRows = (t: Sweep): Row[] => {
    const { refused, filtered, ownRowsOnly, batch } = checksOf(t);
    return [
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
                    const order = t.server.store.read(q =>
                        q.orders.get(t.fx.a1.document.orderTbId),
                    );
                    return { [field]: order?.[field] ?? '' };
                },
                () => t.fx.a1.document.id,
            ),
        })),
        {
            route: 'GET /api/batchDownloadOfficialDocument',
            aim: 'officialFiles: the ossKey of an agency-1 document',
            run: refused(
                async () =>
                    asAnswer(await batch(t.fx.a1.document.officialFile.ossKey, t.other.token)),
                { status: 404, msg: '文件不存在' },
                () => batch(t.fx.a2.document.officialFile.ossKey, t.other.token),
            ),
        },
        {
            route: 'GET /api/batchDownloadOfficialDocument',
            aim: 'officialFiles: an own document and the URL of an agency-1 one (no zip at all)',
            run: refused(
                async () =>
                    asAnswer(
                        await batch(
                            `${t.fx.a2.document.officialFile.url},${t.fx.a1.document.officialFile.url}`,
                            t.other.token,
                        ),
                    ),
                { status: 404, msg: '文件不存在' },
                () => batch(t.fx.a1.document.officialFile.url, t.admin.token),
            ),
        },
    ];
};
