/**
 * A description read as an agent reads it: the words that name the business, and its structure —
 * does it make or sell goods (卖…, 生产…, 做…的), serve people (a shop, a studio, an agency:
 * 店, 馆, 工作室, 中介 …; 提供, 帮人 …), or both (a shop that makes and sells). The words come from
 * the dictionary's segmentation (words.ts); the structure words below are grammar, the same for
 * every trade, not vocabulary of one.
 */
import { isMatchWord, piecesOf, withoutExclusions, wordsAndParts } from './words';
import { chineseWord, sensesOfWord } from '../similarity/language';

export type BusinessKind = 'goods' | 'service' | 'both' | 'unknown';

export interface Business {
    /** the words to match */
    words: string[];
    /** the dictionary's words that end the long ones, what they are (宠物食品 → 食品; 川菜 + 馆 → 菜馆) */
    parts: string[];
    /** the other words inside the long ones, of what they are (宠物食品 → 宠物) */
    modifiers: string[];
    /** the description's word each of the parts and modifiers is inside (手机 → 手机壳) */
    partOf: Map<string, string>;
    /** single characters standing as words of their own (鞋, 茶): they find only words of their meaning */
    singles: string[];
    /** the words named as what is made or sold (做手机壳和数据线的 → 手机壳, 数据线) */
    goods: Set<string>;
    /** a place or firm serving people: 火锅店, 川菜馆, 工作室, 中介 … */
    shops: string[];
    /** the words of the shops' own names (菜馆 of 川菜馆; 理发店): what the place is */
    shopNames: string[];
    /** the words that say it sells (卖, 销售, 批发, 网店, 电商 …), or none */
    sells: string[];
    /** the description makes or grows goods (生产, 制造, 加工, 种植, 做…的 …) */
    making: boolean;
    /** a service verb or a serving place (提供, 帮人, 上门; 店, 馆, 工作室 …) */
    serving: boolean;
    kind: BusinessKind;
}

/** A place that serves people, as the last character of a word (火锅店, 川菜馆, 小吃摊). */
const SHOP_ENDINGS = new Set([...'店馆摊厅铺档']);
/** Words of a firm or place that serves people. */
const SHOP_WORDS = new Set(
    '工作室 中心 中介 驿站 服务 事务所 诊所 机构 门店 店铺 铺子 摊位 小摊 档口 会所 公司 平台 商行 超市 连锁'.split(
        ' ',
    ),
);
/** Firm words that say a business exists, not that it serves: goods named beside them decide. */
const FIRM_WORDS = new Set(['公司', '平台', '商行', '连锁']);
const SELLING = new Set(
    '卖 售 销售 售卖 出售 贩卖 批发 零售 经销 分销 代销 进口 出口 进出口 贸易 网店 电商 带货 开网店'.split(
        ' ',
    ),
);
/** Selling online: a shop whatever it names. */
const ONLINE = new Set(['网店', '电商', '带货', '开网店', '直播带货']);
const MAKING = new Set(
    '生产 制造 制作 加工 研发 开发 种植 养殖 培育 酿造 酿 出产 研制 定制 手工 烘焙 烤 做了'.split(
        ' ',
    ),
);
/** Verbs of a service done for someone. */
const SERVING = new Set('提供 帮 帮人 帮助 替 代 代办 承接 上门 接单 服务'.split(' '));
/** 做: making when its object ends with 的 (做手机壳的), else it tells nothing by itself. */
const DO = '做';
/** Where what a scope names before its verb begins: a clause's start (；, 。, the start). */
const CLAUSE_BREAK = new Set(['|']);
/** Where what a verb names ends. */
const CLAUSE_END = new Set(['|', '的', '也', '还', '并', '同时', '另外', '以及', '主要']);

/**
 * Words of a description that say nothing of the business: people, quantity, wish, the filing
 * itself. Grammar and the filing's own words, not trade vocabulary.
 */
