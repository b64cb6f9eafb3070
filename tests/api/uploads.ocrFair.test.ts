/**
 * `uploadAdapt` with `discern=1` for images tesseract alone reads badly or slowly, and for two
 * agencies at once (mock-server/ocr/: prepare.ts, queue.ts). Needs tesseract-ocr with its
 * Chinese data, as uploads.ocr.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadAdaptAnswer } from '../../domain/types/documents';
import { cmykJpeg, drawDocuments, greyJpeg, largePhoto } from '../support/documentImages';
import type { DrawnDocument } from '../support/documentImages';
import { expectOk, withTestServer } from './harness';
import type { Client } from './harness';
import { ADAPT } from './support/uploadCalls';

const ctx = withTestServer({ ocr: true, timeoutMs: 30_000 }, ['admin', 'other']);
let documents: DrawnDocument[] = [];

beforeAll(async () => {
    documents = await drawDocuments(6);
});

const read = async (client: Client, document: DrawnDocument, image = document.image) =>
    expectOk(
        await client.upload<UploadAdaptAnswer>(ADAPT, { fileType: document.fileType, discern: 1 }, [
            { fileName: document.fileName, data: image },
        ]),
    );

describe('uploadAdapt reads every JPEG a phone or a scanner makes', () => {
    it('reads a CMYK JPEG and a greyscale one as it reads the RGB one', async () => {
        const [card, licence] = documents;
        for (const document of [card, licence]) {
            for (const image of [await cmykJpeg(document.image), await greyJpeg(document.image)]) {
                expect(await read(ctx.admin, document, image)).toMatchObject({
                    discerned: true,
                    applyName: document.name,
                    applyNumber: document.number,
                });
            }
        }
    }, 60_000);

    it('reads a 4000-pixel photograph, scaled to what OCR needs first', async () => {
        const [card] = documents;
        expect(await read(ctx.admin, card, await largePhoto(card.image))).toMatchObject({
            discerned: true,
            applyName: card.name,
            applyNumber: card.number,
            address: card.address,
            width: 4000,
        });
    }, 30_000);
});

describe('uploadAdapt reads in turn between agencies', () => {
    it("reads another agency's single card before the rest of one agency's batch", async () => {
        const batch = await Promise.all(documents.slice(0, 5).map(d => largePhoto(d.image)));
        const single = documents[5];
        const finished: string[] = [];
        const note = (who: string) => (answer: UploadAdaptAnswer) => {
            finished.push(who);
            return answer;
        };
        const mine = batch.map((image, i) =>
            read(ctx.admin, documents[i], image).then(note(`admin ${i}`)),
        );
        // the batch is queued while its first image is read; the other agency comes then
        await Promise.race(mine);
        const theirs = await read(ctx.other, single).then(note('other'));
        await Promise.all(mine);
        expect(theirs).toMatchObject({ discerned: true, applyNumber: single.number });
        // first in, first out would read it last, after the whole batch
        const at = finished.indexOf('other');
        expect(finished.slice(at + 1).length, finished.join(', ')).toBeGreaterThanOrEqual(2);
    }, 90_000);
});
