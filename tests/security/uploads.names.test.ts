/**
 * Upload hardening, the names: traversal and odd names never reach the disk (random keys in
 * the owner's folder, a safe kept name); the last extension decides; polyglots stay images.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UploadAnswer } from '../../domain/types/documents';
import { expectError } from '../api/harness';
import { jpeg } from '../api/support/samples';
import { expectUnchanged, snapshot } from './support/unchanged';
import { uploadChecks, withUploadServer } from './support/uploadChecks';
import { FORMAT, TARGETS } from './support/uploadTargets';
import type { Target } from './support/uploadTargets';

const ctx = withUploadServer();
const { sendFile, expectRefused, treeNow, expectStored, expectServed } = uploadChecks(ctx);

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
        return ctx.server.request<UploadAnswer>('POST', target.path, {
            query: { access_token: ctx.admin.token, ...target.query },
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
        const root = path.dirname(ctx.server.dbFile);
        const places = [
            root,
            path.dirname(root),
            ctx.server.filesDir,
            path.join(ctx.server.filesDir, '1'),
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
                const unchanged = snapshot(ctx.server);
                const answer = await rawUpload(target, disposition, data);
                if (answer.httpStatus === 200) {
                    const stored = expectStored(answer, target, 'jpg', data);
                    expectSafeName(stored.fileName);
                    keys.push(stored.ossKey);
                } else {
                    expectError(answer, 400);
                    expectUnchanged(ctx.server, unchanged);
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
