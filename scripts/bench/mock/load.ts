/**
 * The mock bench's load generator: node:http with a keep-alive agent. `runLoad` keeps
 * `connections` loops busy for a fixed time, each sending its next request when the last one is
 * answered; `runAlone` sends one call at a time. Both time every call from send to last byte.
 */
import http from 'node:http';

export interface HttpAnswer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
}

export interface HttpCall {
    port: number;
    path: string;
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer | string;
}

/** One call on 127.0.0.1; `keepBody: false` drains the answer without keeping it. */
export const httpCall = (
    agent: http.Agent,
    { port, path, method = 'GET', headers = {}, body }: HttpCall,
    keepBody = true,
): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, res => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
                if (keepBody) chunks.push(chunk);
            });
            res.on('end', () =>
                resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headers,
                    body: Buffer.concat(chunks),
                }),
            );
            res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
    });

export interface Timings {
    /** successful calls (HTTP 200) */
    ok: number;
    /** calls answered otherwise, or failed */
    errors: number;
    /** from the first send to the last answer */
    seconds: number;
    /** milliseconds of each successful call */
    latencies: number[];
}

/** Merges runs: their calls and their time add up. */
export const merge = (runs: readonly Timings[]): Timings => ({
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    latencies: runs.flatMap(run => run.latencies),
});

export const requestsPerSecond = (timings: Timings): number =>
    timings.seconds > 0 ? timings.ok / timings.seconds : 0;

/** The `p`th percentile (0..100, nearest rank) of the latencies; NaN without any. */
export const percentile = (timings: Timings, p: number): number => {
    const sorted = [...timings.latencies].sort((a, b) => a - b);
    if (sorted.length === 0) return Number.NaN;
    const rank = Math.ceil((p / 100) * sorted.length);
    return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
};

/**
 * `connections` loops over one keep-alive agent for `seconds`; a call sent before the end is
 * waited for and counted, so the time is that of the last answer.
 */
export const runLoad = async (
    call: HttpCall,
    seconds: number,
    connections = 10,
): Promise<Timings> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const loop = async (): Promise<void> => {
        while (performance.now() < deadline) {
            const sent = performance.now();
            try {
                const answer = await httpCall(agent, call, false);
                if (answer.status === 200) latencies.push(performance.now() - sent);
                else errors++;
            } catch {
                errors++;
            }
        }
    };
    try {
        await Promise.all(Array.from({ length: connections }, loop));
    } finally {
        agent.destroy();
    }
    return {
        ok: latencies.length,
        errors,
        seconds: (performance.now() - started) / 1000,
        latencies,
    };
};

/**
 * One call at a time until `maxCalls` are done or `maxSeconds` have passed (at least
 * `minCalls`); `check` sees each answer and throws if it is not what the bench expects.
 */
export const runAlone = async (
    call: HttpCall,
    {
        maxCalls = 40,
        minCalls = 3,
        maxSeconds = 2,
        check,
    }: {
        maxCalls?: number;
        minCalls?: number;
        maxSeconds?: number;
        check?: (answer: HttpAnswer) => void;
    } = {},
): Promise<Timings> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies: number[] = [];
    const started = performance.now();
    try {
        while (
            latencies.length < minCalls ||
            (latencies.length < maxCalls && performance.now() - started < maxSeconds * 1000)
        ) {
            const sent = performance.now();
            const answer = await httpCall(agent, call);
            const took = performance.now() - sent;
            check?.(answer);
            if (answer.status !== 200) {
                throw new Error(
                    `${call.method ?? 'GET'} ${call.path}: HTTP ${answer.status} ${answer.body.toString().slice(0, 300)}`,
                );
            }
            latencies.push(took);
        }
    } finally {
        agent.destroy();
    }
    return {
        ok: latencies.length,
        errors: 0,
        seconds: (performance.now() - started) / 1000,
        latencies,
    };
};
