/**
 * Class suggestions from a plain description of a business (`在成都开川菜馆，也做外卖`): the
 * classes ranked, each with a confidence, its similar groups, the standard items an agent would
 * file (the confident ones ticked, the rest 其他可选) and the words that decided. Pure: it takes
 * the classification as data (the browser's `findNiceClassification` answers, or the mock's
 * table) and runs in either.
 *
 * How (docs/classes.md): the description is read as an agent reads it (business.ts: its words by
 * the dictionary, and whether it makes, sells or serves); item names, group names, class headings
 * and the national industry classification's industries (industries.ts, GB/T 4754-2017 mapped
 * to classes) are ranked against its words with BM25 (MiniSearch); a word the index lacks finds
 * the index's words of the same meaning (CC-CEDICT's first sense: 菜馆 → 餐馆 restaurant);
 * the structure then weighs goods against services.
 */
import MiniSearch from 'minisearch';
import type { Business } from './business';
import { namesNothing, readBusiness } from './business';
import { INDUSTRIES } from './industries';
import type { Industry } from './industries';
import { weighClasses } from './weigh';
import type { ClassHits, Hit } from './weigh';
import type { Doc, DocKind, Suggestion } from './types';

export type {
    Doc,
    DocKind,
    SuggestClass,
    SuggestGroup,
    SuggestItem,
    SuggestedItemOf,
    Suggestion,
} from './types';
import type { SuggestClass } from './types';
import { docsNow, docsOf, singleTerm } from './documents';
import { glossOf, sensesOfWord, translationsOf } from '../similarity/language';

/** A term of the query: its weight, the description's word it stands for, and how it was found. */
interface Term {
    weight: number;
    from: string;
    by: 'word' | 'part' | 'modifier' | 'meaning' | 'single' | 'loose';
}
type Terms = Map<string, Term>;
/** The description's own words, and the words inside them: what a class found by them rests on. */
const OWN = new Set<Term['by']>(['word', 'part', 'modifier']);
/** What may name a document by being its head: a word, or the word a longer one ends in. */
const NAMING = new Set<Term['by']>(['word', 'part']);

/** How much a match on each kind of document counts. */
export const DOC_WEIGHT: Readonly<Record<DocKind, number>> = {
    item: 1,
    group: 0.6,
    heading: 0.3,
    industry: 0.8,
};

/** A match on a document's modifier, not its head (外卖 in 餐馆外卖和送餐的在线预订服务), counts this much. */
const OFF_HEAD = 0.4;
/**
 * For a maker the words name what it makes, so a match on a modifier counts less again: a
 * machine or a tool for the goods (制钢丝绳机, 石材加工机) is another trade's.
 */
const OFF_HEAD_MAKING = 0.2;

/** A word found through its meaning (菜馆 → 餐馆) counts this much of the word itself. */
const SENSE_WEIGHT = 0.7;
/** A character standing as a word (鞋 of 卖鞋的) finds the items it heads at this weight, never ticked. */
const SINGLE_WEIGHT = 0.5;
/** Where one activity of a description ends and another begins (a scope's ；and 、, a sentence's ，). */
const ACTIVITY_BREAK = /[；;。，,、]/u;
/** The activities looked at one by one, and the places their first classes may take. */
const ACTIVITIES_MAX = 4;
const ACTIVITY_PLACES = 3;
/** An activity's class is as sure as the activity's reading of it, times this. */
const ACTIVITY_SHARE = 0.8;
/** A word found by sharing an English word of its sense, when nothing else was found. */
const LOOSE_WEIGHT = 0.25;
/** Words an item may hold beside the ones that name it, and still be what the description names. */
const LIGHT = new Set(['服务', '用品', '产品', '制品']);
/** A word in more items than this (咨询, 制品, 配件) is too general to tick an item by. */
const SPECIFIC_ITEMS = 30;
/** A word found by the head of its sense (面馆 noodle restaurant → 餐馆) counts this much of one by its sense. */
const SENSE_HEAD = 0.5;
/** The word a longer one ends in (宠物食品 → 食品) counts this much of the word itself. */
const PART_WEIGHT = 0.7;
/** Another word inside a longer one (宠物食品 → 宠物; 数据线 → 数据) counts this much. */
const MODIFIER_WEIGHT = 0.4;
/** The senses of a description's word looked for among the index's words (酒店: wine shop, pub, hotel). */
const QUERY_SENSES = 3;

