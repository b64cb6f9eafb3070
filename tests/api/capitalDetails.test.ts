import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapitalDetail } from '../../domain/types/money';
import type { Paged } from '../../domain/types/wire';
import type { CapitalRow } from '../../mock-server/db';
import { nextDay } from '../../domain/rules/time';
import { DEMO, expectOk, idsOf, startTestServer } from './harness';
import type { Client, Query, TestServer } from './harness';

let server: TestServer;
let admin: Client;
let own: CapitalRow[];

beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(...DEMO.admin);
    own = server.seed.capitalDetails.filter(c => c.spId === 1);
});
afterAll(() => server.close());

const list = async (query: Query = {}) =>
    expectOk(
        await admin.get<Paged<CapitalDetail>>('/api/findCapitalDetailList', {
            pgCount: 100,
            ...query,
        }),
    );

describe('findCapitalDetailList', () => {
    it('lists the agency’s records newest first, in yuan, the newest balance being the agency’s', async () => {
        const page = await list();
        expect(page.totalElements).toBe(own.length);
        const times = page.elements.map(c => c.tradeTime);
        expect(times).toEqual([...times].sort().reverse());
        const agency = server.seed.agencies.find(a => a.id === 1);
        expect(page.elements[0].balance).toBe((agency?.balanceFen ?? -1) / 100);
        for (const record of page.elements) {
            const row = own.find(c => c.id === record.id);
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
        const sample = own.find(c => c.tradeType === 2) ?? own[0];
        expect(idsOf((await list({ tradeSn: sample.tradeSn })).elements)).toEqual([sample.id]);
        const byOrder = await list({ paymentSn: sample.paymentSn });
        expect(idsOf(byOrder.elements)).toEqual(
            idsOf(own.filter(c => c.paymentSn.includes(sample.paymentSn))),
        );
        const topUps = await list({ paymentSn: 'PAY' });
        expect(idsOf(topUps.elements)).toEqual(idsOf(own.filter(c => c.tradeType === 1)));
    });

    it('filters by inandexType and tradeType', async () => {
        for (const inandexType of [1, 2] as const) {
            const page = await list({ inandexType });
            expect(idsOf(page.elements)).toEqual(
                idsOf(own.filter(c => c.inandexType === inandexType)),
            );
        }
        for (const tradeType of [1, 2, 3] as const) {
            const page = await list({ tradeType });
            expect(page.totalElements, `tradeType ${tradeType}`).toBeGreaterThan(0);
            expect(idsOf(page.elements)).toEqual(idsOf(own.filter(c => c.tradeType === tradeType)));
        }
    });

    it('filters by trade day: tradeTimeBegin inclusive, tradeTimeEnd exclusive', async () => {
        const day = own[Math.floor(own.length / 2)].tradeTime.slice(0, 10);
        const onDay = await list({ tradeTimeBegin: day, tradeTimeEnd: nextDay(day) });
        expect(idsOf(onDay.elements)).toEqual(idsOf(own.filter(c => c.tradeTime.startsWith(day))));
        const from = await list({ tradeTimeBegin: day });
        expect(idsOf(from.elements)).toEqual(idsOf(own.filter(c => c.tradeTime >= day)));
    });

    it('pages: default size 10, the last page, a page past the end', async () => {
        const first = expectOk(await admin.get<Paged<CapitalDetail>>('/api/findCapitalDetailList'));
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
