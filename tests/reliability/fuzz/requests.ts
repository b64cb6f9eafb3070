/**
 * The fuzz's headers and bodies: the ways to (not) authenticate, Accept and Content-Type
 * values, broken JSON, and multipart bodies written byte by byte.
 */

/** How a request (fails to) authenticate; `<admin>`-style placeholders become tokens on sending. */
export interface AuthPlan {
    label: string;
    header?: string;
    query?: string;
}

export const AUTH_PLANS: readonly (readonly [AuthPlan, number])[] = [
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

export const ACCEPTS: readonly (string | undefined)[] = [
    undefined,
    '*/*',
    'text/html',
    'application/xml',
    'text/html,application/json;q=0.1',
    ';;;',
];

export const CONTENT_TYPES: readonly (string | undefined)[] = [
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

export const BAD_JSON: readonly string[] = [
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

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const TINY_PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f1e0b20000000049454e44ae426082',
    'hex',
);

export const MULTIPART_FILES: readonly (readonly [string, Buffer])[] = [
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

export const FILE_NAMES: readonly string[] = [
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

export const boundaryOf = (index: number) => `----fuzz${index.toString(16)}`;

export interface MultipartPart {
    field: string;
    fileName?: string;
    /** raw file name bytes (invalid UTF-8) */
    rawFileName?: Buffer;
    data: Buffer;
}

export const multipart = (
    boundary: string,
    parts: readonly MultipartPart[],
    close = true,
): Buffer => {
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
