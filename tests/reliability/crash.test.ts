/**
 * Crash safety of the mock server as `npm run mock` runs it: a child process on its own db
 * file, SIGKILLed in the middle of a burst of writes (requests still in flight), then started
 * again on the same file. Whatever the server acknowledged must still be there (committed in the
 * SQLite file or its WAL before the answer went out), the file must be valid, a retried order must not be charged twice, and the money must add up.
 *
 * The child process and its HTTP are in support/child.ts, the burst in support/burst.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import type { UploadAnswer } from '../../domain/types/documents';
import type { Payment, PaymentStateAnswer, SpInfo } from '../../domain/types/money';
import type { Order } from '../../domain/types/orders';
import { readDbFile } from '../../mock-server/store';
import { expectOk } from '../api/harness';
import type { Query } from '../api/harness';
import { jpeg, pdf, png } from '../api/support/samples';
import {
    allApplicantsNamed,
    applicantBody,
    BURST,
    burst,
    capitalOf,
    expectMoneyWhole,
    FEE,
    opsOf,
    orderBody,
    tempFilesOf,
} from './support/burst';
import type { Material } from './support/burst';
import { confirmPayment, login, send, startServer, stopAll } from './support/child';
import type { Child } from './support/child';

// ---- the test -------------------------------------------------------------------------------

let dir: string;
let dbFile: string;
let live: Child | undefined;
let material: Material;
/** every write acknowledged in any round, checked again after the last crash */
const everAcked = { applicants: new Map<number, string>(), orderIds: new Set<number>() };

beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-crash-'));
    dbFile = path.join(dir, 'db.sqlite');
    // A missing db file is seeded by the server itself, as on a first `npm run mock`.
    live = await startServer(dbFile);
    const session = await login(live);
    const upload = async (urlPath: string, query: Query, fileName: string, data: Buffer) =>
        expectOk(await session.upload<UploadAnswer>(urlPath, query, [{ fileName, data }]));
    const [licence, legal, icon, entrust] = await Promise.all([
        upload('/sebe_engine/api/file/uploadAdapt', { fileType: 2, discern: 0 }, '执照.png', png()),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'LEGAL_NOTICE' }, '声明.pdf', pdf()),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'ICON' }, '图样.jpg', jpeg(800, 800)),
        upload('/api/file/uploadFile', { uploadFilePolicy: 'ATTORNEY' }, '委托.jpg', jpeg()),
    ]);
    const partial = { licence, legal, icon, entrust, applicantId: 0 };
    const applicant = expectOk(
        await session.post<Applicant>(
            '/api/createApplicant',
            applicantBody('崩溃测试订单申请人', partial),
        ),
    );
    material = { ...partial, applicantId: applicant.id };
    // Money for every order of every round, through the cashier like a real top-up.
    const topUp = expectOk(
        await session.post<Payment>('/api/payment', { amount: 100_000, channel: 'wx_pub_qr' }),
    );
    expectOk(await confirmPayment(live, topUp));
}, 60_000);

