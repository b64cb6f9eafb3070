/**
 * From the index's hits to the suggestions: each class's score from its documents, the
 * description's structure weighing goods against services (a shop of food and drink serves
 * them: 43; a shop or an online store of other goods sells them: 35), a confidence per class,
 * its groups, and its items — ticked only when the engine is confident an agent would file them.
 */
import type { Business } from './business';
import type { Doc, Suggestion, SuggestedItemOf } from './types';

export interface Hit {
    doc: Doc;
    score: number;
    /** the description's words it was found by */
    words: string[];
    /** found by a word of the description itself, not only by one of the same meaning */
    direct: boolean;
    /** a word of the description itself is the document's head: it names what it is */
    named: boolean;
    /** named so by a word few items share, with no word of its own the description lacks: an item an agent would tick */
    specific: boolean;
    /** what the shop's own name means is what the document is (川菜馆's 菜馆 → 餐馆) */
    byShop: boolean;
}

export type ClassHits = Map<string, Hit[]>;

/** A class's score: its best document, and a share of the next few. */
const NEXT_DOCS = 4;
const NEXT_SHARE = 0.25;
/** A service business (a shop, a studio, a verb of service) and no goods named: goods count this much. */
const GOODS_IN_SERVICE = 0.35;
/** Goods named as made or sold, and no service: services (36–45) count this much. */
const SERVICE_IN_GOODS = 0.5;
/** The classes of food and drink (the headings of 29, 30, 32, 33): a shop of them serves them, 43. */
const FOOD_AND_DRINK = new Set(['29', '30', '32', '33']);
const SERVING_FOOD = '43';
/** The class a serving place's own name means (川菜馆 → 43's 餐馆) counts this much more. */
const SHOP_NAMED = 1.5;
/** Fresh produce: a shop of it sells it. */
const FRESH = '31';
/** A shop whose words find services at this share of the goods' score, or more, is a place of service. */
const SERVICE_SHOP = 0.5;
const SELLING = '35';
/**
 * The group a class lent by the structure files in, by a word of its name: 43's 提供餐饮,住宿服务
 * for a shop of food and drink, 35's 为他人推销 for selling.
 */
const LENT_GROUP_WORD: Readonly<Record<string, string>> = {
    [SERVING_FOOD]: '餐饮',
    [SELLING]: '推销',
};
/** What selling named goods adds to 35, of the goods' best score: for a maker, and for a trader. */
const SELLING_SHARE = 0.6;
const TRADER_SHARE = 1.2;
/** A class's confidence: its share of the first class's score, to this power. */
const CONFIDENCE_POWER = 2;
/** Without a word of the description itself behind it, a class's confidence is this much. */
const INDIRECT = 0.6;
/**
 * An item's confidence: its class's, times its share of the best item for its word (耳机 and
 * 充电宝 each have their own), times how much its word counts in the class (a word whose best
 * item scores WORD_SHARE of the class's best, or more, counts fully). Ticked from TICK_CONFIDENCE.
 */
export const TICK_CONFIDENCE = 0.75;
const WORD_SHARE = 0.3;
const TOP_GROUPS = 3;
const TICKED_MAX = 5;
const OTHERS_MAX = 5;

const isService = (cls: string) => Number(cls) >= 35;

