/** The fuzz's query strings and paths: encodings, bad escapes, odd names, stray paths. */
import type { Random as Rng } from '../../../mock-server/seed/random';
import type { Field, Samples } from './catalogue';
import { RawJson } from './json';
import { NASTY_STRINGS, typedNasty } from './nasty';

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
export const queryValue = (rng: Rng, f: Field | undefined, s: Samples): string => {
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

export const UNKNOWN_NAMES: readonly string[] = [
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
export const PATH_VALUES: readonly string[] = [
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

export const keyPathValues = (s: Samples): string[] => [
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

/** The longest URL the fuzz writes: with the 6 kB token still under Node's 16 kB header limit. */
export const URL_MAX = 9_000;
