/**
 * The seed's order histories: the agency's review of every order past it, and the office's
 * records, documents and feedback of every order that reached the office.
 */
import { describe, expect, it } from 'vitest';
import { orderStateOf } from '../../domain/states/orders';
import { buildSeed } from '../../mock-server/seed';

const db = buildSeed(new Date());

describe('the seed’s order histories', () => {
    it('dates the review of every order past it, before what came next, and only then', () => {
        for (const order of db.orders) {
            const reviews = db.progress.filter(
                p => p.orderTbId === order.id && orderStateOf(p.state).by === 'agency',
            );
            const past = order.state === 2 || order.state === 3 || order.state >= 20;
            const closedAfterFailure = order.state === 4 && order.note !== '';
            if (!past && !closedAfterFailure) {
                expect(reviews).toEqual([]);
                continue;
            }
            expect(reviews).toHaveLength(1);
            const [review] = reviews;
            expect(review!.state).toBe(order.note ? 2 : 3);
            expect(review!.documentId).toBeNull();
            expect(review!.uploadTime > order.createTime).toBe(true);
            const office = db.progress.filter(
                p => p.orderTbId === order.id && orderStateOf(p.state).by === 'office',
            );
            for (const p of office) expect(p.uploadTime > review!.uploadTime).toBe(true);
        }
    });

    it('has the office history of every order that reached the office, and none before', () => {
        for (const order of db.orders) {
            const progress = db.progress.filter(
                p => p.orderTbId === order.id && orderStateOf(p.state).by === 'office',
            );
            const feedbacks = db.trademarkFeedbacks.filter(
                f => f.orderTbId === order.id && orderStateOf(f.state).by === 'office',
            );
            const documents = db.officialDocuments.filter(d => d.orderTbId === order.id);
            if (order.state < 20) {
                expect(progress.length + feedbacks.length + documents.length).toBe(0);
                continue;
            }
            expect(progress.some(p => p.state === order.state)).toBe(true);
            expect(feedbacks).toHaveLength(progress.length);
            for (const p of progress) {
                expect(p.spId).toBe(order.spId);
                if (p.documentId !== null) expect(documents.map(d => d.id)).toContain(p.documentId);
            }
            if ([21, 22, 29, 30, 31, 99].includes(order.state))
                expect(documents.length).toBeGreaterThan(0);
            if (order.state === 99)
                expect(documents.map(d => d.officialName)).toContain('商标注册证');
        }
        for (const d of db.officialDocuments) {
            expect(d.officialFile.ossKey).toMatch(/^docs\/[0-9a-f]+\.pdf$/);
            expect(d.officialFile.url).toBe(`/files/${d.officialFile.ossKey}`);
        }
    });
});