export interface Suggester {
    suggest(text: string, limit?: number): Suggestion[];
}

const newIndex = () =>
    new MiniSearch<Doc>({
        fields: ['text'],
        storeFields: [],
        extractField: (doc, field) => (field === 'text' ? doc.words.join(' ') : String(doc.id)),
        tokenize: text => text.split(' '),
        processTerm: term => term || null,
    });

/** A word's first sense when it names a thing, not an act (搬家 to move house: none). */
const nounSense = (word: string): string[] => {
    const first = glossOf(word).split(';')[0]!.trim();
    return first && !/^to\s/u.test(first) ? sensesOfWord(word).slice(0, 1) : [];
};

/** The index's words by their first English sense (餐馆, 饭馆 → restaurant). */
const sensesIndex = (docs: readonly Doc[]) => {
    const bySense = new Map<string, Set<string>>();
    for (const word of new Set(docs.flatMap(doc => doc.words))) {
        if ([...word].length < 2) continue;
        // by its first sense only: a later one is often another word's first (材料: material; data)
        for (const sense of sensesOfWord(word).slice(0, 1)) {
            const words = bySense.get(sense) ?? new Set();
            words.add(word);
            bySense.set(sense, words);
        }
    }
    return bySense;
};

/** The suggester, its index built at once (the command, the bench, the tests, the mock). */
export const buildSuggester = (
    classes: readonly SuggestClass[],
    industries: readonly Industry[] = INDUSTRIES,
): Suggester => {
    const docs = docsNow(classes, industries);
    const index = newIndex();
    index.addAll(docs);
    return suggesterOf(docs, index);
};

/** Documents indexed at a time by buildSuggesterInSteps: a short task each, in a browser. */
const INDEX_CHUNK = 500;

/**
 * The suggester, its index built in short steps that leave the page free to answer the user
 * between them (the portal builds it while the user types a description).
 */
export const buildSuggesterInSteps = async (
    classes: readonly SuggestClass[],
    industries: readonly Industry[] = INDUSTRIES,
): Promise<Suggester> => {
    const docs = await docsOf(classes, industries, () => new Promise(done => setTimeout(done)));
    const index = newIndex();
    await index.addAllAsync(docs, { chunkSize: INDEX_CHUNK });
    return suggesterOf(docs, index);
};

