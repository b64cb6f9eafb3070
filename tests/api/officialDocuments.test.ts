import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialDocument } from '../../domain/types/documents';
import type { Paged } from '../../domain/types/wire';
import type { DocumentRow, OrderRow } from '../../mock-server/db';
import { nextDay } from '../../domain/rules/time';
import { DEMO, expectOk, idsOf, startTestServer } from './harness';
import type { Client, Query, TestServer } from './harness';

let server: TestServer;
let admin: Client;
let own: DocumentRow[];
let orderOf: (doc: DocumentRow) => OrderRow;

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(...DEMO.admin);
    own = server.seed.officialDocuments.filter(d => d.spId === 1);
    orderOf = doc => {
        const order = server.seed.orders.find(o => o.id === doc.orderTbId);
        if (!order) throw new Error(`document ${doc.id} has no order`);
        return order;
    };
});
afterAll(() => server.close());

const list = async (query: Query = {}) =>
    expectOk(
        await admin.get<Paged<OfficialDocument>>('/api/findOfficialDocuemntList', {
            pgCount: 100,
            ...query,
        }),
    );

describe('findOfficialDocuemntList', () => {
    it('lists the agency’s documents newest first, with their order’s fields', async () => {
        const page = await list();
        expect(page.totalElements).toBe(own.length);
        const times = page.elements.map(d => d.deliveryTime);
        expect(times).toEqual([...times].sort().reverse());
        for (const doc of page.elements) {
            const row = own.find(d => d.id === doc.id);
            if (!row) throw new Error(`unexpected document ${doc.id}`);
            const order = orderOf(row);
            expect(doc).toEqual({
                id: row.id,
                orderId: order.orderId,
                trademarkName: order.trademarkName,
                cls: order.cls,
                deliveryTime: row.deliveryTime,
                applicant: order.applicant,
                trademarkNumber: order.trademarkNumber,
                officialName: row.officialName,
                officialFile: row.officialFile,
            });
            expect(doc.officialFile.ossKey).toMatch(/^docs\/[0-9a-f]+\.pdf$/);
            expect(doc.officialFile.url).toBe(`/files/${doc.officialFile.ossKey}`);
        }
    });

    it('filters by orderId, trademarkName and applicant', async () => {
        const sample = orderOf(own[3]);
        const byOrder = await list({ orderId: sample.orderId });
        expect(idsOf(byOrder.elements)).toEqual(idsOf(own.filter(d => d.orderTbId === sample.id)));

        const name = orderOf(own.find(d => orderOf(d).trademarkType !== 2) ?? own[0]).trademarkName;
        const byName = await list({ trademarkName: name });
        expect(idsOf(byName.elements)).toEqual(
            idsOf(own.filter(d => orderOf(d).trademarkName.includes(name))),
        );

        const byApplicant = await list({ applicant: sample.applicant });
        expect(idsOf(byApplicant.elements)).toEqual(
            idsOf(own.filter(d => orderOf(d).applicant.includes(sample.applicant))),
        );
    });

    it('filters by delivery day: startTime inclusive, endTime exclusive', async () => {
        const day = own[Math.floor(own.length / 2)].deliveryTime.slice(0, 10);
        const onDay = await list({ startTime: day, endTime: nextDay(day) });
        expect(idsOf(onDay.elements)).toEqual(
            idsOf(own.filter(d => d.deliveryTime.startsWith(day))),
        );
        const before = await list({ endTime: day });
        expect(idsOf(before.elements)).toEqual(idsOf(own.filter(d => d.deliveryTime < day)));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        const first = expectOk(
            await admin.get<Paged<OfficialDocument>>('/api/findOfficialDocuemntList'),
        );
        expect(first.elements).toHaveLength(10);
        const lastIndex = Math.ceil(own.length / 10);
        expect((await list({ pgIndex: lastIndex, pgCount: 10 })).elements).toHaveLength(
            own.length - (lastIndex - 1) * 10,
        );
        expect(await list({ pgIndex: lastIndex + 1, pgCount: 10 })).toEqual({
            elements: [],
            totalElements: own.length,
        });
    });
});