afterAll(async () => {
    await stopAll();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * One round: pending top-ups to confirm, the burst and the kill, checks of the file as the
 * crash left it (with a stale temp file planted beside it), the restart on the same file and
 * port, and every acknowledged write looked up through the API.
 */
const crashRound = async (round: number, killAfter: number, delayMs: number): Promise<void> => {
    if (!live) throw new Error('no server running (an earlier round failed)');
    const session = await login(live);
    const pending = await Promise.all(
        Array.from({ length: Math.ceil(BURST / 16) }, async () =>
            expectOk(
                await session.post<Payment>('/api/payment', {
                    amount: 12.5,
                    channel: 'wx_pub_qr',
                }),
            ),
        ),
    );

    const killed = live;
    live = undefined;
    const pid = killed.process.pid ?? -1;
    const outcome = await burst(session, opsOf(round, pending), { killAfter, delayMs }, material);
    await killed.exited;
    expect(killed.process.signalCode).toBe('SIGKILL');
    expect(outcome.refused).toEqual([]);
    // killed with requests in flight, not after the burst was over
    expect(outcome.inFlightAtKill).toBeGreaterThan(0);
    const acked =
        outcome.applicants.size +
        outcome.orders.length +
        outcome.confirms.length +
        outcome.uploads.length;
    expect(acked).toBeGreaterThanOrEqual(killAfter);
    expect(acked).toBeLessThan(BURST);

    // The file as the crash left it (its WAL recovered): a db the store accepts, money whole.
    const crashed = readDbFile(dbFile);
    expectMoneyWhole(crashed);
    // A temp file of a whole-db rebuild cut short (planted, in case the kill left none) and its
    // WAL are no obstacle.
    const stale = path.join(dir, `.db.sqlite.${pid}.0badc0de.tmp`);
    const bytes = fs.readFileSync(dbFile);
    fs.writeFileSync(stale, bytes.subarray(0, Math.floor(bytes.length / 2)));
    fs.writeFileSync(`${stale}-wal`, bytes.subarray(0, 100));

    live = await startServer(dbFile, killed.port);
    expect(tempFilesOf(dir, pid)).toEqual([]);
    const after = await login(live);
    expect(expectOk(await after.get<SpInfo>('/api/spInfo')).spName).toBeTruthy();

    // every acknowledged applicant, once, under its name
    const listed = await allApplicantsNamed(after, `崩溃测试R${round}-`);
    const byId = new Map(listed.map(a => [a.id, a.applicantName]));
    expect(byId.size).toBe(listed.length);
    expect(new Set(listed.map(a => a.applicantName)).size).toBe(listed.length);
    for (const [id, name] of outcome.applicants) expect(byId.get(id), name).toBe(name);
    expect(listed.length).toBeLessThanOrEqual(
        outcome.applicants.size + outcome.unanswered.filter(op => op.kind === 'applicant').length,
    );

    // every acknowledged order, with its one charge
    for (const order of outcome.orders) {
        const detail = expectOk(
            await after.get<Order>(`/api/findTrademarkOrderDetail/${order.id}`),
        );
        expect(detail).toMatchObject({ orderId: order.orderId, trademarkName: order.name });
        const records = await capitalOf(after, order.orderId);
        expect(records.map(r => [r.inandexType, r.tradeType, r.money])).toEqual([[2, 2, FEE]]);
    }
    // An order whose answer the crash swallowed is retried, as the portal would: it is
    // filed (or found) once, and charged once.
    const retried = outcome.unanswered.filter(op => op.kind === 'order');
    for (const op of retried) {
        const order = expectOk(
            await after.post<Order>(
                '/api/createTrademarkOrder',
                orderBody(op.name, op.requestId, material),
            ),
        );
        expect(order.trademarkName).toBe(op.name);
        expect(await capitalOf(after, order.orderId)).toHaveLength(1);
    }

    // every acknowledged top-up: paid, credited once; an unanswered confirm retried
    for (const paymentSn of outcome.confirms) {
        const state = expectOk(
            await after.get<PaymentStateAnswer>('/api/getPaymentState', { paymentSn }),
        );
        expect(state.paymentState).toBe(1);
        expect((await capitalOf(after, paymentSn)).map(r => r.money)).toEqual([12.5]);
    }
    for (const op of outcome.unanswered) {
        if (op.kind !== 'confirm') continue;
        expect(expectOk(await confirmPayment(live, op.payment)).paymentState).toBe(1);
        expect(await capitalOf(after, op.payment.paymentSn)).toHaveLength(1);
    }

    // every acknowledged upload, byte for byte
    for (const upload of outcome.uploads) {
        const stored = await send(live, 'GET', `/files/${upload.ossKey}`, {
            token: after.token,
        });
        expect(stored.status, upload.ossKey).toBe(200);
        expect(stored.data.equals(upload.data), upload.ossKey).toBe(true);
    }

    // the ledger of the file, and the balance the API shows, agree
    const db = readDbFile(dbFile);
    expectMoneyWhole(db);
    const requestIds = db.orders.map(o => o.requestId).filter(Boolean);
    expect(new Set(requestIds).size).toBe(requestIds.length);
    const balanceFen = db.agencies.find(a => a.id === 1)?.balanceFen;
    expect(Math.round(expectOk(await after.get<SpInfo>('/api/spInfo')).balance * 100)).toBe(
        balanceFen,
    );

    for (const [id, name] of outcome.applicants) {
        expect(everAcked.applicants.has(id), `id ${id} given twice`).toBe(false);
        everAcked.applicants.set(id, name);
    }
    for (const order of outcome.orders) everAcked.orderIds.add(order.id);
};

describe('the mock server killed in the middle of a burst of writes', () => {
    // Three rounds on the same file, each killed at another point of its burst.
    it(
        'round 1: killed at the 30th acknowledgement, it restarts with every acknowledged write',
        () => crashRound(1, 30, 0),
        40_000,
    );
    it(
        'round 2: killed 7 ms after the 90th, it restarts with every acknowledged write',
        () => crashRound(2, 90, 7),
        40_000,
    );
    it(
        'round 3: killed 13 ms after the 150th, it restarts with every acknowledged write',
        () => crashRound(3, 150, 13),
        40_000,
    );

    it('after all three crashes, every write acknowledged in any round is still there', async () => {
        if (!live) throw new Error('no server running (an earlier round failed)');
        const session = await login(live);
        const listed = await allApplicantsNamed(session, '崩溃测试R');
        const byId = new Map(listed.map(a => [a.id, a.applicantName]));
        expect(everAcked.applicants.size).toBeGreaterThan(150);
        for (const [id, name] of everAcked.applicants) expect(byId.get(id)).toBe(name);
        const db = readDbFile(dbFile);
        for (const id of everAcked.orderIds) {
            expect(db.orders.some(o => o.id === id)).toBe(true);
        }
        expectMoneyWhole(db);
        // and the restarted server still takes writes
        const fresh = expectOk(
            await session.post<Applicant>(
                '/api/createApplicant',
                applicantBody('崩溃测试之后', material),
            ),
        );
        expect(byId.has(fresh.id)).toBe(false);
    });
});