const STOP = new Set(
    (
        '我们 我 我家 你们 你 他们 自己 本人 这边 这里 那些 这些 一家 一个 一些 个 家 是 在 有 和 与 及 或 等 ' +
        '主要 主营 经营 从事 专业 专门 相关 各种 各类 类 一切 所有 产品 商品 东西 业务 品牌 商标 注册 申请 想 要 ' +
        '打算 准备 开 开了 搞 搞了 弄 做 干 卖 也 还 就 都 给 为 用 请问 什么 哪个 哪些 可以 需要 一下 目前 现在 ' +
        '小 大 新 好 多 本地 线上 线下 网上 全国 客户 顾客 朋友 老板 自产 自销 自己'
    ).split(' '),
);

/** Greetings and thanks: a text of these alone names no business. */
const CHAT = new Set(
    '你好 您好 谢谢 在吗 请问 哈喽 嗨 早上好 晚上好 再见 好的 收到 测试'.split(' '),
);

/** A store by the dictionary's first sense: 超市 supermarket, 便利店 convenience store, 小店 small shop. */
const isStore = (word: string): boolean =>
    /\b(?:store|shop|supermarket|mall|grocery)$/u.test(sensesOfWord(word)[0] ?? '');

const isShop = (piece: string): boolean =>
    SHOP_WORDS.has(piece) ||
    (/^\p{Script=Han}{2,}$/u.test(piece) && SHOP_ENDINGS.has([...piece].at(-1)!));

/** The dictionary's words inside a word and the shop character after it (川菜 + 馆 → 菜馆). */
const shopParts = (word: string, ending: string): string[] => {
    const whole = [...(word + ending)];
    const parts: string[] = [];
    for (let i = 0; i + 1 < whole.length; i++) {
        const part = whole.slice(i).join('');
        if (part.length >= 2 && (chineseWord(part)?.frequency ?? 0) > 0) parts.push(part);
    }
    return parts;
};

/** The description read: its words and its structure. */
/**
 * Where the business is, not what it is: 在学校旁边, 小区门口, 商场里. The place words before these
 * are dropped.
 */
const PLACE_ENDS = new Set('旁边 附近 对面 边上 门口 楼下 楼上 里面 周边 隔壁'.split(' '));

/** The pieces without the places the description names (在学校旁边开个面馆 → 开个面馆). */
const withoutPlaces = (pieces: readonly string[]): string[] => {
    const out: string[] = [];
    for (const piece of pieces) {
        if (!PLACE_ENDS.has(piece)) {
            out.push(piece);
            continue;
        }
        // back to the clause's start or 在
        while (out.length && out.at(-1) !== '|' && out.at(-1) !== '在') out.pop();
        if (out.at(-1) === '在') out.pop();
    }
    return out;
};

