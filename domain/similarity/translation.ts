/**
 * §5.1.6 and §5.3.3: whether foreign words and hanzi mean the same, by the dictionary: the
 * Chinese translations CC-CEDICT gives an English word (phoenix → 凤凰), the English senses it
 * gives a Chinese word (皇冠 → crown), a brand's established Chinese name (NIKE → 耐克, from
 * CC-CEDICT or the project's table of brand names), and for several words each word's
 * translation in turn (HAPPY SNAIL → 快乐 + 蜗牛).
 */
import { englishSensesOf, englishWord, isCommonEnglish, translationsOf } from './language';
import { FUNCTION_LATIN } from './lexicon';
import { canonical } from './words';
import type { Verdict } from './types';

export interface Translation {
    verdict: Verdict;
    /** what the dictionary said, for the reason: 「PHOENIX」词典释义为「凤凰」 */
    says: string;
}

/** Whether one English word means the hanzi: the translation found, or undefined. */
const meansWord = (word: string, hanzi: string): string | undefined => {
    const lower = word.toLowerCase();
    const target = canonical(hanzi);
    const direct = translationsOf(lower).find(t => t === hanzi || canonical(t) === target);
    if (direct) return direct;
    return englishSensesOf(hanzi).includes(lower) ? hanzi : undefined;
};

/** The hanzi split into one translation per word, in order, when it can be. */
const alignWords = (words: string[], hanzi: string): string[] | undefined => {
    if (!words.length) return hanzi ? undefined : [];
    const chars = [...hanzi];
    const [first, ...rest] = words;
    for (let end = chars.length; end >= 1; end--) {
        const piece = chars.slice(0, end).join('');
        if (!meansWord(first!, piece)) continue;
        const tail = alignWords(rest, chars.slice(end).join(''));
        if (tail) return [piece, ...tail];
    }
    return undefined;
};

const quote = (words: string[]) => `「${words.join(' ')}」`;

/**
 * Whether the foreign words mean the hanzi. `similar` for words the public knows (SCOWL's
 * common sizes) or a brand's name; `risk` for a rarer dictionary word (BRUIN), whose
 * translation the public may not make.
 */
export const translationOf = (words: string[], hanzi: string): Translation | undefined => {
    const content = words.filter(word => !FUNCTION_LATIN.has(word));
    if (!content.length || !hanzi) return undefined;
    const whole = content.join('');
    const pieces =
        (meansWord(whole, hanzi) ? [hanzi] : undefined) ??
        (content.length > 1 ? alignWords(content, hanzi) : undefined);
    if (!pieces) return undefined;
    const used = pieces.length === 1 ? [whole] : content;
    const brand = used.length === 1 && englishWord(whole)?.size === 0;
    const common = brand || used.every(word => isCommonEnglish(word));
    const says =
        pieces.length === 1
            ? brand
                ? `外文${quote(words)}为「${hanzi}」对应的品牌外文名称（词典、品牌译名表）`
                : `外文${quote(words)}词典释义为「${hanzi}」`
            : `外文${quote(words)}逐词释义为「${pieces.join(' + ')}」`;
    return common
        ? { verdict: 'similar', says: `${says}，与汉字「${hanzi}」含义相同` }
        : {
              verdict: 'risk',
              says: `${says}，但其为较生僻的外文词，相关公众未必知晓其含义`,
          };
};
