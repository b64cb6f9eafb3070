/**
 * A few thousand malformed requests against every route of the mock server, from a seeded PRNG
 * (`FUZZ_SEED` picks another seed; `FUZZ_PER_ROUTE` the requests per route). Every answer must
 * be a JSON envelope (or, where the route serves them, file bytes or the cashier page) with no
 * 5xx; a refused request must leave the db exactly as it was; nothing may pollute
 * Object.prototype; every read sent again as a HEAD answers its GET's status with no body and
 * writes nothing; and the server must still answer afterwards. The clock is fixed, so even
 * the sessions do not slide and the whole db can be compared. `FUZZ_REPORT=<file>` writes every
 * problem found there (the failure shows the first 40).
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../mock-server/db';
import type { LoginAnswer } from '../../domain/types/account';
import { expectOk, sha256Hex, withTestServer } from '../api/harness';
import { registeredRoutes } from '../api/support/routes';
import { ROUTES, routeKey } from './fuzz/catalogue';
import type { Samples } from './fuzz/catalogue';
import { makeCase, Rng } from './fuzz/generate';
import type { FuzzCase } from './fuzz/generate';
import { checkAnswer, describeCase, sender } from './fuzz/send';
import type { Outcome } from './fuzz/send';

const SEED = Number(process.env.FUZZ_SEED ?? 20250604);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 80);
const STRAY_CASES = 150;
const CONCURRENCY = 8;
const NOW = new Date('2025-06-04T02:00:00Z');
/** a user the fuzz's logouts may end, so admin's and agent's sessions live on */
const SPARE_USER = ['zhaolei', 'Agent@123'] as const;

const ctx = withTestServer({ now: () => NOW, seedNow: NOW }, ['admin', 'agent', 'other']);
const tokens: Record<string, string> = {};

beforeAll(() => {
    tokens.admin = ctx.admin.token;
    tokens.agent = ctx.agent.token;
    tokens.other = ctx.other.token;
});

const samplesOf = async (db: Db): Promise<Samples> => {
    const own = <T extends { spId: number }>(rows: T[]) => rows.filter(r => r.spId === 1);
    const first = <T>(rows: T[], what: string): T => {
        if (!rows[0]) throw new Error(`the seed has no ${what}`);
        return rows[0];
    };
    const openOrder = own(db.orders).find(o => o.state !== 4);
    const busyOrder = first(
        own(db.orders).filter(
            o =>
                o.state === 20 &&
                !db.supplements.some(s => s.orderTbId === o.id && s.supplementState === 2),
        ),
        'order in state 20 without an open notice',
    );
    const ownApplicantId = first(own(db.applicants), 'applicant').id;
    const applicantBody = expectOk(
        await ctx.admin.get<Record<string, unknown>>('/api/describeApplicant', {
            id: ownApplicantId,
        }),
    );
    return {
        ownApplicantId,
        busyApplicantId: openOrder?.applicantTbId ?? ownApplicantId,
        otherApplicantId: first(
            db.applicants.filter(a => a.spId === 2),
            'applicant of agency 2',
        ).id,
        busyOrderId: busyOrder.id,
        otherOrderId: first(
            db.orders.filter(o => o.spId === 2),
            'order of agency 2',
        ).id,
        answeredSupplementId: first(
            own(db.supplements).filter(s => s.supplementState === 6),
            'answered notice',
        ).id,
        ownPdfKey: first(
            own(db.files).filter(f => f.mime === 'application/pdf'),
            'PDF',
        ).ossKey,
        officialKey: first(own(db.officialDocuments), 'official document').officialFile.ossKey,
        otherFileKey: first(
            db.files.filter(f => f.spId === 2),
            'file of agency 2',
        ).ossKey,
        ownAttorneyKey: first(
            own(db.files).filter(f => f.policy === 'ATTORNEY'),
            'proxy letter',
        ).ossKey,
        ownIconKey: first(
            own(db.files).filter(f => f.policy === 'ICON'),
            'trademark picture',
        ).ossKey,
        paidPaymentSn: first(
            own(db.payments).filter(p => p.paymentState === 1),
            'paid payment',
        ).paymentSn,
        cls: busyOrder.cls,
        mins: busyOrder.mins,
        applicantBody,
        userIds: db.users.filter(u => u.spId === 1).map(u => u.id),
    };
};

/**
 * A session the fuzz's logouts may end. Once the login throttle locks this address (the login
 * fuzz sends many wrong passwords) there is none: the logouts then go without a session.
 */
const spareSession = async (): Promise<string> => {
    const answer = await ctx.server.request<LoginAnswer>('POST', '/api/login', {
        body: { name: SPARE_USER[0], password: sha256Hex(SPARE_USER[1]) },
    });
    return answer.httpStatus === 200 ? answer.body.data.token : 'no-spare-session';
};