const suggesterOf = (docs: readonly Doc[], index: MiniSearch<Doc>): Suggester => {
    const vocabulary = new Set(docs.flatMap(doc => doc.words));
    /** How many items each word is in: a word in many (咨询, 制品, 配件) names no item of its own. */
    const itemCount = new Map<string, number>();
    for (const doc of docs)
        if (doc.kind === 'item')
            for (const word of new Set(doc.words))
                itemCount.set(word, (itemCount.get(word) ?? 0) + 1);
    const bySense = sensesIndex(docs);
    const itemsOfGroup = new Map<string, Doc[]>();
    for (const doc of docs)
        if (doc.kind === 'item') {
            const list = itemsOfGroup.get(doc.groups[0]!) ?? [];
            list.push(doc);
            itemsOfGroup.set(doc.groups[0]!, list);
        }
    const groupWith = (cls: string, word: string): string | undefined =>
        docs.find(doc => doc.kind === 'group' && doc.classes[0] === cls && doc.words.includes(word))
            ?.groups[0];

    /** The query's terms, each with its weight and the word of the description it stands for. */
    const termsOf = (business: Business) => {
        const partOf = (part: string) => business.partOf.get(part) ?? part;
        const terms: Terms = new Map();
        const put = (term: string, weight: number, from: string, by: Term['by'] = 'meaning') => {
            if ((terms.get(term)?.weight ?? 0) < weight) terms.set(term, { weight, from, by });
        };
        const byMeaning = (word: string, weight: number) => {
            for (const sense of sensesOfWord(word).slice(0, QUERY_SENSES))
                for (const same of bySense.get(sense) ?? [])
                    if (same !== word) put(same, weight * SENSE_WEIGHT, word);
        };
        for (const word of business.words) {
            if (vocabulary.has(word)) put(word, 1, word, 'word');
            byMeaning(word, 1);
            // an English word finds its Chinese translations (software → 软件)
            if (/^[a-z]/u.test(word))
                for (const same of translationsOf(word))
                    if (vocabulary.has(same)) put(same, SENSE_WEIGHT, word);
        }
        for (const part of business.parts) {
            if (vocabulary.has(part)) put(part, PART_WEIGHT, partOf(part), 'part');
            byMeaning(part, PART_WEIGHT);
        }
        for (const part of business.modifiers)
            if (vocabulary.has(part)) put(part, MODIFIER_WEIGHT, partOf(part), 'modifier');
        // what a word's sense is a kind of, by its English head (面馆 noodle restaurant →
        // restaurant → 餐馆; 猫粮 cat food → food): less than the sense itself, and only for a
        // word nothing else found (充电宝 is 移动电源, not a bank)
        const found = new Set([...terms.values()].map(term => term.from));
        for (const word of [...business.words, ...business.parts])
            for (const sense of found.has(word) ? [] : nounSense(word)) {
                const head = sense.split(' ').at(-1)!;
                if (head !== sense)
                    for (const same of bySense.get(head) ?? [])
                        put(same, SENSE_WEIGHT * SENSE_HEAD, word);
            }
        // a character standing alone finds nothing itself, only the words of its meaning (鞋 shoe → 鞋子)
        for (const single of business.singles) {
            byMeaning(single, 1);
            if (vocabulary.has(singleTerm(single)))
                put(singleTerm(single), SINGLE_WEIGHT, single, 'single');
        }
        return terms;
    };

    const hitsOf = (terms: Terms, shopNames: ReadonlySet<string>, making = false): ClassHits => {
        const byClass: ClassHits = new Map();
        if (!terms.size) return byClass;
        const found = index.search(
            { combineWith: 'OR', queries: [...terms.keys()] },
            { boostTerm: term => terms.get(term)?.weight ?? 1 },
        );
        for (const result of found) {
            const doc = docs[result.id as number]!;
            const words = result.terms.map(term => {
                const from = terms.get(term)?.from ?? term;
                return from === term || term.startsWith('单') ? from : `${from}（${term}）`;
            });
            // found by the description's own words, or words inside them (not by a meaning)
            const direct = result.terms.some(term => OWN.has(terms.get(term)?.by ?? 'loose'));
            const onlySingle = result.terms.every(term => term.startsWith('单'));
            // what the shop's own name means is what the document is (菜馆 → 餐馆)
            const byShop = result.terms.some(
                term => shopNames.has(terms.get(term)?.from ?? '') && doc.head.includes(term),
            );
            const onHead = onlySingle || result.terms.some(term => doc.head.includes(term));
            // a word of the description itself names what the document is
            const named = result.terms.some(
                term => NAMING.has(terms.get(term)?.by ?? 'loose') && doc.head.includes(term),
            );
            // named by a word few items share, with no word of its own the description lacks (剪刀, not 树枝修剪刀)
            const specific =
                named &&
                result.terms.some(
                    term => doc.head.includes(term) && (itemCount.get(term) ?? 0) <= SPECIFIC_ITEMS,
                ) &&
                doc.words.every(
                    word =>
                        result.terms.includes(word) ||
                        LIGHT.has(word) ||
                        result.terms.some(term => term.includes(word) || word.includes(term)),
                );
            doc.classes.forEach((cls, rank) => {
                const hit: Hit = {
                    doc,
                    score:
                        result.score *
                        DOC_WEIGHT[doc.kind] *
                        (rank ? 0.7 : 1) *
                        (onHead ? 1 : making ? OFF_HEAD_MAKING : OFF_HEAD),
                    words,
                    direct,
                    named,
                    specific,
                    byShop,
                };
                const list = byClass.get(cls) ?? [];
                list.push(hit);
                byClass.set(cls, list);
            });
        }
        return byClass;
    };

    /** The items of a group nearest the words that reached the class, for 其他可选. */
    /** The English words of a word's first sense (网店 online shop → online, shop). */
    const meaningOf = (word: string): string[] =>
        (sensesOfWord(word)[0] ?? '').split(/\s+/u).filter(token => token.length > 2);
    const docMeaning = new Map<number, Set<string>>();
    const meaningOfDoc = (doc: Doc) => {
        let found = docMeaning.get(doc.id);
        if (!found) {
            found = new Set(doc.words.flatMap(meaningOf));
            docMeaning.set(doc.id, found);
        }
        return found;
    };

    /**
     * The items of a group nearest the words that reached the class, for 其他可选: by the words
     * they share, then by the English words of their meanings (网店 online shop → 在线市场 online
     * market), then the shorter name.
     */
    const nearestItems = (group: string, words: readonly string[]): Doc[] => {
        const items = itemsOfGroup.get(group) ?? [];
        const wanted = new Set(words);
        const meant = new Set(words.flatMap(meaningOf));
        const near = new Map(
            items.map(doc => [
                doc.id,
                2 * doc.words.filter(w => wanted.has(w)).length +
                    [...meaningOfDoc(doc)].filter(token => meant.has(token)).length,
            ]),
        );
        return [...items].sort(
            (a, b) => near.get(b.id)! - near.get(a.id)! || a.name.length - b.name.length,
        );
    };

    let byToken: Map<string, string[]> | undefined;
    /** The index's words by each English word of their first sense. */
    const tokenIndex = () => {
        if (byToken) return byToken;
        byToken = new Map();
        for (const word of vocabulary)
            for (const token of meaningOf(word)) {
                const list = byToken.get(token) ?? [];
                list.push(word);
                byToken.set(token, list);
            }
        return byToken;
    };
    const looselyMeant = (business: Business) => {
        const terms: Terms = new Map();
        for (const word of [...business.words, ...business.parts, ...business.shopNames])
            for (const token of meaningOf(word))
                for (const same of tokenIndex().get(token) ?? [])
                    if (!terms.has(same))
                        terms.set(same, { weight: LOOSE_WEIGHT, from: word, by: 'loose' });
        return terms;
    };

    const context = { nearestItems, groupWith };
    /** The classes of one reading: the whole description, or one of its activities. */
    const classesOf = (text: string, limit: number): Suggestion[] => {
        const business = readBusiness(text);
        if (namesNothing(business)) return [];
        let hits = hitsOf(termsOf(business), new Set(business.shopNames), business.making);
        // nothing by word or meaning: the index's words whose sense shares an English word with
        // theirs (保洁 sanitation → 环境卫生), a guess the confidence says is one
        if (!hits.size) hits = hitsOf(looselyMeant(business), new Set());
        return weighClasses(business, hits, context, limit);
    };

    const suggest = (text: string, limit = 5): Suggestion[] => {
        const wanted = text.trim();
        if (!wanted) return [];
        const whole = classesOf(wanted, limit + ACTIVITIES_MAX);
        // a description of several activities (a scope's 物业管理；家政服务；停车场服务): each one's
        // first class is among those shown, after the whole's first
        const activities = wanted.split(ACTIVITY_BREAK).filter(part => part.trim());
        if (activities.length < 2 || !whole.length) return whole.slice(0, limit);
        const shown = [whole[0]!];
        for (const part of activities.slice(0, ACTIVITIES_MAX)) {
            const first = classesOf(part, 1)[0];
            if (!first || shown.length >= ACTIVITY_PLACES || shown.some(s => s.cls === first.cls))
                continue;
            // as sure as that activity's reading is of it (times ACTIVITY_SHARE);
            // its groups and items as the whole description reads them, where it reads the class
            const inWhole = whole.find(s => s.cls === first.cls);
            const confidence = Math.round(first.confidence * ACTIVITY_SHARE * 100) / 100;
            shown.push({
                ...(inWhole ?? first),
                confidence: Math.max(confidence, inWhole?.confidence ?? 0),
            });
        }
        // a confident activity goes before a whole that only guessed (在家做外卖，主要卖盖浇饭)
        shown.sort((a, b) => b.confidence - a.confidence);
        for (const s of whole) if (!shown.some(x => x.cls === s.cls)) shown.push(s);
        return shown.slice(0, limit);
    };
    return { suggest };
};
