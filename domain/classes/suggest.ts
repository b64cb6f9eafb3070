/**
 * Class suggestions from a plain description of a business (`我们做手机壳和数据线的电商`): the
 * classes ranked, each with its most relevant similar groups and standard items and the words
 * that matched. Pure: it takes the classification as data (the browser's
 * `findNiceClassification` answers, or the mock's table) and runs in either.
 *
 * How: the text is cut into words (ICU's segmentation, `Intl.Segmenter('zh')`) and character
 * pairs; item names, group names and class headings are ranked against them with BM25
 * (MiniSearch); each class scores its best documents, and a table of business words that item
 * names never contain (businessWords.ts: 电商 → 35, 奶茶店 → 43 …) adds its classes.
 */
import MiniSearch from 'minisearch';
import { BUSINESS_WORDS, CLASS_ITEM_HINTS } from './businessWords';

export interface SuggestItem {
    code: string;
    name: string;
}

export interface SuggestGroup {
    code: string;
    name: string;
    items: SuggestItem[];
}

export interface SuggestClass {
    /** '01' … '45' */
    code: string;
    /** the class's official heading */
    heading: string;
    groups: SuggestGroup[];
}

export interface Suggestion {
    cls: string;
    score: number;
    /** the most relevant similar groups, best first */
    groups: string[];
    /** the most relevant standard items, best first */
    items: SuggestItem[];
    /** the words that matched, in plain Chinese */
    reason: string;
}

interface Doc {
    id: number;
    cls: string;
    group: string;
    /** an item's code, '' for a group name or a class heading */
    code: string;
    name: string;
    /** how much a match on it counts */
    weight: number;
}

const GROUP_WEIGHT = 0.6;
const HEADING_WEIGHT = 0.4;
/** A class's score: its best document, and a share of the next few. */
const NEXT_DOCS = 4;
const NEXT_SHARE = 0.25;
/**
 * What one business word adds to each of its classes: the best class's text score (a word
 * that names the trade outweighs item names that merely share a character), less for the
 * classes it names after the first.
 */
const BUSINESS_SHARE = 1 + NEXT_SHARE * NEXT_DOCS;
const TOP_GROUPS = 3;
const TOP_ITEMS = 5;

let segmenter: Intl.Segmenter | undefined;

/**
 * Words and character pairs: Chinese has no spaces, so the pairs of each run of hanzi catch a
 * word the segmentation cut (礼|花) or joined to another (火锅店).
 */
export const tokensOf = (text: string): string[] => {
    segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
    const lower = text.toLowerCase();
    const out: string[] = [];
    for (const part of segmenter.segment(lower)) if (part.isWordLike) out.push(part.segment);
    for (const run of lower.match(/\p{Script=Han}{2,}/gu) ?? []) {
        const chars = [...run];
        for (let i = 0; i + 1 < chars.length; i++) {
            // a pair across 的, 和 … joins two words, not one
            if (!JOINERS.has(chars[i]!) && !JOINERS.has(chars[i + 1]!))
                out.push(chars[i]! + chars[i + 1]!);
        }
    }
    return [...new Set(out)];
};

const JOINERS = new Set([...'的和与及或、']);

/** A single character says little of a business (花, 网, 店): it counts this much of a word. */
const SINGLE_CHAR_WEIGHT = 0.3;

/** Any word may match; a single character counts less. */
const SEARCH_OPTIONS = {
    combineWith: 'OR',
    boostTerm: (term: string) => ([...term].length === 1 ? SINGLE_CHAR_WEIGHT : 1),
} as const;

/** Stop words of descriptions that say nothing of the business. */
const STOP = new Set(
    '我们 我 你们 公司 做 的 和 与 及 等 这些 那些 主要 是 在 卖 开 开了 一家 一个 想 注册 品牌 自己 产品 用 给 为主 都 有 各种 相关 服务 提供'.split(
        ' ',
    ),
);

/**
 * The words that matched, in plain Chinese: trade words first, then words; a single character
 * only when nothing longer matched.
 */
const reasonOf = (trade: readonly string[], words: ReadonlySet<string>): string => {
    const all = [...new Set([...trade, ...words])];
    const long = all.filter(word => [...word].length > 1);
    return (long.length ? long : all).slice(0, 6).join('、');
};

export interface Suggester {
    suggest(text: string, limit?: number): Suggestion[];
}

/** The documents of the classification and an index of them, not yet filled. */
const emptyIndex = (classes: readonly SuggestClass[]) => {
    const docs: Doc[] = [];
    for (const niceClass of classes) {
        docs.push({
            id: docs.length,
            cls: niceClass.code,
            group: '',
            code: '',
            name: niceClass.heading,
            weight: HEADING_WEIGHT,
        });
        for (const group of niceClass.groups) {
            docs.push({
                id: docs.length,
                cls: niceClass.code,
                group: group.code,
                code: '',
                name: group.name,
                weight: GROUP_WEIGHT,
            });
            for (const item of group.items) {
                docs.push({
                    id: docs.length,
                    cls: niceClass.code,
                    group: group.code,
                    code: item.code,
                    name: item.name,
                    weight: 1,
                });
            }
        }
    }
    const index = new MiniSearch<Doc>({
        fields: ['name'],
        storeFields: [],
        tokenize: tokensOf,
        processTerm: term => (STOP.has(term) ? null : term),
    });
    return { docs, index };
};

