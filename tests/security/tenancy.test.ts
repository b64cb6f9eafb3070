/**
 * Tenancy sweep (docs/security.md): every call that takes an id, a file key or URL, a payment
 * number or a filter is aimed at agency 1's data with agency 2's token, and never reads or
 * changes it. One row per call and aim: a refused call answers 403/404 (or the 400 of a
 * reference the caller may not use) and leaves the db and the stored files exactly as they
 * were; a list or check answers as if agency 1's rows did not exist. Each row's control — the
 * same call aimed at data the caller may use — succeeds, so a refusal is the tenancy check and
 * not a malformed request. A guard walks the routes the mock server registers: each one is in
 * the sweep or in the commented list of calls that take no agency-owned reference.
 */
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../domain/types/wire';
import { expectError, expectOk, idsOf } from '../api/harness';
import { expectLedger } from '../api/support/ledger';
import { registeredRoutes } from '../api/support/routes';
import { accountRows } from './support/tenancy/accountRows';
import { applicantRows } from './support/tenancy/applicantRows';
import type { Row } from './support/tenancy/checks';
import { documentRows } from './support/tenancy/documentRows';
import { extensionRows } from './support/tenancy/extensionRows';
import { fileRows } from './support/tenancy/fileRows';
import { moneyRows } from './support/tenancy/moneyRows';
import { orderRows } from './support/tenancy/orderRows';
import { EXEMPT, FILES_ROUTE, isSimRoute } from './support/tenancy/routes';
import { pick, withSweep } from './support/tenancy/world';
import { wizardRows } from './support/tenancy/wizardRows';

/** The routes of a freshly built app. */
const ROUTES = registeredRoutes();

const t = withSweep();

/** One row per call and aim, by area of the API. */
const ROWS: Row[] = [
    ...applicantRows(t),
    ...fileRows(t),
    ...wizardRows(t),
    ...orderRows(t),
    ...documentRows(t),
    ...moneyRows(t),
    ...accountRows(t),
    ...extensionRows(t),
];

const registered = (route: string): boolean => ROUTES.includes(route);

describe('tenant isolation: lists (from the former tests/api/tenancy.test.ts)', () => {
    const LISTS = [
        ['/api/listApplicants', 'applicants'],
        ['/api/findTrademarkOrderList', 'orders'],
        ['/api/findOfficialDocuemntList', 'officialDocuments'],
        ['/api/findCapitalDetailList', 'capitalDetails'],
    ] as const;

    it.each(LISTS)(
        '%s shows an agent of agency 1 the whole agency, not agency 2',
        async (listPath, collection) => {
            const rows: { id: number; spId: number }[] = t.server.store.snapshot()[collection];
            const page = expectOk(
                await t.agent.get<Paged<{ id: number }>>(listPath, { pgCount: 100 }),
            );
            expect(idsOf(page.elements)).toEqual(idsOf(rows.filter(r => r.spId === 1)));
        },
    );

    it('the other direction: agency 1 cannot read agency 2’s applicant or order', async () => {
        const db = t.server.store.snapshot();
        const theirApplicant = pick(db.applicants, a => a.spId === 2, 'applicant of agency 2');
        const ownApplicant = pick(db.applicants, a => a.spId === 1, 'applicant of agency 1');
        expectError(
            await t.agent.get('/api/describeApplicant', { id: theirApplicant.id }),
            404,
            '申请人不存在',
        );
        expectOk(await t.agent.get('/api/describeApplicant', { id: ownApplicant.id }));
        expectOk(await t.other.get('/api/describeApplicant', { id: theirApplicant.id }));
        const theirOrder = pick(db.orders, o => o.spId === 2, 'order of agency 2');
        expectError(
            await t.agent.get(`/api/findTrademarkOrderDetail/${theirOrder.id}`),
            404,
            '订单不存在',
        );
        expectOk(await t.other.get(`/api/findTrademarkOrderDetail/${theirOrder.id}`));
    });
});

describe('tenancy sweep: agency 2’s token aimed at agency 1’s data', () => {
    for (const row of ROWS) {
        it(`${row.route} — ${row.aim}`, row.run);
    }

    it('leaves the ledger of both agencies consistent', () => {
        expectLedger(t.server.store.snapshot());
    });
});

describe('guard: every registered route is swept or exempt', () => {
    it('finds the routes of the app (the walk works)', () => {
        expect(ROUTES).toContain('POST /api/login');
        expect(ROUTES).toContain(FILES_ROUTE);
        expect(ROUTES).toContain('GET /api/findTrademarkOrderDetail/:id');
    });

    it('has a sweep row or an exemption with a reason for each registered route', () => {
        const swept = new Set(ROWS.map(r => r.route));
        const unlisted = ROUTES.filter(r => !swept.has(r) && !(r in EXEMPT) && !isSimRoute(r));
        expect(unlisted, 'add a row to ROWS, or to EXEMPT with the reason').toEqual([]);
    });

    it('sweeps and exempts only routes that exist', () => {
        const stale = [...ROWS.map(r => r.route), ...Object.keys(EXEMPT)].filter(
            r => !registered(r),
        );
        expect(stale).toEqual([]);
        for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(20);
    });

    it('swept rows never also appear as exempt', () => {
        expect(ROWS.map(r => r.route).filter(r => r in EXEMPT)).toEqual([]);
    });
});
