/**
 * `npm run bench -- ocr`: how well and how fast the mock reads identity documents
 * (mock-server/ocr/). 30 generated photographs (tests/support/documentImages.ts: 15 ID cards,
 * 15 licences) read one after another as `uploadAdapt` reads them; prints the share whose name
 * and number both came out right, and the time per image. Budgets: ≥ 90 % right, ≤ 3 s each.
 * Needs Debian's tesseract-ocr and tesseract-ocr-chi-sim.
 */
import { readDocument } from '../../mock-server/ocr';
import { ocrAvailable } from '../../mock-server/ocr/tesseract';
import { drawDocuments } from '../../tests/support/documentImages';
import { p95 } from './smallCalls';

const COUNT = 30;
const ACCURACY_BUDGET = 0.9;
const SECONDS_BUDGET = 3;

const main = async (): Promise<void> => {
    if (!ocrAvailable()) {
        console.log(
            'ocr: tesseract-ocr with chi_sim is not installed (apt-get install -y tesseract-ocr tesseract-ocr-chi-sim)',
        );
        return;
    }
    const documents = await drawDocuments(COUNT);
    const times: number[] = [];
    let right = 0;
    const misses: string[] = [];
    for (const document of documents) {
        const started = performance.now();
        const read = await readDocument(document.image, document.fileType, true);
        times.push(performance.now() - started);
        const ok = read.applyName === document.name && read.applyNumber === document.number;
        if (ok) right += 1;
        else
            misses.push(
                `  ${document.fileName}: ${read.applyName || '—'} ${read.applyNumber || '—'} (want ${document.name} ${document.number})`,
            );
    }
    const accuracy = right / COUNT;
    const slowest = Math.max(...times) / 1000;
    console.log(
        `ocr: ${COUNT} documents, name and number right ${right}/${COUNT} (${(accuracy * 100).toFixed(0)} %, budget ≥ ${ACCURACY_BUDGET * 100} %)`,
    );
    console.log(
        `ocr: per image median ${(times.sort((a, b) => a - b)[COUNT >> 1] / 1000).toFixed(2)} s, p95 ${(p95(times) / 1000).toFixed(2)} s, max ${slowest.toFixed(2)} s (budget ≤ ${SECONDS_BUDGET} s)`,
    );
    if (misses.length) console.log(misses.join('\n'));
    if (accuracy < ACCURACY_BUDGET || slowest > SECONDS_BUDGET) console.log('ocr: over budget');
};

await main();
