/**
 * `uploadAdapt` with `discern=1` reading the document by OCR (mock-server/ocr/), as the mock
 * does where Debian's tesseract-ocr and tesseract-ocr-chi-sim are installed (`.ci/run`
 * installs them). Ten generated photographs (tests/support/documentImages.ts); the bench
 * (`npm run bench -- ocr`) reads thirty against the ≥ 90 % budget. Reading runs in a child
 * process: a small call made meanwhile answers promptly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadAdaptAnswer } from '../../domain/types/documents';
import { ocrAvailable } from '../../mock-server/ocr/tesseract';
import { p95, smallCallsDuring } from '../../scripts/bench/smallCalls';
import { drawDocuments } from '../support/documentImages';
import type { DrawnDocument } from '../support/documentImages';
import { expectOk, withTestServer } from './harness';
import { ADAPT } from './support/uploadCalls';

const ctx = withTestServer({ ocr: true }, ['admin']);
let documents: DrawnDocument[] = [];

beforeAll(async () => {
    documents = await drawDocuments(10);
});

const read = async (document: DrawnDocument) =>
    expectOk(
        await ctx.admin.upload<UploadAdaptAnswer>(
            ADAPT,
            { fileType: document.fileType, discern: 1 },
            [{ fileName: document.fileName, data: document.image }],
        ),
    );

describe('uploadAdapt reads the document', () => {
    it('has tesseract with its Chinese data (apt-get install -y tesseract-ocr tesseract-ocr-chi-sim)', () => {
        expect(ocrAvailable()).toBe(true);
    });

    it('answers the name, the number and the address of ID cards and licences', async () => {
        const answers = [];
        for (const document of documents) answers.push(await read(document));
        const right = answers.filter(
            (answer, i) =>
                answer.applyName === documents[i].name &&
                answer.applyNumber === documents[i].number,
        );
        console.log(`OCR: name and number right for ${right.length} of ${documents.length}`);
        expect(right.length).toBeGreaterThanOrEqual(8);
        const [card] = answers;
        expect(card).toMatchObject({
            discerned: true,
            msg: '',
            applyNumber: documents[0].number,
            address: documents[0].address,
        });
        // the province of the address, as the form names it
        expect(card.provinceName).toMatch(/^(北京市|上海市|.+省)$/);
    });

    it('says it read nothing in a photograph without a document, and fills nothing', async () => {
        const sharp = (await import('sharp')).default;
        const blank = {
            ...documents[0],
            image: await sharp({
                create: { width: 800, height: 500, channels: 3, background: '#e8e4da' },
            })
                .jpeg()
                .toBuffer(),
        };
        expect(await read(blank)).toMatchObject({
            discerned: false,
            msg: '未能识别证件内容，请手动填写',
            applyName: '',
            applyNumber: '',
        });
    });

    it('leaves a concurrent small call answering promptly while it reads', async () => {
        const { answer, latencies } = await smallCallsDuring(
            () => read(documents[1]),
            () => ctx.admin.get('/admin/api/privilege'),
        );
        expect(answer.discerned).toBe(true);
        expect(latencies.length).toBeGreaterThan(5);
        expect(p95(latencies)).toBeLessThan(250);
    });
});
