/**
 * The audit trail (extension): every money movement, order submission and close, risk
 * acknowledgement, settings and password change is recorded with who, when, from where and
 * the states before and after; an admin reads the agency's records, an agent only their own;
 * no call changes or deletes a record; the spec profile has none of these calls.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/types/orders';
import type { Payment } from '../../domain/types/money';
import type { Paged } from '../../domain/types/wire';
import { formatChinaTime } from '../../domain/rules/time';
import type { AuditRecord } from '../../mock-server/rules/audit';
import { DEMO, expectError, expectOk, sha256Hex, withTestServer } from './harness';
import type { Client } from './harness';
import { CREATE, withOrderDrafts } from './support/orderDrafts';

const LIST = '/api/audit/list';
const ACK = '/api/audit/acknowledgeRisk';

const list = async (client: Client, query: Record<string, string | number> = {}) =>
    expectOk(await client.get<Paged<AuditRecord>>(LIST, { pgCount: 100, ...query }));

const today = () => formatChinaTime(Date.now()).slice(0, 10);
const dayAfter = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the audit trail', () => {
    const ctx = withOrderDrafts();
    let agent: Client;
    let order: Order;

    it('records an order an agent submits, and the fee it charged, with the balance before and after', async () => {
        agent = await ctx.server.login(...DEMO.agent);
        const balanceBefore = ctx.server.readDb().agencies[0].balanceFen;
        order = expectOk(await agent.post<Order>(CREATE, ctx.draft()));
        const { elements } = await list(ctx.admin);
        const submit = elements.find(r => r.kind === 'orderSubmit' && r.object === order.orderId);
        expect(submit).toMatchObject({
            userName: 'agent',
            address: expect.stringMatching(/127\.0\.0\.1/),
            time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            before: null,
            after: { state: 1, trademarkName: order.trademarkName, feeFen: 30_000 },
        });
        const fee = elements.find(r => r.kind === 'money' && r.object === order.orderId);
        expect(fee).toMatchObject({
            userName: 'agent',
            before: { balanceFen: balanceBefore },
            after: { balanceFen: balanceBefore - 30_000, moneyFen: 30_000, tradeType: 2 },
        });
    });

    it('records a close and its refund', async () => {
        expectOk(await ctx.admin.post('/api/closeTrademarkOrder', { id: order.id }));
        const { elements } = await list(ctx.admin, { kind: 'orderClose' });
        expect(elements).toHaveLength(1);
        expect(elements[0]).toMatchObject({
            userName: 'admin',
            object: order.orderId,
            before: { state: 1 },
            after: { state: 4 },
        });
        const money = (await list(ctx.admin, { kind: 'money' })).elements;
        expect(money[0]).toMatchObject({
            object: order.orderId,
            after: { tradeType: 3, moneyFen: 30_000 },
        });
        expect(money[0].after).toMatchObject({
            balanceFen: (money[0].before as { balanceFen: number }).balanceFen + 30_000,
        });
    });

    it('records who started a top-up, then its credit by the cashier', async () => {
        const payment = expectOk(
            await ctx.admin.post<Payment>('/api/payment', { amount: 500, channel: 'wx_pub_qr' }),
        );
        const key = ctx.server
            .readDb()
            .payments.find(p => p.paymentSn === payment.paymentSn)?.cashierKey;
        expectOk(
            await ctx.server.request('POST', `/pay/${payment.paymentSn}/confirm`, {
                query: { key: key ?? '' },
            }),
        );
        const { elements } = await list(ctx.admin, { kind: 'money' });
        expect(elements.find(r => r.object === payment.paymentSn)).toMatchObject({
            userId: null,
            after: { moneyFen: 50_000, tradeType: 1, inandexType: 1 },
        });
        const started = (await list(ctx.admin, { kind: 'topUpStart' })).elements;
        expect(started.find(r => r.object === payment.paymentSn)).toMatchObject({
            userName: 'admin',
            before: null,
            after: { amountFen: 50_000, channel: 'wx_pub_qr' },
        });
        expect(started.find(r => r.object === payment.paymentSn)?.address).not.toBe('');
    });

    it('records a risk acknowledgement, a settings change and a password change', async () => {
        expectOk(await agent.post(ACK, { object: '知联测试', risk: 'nameCheck' }));
        expectError(await agent.post(ACK, { object: 'x' }), 400);
        const settings = { login_style: 2, forbidChangePasswordUserIds: [] };
        expectOk(await ctx.admin.post('/admin/api/settings', settings));
        const other = await ctx.server.login(...DEMO.other);
        expectOk(
            await other.post('/admin/api/changePassword', {
                old_password: sha256Hex('Other@123'),
                password: sha256Hex('Other@1234'),
                password_confirm: sha256Hex('Other@1234'),
            }),
        );
        const mine = (await list(ctx.admin)).elements;
        expect(mine.find(r => r.kind === 'settingsChange')).toMatchObject({
            userName: 'admin',
            after: settings,
        });
        const ack = (await list(agent, { kind: 'riskAcknowledge' })).elements;
        expect(ack).toEqual([
            expect.objectContaining({
                userName: 'agent',
                object: '知联测试',
                after: { risk: 'nameCheck' },
            }),
        ]);
        // `other` belongs to another agency: its record is not in this one's trail
        expect(mine.some(r => r.kind === 'passwordChange')).toBe(false);
        expect((await list(other, { kind: 'passwordChange' })).elements).toEqual([
            expect.objectContaining({ userName: 'other', object: 'other', before: null }),
        ]);
    });

    it('shows an agent only their own records, whatever user they ask for', async () => {
        const admin = ctx.server.readDb().users.find(u => u.name === 'admin');
        const all = (await list(agent)).elements;
        expect(all.length).toBeGreaterThan(0);
        expect(all.every(r => r.userName === 'agent')).toBe(true);
        expect(
            (await list(agent, { userId: admin?.id ?? 0 })).elements.every(
                r => r.userName === 'agent',
            ),
        ).toBe(true);
        const adminOnly = (await list(ctx.admin, { userId: admin?.id ?? 0 })).elements;
        expect(adminOnly.length).toBeGreaterThan(0);
        expect(adminOnly.every(r => r.userName === 'admin')).toBe(true);
    });

    it('filters by kind and date range and pages', async () => {
        const day = today();
        const all = await list(ctx.admin, { timeBegin: day, timeEnd: dayAfter(day) });
        expect(all.totalElements).toBeGreaterThanOrEqual(5);
        expect((await list(ctx.admin, { timeEnd: day })).totalElements).toBe(0);
        const page = expectOk(
            await ctx.admin.get<Paged<AuditRecord>>(LIST, { pgIndex: 2, pgCount: 2 }),
        );
        expect(page.totalElements).toBe(all.totalElements);
        expect(page.elements.map(r => r.id)).toEqual(all.elements.slice(2, 4).map(r => r.id));
        expectError(await ctx.admin.get(LIST, { kind: 'deleteEverything' }), 400);
    });

    it('refuses any change or deletion of a record, even straight in the database', () => {
        const db = new Database(ctx.server.dbFile);
        try {
            const count = () => db.prepare('SELECT COUNT(*) FROM audit_log').pluck().get();
            const before = count();
            expect(before).toBeGreaterThan(0);
            expect(() => db.prepare("UPDATE audit_log SET kind = 'x'").run()).toThrow(
                /append-only/,
            );
            expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
            expect(count()).toBe(before);
        } finally {
            db.close();
        }
    });

    it('has no call that changes or deletes a record', async () => {
        for (const [method, path] of [
            ['POST', '/api/audit/update'],
            ['POST', '/api/audit/delete'],
            ['DELETE', '/api/audit/list'],
            ['PUT', '/api/audit/list'],
        ] as const) {
            const answer = await ctx.server.request(method, path, {
                token: ctx.admin.token,
                body: {},
            });
            expect(answer.httpStatus, `${method} ${path}`).toBe(404);
        }
    });
});

describe('the audit trail in the spec profile', () => {
    const ctx = withTestServer({ profile: 'spec' }, ['admin']);

    it('answers 404 for the audit calls', async () => {
        expectError(await ctx.admin.get(LIST), 404);
        expectError(await ctx.admin.post(ACK, { risk: 'nameCheck' }), 404);
    });
});
