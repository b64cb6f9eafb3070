/**
 * Writes domain/similarity/labelled/split.tsv: the labelled pairs split once into a tuning half
 * and a held-back half by the fixed seed of labelled/set.ts. Run once; never again to move a
 * pair between halves. `npx tsx scripts/similarity/splitLabelled.ts`
 */
import fs from 'node:fs';
import { fnv, labelledPairs, pairKey } from '../../domain/similarity/labelled/set';
// one split, written once: the pairs ordered by a hash salted with the seed, the first half tuning
const pairs = labelledPairs();
const ordered = [...pairs].sort(
    (a, b) => fnv(pairKey(a.newMark, a.earlier)) - fnv(pairKey(b.newMark, b.earlier)),
);
const tuning = new Set(ordered.slice(0, Math.floor(ordered.length / 2)));
const lines = [
    'new\tearlier\thalf',
    ...pairs.map(p => `${p.newMark}\t${p.earlier}\t${tuning.has(p) ? 'tuning' : 'held-back'}`),
];
fs.writeFileSync(
    new URL('../../domain/similarity/labelled/split.tsv', import.meta.url),
    lines.join('\n') + '\n',
);
console.log(pairs.length, 'tuning', tuning.size);
