/**
 * `npx tsx scripts/classes/splitDescriptions.ts`: writes domain/classes/labelled/split.tsv, the
 * one split of the labelled descriptions by the fixed seed (labelled/set.ts). Run once, before
 * the engine is tuned on the set; it refuses to overwrite a split that exists.
 */
import fs from 'node:fs';
import { readDescriptions, splitBySeed } from '../../domain/classes/labelled/set';

const file = 'domain/classes/labelled/split.tsv';
if (fs.existsSync(file)) {
    process.stderr.write(`${file} exists: the set is split once\n`);
    process.exit(2);
}
const split = splitBySeed(readDescriptions().map(row => row.text));
fs.writeFileSync(
    file,
    `text\thalf\n${[...split].map(([text, half]) => `${text}\t${half}`).join('\n')}\n`,
);
console.log(`${split.size} descriptions split → ${file}`);
