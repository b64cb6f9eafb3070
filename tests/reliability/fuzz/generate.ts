/**
 * The fuzz's requests, made from a seeded PRNG so a failure reproduces with its seed: each
 * starts from the catalogue's samples of a route and gets one to three mutations — a nasty
 * value (wrong type, huge, unicode, odd numbers), a missing or unknown field, a repeated or
 * badly percent-encoded parameter, `__proto__` keys, a broken body or Content-Type, an odd
 * path id — and one of the ways to (not) authenticate.
 */
import { Random } from '../../../mock-server/seed/random';
import type { Field, RouteEntry, Samples } from './catalogue';

// ---- the PRNG ---------------------------------------------------------------------------------

/** The seed's PRNG (mulberry32): the same seed always makes the same requests. */
export const Rng = Random;
export type Rng = Random;

// ---- JSON written byte by byte -----------------------------------------------------------------

/** A JSON fragment written as is: `1e400`, `NaN`, a string with invalid UTF-8 bytes... */
export class RawJson {
    constructor(readonly bytes: Buffer) {}

    static of(text: string | Buffer): RawJson {
        return new RawJson(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    }
}

/** An object as an ordered list of entries: `__proto__` stays a plain key, never a prototype. */
export class JsonObject {
    constructor(readonly entries: [string, unknown][] = []) {}

    get(key: string): unknown {
        return this.entries.find(([k]) => k === key)?.[1];
    }

    set(key: string, value: unknown): void {
        const at = this.entries.findIndex(([k]) => k === key);
        if (at >= 0) this.entries[at] = [key, value];
        else this.entries.push([key, value]);
    }

    delete(key: string): void {
        const at = this.entries.findIndex(([k]) => k === key);
        if (at >= 0) this.entries.splice(at, 1);
    }

