/**
 * Upload hardening (security suite), for every upload rule: `file/uploadFile` with each
 * `uploadFilePolicy` and `sebe_engine/api/file/uploadAdapt` with each `fileType`. The type is
 * the bytes' (never the name's or the declared Content-Type's); markup is refused however it
 * starts; sizes stop at the rule's limit to the byte; names never reach the disk; the body
 * holds exactly one file in the field `file`. A refused upload changes nothing, in the db or
 * on disk, and a stored file is served — as an image or a PDF, never as markup — only to a
 * live session of the agency that owns it. (tests/api/uploads.test.ts has the basics.)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_RULES, maxBytes, sizeExceeded } from '../../domain/rules/files';
import type { FileKind } from '../../domain/rules/files';
import type { UploadAnswer } from '../../domain/types/documents';
import { DEFAULT_TOKEN_TTL_MS } from '../../mock-server/app';
import type { FilePolicy } from '../../mock-server/db';
import { DEMO, expectError, expectOk, startTestServer } from '../api/harness';
import type { Answer, Client, Part, Query, TestServer } from '../api/harness';
import { bmp, html, jpeg, pdf, png, svg } from '../api/support/samples';
import { expectUnchanged, snapshot } from './support/unchanged';

/** The server's clock runs `offset` ms ahead of the real one (expired sessions, last test). */
const clock = { offset: 0 };

let server: TestServer;
let admin: Client;
let other: Client;
/** a session of agency 1 that logged out */
let ended: Client;

beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(Date.now() + clock.offset) });
    [admin, other, ended] = await Promise.all([
        server.login(...DEMO.admin),
        server.login(...DEMO.other),
        server.login(...DEMO.admin),
    ]);
    expectOk(await ended.put('/api/logout'));
});
afterAll(() => server.close());

const UPLOAD = '/api/file/uploadFile';
const ADAPT = '/sebe_engine/api/file/uploadAdapt';
const FORMAT = '上传文件的格式不支持';

type Bytes = 'jpg' | 'png' | 'bmp' | 'pdf';
const MIME: Record<Bytes, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
};
const EXTENSION_TYPE: Record<string, Bytes> = {
    jpg: 'jpg',
    jpeg: 'jpg',
    png: 'png',
    bmp: 'bmp',
    pdf: 'pdf',
};

/** A BMP that is only a header saying `width × height`: enough for the size checks. */
const bmpHeader = (width: number, height: number): Buffer => {
    const data = Buffer.from(bmp(8, 8));
    data.writeInt32LE(width, 18);
    data.writeInt32LE(height, 22);
    return data;
};
/** A PNG that is only a header saying `width × height`. */
const pngHeader = (width: number, height: number): Buffer => {
    const data = Buffer.from(png(8, 8));
    data.writeUInt32BE(width, 16);
    data.writeUInt32BE(height, 20);
    return data;
};

interface Target {
    name: string;
    path: string;
    query: Query;
    kind: FileKind;
    /** the purpose the stored file gets */
    policy: FilePolicy;
    /** valid files of each type the rule takes (within its pixel range) */
    samples: Partial<Record<Bytes, () => Buffer>>;
}

const small: Record<Bytes, () => Buffer> = {
    jpg: () => jpeg(64, 48),
    png: () => png(64, 48),
    bmp: () => bmp(32, 16),
    pdf: () => pdf(),
};
const images = { jpg: small.jpg, png: small.png, bmp: small.bmp };

