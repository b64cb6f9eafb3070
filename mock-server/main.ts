/**
 * `npm run mock`: the mock server alone. MOCK_PORT (3001), MOCK_DB (mock-server/data/db.sqlite,
 * seeded when missing), MOCK_TOKEN_TTL_MS (12 h), MOCK_AUTO_PROGRESS=1 with
 * MOCK_AUTO_PROGRESS_MS (15 s; the office simulator on a timer), MOCK_PROFILE (`default`, or
 * `spec` for a spec-only backend), MOCK_FILE_ORIGIN (the origin of the spec profile's
 * presigned file URLs), MOCK_LAN=1 (the simulator and the cashier answer other machines too)
 * MOCK_TRUST_PROXY=1 (a proxy on this machine sets X-Forwarded-*; `npm start` sets it) and
 * MOCK_KEPT_READS (256 order-list pages kept in memory until the next change; 0 for none)
 * configure it. It prints one line when ready (plus one for the spec profile, one when the
 * timer is on and one with MOCK_LAN=1) and stops cleanly on SIGTERM / SIGINT. While it runs,
 * `.tmp/mock-servers/<port>.json` says it is there (running.ts), for `npm run sim`.
 */
import { DEFAULT_TOKEN_TTL_MS, readRegisterSize, startMockServer } from './app';
import { parseFileOrigin } from './files/links';
import { networkFromEnv } from './http/network';
import { resolveDbFile } from './paths';
import { announceRunning } from './running';
import { profileFromEnv } from './profile';
import { KEPT_READS } from './store';
import { autoProgressFromEnv } from './sim/autoProgress';

const readInteger = (name: string, fallback: number, min: number, max: number): number => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
        throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    }
    return value;
};

const main = async (): Promise<void> => {
    const autoProgressMs = autoProgressFromEnv();
    const profile = profileFromEnv();
    const network = networkFromEnv();
    const fileOrigin = process.env.MOCK_FILE_ORIGIN
        ? parseFileOrigin(process.env.MOCK_FILE_ORIGIN)
        : undefined;
    const server = await startMockServer({
        port: readInteger('MOCK_PORT', 3001, 0, 65_535),
        dbFile: resolveDbFile(),
        tokenTtlMs: readInteger('MOCK_TOKEN_TTL_MS', DEFAULT_TOKEN_TTL_MS, 1, 2 ** 31 - 1),
        autoProgressMs,
        profile,
        fileOrigin,
        network,
        keptReads: readInteger('MOCK_KEPT_READS', KEPT_READS, 0, 100_000),
        registerSize: readRegisterSize(),
        prepareSuggestions: true,
    });
    // `npm run sim` finds it by this entry, whatever its port
    const dbFile = resolveDbFile();
    const withdraw = announceRunning({ port: server.port, pid: process.pid, db: dbFile, profile });
    process.once('exit', withdraw);
    // Stop cleanly even on a SIGTERM sent the moment the ready line is read.
    let stopping = false;
    const stop = (): void => {
        if (stopping) return;
        stopping = true;
        withdraw();
        server.close().then(
            () => process.exit(0),
            error => {
                console.error('mock server: error while stopping', error);
                process.exit(1);
            },
        );
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    process.stdout.write(`mock server listening on http://localhost:${server.port}\n`);
    if (profile === 'spec') {
        process.stdout.write('profile: spec (answers only spec §7 calls and fields)\n');
    }
    if (network.lan) {
        process.stdout.write('MOCK_LAN=1: the simulator and the cashier answer other machines\n');
    }
    if (server.autoProgress) {
        process.stdout.write(
            `office simulator on a timer: new orders move one step every ${autoProgressMs} ms\n`,
        );
    }
};

main().catch((error: unknown) => {
    console.error(
        `mock server failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
});
