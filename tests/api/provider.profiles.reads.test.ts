/**
 * The portal's data provider reads the same records from a spec-only backend as from ours:
 * the four lists with the filters the screens send, paging and totals, the records behind the
 * detail pages, and the dashboard's, account page's and wizard's reads. Each comparison is
 * deep-equal but for the fields its table lists, each with why and what the spec side holds.
 */
import { describe, expect, it } from 'vitest';
import { needsStateTime } from '../../domain/rules/timeLimits';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type {
    CapitalDetail,
    OfficialDocument,
    Order,
    OrderSummary,
} from '../../dataProvider/records';
import { emptyText, expectSameRecords, fileRef, presignedUrl } from './support/profileDiff';
import type { Difference } from './support/profileDiff';
import { listParams, withProfilePair } from './support/profilePair';
import type { PortalSide } from './support/profilePair';

const pair = withProfilePair();

/** An order list row. */
const ORDER_ROW_DIFFERENCES: Difference[] = [
    {
        path: 'supplementId',
        reason: 'the notice on a list row is ours; the notification centre keys it by deadline',
        check: (_def, spec) => expect(spec).toBeNull(),
    },
    {
        path: 'stateTime',
        reason: 'ours on list rows; the provider reads it from the detail where a deadline needs it',
        check: (def, spec, at) => {
            if (spec === undefined)
                expect(needsStateTime(at.specParent as unknown as OrderSummary)).toBe(false);
            else expect(spec).toBe(def);
        },
    },
];

/** An order's detail (the detail page, the correction dialog, 商标进度跟踪). */
const ORDER_DETAIL_DIFFERENCES: Difference[] = [
    { path: 'trademarkIcon', reason: 'files come as presigned URLs', check: presignedUrl },
    { path: 'entrustFile', reason: 'files come as presigned URLs', check: presignedUrl },
    {
        path: 'entrustFileOsskey',
        reason: "the spec's order has no key beside the proxy letter's URL",
        check: emptyText,
    },
    {
        path: 'sebeLegalNoticeOss',
        reason: "the spec's order sends the legal file's URL alone",
        check: fileRef('not sent'),
    },
    {
        path: 'trademarkFeedbacks[].id',
        reason: "the spec's progress records have no id: numbered by their place",
        check: (_def, spec, at) => expect(spec).toBe(at.index! + 1),
    },
    {
        path: 'trademarkFeedbacks[].content',
        reason: 'what the office said of a step is ours',
        check: emptyText,
    },
    { path: 'progress[].content', reason: 'what the office said is ours', check: emptyText },
    {
        path: 'progress[].officialFile',
        reason: "a progress record's document is a URL alone",
        check: fileRef('not sent'),
    },
    {
        path: 'supplement.supplementOfficialFile',
        reason: "the notice's document is a URL alone",
        check: fileRef('not sent'),
    },
    {
        path: 'supplement.userFiles[]',
        reason: "the correction's files come as presigned URLs (their keys beside them)",
        check: presignedUrl,
    },
    { path: 'timeline[].content', reason: 'what the office said is ours', check: emptyText },
    {
        path: 'timeline[].files[]',
        reason: "the office's documents are URLs alone; a correction's files have their keys",
        check: (def, spec, at) => {
            const { url } = def as OfficialDocument['officialFile'];
            fileRef(url.startsWith('/files/supplements/') ? 'sent' : 'not sent')(def, spec, at);
        },
    },
];

const DOCUMENT_DIFFERENCES: Difference[] = [
    {
        path: 'id',
        reason: "made of the order and the file's key; the spec sends the URL: its unsigned part",
        check: (_def, spec, at) => {
            const doc = at.specParent as unknown as OfficialDocument;
            expect(spec).toBe(`${doc.orderId}|${doc.officialFile.url.split('?')[0]}`);
        },
    },
    { path: 'officialFile', reason: 'a URL alone, presigned', check: fileRef('not sent') },
];

