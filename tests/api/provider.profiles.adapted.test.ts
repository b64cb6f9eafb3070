/**
 * What the data provider does in the browser where a spec-only backend lacks our extensions
 * (similarity, item search, class suggestions, the bulk name checks) answers in the same shape
 * as our backend; the extension-only calls say they are unsupported; and a stored file's links
 * open its bytes on both profiles (relative with the token on ours, presigned on the spec).
 */
import { describe, expect, it } from 'vitest';
import { UnsupportedCallError } from '../../dataProvider';
import type { OfficialDocument, Order, OrderSummary } from '../../dataProvider/records';
import type { SimilarMark } from '../../domain/types/classification';
import { unzipStored } from './support/unzip';
import { expectSameRecords } from './support/profileDiff';
import { listParams, withProfilePair } from './support/profilePair';
import type { PortalSide } from './support/profilePair';

const pair = withProfilePair();

/** The same call on both sides: default's answer first. */
const onBoth = <T>(call: (side: PortalSide) => Promise<T>) => Promise.all(pair.both.map(call));

/** An order of the default side in `state` (the seed is the same on both). */
const orderIn = async (state: number): Promise<OrderSummary> => {
    const page = await pair.default.provider.getList<OrderSummary>(
        'orders',
        listParams({ state: String(state) }),
    );
    const order = page.data[0];
    if (!order) throw new Error(`the seed has no order in state ${state}`);
    return order;
};

const MARK_FIELDS = [
    'name',
    'cls',
    'groups',
    'sharedGroups',
    'appNo',
    'appDate',
    'verdict',
    'rules',
];

/** A mark of that name found, with the fields the similarity list shows. */
const expectMarkOf = (marks: SimilarMark[], order: OrderSummary) => {
    const mark = marks.find(m => m.name === order.trademarkName && m.cls === order.cls);
    expect(mark, `${order.trademarkName} among ${marks.map(m => m.name).join('、')}`).toBeDefined();
    for (const field of MARK_FIELDS) expect(mark).toHaveProperty(field);
    expect(mark!.verdict).toBe('similar');
    expect(mark!.rules.length).toBeGreaterThan(0);
};

const firstItemOf = (order: OrderSummary) => ({ [order.cls]: order.mins.split(',')[0]! });

describe('the adapted methods answer in the same shape on the spec profile', () => {
    it('checkSimilarity: the provider’s verdict and groups, with the earlier marks behind them', async () => {
        // an order the office accepted: in our register, and among the agency's orders
        const accepted = await orderIn(21);
        const [def, spec] = await onBoth(s =>
            s.provider.checkSimilarity(accepted.trademarkName, firstItemOf(accepted)),
        );
        expect(def.examinedBy).toBe('register');
        expect(spec.examinedBy).toBe('ownOrders');
        expect(spec.Result).toBe('WARN');
        expect([spec.Result, spec.Message]).toEqual([def.Result, def.Message]);
        expect(spec.Data.DuplicateSecondaryClassification).toEqual(
            def.Data.DuplicateSecondaryClassification,
        );
        expectMarkOf(def.marks, accepted);
        expectMarkOf(spec.marks, accepted);
        // a name nobody filed: no risk on either
        const fresh = await onBoth(s => s.provider.checkSimilarity('全新之选', { '09': '090372' }));
        expect(fresh.map(c => [c.Result, c.marks])).toEqual([
            ['PASS', []],
            ['PASS', []],
        ]);
    });

    it('searchSimilar (近似查询): the earlier marks in whole classes', async () => {
        const accepted = await orderIn(21);
        const [def, spec] = await onBoth(s =>
            s.provider.searchSimilar(accepted.trademarkName, {
                classes: [accepted.cls],
                groups: [],
            }),
        );
        expect([def.examinedBy, spec.examinedBy]).toEqual(['register', 'ownOrders']);
        expectMarkOf(def.marks, accepted);
        expectMarkOf(spec.marks, accepted);
        // the spec's own check named the groups it flags
        expect(def.providerGroups).toEqual([]);
        expect(spec.providerGroups.length).toBeGreaterThan(0);
    });

    it('searchNiceItems: the same hits, ranked alike, in the browser', async () => {
        const [def, spec] = await onBoth(s => s.provider.searchNiceItems('计算机'));
        expect(def.hits.length).toBeGreaterThan(10);
        expect(spec).toEqual(def);
        expect(await pair.spec.provider.searchNiceItems('  ')).toEqual({ hits: [], total: 0 });
    });

    it('suggestClasses: the same classes and items for a description of the business', async () => {
        await pair.spec.provider.prepareClassSuggestions();
        const text = '我们开一家咖啡店，卖咖啡和甜点';
        const [def, spec] = await onBoth(s => s.provider.suggestClasses(text, 5));
        expect(def[0]!.cls).toBe('43');
        expectSameRecords(
            def,
            spec,
            [
                {
                    path: 'score',
                    reason: 'the class heading (ours) weighs in a little: within a point',
                    check: (d, s) =>
                        expect(Math.abs((d as number) - (s as number))).toBeLessThan(1),
                },
            ],
            pair.spec.fileOrigin,
        );
    });

    it('checkNamesInBulk (批量申报): each name checked as the wizard checks it', async () => {
        const accepted = await orderIn(21);
        const rows = [
            { trademarkName: accepted.trademarkName, classification: firstItemOf(accepted) },
            { trademarkName: '全新之选', classification: { '09': '090372' } },
        ];
        const [def, spec] = await onBoth(s => s.provider.checkNamesInBulk(rows));
        expect(spec).toHaveLength(2);
        expect(spec.map(r => r.name)).toEqual(def.map(r => r.name));
        expect(spec.map(r => r.similarity.examinedBy)).toEqual(['ownOrders', 'ownOrders']);
        expect(spec.map(r => r.similarity.Result)).toEqual(def.map(r => r.similarity.Result));
        expect(spec.map(r => r.similarity.Result)).toEqual(['WARN', 'PASS']);
        expectMarkOf(spec[0]!.similarity.marks, accepted);
    });
});

