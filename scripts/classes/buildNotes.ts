/**
 * Writes domain/similarity/data/niceNotes.json: the notes (注) of the 类似商品和服务区分表, read
 * from the table's plain text (scripts/classes/notes.ts) and resolved against the classification
 * the project ships (mock-server/nice/nice-classification.json). The text is `45.txt` of the
 * source named in mock-server/nice/SOURCE.md; only its data text is read:
 *
 *   git --git-dir=<mirror> show ab4575c1aa7ebb85a941a1e05b3532a0f1840eef:45.txt > /tmp/45.txt
 *   npx tsx scripts/classes/buildNotes.ts /tmp/45.txt
 *
 * Prints how many notes of each kind it read and every sentence of no known form (exit 1 if
 * any). Never edit the JSON by hand; change the parser and run this again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTable, resolveNotes } from './noteTable';
import type { TableGroup } from './noteTable';

const SOURCE_BLOB = '991fb15c6c25ba763a41b4a179de640d4bc3b666';
const OUT = fileURLToPath(new URL('../../domain/similarity/data/niceNotes.json', import.meta.url));
const CLASSIFICATION = fileURLToPath(
    new URL('../../mock-server/nice/nice-classification.json', import.meta.url),
);

const file = process.argv[2];
if (!file) {
    process.stderr.write('usage: npx tsx scripts/classes/buildNotes.ts <45.txt>\n');
    process.exit(2);
}
const bytes = readFileSync(file);
// the blob id git gives the file, so the data says which text it was read from
const blob = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
if (blob !== SOURCE_BLOB) {
    process.stderr.write(`warning: ${file} is blob ${blob}, not ${SOURCE_BLOB} (SOURCE.md)\n`);
}
const table = readTable(bytes.toString('utf8'));
const classes = JSON.parse(readFileSync(CLASSIFICATION, 'utf8')) as { groups: TableGroup[] }[];
const notes = resolveNotes(
    table.notes,
    classes.flatMap(c => c.groups),
    table.paragraphs,
);
writeFileSync(OUT, `${JSON.stringify({ sourceBlob: blob, notes })}\n`);

const kinds = new Map<string, number>();
for (const note of notes) kinds.set(note.kind, (kinds.get(note.kind) ?? 0) + 1);
const refs = notes.flatMap(note => [note.from, ...note.to]);
console.log(`${notes.length} notes: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(
    `${refs.length} references: ${refs.filter(r => r.unresolved).length} name items no current item has, ` +
        `${refs.filter(r => r.gone).length} to groups no longer in the table`,
);
for (const { group, text } of table.unread) console.log(`unread ${group}: ${text}`);
console.log(`written ${OUT}`);
if (table.unread.length) process.exitCode = 1;
