/**
 * The mock backend (docs/api.md, "The mock server"): json-server's Express application with
 * one route per call, business rules in `rules/`, and the SQLite store in `store/`. The
 * `spec` profile (profile/) answers only what the spec names. The floors, bottom to top: the
 * store (store/, db.ts, paths.ts), the libraries (files/, pdf/, nice/), the rules (rules/),
 * the seed and the office simulator (seed/, sim/), and HTTP (http/, routes/, profile/,
 * cashier/, this file, main.ts); an import only ever goes down (.dependency-cruiser.cjs).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { parseFileOrigin } from './files/links';
import type { AppContext, ProfileName } from './http/context';
import { errorHandler, unknownPath } from './http/envelope';
import { answerClientError, guardFraming } from './http/framing';
import { createFileLinks } from './http/fileLinks';
import { LOOPBACK_ONLY_PATHS, loopbackOnly, networkFromEnv } from './http/network';
import type { NetworkOptions } from './http/network';
import { prepareSuggestions } from './nice/suggest';
import { profileOf } from './profile';
import { CASHIER_RATE_LIMIT, RateLimit } from './http/rateLimit';
import type { RateLimitPolicy } from './http/rateLimit';
import { LoginThrottle, DEFAULT_THROTTLE_POLICY } from './rules/loginThrottle';
import type { ThrottlePolicy } from './rules/loginThrottle';
import { registerAccountRoutes } from './routes/account';
import { registerApplicantRoutes } from './routes/applicants';
import { registerAuditRoutes } from './routes/audit';
import { registerAuthRoutes } from './routes/auth';
import { registerDocumentRoutes } from './routes/documents';
import { registerFileRoutes } from './routes/files';
import { registerOrderRoutes } from './routes/orders';
import { registerPaymentRoutes } from './routes/payments';
import { registerPhoneUploadRoutes } from './routes/phoneUpload';
import { registerSimRoutes } from './routes/sim';
import { registerStatisticsRoutes } from './routes/statistics';
import { registerWizardRoutes } from './routes/wizard';
import { seedDbFolder } from './seed';
import { fileGeneratedRegister, REGISTER_SIZE } from './seed/register';
import { startAutoProgress } from './sim/autoProgress';
import type { AutoProgress } from './sim/autoProgress';
import { Store } from './store';

export const DEFAULT_TOKEN_TTL_MS = 12 * 3_600_000;

/**
 * `MOCK_AUTOPAY_MS`: unset or empty for none; otherwise a delay in milliseconds after which a
 * pending top-up counts as paid (rules/payments.ts, `settleDuePayments`).
 */
export const readAutopayMs = (env: NodeJS.ProcessEnv = process.env): number | null => {
    const raw = env.MOCK_AUTOPAY_MS;
    if (raw === undefined || raw.trim() === '') return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) {
        throw new Error(`MOCK_AUTOPAY_MS must be an integer number of milliseconds, got "${raw}"`);
    }
    return value;
};

export interface MockAppOptions {
    /**
     * the SQLite db file; created and seeded when missing (a path ending in `.json` names the
     * SQLite file beside it, and a JSON db found there is imported once)
     */
    dbFile: string;
    /** sliding session lifetime, 12 h by default */
    tokenTtlMs?: number;
    /** the clock, injectable for tests */
    now?: () => Date;
    /** login throttling; DEFAULT_THROTTLE_POLICY (5 per account, 20 per address) by default */
    loginThrottle?: Partial<ThrottlePolicy>;
    /** the cashier's requests per address; CASHIER_RATE_LIMIT (30 a minute) by default */
    cashierRateLimit?: Partial<RateLimitPolicy>;
    /**
     * `MOCK_PROFILE`: `default` (the documented extensions beyond the spec) or `spec` (only
     * what the spec names, with presigned absolute file URLs); `default` by default
     */
    profile?: ProfileName;
    /**
     * `MOCK_FILE_ORIGIN`: the http(s) origin of the presigned file URLs the spec profile
     * hands out; the mock itself (`http://localhost:<port>`) by default
     */
    fileOrigin?: string;
    /**
     * `MOCK_LAN=1` (`lan`): the simulator and the cashier answer any address, not only this
     * machine; `MOCK_TRUST_PROXY=1` (`trustProxy`): a proxy on this machine's `X-Forwarded-*`
     * headers are believed (http/network.ts). Read from the environment unless given.
     */
    network?: Partial<NetworkOptions>;
    /**
     * `MOCK_KEPT_READS`: how many order-list pages are kept in memory until the database
     * changes (store/readCache.ts); 256 by default, 0 reads SQLite on every call
     */
    keptReads?: number;
    /**
     * `MOCK_OCR=off` (`ocr: false`): `uploadAdapt` reads no document even where tesseract is
     * installed (mock-server/ocr/); by default it reads them when it is
     */
    ocr?: boolean;
    /**
     * how many generated earlier marks the register of the similarity examination holds
     * (seed/register.ts), filed once into a database that has none; none by default (tests),
     * `MOCK_REGISTER_SIZE` or REGISTER_SIZE (20,000) for the server main.ts starts
     */
    registerSize?: number;
}

/** `MOCK_REGISTER_SIZE`, checked: a whole number up to a million. */
export const readRegisterSize = (env: NodeJS.ProcessEnv = process.env): number => {
    const raw = env.MOCK_REGISTER_SIZE;
    if (raw === undefined || raw.trim() === '') return REGISTER_SIZE;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
        throw new Error(
            `MOCK_REGISTER_SIZE must be a whole number from 0 to 1000000, got "${raw}"`,
        );
    }
    return value;
};