/** The own property names of the built-in prototypes: any addition is pollution. */
const prototypeShape = (): string =>
    [Object.prototype, Array.prototype, Function.prototype, String.prototype]
        .map(proto => Object.getOwnPropertyNames(proto).sort().join(','))
        .join('|');

const isPolluted = (): boolean => {
    const probe: Record<string, unknown> = {};
    return probe.polluted !== undefined || probe.isAdmin !== undefined || probe.spId !== undefined;
};

/** Which collections differ between two JSON snapshots of the db. */
const changedCollections = (before: string, after: string): string => {
    const a = JSON.parse(before) as Record<string, unknown>;
    const b = JSON.parse(after) as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .filter(key => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
        .join(', ');
};

/** Paths of stored files and cashier pages a successful answer hands out. */
const linksOf = (out: Outcome): string[] => {
    if (out.status !== 200 || !String(out.headers['content-type']).includes('json')) return [];
    const data = (JSON.parse(out.body.toString('utf8')) as { data?: unknown }).data;
    if (typeof data !== 'object' || data === null) return [];
    const { url, urls, codeUrl } = data as { url?: unknown; urls?: unknown; codeUrl?: unknown };
    const found = [url, ...(Array.isArray(urls) ? urls : []), codeUrl].filter(
        (link): link is string => typeof link === 'string',
    );
    return found.map(link => link.replace(/^https?:\/\/[^/]+/, ''));
};

describe('fuzz', () => {
    it('has a catalogue entry for every route the server registers', () => {
        const registered = registeredRoutes({ now: () => NOW }, ctx.server.dbFile).filter(
            key => !key.startsWith(routeKey('_all', '')),
        );
        expect(registered.length).toBeGreaterThan(30);
        const catalogued = new Set(ROUTES.map(r => routeKey(r.method, r.path)));
        expect(
            registered.filter(key => !catalogued.has(key)),
            'registered routes missing from tests/reliability/fuzz/catalogue.ts',
        ).toEqual([]);
        expect(
            ROUTES.filter(r => !registered.includes(routeKey(r.method, r.path))).map(r =>
                routeKey(r.method, r.path),
            ),
            'catalogue entries that no route answers',
        ).toEqual([]);
    });

    it(
        `answers thousands of malformed requests with envelopes, no 5xx and no stray writes (seed ${SEED})`,
        { timeout: 120_000 },
        async () => {
            const samples = await samplesOf(ctx.server.store.snapshot());
            // The first read of an official document renders its letter and records the
            // size (rules/officialFiles.ts): done now, so that no read of the fuzz writes.
            for (const [key, token] of [
                [samples.officialKey, tokens.admin],
                [samples.ownPdfKey, tokens.admin],
                [samples.otherFileKey, tokens.other],
            ]) {
                expect((await ctx.server.fetchRaw('GET', `/files/${key}`, { token })).status).toBe(
                    200,
                );
            }
            const rng = new Rng(SEED);
            const cases: FuzzCase[] = [];
            for (const route of ROUTES) {
                const n = Math.round(PER_ROUTE * (route.weight ?? 1));
                for (let i = 0; i < n; i += 1)
                    cases.push(makeCase(rng, cases.length, route, samples));
            }
            for (let i = 0; i < STRAY_CASES; i += 1)
                cases.push(makeCase(rng, cases.length, null, samples));

            const problems: string[] = [];
            const fail = (c: FuzzCase, problem: string) =>
                problems.push(`FUZZ_SEED=${SEED} ${describeCase(c)} → ${problem}`);
            const protoShape = prototypeShape();
            const checkPrototypes = (c: FuzzCase) => {
                if (prototypeShape() !== protoShape || isPolluted()) {
                    fail(c, 'polluted a built-in prototype');
                }
            };
            const http = sender(ctx.server.url, CONCURRENCY);
            const links = new Map<string, FuzzCase>();
            let sent = 0;
            const phases: string[] = [];
            const started = performance.now();

            /** each read's status, for its HEAD */
            const statusOf = new Map<number, number>();
            const run = async (c: FuzzCase, who = tokens): Promise<Outcome | null> => {
                sent += 1;
                try {
                    const out = await http.send(c, who);
                    statusOf.set(c.index, out.status);
                    const problem = checkAnswer(c, out);
                    if (problem) fail(c, problem);
                    else for (const link of linksOf(out)) if (!links.has(link)) links.set(link, c);
                    return out;
                } catch (error) {
                    fail(c, `no answer: ${(error as Error).message}`);
                    return null;
                }
            };

            /**
             * The db as the last request left it, read again only when SQLite counts a row
             * changed since (a refused write that rolled back is still compared in full).
             */
            const store = ctx.server.store;
            let rowsAt = store.rowsChanged();
            let current = JSON.stringify(store.snapshot());
            const dbNow = (): string => {
                const rows = store.rowsChanged();
                if (rows !== rowsAt) {
                    rowsAt = rows;
                    current = JSON.stringify(store.snapshot());
                }
                return current;
            };

            /** Reads, eight at a time: with the clock fixed none of them may write. */
            const readAll = async (reads: FuzzCase[]) => {
                let before = dbNow();
                for (let at = 0; at < reads.length; at += CONCURRENCY) {
                    const batch = reads.slice(at, at + CONCURRENCY);
                    await Promise.all(batch.map(c => run(c)));
                    const after = dbNow();
                    if (after !== before) {
                        const which = batch.map(c => `#${c.index}`).join(', ');
                        fail(
                            batch[0],
                            `a read among ${which} changed ${changedCollections(before, after)}`,
                        );
                    }
                    checkPrototypes(batch[0]);
                    before = after;
                }
            };

            try {
                // Writes first, one at a time; a refused one must leave the db as it was.
                let spare = await spareSession();
                let snapshot = dbNow();
                for (const c of cases.filter(x => x.mutating)) {
                    const who = c.route?.endsSession
                        ? { admin: spare, agent: spare, other: spare }
                        : tokens;
                    const out = await run(c, who);
                    const after = dbNow();
                    const ok = out !== null && out.status >= 200 && out.status < 300;
                    if (!ok && after !== snapshot) {
                        fail(c, `refused, yet changed ${changedCollections(snapshot, after)}`);
                    }
                    checkPrototypes(c);
                    if (c.route?.endsSession && ok) {
                        spare = await spareSession();
                        snapshot = dbNow();
                    } else {
                        snapshot = after;
                    }
                }
                phases.push(`writes ${((performance.now() - started) / 1000).toFixed(1)} s`);

                // Then the reads, on the db as the accepted writes left it.
                await readAll(cases.filter(c => !c.mutating));
                phases.push(`reads ${((performance.now() - started) / 1000).toFixed(1)} s`);

                // Each read again as a HEAD: its GET's status, no body, no write.
                const heads = cases.filter(c => !c.mutating && c.method === 'GET');
                let before = dbNow();
                for (let at = 0; at < heads.length; at += CONCURRENCY) {
                    const batch = heads.slice(at, at + CONCURRENCY).map(c => ({
                        ...c,
                        method: 'HEAD',
                        notes: [...c.notes, 'sent as HEAD'],
                    }));
                    await Promise.all(
                        batch.map(async c => {
                            sent += 1;
                            try {
                                const out = await http.send(c, tokens);
                                const got = statusOf.get(c.index);
                                if (out.status !== got)
                                    fail(c, `HEAD answered ${out.status}, its GET ${got}`);
                                else if (out.body.length > 0)
                                    fail(c, `HEAD answered a body of ${out.body.length} bytes`);
                            } catch (error) {
                                fail(c, `no answer: ${(error as Error).message}`);
                            }
                        }),
                    );
                    const after = dbNow();
                    if (after !== before)
                        fail(batch[0], `a HEAD changed ${changedCollections(before, after)}`);
                    before = after;
                }
                phases.push(`heads ${((performance.now() - started) / 1000).toFixed(1)} s`);

                // The files and pages the successful answers handed out open (or are refused)
                // cleanly, for their agency and for another.
                const routeOfLink = (link: string) =>
                    ROUTES.find(r =>
                        link.startsWith('/pay/')
                            ? r.path === '/pay/:paymentSn'
                            : r.template === '/files/:key',
                    ) ?? null;
                let next = cases.length;
                await readAll(
                    [...links].flatMap(([link, origin]) =>
                        ['admin', 'other'].map((who): FuzzCase => ({
                            index: next++,
                            route: routeOfLink(link),
                            method: 'GET',
                            path: link,
                            query: [],
                            headers: { Accept: 'application/json' },
                            auth: { label: who, header: `Bearer <${who}>` },
                            notes: [`link from ${describeCase(origin).slice(0, 300)}`],
                            mutating: false,
                        })),
                    ),
                );
            } finally {
                http.close();
            }

            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            console.log(
                `fuzz: ${sent} requests, seed ${SEED}, ${seconds} s (${phases.join(', ')}), ` +
                    `${problems.length} problems`,
            );
            if (process.env.FUZZ_REPORT)
                fs.writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
            expect(sent).toBeGreaterThanOrEqual(cases.length);
            expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
        },
    );

    it('still answers afterwards, with the sessions it had', async () => {
        const me = expectOk(await ctx.admin.get<{ name: string }>('/admin/api/privilege'));
        expect(me.name).toBe('admin');
        const page = expectOk(
            await ctx.admin.get<{ totalElements: number }>('/api/listApplicants', { pgCount: 1 }),
        );
        expect(page.totalElements).toBeGreaterThan(0);
    });
});
