/** The sweep’s rows for the order wizard’s calls. */
import { expect } from 'vitest';
import type { DuplicateCheck, NamesCheck } from '../../../../domain/types/classification';
import type { Order } from '../../../../domain/types/orders';
import { expectOk } from '../../../api/harness';
import { expectLedger } from '../../../api/support/ledger';
import { agencySlice, checksOf, gone, NOT_OWN_APPLICANT } from './checks';
import type { Row } from './checks';
import { orderBody } from './world';
import type { Sweep } from './world';
import { SIMILAR_MARK_FIELDS } from '../../../api/support/similarMarks';

export const wizardRows = (t: Sweep): Row[] => {
    const { refused, dbNow } = checksOf(t);
    /** What agency 2 is told of agency 1's orders: only what the register's marks explain. */
    const onlyTheRegister = (theirs: DuplicateCheck) => {
        const marks = theirs.Data.SimilarMarks ?? [];
        const explained = new Set(marks.flatMap(mark => mark.sharedGroups));
        expect(
            theirs.Data.DuplicateSecondaryClassification.SecondaryClassification.filter(
                group => !explained.has(group),
            ),
        ).toEqual([]);
        for (const mark of marks) {
            expect(Object.keys(mark).sort()).toEqual(SIMILAR_MARK_FIELDS);
        }
    };
    return [
        {
            route: 'POST /api/checkNames',
            aim: 'the name, class and items of an open agency-1 order',
            run: async () => {
                const { trademarkName, cls, mins } = t.fx.a1.namedOrder;
                const body = { rows: [{ trademarkName, classification: { [cls]: mins } }] };
                const [theirs] = expectOk(
                    await t.other.post<NamesCheck[]>('/api/checkNames', body),
                );
                onlyTheRegister(theirs!.similarity);
                const [owner] = expectOk(await t.admin.post<NamesCheck[]>('/api/checkNames', body));
                expect(owner!.similarity.Result).toBe('WARN');
            },
        },
        {
            route: 'GET /api/checkDuplicateClassification',
            aim: 'the name, class and items of an open agency-1 order',
            run: async () => {
                const { trademarkName, cls, mins } = t.fx.a1.namedOrder;
                const query = { trademarkName, classification: JSON.stringify({ [cls]: mins }) };
                const url = '/api/checkDuplicateClassification';
                // agency 2 learns of agency 1's orders only as the office's register shows an
                // accepted one (docs/similarity.md): every group it is told of is explained by
                // an earlier mark, and a mark carries no applicant, agency or order of its own
                onlyTheRegister(expectOk(await t.other.get<DuplicateCheck>(url, query)));
                const owner = expectOk(await t.admin.get<DuplicateCheck>(url, query));
                expect(owner.Result).toBe('WARN');
            },
        },
        {
            route: 'POST /api/createTrademarkOrder',
            aim: 'applicantTbId of an agency-1 applicant',
            run: refused(
                () =>
                    t.other.post(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a1.usableApplicant.id),
                    ),
                { status: 400, msg: NOT_OWN_APPLICANT },
                () =>
                    t.other.post(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a2.applicant.id),
                    ),
            ),
        },
        {
            route: 'POST /api/createTrademarkOrder',
            aim: 'the ossKey of an agency-1 proxy letter',
            run: refused(
                () =>
                    t.other.post(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a2.applicant.id, {
                            entrustFile: t.fx.a1.files.attorney.url,
                            entrustFileOsskey: t.fx.a1.files.attorney.ossKey,
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
                    t.other.post(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a2.applicant.id, {
                            trademarkIcon: t.fx.a1.files.icon.url,
                            trademarkIconOsskey: t.fx.a1.files.icon.ossKey,
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
                    t.other.post(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a2.applicant.id, {
                            sebeLegalNoticeOss: {
                                ossKey: t.fx.a1.files.legal.ossKey,
                                url: t.fx.a1.files.legal.url,
                            },
                        }),
                    ),
                { status: 400, msg: gone('法律文件') },
            ),
        },
        {
            route: 'POST /api/createTrademarkOrder',
            aim: 'agency 1’s whole request with its requestId (a replay must not answer its order)',
            run: refused(() => t.other.post('/api/createTrademarkOrder', t.fx.a1.requested.body), {
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
                    await t.other.post<Order>(
                        '/api/createTrademarkOrder',
                        orderBody(t.fx.a2.files, t.fx.a2.applicant.id, {
                            requestId: t.fx.a1.requested.body.requestId,
                        }),
                    ),
                );
                expect(created.id).not.toBe(t.fx.a1.requested.order.id);
                expect(created.orderId).not.toBe(t.fx.a1.requested.order.orderId);
                expect(created.applicantTbId).toBe(t.fx.a2.applicant.id);
                expect(t.server.store.read(q => q.orders.get(created.id))?.spId).toBe(2);
                expect(agencySlice(dbNow(), 1)).toEqual(before);
                expectLedger(t.server.store.snapshot());
            },
        },
    ];
};
