/**
 * The suite's HTTP client. Like the portal's (dataProvider/httpClient.ts) it sends the token as
 * `Authorization: Bearer` or, for the rows marked `token: 'query'`, as `access_token` in the
 * query, builds the query with the portal's own `buildQuery` and fills paths with `fillPath`;
 * unlike it, it keeps every answer as it came (HTTP status, Content-Type, bytes, the parsed
 * envelope or why it is not one), so the checks can judge the raw wire. Each request has a
 * time limit. Names a request uses must be the row's (the call table is the truth).
 */
import type { CallRow, WireRequest } from '../../dataProvider/calls';
import { buildQuery } from '../../dataProvider/httpClient';
import type { Query } from '../../dataProvider/httpClient';
import { fillPath } from '../../dataProvider/invoke';
import { CheckFailure, SuiteError } from './report';

/** What the client needs of a row of CALLS or of a list call of RESOURCES. */
export type CallShape = Pick<
    CallRow<never[], unknown>,
    'method' | 'path' | 'query' | 'body' | 'token' | 'upload'
>;

/** `session`: the logged-in token; `none`: no token at all; `garbage`: a token never issued. */
export type Auth = 'session' | 'none' | 'garbage';

export interface Envelope {
    status: number;
    msg: string;
    data: unknown;
}

export interface Answer {
    /** `METHOD /path/{template}`: how the envelope report groups answers */
    call: string;
    /** HTTP status; 0 when nothing came back */
    http: number;
    contentType: string;
    bytes: Buffer;
    envelope: Envelope | null;
    /** why the body is not a `{status, msg, data}` envelope, or why nothing came back */
    problem: string | null;
    /** nothing came back (refused, unreachable, timed out) */
    noAnswer: boolean;
    /** an answer the envelope rule does not apply to (a file download, an absent call) */
    exempt: boolean;
}

export const GARBAGE_TOKEN = 'contract-suite-garbage-token-0000000000';

const snippet = (bytes: Buffer): string => {
    const text = bytes.toString('utf8', 0, 120).replace(/\s+/g, ' ').trim();
    return text ? `"${text}${bytes.length > 120 ? '…' : ''}"` : 'an empty body';
};

/** Why an answer is not the `{status: number, msg: string, data}` envelope (docs/api.md). */
export const envelopeProblem = (
    http: number,
    contentType: string,
    bytes: Buffer,
): { envelope: Envelope | null; problem: string | null } => {
    let json: unknown;
    try {
        json = JSON.parse(bytes.toString('utf8'));
    } catch {
        const type = contentType || 'no Content-Type';
        return {
            envelope: null,
            problem: `not JSON: HTTP ${http}, ${type}, ${snippet(bytes)}`,
        };
    }
    if (!json || typeof json !== 'object' || Array.isArray(json))
        return { envelope: null, problem: `not a {status, msg, data} object: ${snippet(bytes)}` };
    const raw = json as Record<string, unknown>;
    const problem =
        typeof raw.status !== 'number'
            ? '`status` is not a number'
            : typeof raw.msg !== 'string'
              ? '`msg` is not a string'
              : !('data' in raw)
                ? 'no `data` field'
                : null;
    if (problem) return { envelope: null, problem: `${problem}: ${snippet(bytes)}` };
    return { envelope: raw as unknown as Envelope, problem: null };
};

/** A reason a request got no answer, in a few words. */
export const networkReason = (error: unknown, timeoutMs: number): string => {
    const e = error as { name?: string; message?: string; cause?: { code?: string } };
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
        return `no answer within ${timeoutMs / 1000} s`;
    const code = e?.cause?.code;
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found (DNS)';
    if (code === 'ECONNRESET') return 'connection reset';
    if (code) return `${code}${e.message ? ` (${e.message})` : ''}`;
    return e?.message ?? String(error);
};

export interface SendOptions {
    auth?: Auth;
    /** the answer is expected not to be an envelope (a file), if it succeeds */
    exempt?: (answer: Answer) => boolean;
}

export class Wire {
    token: string | null = null;
    /** every answer, in order, for the envelope report */
    readonly answers: Answer[] = [];

    constructor(
        readonly base: string,
        readonly timeoutMs: number,
    ) {}

    /** Sends one request of a row (CALLS or a list call) and keeps its answer. */
    async send(shape: CallShape, wire: WireRequest, options: SendOptions = {}): Promise<Answer> {
        const call = `${shape.method} ${shape.path}`;
        const names = (kind: string, used: string[], declared?: readonly string[]) => {
            const unknown = used.filter(name => !declared?.includes(name));
            if (unknown.length)
                throw new SuiteError(
                    `${call}: ${kind} ${unknown.join(', ')} not in the call table`,
                );
        };
        names('query parameter', Object.keys(wire.query ?? {}), shape.query);
        names('body field', Object.keys(wire.body ?? {}), shape.body);

        const auth = options.auth ?? 'session';
        const token = auth === 'session' ? this.token : auth === 'garbage' ? GARBAGE_TOKEN : null;
        const query: Query = { ...wire.query };
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (token && shape.token === 'query') query.access_token = token;
        else if (token) headers.Authorization = `Bearer ${token}`;

        let body: string | FormData | undefined;
        if (shape.upload) {
            const form = new FormData();
            const file: Blob & { name?: string } = wire.file ?? new Blob([]);
            form.append('file', file, file.name ?? 'file');
            body = form;
        } else if (wire.body !== undefined) {
            headers['Content-Type'] = 'application/json';
            body = JSON.stringify(wire.body);
        }
        const url = `${this.base}${fillPath(shape.path, wire.path)}${buildQuery(query)}`;
        const answer = await this.fetchAnswer(call, url, { method: shape.method, headers, body });
        answer.exempt = !answer.noAnswer && !!options.exempt?.(answer);
        this.answers.push(answer);
        return answer;
    }

    private async fetchAnswer(call: string, url: string, init: RequestInit): Promise<Answer> {
        const empty = { call, contentType: '', bytes: Buffer.alloc(0), envelope: null };
        try {
            const response = await fetch(url, {
                ...init,
                redirect: 'manual',
                signal: AbortSignal.timeout(this.timeoutMs),
            });
            const bytes = Buffer.from(await response.arrayBuffer());
            const contentType = response.headers.get('content-type') ?? '';
            return {
                call,
                http: response.status,
                contentType,
                bytes,
                ...envelopeProblem(response.status, contentType, bytes),
                noAnswer: false,
                exempt: false,
            };
        } catch (error) {
            const reason = networkReason(error, this.timeoutMs);
            const problem = reason.startsWith('no answer') ? reason : `no answer: ${reason}`;
            return { ...empty, http: 0, problem, noAnswer: true, exempt: false };
        }
    }
}

/** The body status of an envelope answer (the client trusts the body, docs/api.md). */
export const bodyStatus = (answer: Answer): number | null => answer.envelope?.status ?? null;

/** Why an answer is not a success, in words; null when it is `status: 200`. */
export const whyNotOk = (answer: Answer): string | null => {
    if (!answer.envelope) return answer.problem;
    if (answer.envelope.status === 200) return null;
    const http = answer.http !== answer.envelope.status ? ` (HTTP ${answer.http})` : '';
    return `answered status ${answer.envelope.status}${http} 「${answer.envelope.msg}」`;
};

/** The `data` of a successful answer; fails the check otherwise. */
export const dataOf = (answer: Answer): unknown => {
    const why = whyNotOk(answer);
    if (why) throw new CheckFailure(why);
    return answer.envelope!.data;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);