describe('the extension-only calls on the spec profile', () => {
    const unsupported: [string, (side: PortalSide) => Promise<unknown>][] = [
        ['the audit list', s => s.provider.getList('auditRecords', listParams())],
        ['a risk accepted', s => s.provider.acknowledgeRisk({ object: '知联', risk: '近似' })],
        ['a phone upload', s => s.provider.createPhoneUpload({ policy: 'ICON' })],
        ["a phone upload's state", s => s.provider.getPhoneUploadStatus('x')],
        ['the settings', s => s.provider.getSettings()],
        [
            'the settings saved',
            s => s.provider.saveSettings({ login_style: 2, forbidChangePasswordUserIds: [] }),
        ],
        ['the users', s => s.provider.getAgencyUsers()],
        [
            'a new password',
            s =>
                s.provider.changePassword({
                    old_password: 'Admin@123',
                    password: 'Admin@456',
                    password_confirm: 'Admin@456',
                }),
        ],
    ];

    it.each(unsupported)('%s: UnsupportedCallError, 当前服务不支持此功能', async (_name, call) => {
        const error = await call(pair.spec).then(
            () => null,
            (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(UnsupportedCallError);
        expect((error as Error).message).toBe('当前服务不支持此功能');
    });

    it('the same reads answer on ours', async () => {
        await expect(
            pair.default.provider.getList('auditRecords', listParams()),
        ).resolves.toHaveProperty('total');
        await expect(pair.default.provider.getSettings()).resolves.toHaveProperty('login_style');
        expect((await pair.default.provider.getAgencyUsers()).map(u => u.name)).toContain('admin');
    });
});

/** A file's bytes through the link the screens open (links.ts, then `readFile`). */
const bytesOf = async (side: PortalSide, url: string) =>
    Buffer.from(await (await side.provider.readFile(side.links.file(url))).arrayBuffer());

const MAGIC = { pdf: '%PDF-', jpeg: '\xff\xd8\xff', png: '\x89PNG' };

describe("a stored file's links open its bytes on both profiles", () => {
    it("an official document, an order's picture and letter, a correction's files", async () => {
        const docs = await onBoth(s =>
            s.provider.getList<OfficialDocument>('officialDocuments', listParams()),
        );
        const corrected = (await pair.default.provider.listAll<OrderSummary>('orders')).find(
            o => o.supplementState === 6,
        )!;
        const orders = await onBoth(s => s.provider.getOne<Order>('orders', { id: corrected.id }));
        const filesOf = (at: 0 | 1): [string, string][] => [
            ['pdf', docs[at].data[0]!.officialFile.url],
            ['jpeg', orders[at].data.trademarkIcon],
            ['jpeg', orders[at].data.entrustFile],
            ['pdf', orders[at].data.sebeLegalNoticeOss!.url],
            ['jpeg', orders[at].data.supplement!.userFiles[0]!],
        ];
        for (const [at, [kind, url]] of filesOf(0).entries()) {
            const [def, spec] = await onBoth(s =>
                bytesOf(s, filesOf(s === pair.default ? 0 : 1)[at]![1]),
            );
            expect(def.subarray(0, 5).toString('latin1')).toContain(
                MAGIC[kind as keyof typeof MAGIC],
            );
            expect(spec.equals(def), url).toBe(true);
        }
    });

    it('ours: a path on the service with the token; the spec: the presigned URL as sent', async () => {
        const [def, spec] = await onBoth(s =>
            s.provider.getList<OfficialDocument>('officialDocuments', listParams()),
        );
        const [ours, theirs] = [def.data[0]!.officialFile.url, spec.data[0]!.officialFile.url];
        expect(pair.default.links.file(ours)).toBe(
            `${pair.default.server.url}${ours}?access_token=${pair.default.session.getToken()}`,
        );
        // another origin than the service's: the session's token stays home
        expect(pair.spec.links.file(theirs)).toBe(theirs);
        expect(theirs.startsWith(`${pair.spec.fileOrigin}/files/`)).toBe(true);
    });

    it('the batch download: one zip of the same documents on both', async () => {
        const zips = await onBoth(async s => {
            const page = await s.provider.getList<OfficialDocument>(
                'officialDocuments',
                listParams(),
            );
            const link = s.links.batchDownload(page.data.slice(0, 3).map(d => d.officialFile));
            return unzipStored(Buffer.from(await (await s.provider.readFile(link)).arrayBuffer()));
        });
        expect(zips[0]).toHaveLength(3);
        expect(zips[1].map(e => [e.name, e.data.length])).toEqual(
            zips[0].map(e => [e.name, e.data.length]),
        );
    });
});
