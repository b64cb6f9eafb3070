/**
 * `npm run mock`: the mock server alone. MOCK_PORT (3001), MOCK_DB (mock-server/data/db.json,
 * seeded when missing) and MOCK_TOKEN_TTL_MS (12 h) configure it. It prints one line when
 * ready and stops cleanly on SIGTERM / SIGINT.
 */
import { DEFAULT_TOKEN_TTL_MS, startMockServer } from './app';
import { resolveDbFile } from './paths';

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
    const server = await startMockServer({
        port: readInteger('MOCK_PORT', 3001, 0, 65_535),
        dbFile: resolveDbFile(),
        tokenTtlMs: readInteger('MOCK_TOKEN_TTL_MS', DEFAULT_TOKEN_TTL_MS, 1, 2 ** 31 - 1),
    });
    process.stdout.write(`mock server listening on http://localhost:${server.port}\n`);

    let stopping = false;
    const stop = (): void => {
        if (stopping) return;
        stopping = true;
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
};

main().catch((error: unknown) => {
    console.error(
        `mock server failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
});