/** An applicant's material: each file is `{ossKey, url}` on the spec. */
const APPLICANT_DIFFERENCES: Difference[] = [
    {
        path: 'createTime',
        reason: "the spec's applicant has no creation time (no screen shows it)",
        check: emptyText,
    },
    ...['sebeIdCardOss[]', 'sebePassportOss', 'sebeBusinessLicenceOss', 'sebeLegalNoticeOss'].map(
        path => ({ path, reason: 'presigned, named by its URL', check: fileRef('sent') }),
    ),
];

type Resource = 'applicants' | 'orders' | 'officialDocuments' | 'capitalDetails';

/** The page of a list on both sides. */
const listOn = <T>(
    side: PortalSide,
    resource: Resource,
    ...params: Parameters<typeof listParams>
) =>
    side.provider.getList(resource, listParams(...params)) as Promise<{ data: T[]; total: number }>;

/** A list read on both profiles: the same rows (but the table's fields) and total; not empty. */
const expectSameList = async <T>(
    resource: Resource,
    differences: Difference[],
    ...params: Parameters<typeof listParams>
): Promise<{ data: T[]; total: number }> => {
    const [def, spec] = await Promise.all(pair.both.map(s => listOn<T>(s, resource, ...params)));
    expect(def.data.length, 'a comparison of no rows proves nothing').toBeGreaterThan(0);
    expect(spec.total).toBe(def.total);
    expectSameRecords(def.data, spec.data, differences, pair.spec.fileOrigin);
    return def;
};

/** The default side's rows of a list, every page: to pick filters that select some. */
const allOf = <T extends { id: string | number }>(resource: Resource) =>
    pair.default.provider.listAll<T>(resource);

describe('applicants: the same rows on both profiles', () => {
    it('every row, by page, and by type, audit status and name', async () => {
        const all = await expectSameList<ApplicantSummary>('applicants', [], {}, 1, 100);
        expect(all.total).toBe(all.data.length);
        await expectSameList('applicants', [], {}, 2, 5);
        await expectSameList('applicants', [], { ApplicantType: 1 });
        await expectSameList('applicants', [], { auditStatus: 3, ApplicantType: 2 });
        await expectSameList('applicants', [], {
            ApplicantName: all.data[0]!.applicantName.slice(0, 2),
        });
    });

    it('each detail, by getMany: the same but for the files and the creation time', async () => {
        const ids = (await allOf<ApplicantSummary>('applicants')).map(row => row.id);
        const [def, spec] = await Promise.all(
            pair.both.map(s => s.provider.getMany<Applicant>('applicants', { ids })),
        );
        expect(def.data.map(a => a.id)).toEqual(ids);
        expectSameRecords(def.data, spec.data, APPLICANT_DIFFERENCES, pair.spec.fileOrigin);
    });
});

