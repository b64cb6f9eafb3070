/**
 * Upload hardening (security suite), for every upload rule: `file/uploadFile` with each
 * `uploadFilePolicy` and `sebe_engine/api/file/uploadAdapt` with each `fileType`. The type is
 * the bytes' (never the name's or the declared Content-Type's); markup is refused however it
 * starts; sizes stop at the rule's limit to the byte; names never reach the disk; the body
 * holds exactly one file in the field `file`. A refused upload changes nothing, in the db or
 * on disk, and a stored file is served — as an image or a PDF, never as markup — only to a
 * live session of the agency that owns it. (tests/api/uploads.test.ts has the basics; the file names and an expired session are in
 * uploads.names.test.ts and uploads.expiry.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILE_RULES, maxBytes, sizeExceeded } from '../../domain/rules/files';
import { expectOk } from '../api/harness';
import { html, svg } from '../api/support/samples';
import { uploadChecks, withUploadServer } from './support/uploadChecks';
import type { Refusal } from './support/uploadChecks';
import {
    EXTENSION_TYPE,
    extensionsOf,
    FORMAT,
    MIME,
    small,
    TARGETS,
    validFile,
} from './support/uploadTargets';
import type { Bytes } from './support/uploadTargets';

const ctx = withUploadServer();
const { send, sendFile, expectRefused, expectStored, expectServed, expectNotServed } =
    uploadChecks(ctx);

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
                    ctx.server.request('POST', target.path, {
                        token: ctx.admin.token,
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
        await expectNotServed(stored.url, ctx.ended.token, 401);
        await expectNotServed(stored.url, ctx.other.token, 404);
        // uploaded by agency 2, agency 1 is the stranger
        const theirs = expectOk(
            await sendFile(target, `theirs.${ext}`, data, undefined, ctx.other),
        );
        await expectServed(theirs.url, ext, data, ctx.other);
        await expectNotServed(theirs.url, ctx.admin.token, 404);
    });
});