export const readBusiness = (text: string): Business => {
    const pieces = withoutPlaces(piecesOf(withoutExclusions(text)));
    const goods = new Set<string>();
    const shops: string[] = [];
    const extra: string[] = [];
    const sells: string[] = [];
    const idleSells: string[] = [];
    const done = new Set<string>();
    let making = false;
    let serving = false;
    for (let i = 0; i < pieces.length; i++) {
        const piece = pieces[i]!;
        const next = pieces[i + 1];
        if (next && SHOP_ENDINGS.has(next) && /^\p{Script=Han}{2,}$/u.test(piece)) {
            shops.push(piece + next);
            extra.push(...shopParts(piece, next));
        } else if (isShop(piece)) shops.push(piece);
        if (SERVING.has(piece)) serving = true;
        const selling = SELLING.has(piece);
        const makes = MAKING.has(piece);
        if (!selling && !makes && piece !== DO) continue;
        // what the verb names: the words up to the clause's end
        const named: string[] = [];
        let j = i + 1;
        // 卖给养猪场: who buys, not what is sold
        const toWhom = pieces[i + 1] === '给';
        for (; !toWhom && j < pieces.length && !CLAUSE_END.has(pieces[j]!); j++) {
            if (SELLING.has(pieces[j]!) || MAKING.has(pieces[j]!) || SERVING.has(pieces[j]!)) break;
            // a character standing as a word is named too (卖鞋的 → 鞋)
            const word = pieces[j]!;
            if (
                (isMatchWord(word) || /^\p{Script=Han}$/u.test(word)) &&
                !STOP.has(word) &&
                !isShop(word)
            )
                named.push(word);
        }
        // 做X: what X is decides (做腊肉香肠 makes, 做外卖 serves); noted, not yet goods
        if (piece === DO && pieces[j] !== '的') {
            for (const word of named) done.add(word);
            continue;
        }
        // a business scope names the goods before the verb (化妆品零售, 润滑油制造及销售)
        if (!named.length && piece !== DO)
            for (let k = i - 1; k >= 0 && !CLAUSE_BREAK.has(pieces[k]!); k--) {
                const word = pieces[k]!;
                if (SELLING.has(word) || MAKING.has(word) || SERVING.has(word)) continue;
                if (isMatchWord(word) && !STOP.has(word) && !isShop(word)) named.unshift(word);
            }
        if (!named.length) {
            if (selling) idleSells.push(piece);
            continue;
        }
        for (const word of named) goods.add(word);
        if (selling) sells.push(piece);
        else making = true;
    }
    // 做X with nothing serving: X is made (做腊肉香肠，年底卖得多)
    if (done.size && !serving && !shops.length) {
        for (const word of done) goods.add(word);
        making = true;
    }
    // 在网上卖, 自产自销: a verb of selling with its goods named elsewhere
    if (goods.size) sells.push(...idleSells.filter(verb => !sells.includes(verb)));
    // a shop online sells, whatever it names; so does a shop the dictionary calls a store
    for (const piece of pieces)
        if ((ONLINE.has(piece) || (isShop(piece) && isStore(piece))) && !sells.includes(piece))
            sells.push(piece);
    const serves = serving || shops.some(shop => !FIRM_WORDS.has(shop));
    const firmOnly = !serves && shops.length > 0;
    const namesGoods = goods.size > 0;
    const kind: BusinessKind =
        serves && namesGoods
            ? 'both'
            : serves || (firmOnly && !namesGoods)
              ? 'service'
              : namesGoods || sells.length
                ? 'goods'
                : 'unknown';
    // the structure's own words name no goods; a shop's name gives what it sells or does
    const structure = (word: string) =>
        SELLING.has(word) || MAKING.has(word) || SERVING.has(word) || isShop(word);
    const useful = (word: string) =>
        isMatchWord(word) &&
        !STOP.has(word) &&
        !CHAT.has(word) &&
        // a shop's own name may say what it is (菜馆 restaurant); a verb of the structure never
        (!structure(word) || (isShop(word) && !SHOP_WORDS.has(word) && !!chineseWord(word)?.gloss));
    const named = pieces.flatMap(piece => {
        if (SHOP_WORDS.has(piece)) return [];
        if (!isShop(piece)) return [piece];
        // the shop's name, when the dictionary knows it (菜馆 restaurant), and what it sells (面包)
        const before = [...piece].slice(0, -1).join('');
        return [...(chineseWord(piece) ? [piece] : []), ...(chineseWord(before) ? [before] : [])];
    });
    const found = wordsAndParts(named);
    const words = found.words.filter(useful);
    // a shop's own name read whole (湘菜 + 馆 → 菜馆) may say what it is
    const parts = [
        ...found.heads.filter(useful),
        ...extra.filter(part => isMatchWord(part) && !STOP.has(part)),
    ].filter((part, i, all) => !words.includes(part) && all.indexOf(part) === i);
    const modifiers = found.modifiers.filter(part => useful(part) && !parts.includes(part));
    const singles = pieces.filter(
        piece => /^\p{Script=Han}$/u.test(piece) && !STOP.has(piece) && !SHOP_ENDINGS.has(piece),
    );
    return {
        words,
        parts,
        modifiers,
        partOf: found.partOf,
        singles,
        goods,
        shops,
        shopNames: [
            ...extra,
            ...shops.filter(shop => !SHOP_WORDS.has(shop) && !!chineseWord(shop)?.gloss),
        ],
        sells,
        making,
        serving: serves,
        kind,
    };
};

/** The text names no business at all: greetings, digits, punctuation. */
export const namesNothing = (business: Business): boolean =>
    !business.words.length &&
    !business.parts.length &&
    !business.singles.length &&
    !business.shops.length &&
    !business.sells.length;