describe('orders: the same rows on both profiles, with the filters the screens send', () => {
    it('every row, and pages of 5 and 20 with the same total', async () => {
        const all = await expectSameList<OrderSummary>('orders', ORDER_ROW_DIFFERENCES, {}, 1, 100);
        expect(all.total).toBe(all.data.length);
        await expectSameList('orders', ORDER_ROW_DIFFERENCES, {}, 2, 5);
        const last = await expectSameList('orders', ORDER_ROW_DIFFERENCES, {}, 4, 20);
        expect(last.data).toHaveLength(all.total - 60);
        // past the end: no rows, the same total
        const past = await Promise.all(pair.both.map(s => listOn(s, 'orders', {}, 9, 10)));
        expect(past.map(p => [p.data.length, p.total])).toEqual([
            [0, all.total],
            [0, all.total],
        ]);
    });

    it('by a name, an order number, an applicant and a range of days', async () => {
        const rows = await allOf<OrderSummary>('orders');
        const name = rows.find(
            r => rows.filter(o => o.trademarkName === r.trademarkName).length > 1,
        );
        const named = await expectSameList<OrderSummary>('orders', ORDER_ROW_DIFFERENCES, {
            trademarkName: name!.trademarkName,
        });
        expect(named.total).toBeGreaterThan(1);
        await expectSameList('orders', ORDER_ROW_DIFFERENCES, {
            orderId: rows[7]!.id.slice(0, 12),
        });
        await expectSameList('orders', ORDER_ROW_DIFFERENCES, { applicant: rows[3]!.applicant });
        // the date pickers' days, the end day included
        const days = await expectSameList<OrderSummary>(
            'orders',
            ORDER_ROW_DIFFERENCES,
            {
                startTime: rows[30]!.createTime.slice(0, 10),
                endTime: rows[10]!.createTime.slice(0, 10),
            },
            1,
            100,
        );
        expect(days.data.map(r => r.id)).toEqual(
            expect.arrayContaining([rows[10]!.id, rows[30]!.id]),
        );
    });

    it('by one state (a tab), several (商标局驳回, a list of choices) and the correction state', async () => {
        const cases: [Record<string, unknown>, number[]][] = [
            [{ state: '1' }, [1]],
            [{ state: '29,30' }, [29, 30]],
            [{ state: ['2', '3'] }, [2, 3]],
            [{ state: '29,30', trademarkName: '' }, [29, 30]],
        ];
        for (const [filter, states] of cases) {
            const page = await expectSameList<OrderSummary>(
                'orders',
                ORDER_ROW_DIFFERENCES,
                filter,
                1,
                100,
            );
            expect(new Set(page.data.map(r => r.state))).toEqual(new Set(states));
        }
        // merged newest first on the spec, page after page, as ours answers in one call
        await expectSameList('orders', ORDER_ROW_DIFFERENCES, { state: '29,30' }, 2, 4);
        const awaiting = await expectSameList<OrderSummary>('orders', ORDER_ROW_DIFFERENCES, {
            supplementState: '2',
        });
        // each awaiting row's deadline: sent on ours, read from the detail on the spec
        expect(
            awaiting.data.every(r => /^\d{4}-\d\d-\d\d /.test(r.acceptExpirationDate ?? '')),
        ).toBe(true);
    });

    it('by the days left (即将到期, 法定期限) and on the deadline desk', async () => {
        const soon = await expectSameList<OrderSummary>(
            'orders',
            ORDER_ROW_DIFFERENCES,
            { dueWithin: '7' },
            1,
            1,
        );
        const month = await expectSameList<OrderSummary>(
            'orders',
            ORDER_ROW_DIFFERENCES,
            { dueWithin: '60' },
            1,
            100,
        );
        expect(month.total).toBeGreaterThan(soon.total);
        const [def, spec] = await Promise.all(pair.both.map(s => s.provider.listDueOrders()));
        expect(def.length).toBeGreaterThanOrEqual(month.total);
        expectSameRecords(def, spec, ORDER_ROW_DIFFERENCES, pair.spec.fileOrigin);
        // the review and renewal deadlines' day of state, read from the details on the spec
        expect(spec.filter(r => r.stateTime).length).toBeGreaterThan(0);
    });

    it('every order by listAll (exports, the notification centre)', async () => {
        const [def, spec] = await Promise.all(
            pair.both.map(s => s.provider.listAll<OrderSummary>('orders')),
        );
        expect(def).toHaveLength((await listOn(pair.spec, 'orders')).total);
        expectSameRecords(def, spec, ORDER_ROW_DIFFERENCES, pair.spec.fileOrigin);
    });

    it("each order's detail, by getMany: its progress, notice and history", async () => {
        const ids = (await allOf<OrderSummary>('orders')).map(row => row.id);
        const [def, spec] = await Promise.all(
            pair.both.map(s => s.provider.getMany<Order>('orders', { ids })),
        );
        expect(def.data.map(o => o.id)).toEqual(ids);
        expectSameRecords(def.data, spec.data, ORDER_DETAIL_DIFFERENCES, pair.spec.fileOrigin);
        // the comparison met a notice in every answered state, and the review's records
        const answered = new Set(def.data.map(o => o.supplement?.supplementState));
        for (const state of [2, 3, 4, 5, 6]) expect(answered).toContain(state);
        expect(def.data.some(o => o.timeline.some(s => s.kind === 'corrected'))).toBe(true);
    });
});

