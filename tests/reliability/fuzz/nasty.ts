/** The fuzz's nasty values: strings, numbers and others of every awkward kind, by field type. */
import type { Random as Rng } from '../../../mock-server/seed/random';
import type { Field, Samples } from './catalogue';
import { JsonObject, RawJson } from './json';

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

export const badUtf8String = (rng: Rng): RawJson =>
    RawJson.of(
        Buffer.concat([Buffer.from('"ab'), rng.pick(BAD_UTF8), Buffer.from('商标"', 'utf8')]),
    );

/** Values aimed at a field's type; the generic pools cover the rest. */
export const typedNasty = (rng: Rng, f: Field, s: Samples): unknown => {
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
export const nastyValue = (rng: Rng, f: Field | undefined, s: Samples): unknown => {
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
