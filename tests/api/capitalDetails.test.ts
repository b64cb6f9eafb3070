import { describe, expect, it } from 'vitest';
import type { CapitalDetail } from '../../domain/types/money';
import type { CapitalRow } from '../../mock-server/db';
import { nextDay } from '../../domain/rules/time';
import { idsOf } from './harness';
import { withAgencyList } from './support/lists';

const ctx = withAgencyList<CapitalRow, CapitalDetail>(
    db => db.capitalDetails,
    '/api/findCapitalDetailList',
);
const { list } = ctx;

describe('findCapitalDetailList', () => {
    it('lists the agency’s records newest first, in yuan, the newest balance being the agency’s', async () => {
        const page = await list();
        expect(page.totalElements).toBe(ctx.own.length);
        const times = page.elements.map(c => c.tradeTime);
        expect(times).toEqual([...times].sort().reverse());
        const agency = ctx.server.seed.agencies.find(a => a.id === 1);
        expect(page.elements[0].balance).toBe((agency?.balanceFen ?? -1) / 100);
        for (const record of page.elements) {
            const row = ctx.own.find(c => c.id === record.id);
            expect(record).toEqual({
                id: row?.id,
                tradeSn: row?.tradeSn,
                tradeTime: row?.tradeTime,
                inandexType: row?.inandexType,
                tradeType: row?.tradeType,
                money: (row?.moneyFen ?? 0) / 100,
                paymentSn: row?.paymentSn,
                balance: (row?.balanceFen ?? 0) / 100,
            });
            expect(Number.isInteger(Math.round(record.money * 100))).toBe(true);
        }
    });

    it('filters by tradeSn and paymentSn (contains)', async () => {
        const sample = ctx.own.find(c => c.tradeType === 2) ?? ctx.own[0];
        expect(idsOf((await list({ tradeSn: sample.tradeSn })).elements)).toEqual([sample.id]);
        const byOrder = await list({ paymentSn: sample.paymentSn });
        expect(idsOf(byOrder.elements)).toEqual(
            idsOf(ctx.own.filter(c => c.paymentSn.includes(sample.paymentSn))),
        );
        const topUps = await list({ paymentSn: 'PAY' });
        expect(idsOf(topUps.elements)).toEqual(idsOf(ctx.own.filter(c => c.tradeType === 1)));
    });

    it('filters by inandexType and tradeType', async () => {
        for (const inandexType of [1, 2] as const) {
            const page = await list({ inandexType });
            expect(idsOf(page.elements)).toEqual(
                idsOf(ctx.own.filter(c => c.inandexType === inandexType)),
            );
        }
        for (const tradeType of [1, 2, 3] as const) {
            const page = await list({ tradeType });
            expect(page.totalElements, `tradeType ${tradeType}`).toBeGreaterThan(0);
            expect(idsOf(page.elements)).toEqual(
                idsOf(ctx.own.filter(c => c.tradeType === tradeType)),
            );
        }
    });

    it('filters by trade day: tradeTimeBegin inclusive, tradeTimeEnd exclusive', async () => {
        const day = ctx.own[Math.floor(ctx.own.length / 2)].tradeTime.slice(0, 10);
        const onDay = await list({ tradeTimeBegin: day, tradeTimeEnd: nextDay(day) });
        expect(idsOf(onDay.elements)).toEqual(
            idsOf(ctx.own.filter(c => c.tradeTime.startsWith(day))),
        );
        const from = await list({ tradeTimeBegin: day });
        expect(idsOf(from.elements)).toEqual(idsOf(ctx.own.filter(c => c.tradeTime >= day)));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        await ctx.expectPages();
    });
});