    keys(): string[] {
        return this.entries.map(([k]) => k);
    }
}

const jsonChunks = (value: unknown, out: Buffer[]): void => {
    if (value instanceof RawJson) {
        out.push(value.bytes);
    } else if (value instanceof JsonObject || (typeof value === 'object' && value !== null)) {
        const entries =
            value instanceof JsonObject
                ? value.entries
                : Array.isArray(value)
                  ? null
                  : Object.keys(value).map(k => [k, (value as Record<string, unknown>)[k]]);
        if (entries === null) {
            out.push(Buffer.from('['));
            (value as unknown[]).forEach((item, i) => {
                if (i > 0) out.push(Buffer.from(','));
                jsonChunks(item, out);
            });
            out.push(Buffer.from(']'));
            return;
        }
        out.push(Buffer.from('{'));
        entries.forEach(([key, item], i) => {
            out.push(Buffer.from(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`));
            jsonChunks(item, out);
        });
        out.push(Buffer.from('}'));
    } else {
        // well-formed JSON.stringify writes a lone surrogate as its \ud800 escape
        out.push(Buffer.from(JSON.stringify(value) ?? 'null', 'utf8'));
    }
};

export const toJsonBytes = (value: unknown): Buffer => {
    const out: Buffer[] = [];
    jsonChunks(value, out);
    return Buffer.concat(out);
};

// ---- nasty values ------------------------------------------------------------------------------

export const HUGE_100K = 'x'.repeat(100 * 1024);
/** a little over 2 MB of UTF-8 */
export const HUGE_2M = '商'.repeat(700_000);

/** Strings of every awkward kind; lone surrogates travel as JSON escapes. */
export const NASTY_STRINGS: readonly string[] = [
    '',
    ' ',
    '\t\r\n',
    'a',
    '0',
    '-1',
    '1e99',
    '0x10',
    '1.5',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '😀',
    '👨‍👩‍👧‍👦🏳️‍🌈',
    '\u202eevil\u202c',
    'مرحبا بالعالم',
    'שלום',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83dy',
    '商标\udc00',
    '\ufeffBOM',
    '\u2028\u2029',
    'ｆｕｌｌ　ｗｉｄｔｈ',
    'Z\u0334\u0321\u032a\u0349\u0344a\u0338l\u0337g\u0334o\u0336',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%00',
    '%E0%A4%A',
    '${7*7}{{7*7}}',
    '\\',
    '"',
    "'",
    'x'.repeat(101),
    'y'.repeat(5000),
    '中'.repeat(1000),
    '2025-02-30',
    '2025-13-01',
    '0000-00-00',
    '9999-12-31',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'PAY00000000000000000000',
    `uploads/${'0'.repeat(32)}.pdf`,
    '/files/../db.json',
    'ＴＭ',
    '١٢٣',
    '１２３',
];

export const NASTY_NUMBERS: readonly number[] = [
    0,
    -1,
    1,
    -0,
    1.5,
    0.1,
    1e99,
    -1e99,
    1e-7,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    100000000.01,
    999999999999,
];

/** Numbers JSON can write but JavaScript reads oddly (`1e400` is Infinity). */
export const RAW_NUMBERS: readonly string[] = [
    '1e400',
    '-1e400',
    '1E2',
    '1.0',
    '-0.0',
    '0.30000000000000004',
    '123456789012345678901234567890',
    '5e-324',
];

const nested = (depth: number): unknown => {
    let value: unknown = [];
    for (let i = 0; i < depth; i += 1) value = [value];
    return value;
};

export const NASTY_OTHERS: readonly unknown[] = [
    null,
    true,
    false,
    [],
    [1],
    ['a'],
    [null],
    {},
    { a: 1 },
    { ossKey: 'x' },
    nested(8),
    { $gt: '' },
    { length: 1e9 },
    new JsonObject([['__proto__', { polluted: 'fuzz' }]]),
    // String() of these throws: no toString or valueOf to call
    { toString: 1 },
    { toString: 1, valueOf: 1 },
    [{ toString: 1 }],
    RawJson.of(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
];

/** Bytes that are not UTF-8 (or encode a surrogate), put inside a JSON string. */
export const BAD_UTF8: readonly Buffer[] = [
    Buffer.from([0xff, 0xfe]),
    Buffer.from([0xc0, 0xaf]),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from([0xed, 0xbf, 0xbf]),
    Buffer.from([0xe0, 0xa4]),
    Buffer.from([0xf0, 0x9f, 0x98]),
    Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
    Buffer.from([0x80]),
];

const badUtf8String = (rng: Rng): RawJson =>
    RawJson.of(
        Buffer.concat([Buffer.from('"ab'), rng.pick(BAD_UTF8), Buffer.from('商标"', 'utf8')]),
    );

/** Values aimed at a field's type; the generic pools cover the rest. */
const typedNasty = (rng: Rng, f: Field, s: Samples): unknown => {
    switch (f.type) {
        case 'int':
            return rng.pick<unknown>([
                ...NASTY_NUMBERS,
                '1',
                ' 1',
                '1 ',
                '+1',
                '01',
                '0x10',
                '1e3',
                '１',
                '9007199254740993',
                '99999999999999999999',
                '-0',
                '1,2',
                RawJson.of(rng.pick(RAW_NUMBERS)),
                s.otherApplicantId,
                s.otherOrderId,
            ]);
        case 'number':
            return rng.pick<unknown>([
                ...NASTY_NUMBERS,
                RawJson.of(rng.pick(RAW_NUMBERS)),
                '100',
                '1e3',
                '0.001',
                '100.00',
                '01',
                ' 5 ',
                '-5',
            ]);
        case 'enum':
            return rng.pick<unknown>([
                ...(f.values ?? []).map(v => (typeof v === 'number' ? String(v) : Number(v))),
                0,
                -1,
                99,
                7,
                1.5,
                'ADMIN',
                'add ',
                ' SUPPLEMENT',
                'supplement',
            ]);
        case 'date':
            return rng.pick([
                '2025-02-30',
                '2025-2-3',
                '20250101',
                '2025/01/01',
                '2025-01-01T00:00:00Z',
                '0000-01-01',
                '99999-01-01',
                '2025-01-01 ',
                'yesterday',
                '2099-12-31',
                '1970-01-01',
            ]);
        case 'bool':
            return rng.pick<unknown>(['true', 1, 0, 'false', null, 'yes']);
        case 'digest':
            return rng.pick([
                'A'.repeat(64),
                'g'.repeat(64),
                'a'.repeat(63),
                'a'.repeat(65),
                `${'0'.repeat(63)}\u00e9`,
                'Fuzz@123',
            ]);
        case 'list':
            return rng.pick([
                ',',
                ',,,',
                '1,,2',
                '29,abc',
                Array.from({ length: 60 }, (_, i) => `${s.officialKey}${i}`).join(','),
                `${s.officialKey},${s.otherFileKey}`,
                `${s.officialKey},${s.officialKey},/files/${s.officialKey}`,
                `/files/${s.otherFileKey}`,
                '/files/%E0%A4%A',
                '/files/..%2f..%2fdb.json',
            ]);
        case 'ossKey':
            return rng.pick([
                '../../db.json',
                'uploads/../../db.json',
                `uploads/${'g'.repeat(32)}.pdf`,
                `uploads/${'0'.repeat(32)}.exe`,
                s.otherFileKey,
                `/files/${s.ownPdfKey}`,
                s.ownPdfKey.toUpperCase(),
                `${s.ownPdfKey}\u0000`,
                '%2e%2e%2fdb.json',
            ]);
        case 'fileRef':
            return rng.pick<unknown>([
                { ossKey: s.otherFileKey },
                { ossKey: '' },
                { ossKey: 1 },
                { ossKey: s.ownPdfKey, extra: 1 },
                { url: `/files/${s.ownPdfKey}` },
                { ossKey: s.ownPdfKey, url: 5 },
                { ossKey: s.ownPdfKey, fileName: ['x'] },
                { ossKey: `../${s.ownPdfKey}` },
                new JsonObject([
                    ['ossKey', s.ownPdfKey],
                    ['__proto__', { polluted: 'fuzz' }],
                ]),
                s.ownPdfKey,
            ]);
        case 'fileRefs':
            return rng.pick<unknown>([
                [],
                [null, null],
                [{}],
                'x',
                [{ ossKey: s.otherFileKey }],
                [[]],
                Array.from({ length: 50 }, () => ({ ossKey: s.ownPdfKey })),
                { 0: { ossKey: s.ownPdfKey }, length: 1 },
            ]);
        case 'classes':
            return rng.pick<unknown>([
                {},
                { 99: '1' },
                { [s.cls]: 1 },
                { [s.cls]: '' },
                { '': '' },
                { [s.cls]: `${s.mins},${s.mins}` },
                new JsonObject([['__proto__', s.mins]]),
                new JsonObject([['__proto__', { [s.cls]: s.mins }]]),
                new JsonObject([['constructor', { prototype: { polluted: 'fuzz' } }]]),
                { [s.cls]: s.mins, 10: '100001' },
                [s.mins],
                `{"${s.cls}":"${s.mins}"}`,
            ]);
        case 'ids':
            return rng.pick<unknown>([
                [],
                [1, 2],
                ['1'],
                [-1],
                [1.5],
                [1e99],
                [null],
                'x',
                [[1]],
                Array.from({ length: 1000 }, () => 1),
                [9_999_999],
                s.userIds,
                { 0: 1 },
            ]);
        case 'json':
            return rng.pick([
                '',
                '{',
                '[]',
                'null',
                '"x"',
                `{"${s.cls}":1}`,
                '{"__proto__":{"polluted":"fuzz"}}',
                '{"constructor":{"prototype":{"polluted":"fuzz"}}}',
                '['.repeat(5000),
                `{"${s.cls}":"${'x'.repeat(300)}"}`,
                `{"${s.cls}":"${s.mins}","${s.cls} ":"${s.mins}"}`,
            ]);
        case 'text':
            return rng.pick(NASTY_STRINGS);
    }
};

/** A nasty JSON value for a body field: aimed at its type half of the time. */
const nastyValue = (rng: Rng, f: Field | undefined, s: Samples): unknown => {
    if (f && rng.chance(0.5)) return typedNasty(rng, f, s);
    return rng.weighted<() => unknown>([
        [() => rng.pick(NASTY_STRINGS), 5],
        [() => rng.pick(NASTY_NUMBERS), 3],
        [() => RawJson.of(rng.pick(RAW_NUMBERS)), 1],
        [() => rng.pick(NASTY_OTHERS), 3],
        [() => badUtf8String(rng), 1],
        [() => HUGE_100K, 0.5],
    ])();
};

// ---- query strings and paths -------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes of a text (a lone surrogate becomes U+FFFD, as in a browser). */
export const encode = (text: string): string =>
    [...Buffer.from(text, 'utf8')]
        .map(byte =>
            /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
                ? String.fromCharCode(byte)
                : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
        )
        .join('');

/** Written into a query or a path as they are: bad escapes, raw non-UTF-8 bytes. */
export const RAW_ESCAPES: readonly string[] = [
    '%E0%A4%A',
    '%',
    '%%',
    '%zz',
    '%00',
    '%ED%A0%80',
    '%FF%FE',
    '%C0%AF',
    '%F0%9F%98',
    '+',
    '%2B',
    '%20%20',
    '%u0041',
    '%0d%0aX-Injected:%201',
];

/** Query values: a nasty text, encoded, or a raw escape. */
const queryValue = (rng: Rng, f: Field | undefined, s: Samples): string => {
    if (rng.chance(0.2)) return rng.pick(RAW_ESCAPES);
    const value = f && rng.chance(0.5) ? typedNasty(rng, f, s) : rng.pick(NASTY_STRINGS);
    const text =
        typeof value === 'string'
            ? value
            : value instanceof RawJson
              ? value.bytes.toString('utf8')
              : (JSON.stringify(value) ?? '');
    // a URL of more than 16 kB is refused by Node's HTTP parser before the app sees it
    return encode(text.length > 4000 ? text.slice(0, 4000) : text);
};

const UNKNOWN_NAMES: readonly string[] = [
    'foo',
    'page',
    'id',
    'spId',
    'userId',
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    'toString',
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'filter[a]',
    'a[]',
    'a.b',
    '',
    '=',
    '😀',
    'x'.repeat(1000),
    'pgIndex',
    'access_token',
];

/** Raw segments for path parameters. */
const PATH_VALUES: readonly string[] = [
    '-1',
    '0',
    '1e99',
    '0x10',
    '1.5',
    '01',
    '%20',
    '..',
    '../',
    '..%2f',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fdb.json',
    '%E0%A4%A',
    '%',
    '%00',
    '%ZZ',
    encode('😀'),
    encode('中文'),
    'x'.repeat(7000),
    '9007199254740993',
    '99999999999999999999',
    '1;x=1',
    '1,2',
    '__proto__',
    'constructor',
    '1%2F2',
    'NaN',
    'Infinity',
    '-0',
    '%31',
    '1%00',
];

const keyPathValues = (s: Samples): string[] => [
    `uploads/${'0'.repeat(32)}.pdf`,
    s.otherFileKey,
    `${s.ownPdfKey}/`,
    s.ownPdfKey.toUpperCase(),
    '..%2f..%2fdb.json',
    '../../db.json',
    '../db.json',
    s.ownPdfKey.replace('/', '%2F'),
    encode(s.ownPdfKey),
    `${s.ownPdfKey}%00`,
    `${s.ownPdfKey}?`,
    `1/${s.ownPdfKey}`,
    '',
];

// ---- requests ----------------------------------------------------------------------------------

/** How a request (fails to) authenticate; `<admin>`-style placeholders become tokens on sending. */
export interface AuthPlan {
    label: string;
    header?: string;
    query?: string;
}

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

const AUTH_PLANS: readonly (readonly [AuthPlan, number])[] = [
    [{ label: 'admin', header: 'Bearer <admin>' }, 30],
    [{ label: 'agent', header: 'Bearer <agent>' }, 12],
    [{ label: 'other agency', header: 'Bearer <other>' }, 5],
    [{ label: 'access_token', query: '<admin>' }, 12],
    [{ label: 'none' }, 14],
    [{ label: 'lowercase bearer', header: 'bearer <admin>' }, 2],
    [{ label: 'empty bearer', header: 'Bearer ' }, 2],
    [{ label: 'garbage token', header: 'Bearer 0123abc' }, 2],
    [{ label: 'basic', header: 'Basic YWRtaW46QWRtaW5AMTIz' }, 2],
    [{ label: 'huge token', header: `Bearer ${'a'.repeat(6000)}` }, 1],
    [{ label: 'latin1 token', header: 'Bearer \u00ff\u00fe' }, 1],
    [{ label: 'token and junk', header: 'Bearer <admin> junk' }, 1],
    [{ label: 'bad header, good query', header: 'Bearer nope', query: '<admin>' }, 1],
    [{ label: 'empty access_token', query: '' }, 1],
    [{ label: 'bad access_token', query: '%E0%A4%A' }, 1],
];

const ACCEPTS: readonly (string | undefined)[] = [
    undefined,
    '*/*',
    'text/html',
    'application/xml',
    'text/html,application/json;q=0.1',
    ';;;',
];

const CONTENT_TYPES: readonly (string | undefined)[] = [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
    'application/json; charset=bogus',
    'application/vnd.api+json',
    'APPLICATION/JSON',
    'application/json;;;',
    ';',
    '',
    'application/json, text/plain',
    'text/\u00ff',
];

const BAD_JSON: readonly string[] = [
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":undefined}',
    '{"a":01}',
    '{"a":1} {"b":2}',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '\ufeff{}',
    '/* c */ {}',
    '{"a":1}\u0000',
    '"just a string"',
    '42',
    'null',
    'true',
    '[]',
    '[{}]',
    '',
    ' ',
    '[[[[[[[[[[',
    '{"a":"b"',
];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Paths no route serves, under every prefix and in every broken shape. */
export const STRAY_PATHS: readonly string[] = [
    '/',
    '/api',
    '/api/',
    '/api/unknownCall',
    '/admin/api/',
    '/admin/api/unknown',
    '/sebe_engine/api/file/',
    '/__sim',
    '/__sim/orders',
    '/files',
    '/pay/',
    '//',
    '/%',
    '/%E0%A4%A',
    `/${'x'.repeat(7000)}`,
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/files/../db.json',
    '/files/%2e%2e%2fdb.json',
    '/files/..%2fdb.json',
    '/db.json',
    '/files/1/uploads/x.pdf',
    '/api/listApplicants/..',
    '/api/listApplicants%2f',
    '/api/./listApplicants',
    '/API/LISTAPPLICANTS',
    '/api/listApplicants/',
    '/api//listApplicants',
    '/api/listApplicants;x=1',
    `/api/${encode('😀')}`,
    '/api/findTrademarkOrderDetail/',
    '/api/findTrademarkOrderDetail/1/2',
    '/__proto__',
    '/constructor/prototype',
    '/pay/%E0%A4%A/confirm',
];

const TINY_PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f1e0b20000000049454e44ae426082',
    'hex',
);

const MULTIPART_FILES: readonly (readonly [string, Buffer])[] = [
    ['empty', Buffer.alloc(0)],
    ['one byte', Buffer.from([0])],
    ['exe', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)])],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')],
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['png header only', TINY_PNG.subarray(0, 24)],
    ['1×1 png', TINY_PNG],
    ['pdf header only', Buffer.from('%PDF-1.4\n')],
    ['jpeg magic', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)])],
];

const FILE_NAMES: readonly string[] = [
    'a.png',
    '../../etc/passwd.png',
    '😀.png',
    '\u202egnp.exe',
    'a\u0000b.png',
    `${'n'.repeat(5000)}.png`,
    '',
    '.png',
    'a"b.png',
    'CON.png',
];

/** The longest URL the fuzz writes: with the 6 kB token still under Node's 16 kB header limit. */
const URL_MAX = 9_000;

const boundaryOf = (index: number) => `----fuzz${index.toString(16)}`;

interface MultipartPart {
    field: string;
    fileName?: string;
    /** raw file name bytes (invalid UTF-8) */
    rawFileName?: Buffer;
    data: Buffer;
}

const multipart = (boundary: string, parts: readonly MultipartPart[], close = true): Buffer => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
        const name =
            part.rawFileName ??
            (part.fileName === undefined ? undefined : Buffer.from(part.fileName, 'utf8'));
        chunks.push(
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`),
            name
                ? Buffer.concat([Buffer.from('; filename="'), name, Buffer.from('"')])
                : Buffer.alloc(0),
            Buffer.from(name ? '\r\nContent-Type: application/octet-stream\r\n\r\n' : '\r\n\r\n'),
            part.data,
            Buffer.from('\r\n'),
        );
    }
    if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(chunks);
};

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
    let rawBody: Buffer | undefined;
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
    let closeMultipart = true;
    let suffix = '';

    // ---- the mutations ----
    const fieldNames = Object.keys(route.fields ?? {});
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
    for (let n = 0; n < count; n += 1) {
        const op = rng.weighted(ops);
        switch (op) {
            case 'query value': {
                const name = queryNames.length ? rng.pick(queryNames) : rng.pick(UNKNOWN_NAMES);
                const value = queryValue(rng, route.query?.[name], s);
                const at = query.findIndex(([k]) => k === name);
                if (at >= 0) query[at] = [name, value];
                else query.push([encode(name), value]);
                notes.push(`query ${name}=${value.slice(0, 40)}`);
                break;
            }
            case 'query structure': {
                const kind = rng.pick(['drop', 'unknown', 'repeat', 'empty name', 'array']);
                if (kind === 'drop' && query.length) {
                    const [name] = query.splice(rng.int(0, query.length - 1), 1)[0];
                    notes.push(`query drop ${name}`);
                } else if (kind === 'repeat' && (queryNames.length || query.length)) {
                    const name = query.length
                        ? rng.pick(query)[0]
                        : rng.pick(queryNames.length ? queryNames : ['x']);
                    const times = rng.pick([2, 3, 50]);
                    for (let i = 1; i < times; i += 1)
                        query.push([name, queryValue(rng, undefined, s)]);
                    notes.push(`query repeat ${name}×${times}`);
                } else if (kind === 'array' && queryNames.length) {
                    const name = rng.pick(queryNames);
                    query.push([`${name}[]`, '1'], [`${name}[0]`, '2']);
                    notes.push(`query ${name}[]`);
                } else {
                    const name = rng.pick(UNKNOWN_NAMES);
                    query.push([encode(name), queryValue(rng, undefined, s)]);
                    notes.push(`query unknown ${name.slice(0, 30)}`);
                }
                break;
            }
            case 'raw query': {
                suffix = rng.pick([
                    '&&&',
                    '&=',
                    '&==1',
                    '&%E0%A4%A=1',
                    `&${queryNames[0] ?? 'id'}=%E0%A4%A`,
                    '&a=%',
                    '?x=1',
                    '#frag',
                    '&__proto__=1&constructor=2',
                    `&${'k'.repeat(3000)}=1`,
                ]);
                notes.push(`raw query ${suffix.slice(0, 30)}`);
                break;
            }
            case 'path': {
                const name = rng.pick(paramNames);
                const pool =
                    route.params?.[name].type === 'ossKey'
                        ? [...keyPathValues(s), ...PATH_VALUES]
                        : PATH_VALUES;
                const value = rng.pick(pool);
                params.set(name, value);
                notes.push(`path ${name}=${value.slice(0, 40)}`);
                break;
            }
            case 'long path':
                params.set('__tail', rng.pick(['/', '//', `/${'z'.repeat(7000)}`, '/..', '/%2e']));
                notes.push('path tail');
                break;
            case 'body value': {
                if (!body) break;
                const name = fieldNames.length ? rng.pick(fieldNames) : rng.pick(UNKNOWN_NAMES);
                const f = route.fields?.[name];
                let value = nastyValue(rng, f, s);
                if (route.malformedOnly && f?.values?.includes(value as string | number)) {
                    value = 0; // a valid choice would make the whole body valid
                }
                body.set(name, value);
                notes.push(`field ${name}=${describe(value)}`);
                break;
            }
            case 'body structure': {
                if (!body) {
                    // a JSON body where the route takes none
                    body = new JsonObject([[rng.pick(UNKNOWN_NAMES), rng.pick(NASTY_STRINGS)]]);
                    contentType = 'application/json';
                    notes.push('unexpected body');
                    break;
                }
                const kind = rng.pick([
                    'drop',
                    'extra',
                    'proto',
                    'constructor',
                    'not object',
                    'huge',
                    'huge',
                    'bad utf8',
                    'duplicate key',
                    'deep',
                ]);
                if (kind === 'drop' && body.entries.length) {
                    const name = rng.pick(body.keys());
                    body.delete(name);
                    notes.push(`drop ${name}`);
                } else if (kind === 'proto') {
                    const target =
                        rng.chance(0.5) || !fieldNames.length ? null : rng.pick(fieldNames);
                    const payload = new JsonObject([
                        ['__proto__', { polluted: 'fuzz', isAdmin: true, spId: 2 }],
                    ]);
                    if (target) body.set(target, payload);
                    else body.entries.unshift(['__proto__', { polluted: 'fuzz', spId: 2 }]);
                    notes.push(`__proto__ in ${target ?? 'body'}`);
                } else if (kind === 'constructor') {
                    body.set('constructor', { prototype: { polluted: 'fuzz' } });
                    notes.push('constructor.prototype');
                } else if (kind === 'not object') {
                    const value = rng.pick<unknown>([
                        [],
                        'text',
                        1,
                        null,
                        true,
                        [Object.fromEntries(body.entries)],
                    ]);
                    rawBody = toJsonBytes(value);
                    notes.push(`body ${describe(value)}`);
                } else if (kind === 'huge') {
                    const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                    // 2 MB bodies are few: they cost the most
                    const value = rng.chance(0.08) ? HUGE_2M : HUGE_100K;
                    body.set(name, value);
                    notes.push(`field ${name}=${value.length} chars`);
                } else if (kind === 'bad utf8') {
                    const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                    body.set(name, badUtf8String(rng));
                    notes.push(`field ${name}=invalid UTF-8`);
                } else if (kind === 'deep') {
                    const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                    const depth = rng.pick([1000, 100_000]);
                    body.set(name, RawJson.of(`${'['.repeat(depth)}${']'.repeat(depth)}`));
                    notes.push(`field ${name} nested ${depth} deep`);
                } else if (kind === 'duplicate key' && fieldNames.length) {
                    const name = rng.pick(fieldNames);
                    body.entries.push([name, nastyValue(rng, undefined, s)]);
                    notes.push(`duplicate ${name}`);
                } else {
                    const name = rng.pick(UNKNOWN_NAMES);
                    body.set(name, nastyValue(rng, undefined, s));
                    notes.push(`extra ${name.slice(0, 30)}`);
                }
                break;
            }
            case 'bad json':
                rawBody = Buffer.from(rng.pick(BAD_JSON), 'utf8');
                contentType = 'application/json';
                notes.push(`bad JSON ${JSON.stringify(rawBody.toString('utf8').slice(0, 20))}`);
                break;
            case 'content type':
                contentType = rng.pick(CONTENT_TYPES);
                if (contentType === 'application/x-www-form-urlencoded' && rng.chance(0.5)) {
                    rawBody = Buffer.from(
                        'a=1&__proto__[polluted]=fuzz&constructor[prototype][polluted]=fuzz&__proto__=x',
                    );
                }
                notes.push(`Content-Type ${contentType ?? '(none)'}`);
                break;
            case 'encoding':
                headers['Content-Encoding'] = rng.pick([
                    'gzip',
                    'deflate',
                    'br',
                    'x-unknown',
                    'identity',
                ]);
                rawBody ??= toJsonBytes(body ?? { a: 1 });
                contentType ??= 'application/json';
                notes.push(`Content-Encoding ${headers['Content-Encoding']}`);
                break;
            case 'accept': {
                const accept = rng.pick(ACCEPTS);
                if (accept === undefined) delete headers.Accept;
                else headers.Accept = accept;
                notes.push(`Accept ${accept ?? '(none)'}`);
                break;
            }
            case 'method':
                method = rng.pick(METHODS.filter(m => m !== route.method));
                notes.push(`method ${method}`);
                break;
            case 'multipart': {
                if (!parts) break;
                const kind = rng.pick([
                    'file',
                    'file',
                    'file name',
                    'raw file name',
                    'wrong field',
                    'two files',
                    'text field',
                    'no boundary',
                    'wrong boundary',
                    'truncated',
                    'garbage',
                    'json instead',
                    'too large',
                ]);
                const boundary = boundaryOf(index);
                if (kind === 'file') {
                    const [label, data] = rng.pick(MULTIPART_FILES);
                    parts = [{ field: 'file', fileName: rng.pick(FILE_NAMES), data }];
                    notes.push(`file ${label}`);
                } else if (kind === 'file name') {
                    parts[0] = { ...parts[0], fileName: rng.pick(FILE_NAMES) };
                    notes.push(`file name ${parts[0].fileName?.slice(0, 20)}`);
                } else if (kind === 'raw file name') {
                    parts[0] = {
                        ...parts[0],
                        rawFileName: Buffer.concat([rng.pick(BAD_UTF8), Buffer.from('.png')]),
                    };
                    notes.push('file name invalid UTF-8');
                } else if (kind === 'wrong field') {
                    parts[0] = {
                        ...parts[0],
                        field: rng.pick(['upload', '', '__proto__', 'file[]']),
                    };
                    notes.push(`file field ${parts[0].field}`);
                } else if (kind === 'two files') {
                    parts = [...parts, { ...parts[0] }];
                    notes.push('two files');
                } else if (kind === 'text field') {
                    parts.push({
                        field: rng.pick(['file', 'uploadFilePolicy', 'x']),
                        data: Buffer.from('v'),
                    });
                    notes.push('text field');
                } else if (kind === 'no boundary') {
                    contentType = 'multipart/form-data';
                    notes.push('no boundary');
                } else if (kind === 'wrong boundary') {
                    contentType = `multipart/form-data; boundary=${boundary}x`;
                    notes.push('wrong boundary');
                } else if (kind === 'truncated') {
                    closeMultipart = false;
                    notes.push('truncated multipart');
                } else if (kind === 'garbage') {
                    rawBody = Buffer.from(`--${boundary}\r\n\u00ff\u0000garbage`, 'latin1');
                    notes.push('garbage multipart');
                } else if (kind === 'json instead') {
                    contentType = 'application/json';
                    rawBody = toJsonBytes({ file: 'x' });
                    notes.push('JSON instead of multipart');
                } else {
                    parts = [
                        {
                            field: 'file',
                            fileName: 'big.jpg',
                            data: Buffer.concat([
                                Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
                                Buffer.alloc(rng.pick([2, 3]) * 1024 * 1024 + 1),
                            ]),
                        },
                    ];
                    notes.push('file over 2 MB');
                }
                break;
            }
        }
    }

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

/** A short description of a value for the failure message. */
export const describe = (value: unknown): string => {
    if (value instanceof RawJson)
        return `raw ${JSON.stringify(value.bytes.toString('latin1').slice(0, 30))}`;
    if (value instanceof JsonObject) return `{${value.keys().join(',')}}`;
    if (typeof value === 'string') {
        return value.length > 40
            ? `"${value.slice(0, 20)}…" (${value.length} chars)`
            : JSON.stringify(value);
    }
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};
