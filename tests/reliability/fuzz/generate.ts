/**
 * The fuzz's requests, made from a seeded PRNG so a failure reproduces with its seed: each
 * starts from the catalogue's samples of a route and gets one to three mutations — a nasty
 * value (wrong type, huge, unicode, odd numbers), a missing or unknown field, a repeated or
 * badly percent-encoded parameter, `__proto__` keys, a broken body or Content-Type, an odd
 * path id — and one of the ways to (not) authenticate.
 */
import { Random } from '../../../mock-server/seed/random';
import type { RouteEntry, Samples } from './catalogue';
import { JsonObject, toJsonBytes } from './json';
import { mutate } from './mutations';
import type { Draft } from './mutations';
import { AUTH_PLANS, boundaryOf, METHODS, multipart, MULTIPART_FILES } from './requests';
import type { AuthPlan, MultipartPart } from './requests';
import { encode, STRAY_PATHS, URL_MAX } from './urls';

// ---- the PRNG ---------------------------------------------------------------------------------

/** The seed's PRNG (mulberry32): the same seed always makes the same requests. */
export const Rng = Random;
export type Rng = Random;

// ---- requests ----------------------------------------------------------------------------------

export type { AuthPlan } from './requests';

export interface FuzzCase {
    index: number;
    route: RouteEntry | null;
    method: string;
    /** the path, raw (already encoded) */
    path: string;
    /** raw `name=value` pieces */
    query: string[];
    headers: Record<string, string>;
    body?: Buffer;
    auth: AuthPlan;
    /** the mutations made, for the failure message */
    notes: string[];
    /** sent one at a time, the db compared before and after a refusal */
    mutating: boolean;
}

/** Builds one request for `route` (or a stray path when null). */
export const makeCase = (
    rng: Rng,
    index: number,
    route: RouteEntry | null,
    s: Samples,
): FuzzCase => {
    const notes: string[] = [];
    const auth = rng.weighted(AUTH_PLANS);
    const headers: Record<string, string> = { Accept: 'application/json' };

    if (!route) {
        const method = rng.pick(METHODS);
        const path = rng.pick(STRAY_PATHS);
        notes.push('stray path');
        const body = method === 'GET' ? undefined : toJsonBytes({ a: 1 });
        if (body) headers['Content-Type'] = 'application/json';
        return {
            index,
            route,
            method,
            path,
            query: [],
            headers,
            body,
            auth,
            notes,
            mutating: method !== 'GET',
        };
    }

    // ---- the starting point: the samples (required ones always, optional ones often) ----
    let method: string = route.method;
    const params = new Map<string, string>();
    for (const [name, f] of Object.entries(route.params ?? {})) {
        const value = f.sample(s);
        params.set(name, f.type === 'ossKey' ? String(value) : encode(String(value)));
    }
    const query: [string, string][] = [];
    for (const [name, f] of Object.entries(route.query ?? {})) {
        if (f.required || rng.chance(0.4)) query.push([name, encode(String(f.sample(s)))]);
    }
    let body: JsonObject | null = null;
    if (route.body === 'json') {
        body = new JsonObject();
        for (const [name, f] of Object.entries(route.fields ?? {})) {
            if (f.required || route.fullSample || rng.chance(0.6)) body.set(name, f.sample(s));
        }
    }
    let contentType: string | undefined =
        route.body === 'json'
            ? 'application/json'
            : route.body === 'multipart'
              ? `multipart/form-data; boundary=${boundaryOf(index)}`
              : undefined;
    let parts: MultipartPart[] | null =
        route.body === 'multipart'
            ? [{ field: 'file', fileName: 'a.exe', data: MULTIPART_FILES[2][1] }]
            : null;

    // ---- the mutations ----
    const queryNames = Object.keys(route.query ?? {});
    const paramNames = Object.keys(route.params ?? {});
    const ops: [string, number][] = [
        ['query value', queryNames.length ? 4 : 0.5],
        ['query structure', 2.5],
        ['raw query', 1],
        ['path', paramNames.length ? 4 : 0],
        ['long path', 0.3],
        ['body value', body ? 6 : 0],
        ['body structure', body ? 4 : 0.5],
        ['bad json', body ? 1.5 : 0.3],
        ['content type', route.body ? 1.5 : 0.3],
        ['encoding', 0.4],
        ['accept', 0.5],
        ['method', 0.4],
        ['multipart', parts ? 6 : 0],
    ];
    const count = rng.weighted([
        [1, 7],
        [2, 2],
        [3, 1],
    ] as const);
    const d: Draft = {
        method,
        params,
        query,
        body,
        rawBody: undefined,
        contentType,
        parts,
        closeMultipart: true,
        suffix: '',
        headers,
        notes,
    };
    for (let n = 0; n < count; n += 1) mutate(rng, rng.weighted(ops), d, route, s, index);
    const { rawBody, closeMultipart, suffix } = d;
    ({ method, body, contentType, parts } = d);

    // ---- the request ----
    let path = (route.template ?? route.path).replace(
        /:(\w+)/g,
        (_, name: string) => params.get(name) ?? '',
    );
    const tail = params.get('__tail') ?? '';
    path += path.length + tail.length > URL_MAX ? '/' : tail;
    const pieces = [
        ...query.map(([k, v]) => `${k}=${v}`),
        ...(suffix ? [suffix.replace(/^&/, '')] : []),
    ];
    // Node's HTTP parser refuses a URL of more than 16 kB before the app sees it (see the findings)
    while (pieces.length && path.length + pieces.join('&').length > URL_MAX) {
        pieces.pop();
        notes.push('query trimmed');
    }
    if (contentType !== undefined) headers['Content-Type'] = contentType;
    let bytes = rawBody;
    if (!bytes && parts) bytes = multipart(boundaryOf(index), parts, closeMultipart);
    if (!bytes && body) bytes = toJsonBytes(body);
    return {
        index,
        route,
        method,
        path,
        query: pieces,
        headers,
        body: bytes,
        auth,
        notes,
        mutating: route.mutates || method !== 'GET',
    };
};