const TARGETS: Target[] = [
    {
        name: 'uploadFile ATTORNEY (verifyType 1)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
        kind: 'attorney',
        policy: 'ATTORNEY',
        samples: {
            jpg: () => jpeg(800, 1000),
            png: () => pngHeader(800, 800),
            bmp: () => bmpHeader(800, 800),
        },
    },
    {
        name: 'uploadFile LEGAL_NOTICE (add)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'LEGAL_NOTICE' },
        kind: 'legalNoticeAdd',
        policy: 'LEGAL_NOTICE',
        samples: small,
    },
    {
        name: 'uploadFile LEGAL_NOTICE (edit)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'LEGAL_NOTICE', scene: 'edit' },
        kind: 'legalNoticeEdit',
        policy: 'LEGAL_NOTICE',
        samples: small,
    },
    {
        name: 'uploadFile SUPPLEMENT',
        path: UPLOAD,
        query: { uploadFilePolicy: 'SUPPLEMENT' },
        kind: 'supplement',
        policy: 'SUPPLEMENT',
        samples: { jpg: small.jpg, png: small.png },
    },
    {
        name: 'uploadFile ICON (verifyType 2)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'ICON', verifyType: 2 },
        kind: 'icon',
        policy: 'ICON',
        samples: { jpg: () => jpeg(400, 400) },
    },
    ...(
        [
            [1, 'idCard', 'ID_CARD'],
            [2, 'licence', 'LICENCE'],
            [3, 'passport', 'PASSPORT'],
        ] as const
    ).map(([fileType, kind, policy]): Target => ({
        name: `uploadAdapt fileType ${fileType}`,
        path: ADAPT,
        query: { fileType, discern: 0 },
        kind,
        policy,
        samples: images,
    })),
];

const extensionsOf = (target: Target): readonly string[] => FILE_RULES[target.kind].extensions;

/** A valid file of the target's first type, and its extension. */
const validFile = (target: Target): { ext: Bytes; data: Buffer } => {
    const ext = Object.keys(target.samples)[0] as Bytes;
    return { ext, data: target.samples[ext]?.() ?? Buffer.alloc(0) };
};

const send = (target: Target, parts: readonly Part[], client: Client = admin) =>
    client.upload<UploadAnswer>(target.path, target.query, parts);

const sendFile = (
    target: Target,
    fileName: string,
    data: Buffer,
    contentType?: string,
    client: Client = admin,
) => send(target, [{ fileName, data, contentType }], client);

// ---- what "nothing changed" means --------------------------------------------------------

type Refusal = [upload: () => Promise<Answer>, status: number, msg?: string | RegExp];

/** Each upload is refused as said, and together they change nothing, in the db or on disk. */
const expectRefused = async (...refusals: Refusal[]): Promise<void> => {
    const before = snapshot(server);
    for (const [upload, status, msg] of refusals) expectError(await upload(), status, msg);
    expectUnchanged(server, before);
};

/** Every file beside the db (the db file aside), relative to its folder. */
const treeNow = () => snapshot(server).files;

/** Accepted: the row and the bytes on disk are the upload's, in the owner's folder. */
const expectStored = (answer: Answer<UploadAnswer>, target: Target, type: Bytes, data: Buffer) => {
    const stored = expectOk(answer);
    expect(stored.ossKey).toMatch(new RegExp(`^uploads/[0-9a-f]{32}\\.${type}$`));
    const row = server.store.read().files.find(f => f.ossKey === stored.ossKey);
    expect(row).toMatchObject({ spId: 1, policy: target.policy, mime: MIME[type] });
    expect(row?.size).toBe(data.length);
    const onDisk = path.join(server.filesDir, '1', stored.ossKey.split('/')[1]);
    expect(fs.readFileSync(onDisk).equals(data)).toBe(true);
    return stored;
};

const fetchFile = (url: string, token?: string) =>
    server.fetchRaw('GET', url, token === undefined ? {} : { query: { access_token: token } });