export interface MockApp {
    app: Express;
    store: Store;
}

/** Builds the Express application of the mock server on its db file (seeding a missing one). */
export const createMockApp = ({
    dbFile,
    tokenTtlMs = DEFAULT_TOKEN_TTL_MS,
    now = () => new Date(),
    loginThrottle,
    cashierRateLimit,
    profile = 'default',
    fileOrigin,
    network,
    keptReads,
    ocr = process.env.MOCK_OCR !== 'off',
    registerSize = 0,
}: MockAppOptions): MockApp => {
    const { lan, trustProxy } = { ...networkFromEnv(), ...network };
    const links = createFileLinks({
        now,
        origin: fileOrigin === undefined ? null : parseFileOrigin(fileOrigin),
    });
    const store = Store.open(dbFile, { seed: () => seedDbFolder(dbFile, now()), keptReads });
    fileGeneratedRegister(store, registerSize, now());
    const throttle = new LoginThrottle({ ...DEFAULT_THROTTLE_POLICY, ...loginThrottle });
    const ctx: AppContext = {
        store,
        config: { tokenTtlMs, now },
        throttle,
        links,
        profile: profileOf(profile),
        autopayMs: readAutopayMs(),
        cashierLimit: new RateLimit({ ...CASHIER_RATE_LIMIT, ...cashierRateLimit }),
        ocr,
    };

    const app = jsonServer.create();
    app.disable('x-powered-by');
    app.set('etag', false);
    // compact JSON: json-server indents its answers by 2, a third more bytes to write and send
    app.set('json spaces', 0);
    // `req.ip` (login throttling per address) and the cashier's link (http/origin.ts) believe
    // X-Forwarded-* only with MOCK_TRUST_PROXY=1, and then only from a proxy on this machine
    // (Vite's), so no client can pick its own address or host.
    app.set('trust proxy', trustProxy ? 'loopback' : false);
    // Plain strings (arrays when repeated), so `a[b]=1` is an unknown parameter, not an object.
    app.set('query parser', 'simple');
    app.use((_req, res, next) => {
        res.set('Cache-Control', 'no-store');
        next();
    });
    // No body parser here: a call reads its own body, after its session (http/body.ts).
    app.use(LOOPBACK_ONLY_PATHS, loopbackOnly(lan));

    ctx.profile.registerBefore(app, ctx);
    registerAuthRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerApplicantRoutes(app, ctx);
    registerFileRoutes(app, ctx);
    registerOrderRoutes(app, ctx);
    registerWizardRoutes(app, ctx);
    registerDocumentRoutes(app, ctx);
    registerStatisticsRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerPhoneUploadRoutes(app, ctx);
    registerAuditRoutes(app, ctx);
    if (process.env.NODE_ENV !== 'production') registerSimRoutes(app, ctx);

    app.use(unknownPath);
    app.use(errorHandler);
    return { app, store };
};

export interface MockServerOptions extends MockAppOptions {
    /** 0 picks a free port */
    port: number;
    /**
     * interface to listen on; all interfaces by default (a phone reaches the portal, and the
     * cashier through it, via Vite's proxy; `/__sim` and `/pay` answer loopback peers only)
     */
    host?: string;
    /**
     * `MOCK_AUTO_PROGRESS`: every this many milliseconds fresh orders move one step along
     * (`sim/autoProgress.ts`); off when absent or null, and always when NODE_ENV=production
     */
    autoProgressMs?: number | null;
    /**
     * build the class suggestions' index as the server starts, in steps, so the first
     * question does not wait for it (`npm run mock`); the default profile only, which answers them
     */
    prepareSuggestions?: boolean;
}

export interface RunningMockServer {
    url: string;
    port: number;
    store: Store;
    /** the auto-progress timer, when on */
    autoProgress: AutoProgress | null;
    /** resolves once the suggestions' index is built, when it was asked for at start */
    suggestionsPrepared: Promise<void> | null;
    /**
     * stops the auto-progress timer (waiting for its running step) and the server, then
     * closes the db
     */
    close(): Promise<void>;
}

/** Starts the mock server and resolves once it listens. */
export const startMockServer = ({
    port,
    host,
    autoProgressMs,
    prepareSuggestions: prepare = false,
    ...appOptions
}: MockServerOptions): Promise<RunningMockServer> => {
    const { app, store } = createMockApp(appOptions);
    const now = appOptions.now ?? (() => new Date());
    return new Promise((resolve, reject) => {
        const server = createServer(guardFraming(app));
        if (host === undefined) server.listen(port);
        else server.listen(port, host);
        server.on('clientError', answerClientError);
        server.once('error', reject);
        server.once('listening', () => {
            const actualPort = (server.address() as AddressInfo).port;
            const urlHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
            const autoProgress =
                autoProgressMs && process.env.NODE_ENV !== 'production'
                    ? startAutoProgress(store, { intervalMs: autoProgressMs, now })
                    : null;
            const suggestionsPrepared =
                prepare && (appOptions.profile ?? 'default') === 'default'
                    ? prepareSuggestions()
                    : null;
            resolve({
                url: `http://${urlHost}:${actualPort}`,
                port: actualPort,
                store,
                autoProgress,
                suggestionsPrepared,
                close: async () => {
                    await autoProgress?.stop();
                    await new Promise<void>((done, fail) => {
                        server.close(error => (error ? fail(error) : done()));
                        server.closeAllConnections();
                    });
                    store.close();
                },
            });
        });
    });
};
