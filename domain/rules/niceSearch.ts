/**
 * Fuzzy item search across the Nice classification, shared by the mock server (its
 * `searchNiceItems` extension) and the portal (which searches in the browser when a backend
 * lacks that call); the spec's step 1 caps it at 30 hits. An index holds every (class, group,
 * item) entry with its name normalized, and for each character the entries whose name holds
 * it, so a query only looks at the entries holding its rarest character.
 *
 * Ranking, best first: exact name > name starts with the keyword > name contains it (earlier
 * first) > the keyword's characters appear in the name in order (tighter first); then shorter
 * names, then table order (class, group, code). A keyword of item-code characters (`090001`,
 * `C010022`) also matches codes: the same code as an exact hit, a code prefix as a prefix hit.
 * An item the table lists in several similar groups of its class (服装* in 2501–2505) is one
 * hit, under its first group.
 */
import type { NiceSearchAnswer, NiceSearchHit } from '../types/classification';

/** Most hits a search answers (docs/rules.md, step 1). */
export const SEARCH_MAX_HITS = 30;

/**
 * The form names and keywords are compared in: NFKC (full-width `，（）` and letters become
 * half-width), lower case, without white space.
 */
export const normalizeSearchText = (text: string): string =>
    text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

interface Entry {
    hit: NiceSearchHit;
    /** normalized name */
    key: string;
    /** lower-case code */
    code: string;
}

export interface SearchIndex {
    entries: Entry[];
    /** character → indices of the entries whose key holds it, ascending */
    postings: Map<string, Uint32Array>;
}

/** The index of `hits` in table order (class, group, item); repeats of an item are dropped. */
export const buildSearchIndex = (hits: Iterable<NiceSearchHit>): SearchIndex => {
    const entries: Entry[] = [];
    const listed = new Set<string>();
    for (const hit of hits) {
        const id = `${hit.cls} ${hit.code} ${hit.name}`;
        if (listed.has(id)) continue;
        listed.add(id);
        entries.push({ hit, key: normalizeSearchText(hit.name), code: hit.code.toLowerCase() });
    }
    const lists = new Map<string, number[]>();
    entries.forEach((entry, index) => {
        for (const char of new Set(entry.key)) {
            const list = lists.get(char);
            if (list) list.push(index);
            else lists.set(char, [index]);
        }
    });
    const postings = new Map<string, Uint32Array>();
    for (const [char, list] of lists) postings.set(char, Uint32Array.from(list));
    return { entries, postings };
};

const EXACT = 0;
const PREFIX = 1;
const CONTAINS = 2;
const IN_ORDER = 3;

/**
 * Where the keyword's characters appear in order in `key`: the extra characters between the
 * first and the last (0 = contiguous), or -1 when they do not all appear in order.
 */
const inOrderGap = (key: string, chars: readonly string[]): number => {
    let from = 0;
    let first = -1;
    for (const char of chars) {
        const at = key.indexOf(char, from);
        if (at < 0) return -1;
        if (first < 0) first = at;
        from = at + char.length;
    }
    return from - first - chars.join('').length;
};

/** Rank and detail of a name match, or null. */
const matchName = (key: string, keyword: string, chars: readonly string[]): number | null => {
    if (key === keyword) return score(EXACT, 0, key.length);
    if (key.startsWith(keyword)) return score(PREFIX, 0, key.length);
    const at = key.indexOf(keyword);
    if (at >= 0) return score(CONTAINS, at, key.length);
    const gap = inOrderGap(key, chars);
    return gap >= 0 ? score(IN_ORDER, gap, key.length) : null;
};

/** One number that sorts like (rank, detail, name length); table order breaks ties. */
const score = (rank: number, detail: number, length: number): number =>
    (rank * 1000 + Math.min(detail, 999)) * 1000 + Math.min(length, 999);

const CODE_KEYWORD = /^c?\d{1,7}$/;

/** The best `limit` hits of the index for `keyword`, and how many matched in all. */
export const searchIndexPage = (
    { entries, postings }: SearchIndex,
    keyword: string,
    limit = SEARCH_MAX_HITS,
): NiceSearchAnswer => {
    const wanted = normalizeSearchText(keyword);
    if (!wanted) return { elements: [], totalElements: 0 };
    const chars = [...wanted];
    const scores = new Map<number, number>();
    // Name matches: only entries holding every character, starting from the rarest one.
    let rarest: Uint32Array | undefined;
    for (const char of new Set(chars)) {
        const list = postings.get(char) ?? new Uint32Array(0);
        if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const entryIndex of rarest ?? []) {
        const value = matchName(entries[entryIndex].key, wanted, chars);
        if (value !== null) scores.set(entryIndex, value);
    }
    // Code matches, for keywords made of code characters.
    if (CODE_KEYWORD.test(wanted)) {
        entries.forEach((entry, entryIndex) => {
            if (!entry.code.startsWith(wanted)) return;
            const value = score(entry.code === wanted ? EXACT : PREFIX, 0, entry.key.length);
            scores.set(entryIndex, Math.min(value, scores.get(entryIndex) ?? value));
        });
    }
    // The best `limit`, kept sorted by (score, table order) while going through the matches.
    const best: number[] = [];
    for (const [entryIndex, value] of scores) {
        const key = value * entries.length + entryIndex;
        if (best.length === limit && key > best[limit - 1]) continue;
        let at = best.length;
        while (at > 0 && best[at - 1] > key) at--;
        best.splice(at, 0, key);
        if (best.length > limit) best.pop();
    }
    return {
        elements: best.map(key => entries[key % entries.length].hit),
        totalElements: scores.size,
    };
};

/** The best `limit` hits of the index for `keyword`. */
export const searchIndex = (
    index: SearchIndex,
    keyword: string,
    limit = SEARCH_MAX_HITS,
): NiceSearchHit[] => searchIndexPage(index, keyword, limit).elements;