/** Served as a stored file must be: its own type, nosniff, an inline download name, its bytes. */
const expectServed = async (url: string, type: Bytes, data: Buffer, client: Client = admin) => {
    const response = await fetchFile(url, client.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(MIME[type]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
        /^inline; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''\S+$/,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    return disposition;
};

/** Refused: the JSON envelope, and nothing of the file (no bytes, no file headers). */
const expectNotServed = async (url: string, token: string | undefined, status: 401 | 404) => {
    const response = await fetchFile(url, token);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toBeNull();
    const body = (await response.json()) as { status: number; data: unknown };
    expect(body).toMatchObject({ status, data: null });
};

// ---- the type is the bytes' --------------------------------------------------------------

describe.each(TARGETS)('$name', target => {
    const rule = FILE_RULES[target.kind];
    const limit = maxBytes(rule);

    it('takes a type only when its bytes, its name and the rule agree (not the Content-Type)', async () => {
        const refused: Refusal[] = [];
        const accepted: [Bytes, string, Buffer][] = [];
        for (const bytes of ['jpg', 'png', 'bmp', 'pdf'] as const) {
            const data = (target.samples[bytes] ?? small[bytes])();
            for (const ext of ['jpg', 'jpeg', 'png', 'bmp', 'pdf']) {
                const allowed =
                    target.samples[bytes] !== undefined &&
                    EXTENSION_TYPE[ext] === bytes &&
                    extensionsOf(target).includes(ext);
                if (allowed) accepted.push([bytes, ext, data]);
                // declared as a browser would for the name: never what decides
                else
                    refused.push([
                        () => sendFile(target, `file.${ext}`, data, MIME[EXTENSION_TYPE[ext]]),
                        415,
                        FORMAT,
                    ]);
            }
        }
        expect(accepted.map(([, ext]) => ext).sort()).toEqual([...extensionsOf(target)].sort());
        await expectRefused(...refused);
        for (const [bytes, ext, data] of accepted) {
            const answer = await sendFile(target, `file.${ext}`, data, MIME[bytes]);
            const stored = expectStored(answer, target, bytes, data);
            await expectServed(stored.url, bytes, data);
        }
    });

    it('judges the bytes, not the declared Content-Type', async () => {
        const { ext, data } = validFile(target);
        const stored = expectStored(
            await sendFile(target, `scan.${ext}`, data, 'text/html'),
            target,
            ext,
            data,
        );
        await expectServed(stored.url, ext, data);
        await expectRefused([
            () => sendFile(target, `scan.${ext}`, html(), MIME[ext]),
            415,
            FORMAT,
        ]);
    });

    const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
    const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>';
    const HTML = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
    const MARKUP: [string, Buffer][] = [
        ['SVG', svg()],
        ['SVG after a UTF-8 BOM', Buffer.concat([BOM, Buffer.from(SVG)])],
        ['SVG after white space', Buffer.from(` \r\n\t ${SVG}`)],
        ['SVG with an XML prolog', Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`)],
        ['SVG in capitals', Buffer.from(SVG.toUpperCase())],
        ['HTML', html()],
        ['HTML after a UTF-8 BOM', Buffer.concat([BOM, Buffer.from(HTML)])],
        ['HTML after white space', Buffer.from(`\n\n    ${HTML}`)],
        ['HTML in UTF-16 with its BOM', Buffer.from(`\ufeff${HTML}`, 'utf16le')],
        ['plain text', Buffer.from('这不是图片 not an image\n')],
        ['a GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)])],
        [
            'a JPEG signature followed by HTML',
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
        ],
        ['a PDF signature alone', Buffer.from('%PDF')],
    ];

    it.each(MARKUP)('refuses %s under every name the rule takes (415)', async (_what, data) => {
        await expectRefused(
            ...extensionsOf(target).map((ext): Refusal => [
                () => sendFile(target, `picture.${ext}`, data, MIME[EXTENSION_TYPE[ext]]),
                415,
                FORMAT,
            ]),
        );
    });

    it(`takes exactly the limit (${limit} bytes) and refuses one byte more (413)`, async () => {
        const { ext, data } = validFile(target);
        const padded = (size: number) => Buffer.concat([data, Buffer.alloc(size - data.length)]);
        expectStored(
            await sendFile(target, `limit.${ext}`, padded(limit)),
            target,
            ext,
            padded(limit),
        );
        await expectRefused([
            () => sendFile(target, `over.${ext}`, padded(limit + 1)),
            413,
            sizeExceeded(rule.maxMb),
        ]);
    });

    it('refuses an empty file (415)', async () => {
        await expectRefused(
            ...extensionsOf(target).map((ext): Refusal => [
                () => sendFile(target, `empty.${ext}`, Buffer.alloc(0)),
                415,
                '上传文件不能为空',
            ]),
        );
    });

    it('takes exactly one file in the field `file`, and nothing else (400)', async () => {
        const { ext, data } = validFile(target);
        const file = { fileName: `a.${ext}`, data };
        await expectRefused(
            [
                () => send(target, [file, { ...file, fileName: `b.${ext}` }]),
                400,
                '一次只能上传一个文件',
            ],
            [() => send(target, [file, { ...file, field: 'file2' }]), 400],
            [() => send(target, []), 400, '请选择要上传的文件'],
            [() => send(target, [{ field: 'file', value: 'x' }]), 400, '请选择要上传的文件'],
            [() => send(target, [{ ...file, field: 'upload' }]), 400, '不支持的参数：upload'],
            [() => send(target, [{ ...file, field: 'FILE' }]), 400, '不支持的参数：FILE'],
            [
                () => send(target, [file, { field: 'fileName', value: '../../x.jpg' }]),
                400,
                '不支持的参数：fileName',
            ],
            [
                () =>
                    server.request('POST', target.path, {
                        token: admin.token,
                        query: target.query,
                        body: { file: data.toString('base64') },
                    }),
                400,
                '请以 multipart/form-data 格式上传文件（字段名 file）',
            ],
        );
    });

    it('serves the stored file only to a live session of its agency (no bytes otherwise)', async () => {
        const { ext, data } = validFile(target);
        const stored = expectOk(await sendFile(target, `mine.${ext}`, data));
        await expectServed(stored.url, ext, data);
        await expectNotServed(stored.url, undefined, 401);
        await expectNotServed(stored.url, 'garbage', 401);
        await expectNotServed(stored.url, randomBytes(32).toString('hex'), 401);
        await expectNotServed(stored.url, ended.token, 401);
        await expectNotServed(stored.url, other.token, 404);
        // uploaded by agency 2, agency 1 is the stranger
        const theirs = expectOk(await sendFile(target, `theirs.${ext}`, data, undefined, other));
        await expectServed(theirs.url, ext, data, other);
        await expectNotServed(theirs.url, admin.token, 404);
    });
});

// ---- names never reach the disk -----------------------------------------------------------

describe('file names', () => {
    const legal = TARGETS[1];
    const adapt = TARGETS[5];
    /** a name no file anywhere has, to look for escaped copies */
    const marker = `escape-${randomBytes(6).toString('hex')}`;
    const TRAVERSALS = [
        `../../${marker}.jpg`,
        `..\\..\\${marker}.jpg`,
        `../../../../../../../../../tmp/${marker}.jpg`,
        `/etc/${marker}.jpg`,
        `/tmp/${marker}.jpg`,
        `C:\\Windows\\Temp\\${marker}.jpg`,
        `\\\\server\\share\\${marker}.jpg`,
        `....//....//${marker}.jpg`,
        `..%2F..%2F${marker}.jpg`,
        `files/1/../../../${marker}.jpg`,
        `${'a'.repeat(300)}.jpg`,
        `${'长'.repeat(5000)}.jpg`,
        `<script>alert(1)</script>.jpg`,
        `'><img src=x onerror=alert(1)>${marker}.jpg`,
    ];
    /** names only a hand-written body can carry (RFC 5987 encoding, a NUL, a huge header) */
    const RAW_DISPOSITIONS = [
        `filename*=UTF-8''..%2F..%2F${marker}.jpg`,
        `filename*=UTF-8''..%5C..%5C${marker}.jpg`,
        `filename="../${marker}\u0000.jpg"`,
        `filename*=UTF-8''${marker}%00.html%00.jpg`,
        `filename="${'x'.repeat(100_000)}.jpg"`,
    ];

    const rawUpload = (target: Target, disposition: string, data: Buffer) => {
        const boundary = `----securityTest${randomBytes(8).toString('hex')}`;
        const body = Buffer.concat([
            Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\n` +
                    'Content-Type: image/jpeg\r\n\r\n',
            ),
            data,
            Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return server.request<UploadAnswer>('POST', target.path, {
            query: { access_token: admin.token, ...target.query },
            rawBody: body,
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        });
    };

    /** A kept name: one plain name, no folder, control or markup character, ≤ 100, `.jpg`. */
    const expectSafeName = (fileName: string) => {
        // eslint-disable-next-line no-control-regex
        expect(fileName).not.toMatch(/[/\\<>:"|?*\u0000-\u001f\u007f]/);
        expect(fileName).not.toMatch(/^\./);
        expect(fileName.length).toBeLessThanOrEqual(100);
        expect(fileName).toMatch(/\.jpg$/);
    };

    /** Nothing with the marker's name exists anywhere a traversal could have put it. */
    const expectNoEscape = () => {
        const root = path.dirname(server.dbFile);
        const places = [
            root,
            path.dirname(root),
            server.filesDir,
            path.join(server.filesDir, '1'),
            os.tmpdir(),
            '/tmp',
            '/etc',
            process.cwd(),
        ];
        for (const place of places) {
            const found = fs.existsSync(place)
                ? fs.readdirSync(place).filter(name => name.includes(marker))
                : [];
            expect(found, place).toEqual([]);
        }
    };

    it.each([legal, adapt])(
        '$name stores traversal and odd names under random keys only',
        async target => {
            const before = treeNow();
            const data = jpeg(64, 64);
            const keys: string[] = [];
            for (const name of TRAVERSALS) {
                const stored = expectStored(
                    await sendFile(target, name, data),
                    target,
                    'jpg',
                    data,
                );
                expectSafeName(stored.fileName);
                keys.push(stored.ossKey);
                const disposition = await expectServed(stored.url, 'jpg', data);
                expect(disposition).not.toMatch(/[\r\n]/);
            }
            for (const disposition of RAW_DISPOSITIONS) {
                const unchanged = snapshot(server);
                const answer = await rawUpload(target, disposition, data);
                if (answer.httpStatus === 200) {
                    const stored = expectStored(answer, target, 'jpg', data);
                    expectSafeName(stored.fileName);
                    keys.push(stored.ossKey);
                } else {
                    expectError(answer, 400);
                    expectUnchanged(server, unchanged);
                }
            }
            // the only new files are the stored ones, by their keys, in the owner's folder
            const added = Object.keys(treeNow()).filter(file => !(file in before));
            const expected = keys.map(key => path.join('files', '1', key.split('/')[1]));
            expect(added.sort()).toEqual(expected.sort());
            expectNoEscape();
        },
    );

    it.each([
        ['a.jpg.html'],
        ['a.jpg.htm'],
        ['a.jpg.svg'],
        ['a.jpg.exe'],
        ['a.jpg.php'],
        ['a.jpg.'],
        ['a.jpg '],
        ['a.jpg\u200b'],
    ])('refuses a JPEG named %j: the last extension counts (415)', async name => {
        await expectRefused([() => sendFile(legal, name, jpeg(64, 64)), 415, FORMAT]);
    });

    it.each([['a.php.jpg'], ['a.html.jpg'], ['a.svg.jpg'], ['index.htm.jpeg']])(
        'keeps a JPEG named %j an image: stored as .jpg, served image/jpeg, never text/html',
        async name => {
            // a polyglot: a real JPEG with markup after its end
            const data = Buffer.concat([
                jpeg(64, 64),
                Buffer.from('<html><script>alert(1)</script>'),
            ]);
            const stored = expectStored(
                await sendFile(legal, name, data, 'text/html'),
                legal,
                'jpg',
                data,
            );
            expect(stored.fileName).toBe(name);
            await expectServed(stored.url, 'jpg', data);
        },
    );
});

// ---- expired sessions (moves the server's clock: keep last) -------------------------------

describe('an expired session', () => {
    afterAll(() => {
        clock.offset = 0;
    });

    it('gets no stored file (401) and cannot upload (401), changing nothing', async () => {
        const target = TARGETS[1];
        const { ext, data } = validFile(target);
        const stored = expectOk(await sendFile(target, `expiring.${ext}`, data));
        await expectServed(stored.url, ext, data);
        clock.offset = DEFAULT_TOKEN_TTL_MS + 60_000;
        await expectNotServed(stored.url, admin.token, 401);
        await expectRefused([() => sendFile(target, `late.${ext}`, data), 401]);
    });
});