/** Documents indexed at a time by buildSuggesterInSteps: a short task each, in a browser. */
const INDEX_CHUNK = 500;

/** The suggester, its index built at once (the command, the bench, the tests). */
export const buildSuggester = (classes: readonly SuggestClass[]): Suggester => {
    const { docs, index } = emptyIndex(classes);
    index.addAll(docs);
    return suggesterOf(docs, index);
};

/**
 * The suggester, its index built in short steps that leave the page free to answer the user
 * between them (the portal builds it while the user types a description).
 */
export const buildSuggesterInSteps = async (
    classes: readonly SuggestClass[],
): Promise<Suggester> => {
    const { docs, index } = emptyIndex(classes);
    await index.addAllAsync(docs, { chunkSize: INDEX_CHUNK });
    return suggesterOf(docs, index);
};

const suggesterOf = (docs: readonly Doc[], index: MiniSearch<Doc>): Suggester => {
    /** The items of `cls` best matching the trade words that reached it and the class's hints. */
    const inClass = (cls: string, query: string): Doc[] =>
        index
            .search(query, {
                ...SEARCH_OPTIONS,
                filter: hit => docs[hit.id as number]!.cls === cls,
            })
            .map(hit => docs[hit.id as number]!);
    /** The items of `cls` nearest the words that reached it, then those of the class's hints. */
    const usualItems = (cls: string, words: readonly string[]): Doc[] => {
        const found = inClass(cls, words.join(' ')).filter(doc => doc.code);
        return found.length >= TOP_ITEMS
            ? found
            : [...found, ...inClass(cls, CLASS_ITEM_HINTS[cls] ?? '')];
    };

    const suggest = (text: string, limit = 5): Suggestion[] => {
        const wanted = text.trim();
        if (!wanted) return [];
        const byClass = new Map<string, { scores: number[]; docs: Doc[]; words: Set<string> }>();
        const entry = (cls: string) => {
            let found = byClass.get(cls);
            if (!found) {
                found = { scores: [], docs: [], words: new Set() };
                byClass.set(cls, found);
            }
            return found;
        };
        const hits = index.search(wanted, {
            ...SEARCH_OPTIONS,
        });
        for (const hit of hits) {
            const doc = docs[hit.id as number]!;
            const found = entry(doc.cls);
            found.scores.push(hit.score * doc.weight);
            found.docs.push(doc);
            for (const term of hit.terms) found.words.add(term);
        }
        const business = BUSINESS_WORDS.filter(([word]) => wanted.includes(word));
        const best = Math.max(
            1,
            ...[...byClass.values()].map(found => Math.max(0, ...found.scores)),
        );
        const scored = [...new Set([...byClass.keys(), ...business.flatMap(([, cls]) => cls)])].map(
            cls => {
                const found = entry(cls);
                const sorted = [...found.scores].sort((a, b) => b - a);
                const text =
                    (sorted[0] ?? 0) +
                    NEXT_SHARE * sorted.slice(1, 1 + NEXT_DOCS).reduce((sum, s) => sum + s, 0);
                const words = business.filter(([, list]) => list.includes(cls));
                for (const [word] of words) found.words.add(word);
                // a class named first for a word counts more than one named after it
                const boost = words.reduce(
                    (sum, [, list]) => sum + (BUSINESS_SHARE * best) / (1 + list.indexOf(cls)),
                    0,
                );
                return {
                    cls,
                    score: text + boost,
                    found,
                    trade: words.map(([word]) => word),
                    items: words.map(([word, , items]) => items ?? word),
                    byTrade: boost > text,
                };
            },
        );
        scored.sort((a, b) => b.score - a.score || a.cls.localeCompare(b.cls));
        return scored
            .slice(0, limit)
            .map(({ cls, score, found, trade, items: tradeItems, byTrade }) => {
                // a class reached mostly through trade words comes with its usual items first, as
                // does one the text reached by its heading alone
                if (byTrade || !found.docs.some(doc => doc.code))
                    found.docs.unshift(
                        ...usualItems(cls, tradeItems.length ? tradeItems : [...found.words]),
                    );
                const items = [
                    ...new Map(found.docs.filter(doc => doc.code).map(d => [d.code, d])).values(),
                ];
                const groups = [...new Set(found.docs.map(doc => doc.group).filter(Boolean))];
                return {
                    cls,
                    score: Math.round(score * 10) / 10,
                    groups: groups.slice(0, TOP_GROUPS),
                    items: items.slice(0, TOP_ITEMS).map(({ code, name }) => ({ code, name })),
                    reason: reasonOf(trade, found.words),
                };
            });
    };
    return { suggest };
};
