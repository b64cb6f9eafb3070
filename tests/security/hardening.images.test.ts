/**
 * Finding 3 of the outside test: image headers were trusted. A 60-byte BMP claiming
 * 2147483647 × 2147483648 pixels was accepted by `uploadAdapt` (every file type) and by
 * `LEGAL_NOTICE`, and a JPEG that is only its headers by every policy. Now an image is decoded
 * to its end before it is kept (mock-server/files/images.ts), never when its header claims
 * more than 40 million pixels; a cut or lying one is refused, and nothing of it is kept. Every
 * upload rule that takes images is swept; whole images are still taken by each.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_BROKEN_MSG, TOO_MANY_PIXELS_MSG } from '../../mock-server/rules/uploads';
import { bmp, jpeg, png } from '../api/support/samples';
import { uploadChecks, withUploadServer } from './support/uploadChecks';
import type { Refusal } from './support/uploadChecks';
import { extensionsOf, MIME, TARGETS } from './support/uploadTargets';
import type { Bytes, Target } from './support/uploadTargets';

const ctx = withUploadServer();
const { sendFile, expectRefused, expectStored, expectServed } = uploadChecks(ctx);

type Image = Exclude<Bytes, 'pdf'>;

/** Whole images of a size each rule takes (the attorney's letter 800–3900 px, the icon 400–1500). */
const wholeImage = (target: Target, type: Image): Buffer => {
    if (target.kind === 'attorney') {
        return { jpg: jpeg(800, 1000), png: png(800, 800), bmp: bmp(800, 800) }[type];
    }
    if (target.kind === 'icon') return jpeg(400, 400);
    return { jpg: jpeg(64, 48), png: png(64, 48), bmp: bmp(32, 16) }[type];
};

/** The image types a rule takes. */
const imagesOf = (target: Target): Image[] =>
    (['jpg', 'png', 'bmp'] as const).filter(type => extensionsOf(target).includes(type));

/** The 60-byte bitmap of the finding: a 40-byte info header claiming 2147483647 × 2147483648. */
const bmpBomb = (): Buffer => {
    const data = Buffer.alloc(60);
    data.write('BM', 0, 'latin1');
    data.writeUInt32LE(60, 2);
    data.writeUInt32LE(54, 10);
    data.writeUInt32LE(40, 14);
    data.writeInt32LE(2147483647, 18);
    data.writeInt32LE(-2147483648, 22);
    data.writeUInt16LE(1, 26);
    data.writeUInt16LE(24, 28);
    return data;
};

/** A JPEG cut right after its scan header: every header there, not a byte of the picture. */
const jpegHeaderOnly = (whole: Buffer): Buffer => {
    const scan = whole.indexOf(Buffer.from([0xff, 0xda]));
    return whole.subarray(0, scan + 2 + whole.readUInt16BE(scan + 2));
};

/** The first bytes of a whole image: its header says the full size, the pixels are not there. */
const cut = (whole: Buffer, keep: number): Buffer => Buffer.from(whole.subarray(0, keep));

/** A PNG whose header claims `side` × `side` in front of the pixels of an 8 × 8 one. */
const pngLying = (side: number): Buffer => {
    const data = png(8, 8);
    data.writeUInt32BE(side, 16);
    data.writeUInt32BE(side, 20);
    return data;
};

const upload = (target: Target, type: Image, data: Buffer) => () =>
    sendFile(target, `scan.${type}`, data, MIME[type]);

describe('the BMP that claims 2147483647 × 2147483648 pixels', () => {
    const takingBmp = TARGETS.filter(target => extensionsOf(target).includes('bmp'));

    it('is one the finding named: uploadAdapt and LEGAL_NOTICE take BMPs', () => {
        expect(takingBmp.map(t => t.name)).toEqual(
            expect.arrayContaining([
                'uploadAdapt fileType 1',
                'uploadAdapt fileType 2',
                'uploadAdapt fileType 3',
                'uploadFile LEGAL_NOTICE (add)',
                'uploadFile LEGAL_NOTICE (edit)',
            ]),
        );
    });

    it.each(takingBmp)('is refused by $name from its header (400), nothing kept', async target => {
        expect(bmpBomb()).toHaveLength(60);
        await expectRefused([upload(target, 'bmp', bmpBomb()), 400, TOO_MANY_PIXELS_MSG]);
    });
});

describe.each(TARGETS)('$name', target => {
    it('refuses a JPEG that is only its headers, or cut short (415), nothing kept', async () => {
        const whole = wholeImage(target, 'jpg');
        await expectRefused(
            [upload(target, 'jpg', jpegHeaderOnly(whole)), 415, IMAGE_BROKEN_MSG],
            [
                upload(target, 'jpg', cut(whole, Math.floor(whole.length / 2))),
                415,
                IMAGE_BROKEN_MSG,
            ],
            [upload(target, 'jpg', cut(whole, whole.length - 2)), 415, IMAGE_BROKEN_MSG],
        );
    });

    it('refuses PNGs and BMPs cut short or whose header lies (415), nothing kept', async () => {
        const refusals: Refusal[] = [];
        if (imagesOf(target).includes('png')) {
            const whole = wholeImage(target, 'png');
            const side = target.kind === 'attorney' ? 800 : 64;
            refusals.push(
                [
                    upload(target, 'png', cut(whole, Math.floor(whole.length / 2))),
                    415,
                    IMAGE_BROKEN_MSG,
                ],
                [upload(target, 'png', pngLying(side)), 415, IMAGE_BROKEN_MSG],
            );
        }
        if (imagesOf(target).includes('bmp')) {
            const whole = wholeImage(target, 'bmp');
            refusals.push(
                // its header, and not one row of pixels
                [upload(target, 'bmp', cut(whole, 60)), 415, IMAGE_BROKEN_MSG],
                [upload(target, 'bmp', cut(whole, whole.length - 1)), 415, IMAGE_BROKEN_MSG],
            );
        }
        await expectRefused(...refusals);
    });

    it('still takes and serves whole images of each type it allows', async () => {
        for (const type of imagesOf(target)) {
            const data = wholeImage(target, type);
            const stored = expectStored(
                await sendFile(target, `whole.${type}`, data, MIME[type]),
                target,
                type,
                data,
            );
            await expectServed(stored.url, type, data);
        }
    });
});