const scoreOf = (hits: readonly Hit[]): number => {
    const sorted = hits.map(hit => hit.score).sort((a, b) => b - a);
    return (
        (sorted[0] ?? 0) + NEXT_SHARE * sorted.slice(1, 1 + NEXT_DOCS).reduce((s, x) => s + x, 0)
    );
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface Context {
    /** the items of a group, nearest the words first */
    nearestItems: (group: string, words: readonly string[]) => Doc[];
    /** the class's first group whose name has the word */
    groupWith: (cls: string, word: string) => string | undefined;
}

interface Weighed {
    cls: string;
    score: number;
    hits: Hit[];
    /** what the structure added, and from which words */
    lent: string[];
    /** the score of its own documents, before the structure */
    own: number;
}

/** The classes' scores, with what the description's structure adds or takes away. */
const structured = (business: Business, hits: ClassHits): Weighed[] => {
    const weighed = new Map<string, Weighed>();
    for (const [cls, list] of hits)
        weighed.set(cls, { cls, score: scoreOf(list), hits: list, lent: [], own: scoreOf(list) });
    const entry = (cls: string) => {
        let found = weighed.get(cls);
        if (!found) {
            found = { cls, score: 0, hits: [], lent: [], own: 0 };
            weighed.set(cls, found);
        }
        return found;
    };
    // what the description's own words find, not their meanings: the structure rests on them
    const directScore = (w: Weighed) => scoreOf(w.hits.filter(hit => hit.direct));
    const goods = [...weighed.values()].filter(w => !isService(w.cls));
    const bestGoods = Math.max(0, ...goods.map(directScore));
    const places = business.shops.length > 0 && business.serving;
    let servesFood = false;
    if (places) {
        // a shop of food or drink serves it; of other goods, sells them
        const food = goods.filter(w => FOOD_AND_DRINK.has(w.cls));
        const bestFood = Math.max(0, ...food.map(directScore));
        // fresh produce (31) is sold, not served: 水果店
        const freshClass = weighed.get(FRESH);
        const fresh = freshClass ? directScore(freshClass) : 0;
        // a shop whose words name a service (洗车店, 开锁店) is that service's, not a seller's
        const bestService = Math.max(
            0,
            ...[...weighed.values()]
                .filter(w => isService(w.cls) && w.cls !== SELLING)
                .map(w => scoreOf(w.hits.filter(hit => hit.named))),
        );
        if (bestService >= bestGoods * SERVICE_SHOP) {
            // the services' own words decide
        } else if (bestFood > fresh) {
            servesFood = true;
            const serving = entry(SERVING_FOOD);
            serving.score += bestFood;
            serving.lent.push(...business.shops);
        } else if (bestGoods > 0) {
            const selling = entry(SELLING);
            selling.score += bestGoods * SELLING_SHARE;
            selling.lent.push(...business.shops);
        }
    }
    // selling named goods, or selling at all (网店, 超市): 35 — first for a trader, who makes
    // nothing; after the goods for a maker who sells what it makes, or a shop that serves food.
    // Selling a service (卖保险) is that service's business.
    const namedService = [...weighed.values()].some(
        w => isService(w.cls) && w.cls !== SELLING && w.hits.some(hit => hit.named),
    );
    // what is sold may be found by its meaning (数据线 → 电缆): all the goods' documents count
    const soldGoods = Math.max(0, ...goods.map(w => w.score));
    if (business.sells.length && (soldGoods > 0 || (!namedService && !business.making))) {
        const best = soldGoods || Math.max(1, ...[...weighed.values()].map(x => x.score));
        const selling = entry(SELLING);
        const second = business.making || servesFood;
        selling.score += best * (second ? SELLING_SHARE : TRADER_SHARE);
        selling.lent.push(...business.sells);
    }
    for (const w of weighed.values()) {
        if (places && w.hits.some(hit => hit.byShop)) w.score *= SHOP_NAMED;
        if (business.kind === 'service' && !isService(w.cls)) w.score *= GOODS_IN_SERVICE;
        // goods named and no service: a service's own documents count less (what the structure
        // lent it stays)
        if (business.kind === 'goods' && isService(w.cls))
            w.score -= w.own * (1 - SERVICE_IN_GOODS);
    }
    return [...weighed.values()].filter(w => w.score > 0);
};

/** The class's groups, best first: the groups of its documents, by their summed scores. */
const groupsOf = (cls: string, hits: readonly Hit[]): string[] => {
    const byGroup = new Map<string, number>();
    for (const hit of hits)
        for (const group of hit.doc.groups)
            if (group.startsWith(cls)) byGroup.set(group, (byGroup.get(group) ?? 0) + hit.score);
    return [...byGroup.entries()].sort((a, b) => b[1] - a[1]).map(([group]) => group);
};

/** The words of the description itself that found the hits (not a meaning's). */
const directWords = (hits: readonly Hit[]) =>
    new Set(
        hits
            .filter(hit => hit.direct)
            .flatMap(hit => hit.words.filter(word => !word.includes('（'))),
    );

/** The suggestions, best first. */
export const weighClasses = (
    business: Business,
    hits: ClassHits,
    context: Context,
    limit: number,
): Suggestion[] => {
    const all = structured(business, hits).sort(
        (a, b) => b.score - a.score || a.cls.localeCompare(b.cls),
    );
    const weighed = all.slice(0, limit);
    const top = all[0];
    if (!top) return [];
    // the description's own words found it, or the meaning of its shop's own name (湘菜馆 → 餐馆)
    const onOwnWords = (x: Weighed) => x.hits.some(hit => hit.direct || hit.byShop);
    const topDirect = onOwnWords(top) || top.lent.length > 0;
    return weighed.map(w => {
        const direct = onOwnWords(w);
        // a class behind the first is less sure than its share of the score says
        let confidence = (w.score / top.score) ** CONFIDENCE_POWER;
        if (!direct && !w.lent.length) confidence *= INDIRECT;
        if (!topDirect) confidence *= INDIRECT;
        confidence = round(Math.min(1, confidence), 2);
        const groups = groupsOf(w.cls, w.hits);
        const lentGroup = w.lent.length
            ? context.groupWith(w.cls, LENT_GROUP_WORD[w.cls] ?? '')
            : undefined;
        // the structure's group first when the structure is most of the class's score
        if (lentGroup) {
            if (groups.includes(lentGroup)) groups.splice(groups.indexOf(lentGroup), 1);
            if (w.score - w.own > w.own) groups.unshift(lentGroup);
            else groups.push(lentGroup);
        }
        const structureLed = !!lentGroup && groups[0] === lentGroup;
        const items = itemsOf(w, groups, confidence, context, structureLed);
        return {
            cls: w.cls,
            score: round(w.score, 1),
            confidence,
            groups: groups.slice(0, TOP_GROUPS),
            items,
            reason: reasonOf(w),
        };
    });
};

/** The items of a class: the confident ones ticked, then 其他可选 from its best groups. */
const itemsOf = (
    w: Weighed,
    groups: readonly string[],
    confidence: number,
    context: Context,
    /** the structure brought the class: its group's nearest items come before the hits */
    structureLed: boolean,
): SuggestedItemOf[] => {
    const itemHits = w.hits
        .filter(hit => hit.doc.kind === 'item')
        .sort((a, b) => b.score - a.score);
    const best = itemHits[0]?.score ?? 0;
    // each word of the description has its own best items (耳机 and 充电宝 alike)
    const bestOfWord = new Map<string, number>();
    for (const hit of itemHits)
        for (const word of hit.words) if (!bestOfWord.has(word)) bestOfWord.set(word, hit.score);
    const leading = new Set(groups.slice(0, 1));
    const out = new Map<string, SuggestedItemOf>();
    let ticked = 0;
    for (const hit of itemHits) {
        if (out.has(hit.doc.code)) continue;
        const ofWord = Math.max(...hit.words.map(word => bestOfWord.get(word) ?? 0));
        const itemConfidence =
            confidence * (hit.score / ofWord) * Math.min(1, ofWord / best / WORD_SHARE);
        const sure =
            (hit.specific || hit.byShop) &&
            itemConfidence >= TICK_CONFIDENCE &&
            leading.has(hit.doc.groups[0]!) &&
            ticked < TICKED_MAX;
        if (!sure && out.size - ticked >= OTHERS_MAX) continue;
        if (sure) ticked += 1;
        out.set(hit.doc.code, { code: hit.doc.code, name: hit.doc.name, ticked: sure });
    }
    // a class reached by its group, an industry or the structure: its group's nearest items
    const words = [
        ...new Set([
            ...w.lent,
            LENT_GROUP_WORD[w.cls] ?? '',
            ...w.hits.flatMap(hit => hit.doc.words),
        ]),
    ];
    for (const group of groups.slice(0, 1))
        for (const doc of context.nearestItems(group, words)) {
            if (out.size - ticked >= OTHERS_MAX * (structureLed ? 2 : 1)) break;
            if (!out.has(doc.code))
                out.set(doc.code, { code: doc.code, name: doc.name, ticked: false });
        }
    const all = [...out.values()];
    const others = all.filter(item => !item.ticked);
    if (structureLed) {
        const first = new Set(
            context
                .nearestItems(groups[0]!, words)
                .slice(0, OTHERS_MAX)
                .map(doc => doc.code),
        );
        others.sort((a, b) => Number(first.has(b.code)) - Number(first.has(a.code)));
    }
    return [...all.filter(item => item.ticked), ...others.slice(0, OTHERS_MAX)];
};

/** The words that decided: the shops and the description's words, then those found by meaning. */
const reasonOf = (w: Weighed): string => {
    const direct = [...directWords(w.hits)];
    const all = [...new Set([...w.lent, ...direct, ...w.hits.flatMap(hit => hit.words)])];
    return all.slice(0, 6).join('、');
};
