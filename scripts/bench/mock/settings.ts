/**
 * The mock bench's settings: what it calls, how hard and how long (BENCH_SECONDS, BENCH_ROUNDS,
 * BENCH_ORDERS from the environment), and how it starts the servers.
 */

/** Plain json-server's order list: the demo admin's agency, newest first, 10 a page, as the mock's. */
export const PLAIN_LIST = 'spId=1&_sort=createTime,id&_order=desc,desc&_page=1&_limit=10';

export const CONNECTIONS = 10;
/** createTrademarkOrder calls timed (after a few untimed ones) */
export const CREATES = 30;
export const CREATE_WARMUP = 3;

export const readNumber = (name: string, fallback: number, min: number): number => {
    const raw = process.env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) {
        throw new Error(`${name} must be a number of at least ${min}, got "${raw}"`);
    }
    return value;
};

export const readSizes = (): number[] => {
    const raw = process.env.BENCH_ORDERS;
    if (raw === undefined || raw.trim() === '') return [100, 10_000, 100_000];
    return raw.split(',').map(part => {
        const value = Number(part.trim().replace(/_/g, ''));
        if (!Number.isSafeInteger(value) || value < 1) {
            throw new Error(`BENCH_ORDERS takes order counts like 100,10000; got "${raw}"`);
        }
        return value;
    });
};

export const SECONDS = readNumber('BENCH_SECONDS', 3, 0.1);
export const ROUNDS = Math.round(readNumber('BENCH_ROUNDS', 2, 1));
export const WARMUP_SECONDS = Math.min(1, SECONDS);
export const SIZES = readSizes();

export const MOCK_READY = /mock server listening on http:\/\/localhost:(\d+)/;
export const PLAIN_READY = /plain json-server listening on (\d+)/;

/** The mock with its defaults: no simulator timer, no autopay, the default profile. */
export const mockEnv = (dbFile: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_DB: dbFile, MOCK_PORT: '0' };
    for (const name of [
        'MOCK_AUTO_PROGRESS',
        'MOCK_AUTO_PROGRESS_MS',
        'MOCK_AUTOPAY_MS',
        'MOCK_PROFILE',
        'MOCK_LAN',
        'MOCK_TRUST_PROXY',
        'MOCK_FILE_ORIGIN',
        'MOCK_KEPT_READS',
        'NODE_ENV',
    ]) {
        delete env[name];
    }
    return env;
};

export const progress = (text: string): void => {
    process.stderr.write(`  ${text}\n`);
};
