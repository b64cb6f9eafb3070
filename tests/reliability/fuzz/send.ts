/**
 * Raw HTTP for the fuzz (node:http, not fetch): the path, query and body go out byte for byte,
 * so `../`, bad percent escapes and invalid UTF-8 reach the server as written. And the checks
 * every answer must pass: no 5xx, a JSON envelope whose body status is the HTTP status and
 * whose msg a Chinese user can read — or, where the route serves them, file bytes or a page.
 */
import http from 'node:http';
import type { FuzzCase } from './generate';

export interface Outcome {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
}

export interface Sender {
    send(c: FuzzCase, tokens: Record<string, string>): Promise<Outcome>;
    close(): void;
}

/** How long one answer may take before the fuzz calls it a hang (not a timing assertion). */
const NO_ANSWER_MS = 20_000;

export const sender = (baseUrl: string, maxSockets = 8): Sender => {
    const url = new URL(baseUrl);
    const agent = new http.Agent({ keepAlive: true, maxSockets });
    return {
        send(c, tokens) {
            const fill = (text: string) =>
                text.replace(/<(\w+)>/g, (_, who: string) => tokens[who]);
            const query = [...c.query];
            if (c.auth.query !== undefined) query.push(`access_token=${fill(c.auth.query)}`);
            const headers: Record<string, string> = { ...c.headers };
            if (c.auth.header !== undefined) headers.Authorization = fill(c.auth.header);
            if (c.body) headers['Content-Length'] = String(c.body.length);
            const path = query.length ? `${c.path}?${query.join('&')}` : c.path;
            return new Promise((resolve, reject) => {
                const request = http.request(
                    { host: url.hostname, port: url.port, method: c.method, path, headers, agent },
                    response => {
                        const chunks: Buffer[] = [];
                        response.on('data', (chunk: Buffer) => chunks.push(chunk));
                        response.on('end', () =>
                            resolve({
                                status: response.statusCode ?? 0,
                                headers: response.headers,
                                body: Buffer.concat(chunks),
                            }),
                        );
                        response.on('error', reject);
                    },
                );
                request.setTimeout(NO_ANSWER_MS, () =>
                    request.destroy(new Error(`no answer within ${NO_ANSWER_MS / 1000} s`)),
                );
                request.on('error', reject);
                request.end(c.body);
            });
        },
        close: () => agent.destroy(),
    };
};

/**
 * The statuses docs/api.md lists (200 and the error table), plus 431 for a request line or
 * headers over Node's 16 kB limit (see fuzzFindings.test.ts).
 */
const DOCUMENTED = new Set([200, 400, 401, 403, 404, 409, 413, 415, 429, 431]);

const CHINESE = /[\u3400-\u9fff]/;

/** The problem with an answer, or null when it is fine. */
export const checkAnswer = (c: FuzzCase, out: Outcome): string | null => {
    const contentType = String(out.headers['content-type'] ?? '');
    if (out.status >= 500)
        return `answered ${out.status}: ${out.body.toString('utf8').slice(0, 200)}`;
    const answers = c.route?.answers;
    if (answers === 'bytes' && out.status === 200 && !contentType.includes('application/json')) {
        return out.body.length > 0 ? null : 'answered 200 with no bytes';
    }
    if (answers === 'html' && out.status === 303) {
        // the cashier form's post/redirect/get
        const location = String(out.headers.location ?? '');
        return location.startsWith('/pay/') ? null : `303 to ${location}`;
    }
    if (answers === 'html' && contentType.startsWith('text/html')) {
        return out.status === 200 || out.status === 404 ? null : `HTML page with ${out.status}`;
    }
    if (!DOCUMENTED.has(out.status)) return `undocumented status ${out.status}`;
    if (!contentType.includes('application/json')) {
        return `${out.status} as ${contentType || 'no Content-Type'}: ${out.body.toString('utf8').slice(0, 120)}`;
    }
    let body: unknown;
    try {
        body = JSON.parse(out.body.toString('utf8'));
    } catch {
        return `${out.status} with non-JSON: ${out.body.toString('utf8').slice(0, 120)}`;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return `${out.status} with a non-envelope: ${out.body.toString('utf8').slice(0, 120)}`;
    }
    const envelope = body as Record<string, unknown>;
    if (envelope.status !== out.status) {
        return `HTTP ${out.status} but body status ${JSON.stringify(envelope.status)}`;
    }
    if (typeof envelope.msg !== 'string' || !CHINESE.test(envelope.msg)) {
        return `msg is not a Chinese sentence: ${JSON.stringify(envelope.msg)}`;
    }
    if (!('data' in envelope)) return 'envelope without data';
    if (out.status !== 200 && envelope.data !== null) {
        return `error ${out.status} with data ${JSON.stringify(envelope.data).slice(0, 80)}`;
    }
    return null;
};

/** One line that says which request it was, enough to find it again with its seed. */
export const describeCase = (c: FuzzCase): string => {
    const query = c.query.join('&');
    const target = `${c.path}${query ? `?${query}` : ''}`;
    const shown = target.length > 160 ? `${target.slice(0, 160)}…(${target.length})` : target;
    const body = c.body
        ? ` body(${c.body.length} B)=${JSON.stringify(c.body.subarray(0, 100).toString('latin1'))}`
        : '';
    return `#${c.index} ${c.method} ${shown} [auth: ${c.auth.label}; ${c.notes.join('; ')}]${body}`;
};