describe('official documents and capital details: the same rows on both profiles', () => {
    it('documents: every row, a page, by name, order and delivery days', async () => {
        const all = await expectSameList<OfficialDocument>(
            'officialDocuments',
            DOCUMENT_DIFFERENCES,
            {},
            1,
            100,
        );
        await expectSameList('officialDocuments', DOCUMENT_DIFFERENCES, {}, 2, 5);
        const [doc, older] = [all.data[2]!, all.data[12]!];
        await expectSameList('officialDocuments', DOCUMENT_DIFFERENCES, {
            trademarkName: doc.trademarkName,
        });
        await expectSameList('officialDocuments', DOCUMENT_DIFFERENCES, { orderId: doc.orderId });
        await expectSameList('officialDocuments', DOCUMENT_DIFFERENCES, {
            startTime: older.deliveryTime.slice(0, 10),
            endTime: doc.deliveryTime.slice(0, 10),
        });
    });

    it('a document keeps its id from one reading to the next (the batch download remembers it)', async () => {
        const first = await listOn<OfficialDocument>(pair.spec, 'officialDocuments', {}, 1, 5);
        await new Promise(resolve => setTimeout(resolve, 5));
        const again = await listOn<OfficialDocument>(pair.spec, 'officialDocuments', {}, 1, 5);
        // each reading signs the URLs anew
        expect(again.data[0]!.officialFile.url).not.toBe(first.data[0]!.officialFile.url);
        expect(again.data.map(d => d.id)).toEqual(first.data.map(d => d.id));
    });

    it('capital details: every row, a page, by direction, type, days and order number', async () => {
        const all = await expectSameList<CapitalDetail>('capitalDetails', [], {}, 1, 100);
        await expectSameList('capitalDetails', [], {}, 2, 5);
        await expectSameList('capitalDetails', [], { inandexType: 2 });
        await expectSameList('capitalDetails', [], { tradeType: 1 });
        const [late, early] = [all.data[1]!, all.data[15]!];
        await expectSameList('capitalDetails', [], {
            inandexType: late.inandexType,
            tradeTimeBegin: early.tradeTime.slice(0, 10),
            tradeTimeEnd: late.tradeTime.slice(0, 10),
        });
        // an order's money movements on its record page
        const charged = all.data.find(d => d.paymentSn.startsWith('TM'))!;
        await expectSameList('capitalDetails', [], { paymentSn: charged.paymentSn }, 1, 50);
    });
});

describe("the screens' other reads: the same answers on both profiles", () => {
    const same = async (
        read: (side: PortalSide) => Promise<unknown>,
        differences: Difference[] = [],
    ) => {
        const [def, spec] = await Promise.all(pair.both.map(read));
        expectSameRecords(def, spec, differences, pair.spec.fileOrigin);
        return def;
    };

    it("the dashboard's counts, trend and applicants", async () => {
        const counts = await same(s => s.provider.getOrderStatistics());
        expect(Object.values(counts as object)).not.toContain(null);
        const applicants = await same(s => s.provider.getApplicantStatistics());
        expect(applicants).toEqual({ total: (await listOn(pair.spec, 'applicants')).total });
    });

    it('the account page, the privilege and the prices', async () => {
        await same(s => s.provider.getSpInfo());
        await same(s => s.provider.getPrivilege());
        await same(s => s.provider.getUnitPrices());
    });

    it("the wizard's classification: the classes (without headings on the spec) and groups", async () => {
        await same(
            s => s.provider.getNiceClasses(),
            [{ path: 'description', reason: 'the class heading is ours', check: emptyText }],
        );
        await same(s => Promise.all(['09', '35', '43'].map(c => s.provider.getNiceGroups(c))));
    });

    it("a document's preview: the same file's URL, presigned on the spec", async () => {
        const docs = await Promise.all(
            pair.both.map(s => listOn<OfficialDocument>(s, 'officialDocuments')),
        );
        await same(
            s => s.provider.previewPdf(docs[s === pair.default ? 0 : 1]!.data[0]!.officialFile.url),
            [{ path: 'urls[]', reason: 'files come as presigned URLs', check: presignedUrl }],
        );
    });
});
