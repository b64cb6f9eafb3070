import { describe, expect, it } from 'vitest';
import type { OfficialDocument } from '../../domain/types/documents';
import type { DocumentRow, OrderRow } from '../../mock-server/db';
import { nextDay } from '../../domain/rules/time';
import { idsOf } from './harness';
import { withAgencyList } from './support/lists';

const ctx = withAgencyList<DocumentRow, OfficialDocument>(
    db => db.officialDocuments,
    '/api/findOfficialDocuemntList',
);
const { list } = ctx;

const orderOf = (doc: DocumentRow): OrderRow => {
    const order = ctx.server.seed.orders.find(o => o.id === doc.orderTbId);
    if (!order) throw new Error(`document ${doc.id} has no order`);
    return order;
};

describe('findOfficialDocuemntList', () => {
    it('lists the agency’s documents newest first, with their order’s fields', async () => {
        const page = await list();
        expect(page.totalElements).toBe(ctx.own.length);
        const times = page.elements.map(d => d.deliveryTime);
        expect(times).toEqual([...times].sort().reverse());
        for (const doc of page.elements) {
            const row = ctx.own.find(d => d.id === doc.id);
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
        const sample = orderOf(ctx.own[3]);
        const byOrder = await list({ orderId: sample.orderId });
        expect(idsOf(byOrder.elements)).toEqual(
            idsOf(ctx.own.filter(d => d.orderTbId === sample.id)),
        );

        const name = orderOf(
            ctx.own.find(d => orderOf(d).trademarkType !== 2) ?? ctx.own[0],
        ).trademarkName;
        const byName = await list({ trademarkName: name });
        expect(idsOf(byName.elements)).toEqual(
            idsOf(ctx.own.filter(d => orderOf(d).trademarkName.includes(name))),
        );

        const byApplicant = await list({ applicant: sample.applicant });
        expect(idsOf(byApplicant.elements)).toEqual(
            idsOf(ctx.own.filter(d => orderOf(d).applicant.includes(sample.applicant))),
        );
    });

    it('filters by delivery day: startTime inclusive, endTime exclusive', async () => {
        const day = ctx.own[Math.floor(ctx.own.length / 2)].deliveryTime.slice(0, 10);
        const onDay = await list({ startTime: day, endTime: nextDay(day) });
        expect(idsOf(onDay.elements)).toEqual(
            idsOf(ctx.own.filter(d => d.deliveryTime.startsWith(day))),
        );
        const before = await list({ endTime: day });
        expect(idsOf(before.elements)).toEqual(idsOf(ctx.own.filter(d => d.deliveryTime < day)));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        await ctx.expectPages();
    });
});
