/**
 * `npx tsx scripts/classes/buildIndustries.ts`: writes domain/classes/data/industries.json, the
 * class suggestions' trade vocabulary (domain/classes/industries.ts), from two tables kept as
 * data with their sources (domain/classes/data/README.md):
 *
 * - scripts/classes/data/gbt4754-2017.tsv: GB/T 4754-2017's industries, with the standard's
 *   own description (说明) of each;
 * - domain/classes/data/industry-classes.tsv: each 中类, and each 小类 that needs other classes,
 *   mapped to the Nice classes and groups an agent files.
 *
 * Each mapped row becomes one industry: its name, and as its description its 说明 with the
 * names and 说明 of the 小类 under it that no row of their own overrides. An industry with no
 * class (a state body) is left out.
 */
import fs from 'node:fs';

const rows = (file: string) =>
    fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(line => line.trim() && !line.startsWith('#'))
        .map(line => line.split('\t').map(field => field.trim()));

const standard = new Map<string, { name: string; description: string }>();
for (const [code, , name, description] of rows('scripts/classes/data/gbt4754-2017.tsv'))
    if (code && name) standard.set(code, { name, description: description ?? '' });

const mapped = rows('domain/classes/data/industry-classes.tsv');
const overridden = new Set(mapped.map(([code]) => code!).filter(code => code.length === 4));
const out: string[][] = [];
for (const [code, name, kind, classes, groups] of mapped) {
    if (!code || !classes) continue;
    if (kind !== 'goods' && kind !== 'service' && kind !== 'trade')
        throw new Error(`${code}: kind ${kind}`);
    const own = standard.get(code);
    const parts = [own?.description ?? ''];
    if (code.length === 3)
        for (const [child, entry] of standard)
            if (child.length === 4 && child.startsWith(code) && !overridden.has(child)) {
                if (entry.name !== name) parts.push(entry.name);
                if (entry.description !== own?.description) parts.push(entry.description);
            }
    out.push([code, name!, parts.filter(Boolean).join('；'), kind, classes, groups ?? '']);
}
const file = 'domain/classes/data/industries.json';
fs.writeFileSync(file, `[\n${out.map(row => JSON.stringify(row)).join(',\n')}\n]\n`);
console.log(`${out.length} industries → ${file}`);
