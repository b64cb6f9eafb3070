/**
 * The rules for the Latin words of two marks (§4.1, §5.1.4, 5.1.9–5.1.12, 5.1.14, 5.1.16): each
 * that applies, or the exception that set it aside.
 */
import { distance } from 'fastest-levenshtein';
import { stemmer } from 'stemmer';
import { FUNCTION_LATIN } from './lexicon';
import { isCommonEnglish, isEnglishWord, translationsOf } from './language';
import { metaphoneOf, soundAlike, soundSpelling } from './latinSound';
import type { Mark } from './mark';
import { pair, strippedDifference } from './hanziRules';
import type { RuleFinding } from './types';
import { KIND_RULE, peelLatin } from './words';

const SOUND_ALIKE_LETTERS = ['CKQ', 'SCZ', 'IY', 'VW', 'FP', 'GJ', 'MN', 'BP', 'DT'];
const lettersSoundAlike = (x: string, y: string) =>
    SOUND_ALIKE_LETTERS.some(group => group.includes(x) && group.includes(y));

/** The Chinese meanings of an English word the public knows (CROWN: 皇冠 …), or []. */
export const meaningsOf = (word: string): string[] =>
    isCommonEnglish(word) || isEnglishWord(word) ? translationsOf(word) : [];

/** One word an inflection of the other (STAR / STARS, LOVE / LOVED): the same meaning. */
/** What a word may add to its stem and still be a form of the same word (§5.1.11). */
const ENDINGS = new Set(
    'S ES ED D E ING ER ERS R OR ORS ATION ATIONS ION IONS NESS LY MENT MENTS IVE Y IES IED'.split(
        ' ',
    ),
);

/**
 * One word a form of the other (STAR / STARS, LOVE / LOVED, EXPLORER / EXPLORATION): the same
 * Porter stem (the `stemmer` package) of five letters or more, each adding at most an ending of
 * inflection or of the word's class to it.
 */
export const inflected = (a: string, b: string): boolean => {
    if (a === b || Math.min(a.length, b.length) < 4) return false;
    const stem = stemmer(a.toLowerCase()).toUpperCase();
    if (stem.length < 4 || stemmer(b.toLowerCase()).toUpperCase() !== stem) return false;
    const rest = (word: string) => (word.startsWith(stem) ? word.slice(stem.length) : undefined);
    const ra = rest(a);
    const rb = rest(b);
    return ra !== undefined && rb !== undefined && [ra, rb].every(r => !r || ENDINGS.has(r));
};

const bothWordsApart = (a: string, b: string): boolean =>
    isEnglishWord(a) &&
    isEnglishWord(b) &&
    !inflected(a, b) &&
    !meaningsOf(a).some(m => meaningsOf(b).includes(m));

/** §5.1.4 for letters: spelt apart but read alike (KWIK / QUICK, FONIX / PHOENIX). */
const soundRules = (a: string, b: string, shown: string): RuleFinding[] => {
    if (!soundAlike(a, b)) return [];
    if (bothWordsApart(a, b)) {
        return [
            {
                id: '5.1.4',
                reason: `读音近似，但「${a}」与「${b}」均为英文词语，含义不同：${shown}`,
                verdict: 'distinct',
            },
        ];
    }
    return [
        {
            id: '5.1.4',
            reason: `拼写不同但读音相同或近似（${soundSpelling(a)} / ${soundSpelling(b)}，读音代码 ${metaphoneOf(a)}），整体呼叫近似：${shown}`,
            verdict: 'similar',
        },
    ];
};

export const latinRules = (A: Mark, B: Mark, goods: ReadonlySet<string>): RuleFinding[] => {
    const a = A.latin;
    const b = B.latin;
    const shown = pair(A.words.join(' '), B.words.join(' '));
    if (
        a === b &&
        A.hanzi &&
        B.hanzi &&
        A.hanzi !== B.hanzi &&
        A.words.every(w => peelLatin([w, 'X'], goods).added.length > 0)
    ) {
        return [
            {
                id: '5.3.2',
                reason: `外文部分「${A.words.join(' ')}」相同，但为商品通用名称或显著性较弱的文字，显著部分不同：${pair(A.text, B.text)}`,
                verdict: 'distinct',
            },
        ];
    }
    if (a === b) {
        const strippedOnly = strippedDifference(A, B);
        return [
            strippedOnly
                ? { id: '5.1.14', reason: `${strippedOnly}：${shown}`, verdict: 'similar' }
                : { id: '4.1', reason: `外文部分相同：${shown}`, verdict: 'similar' },
        ];
    }
    if (A.words.length >= 2 && [...A.words].sort().join(' ') === [...B.words].sort().join(' ')) {
        return [{ id: '5.1.10', reason: `仅单词顺序不同：${shown}`, verdict: 'similar' }];
    }
    const content = (words: string[]) => words.filter(w => !FUNCTION_LATIN.has(w)).join('');
    if (content(A.words) && content(A.words) === content(B.words)) {
        return [{ id: '5.1.11', reason: `仅冠词、介词、连词等不同：${shown}`, verdict: 'similar' }];
    }
    const pa = peelLatin(A.words, goods);
    const pb = peelLatin(B.words, goods);
    if (pa.core === pb.core) {
        const words = [...pa.added, ...pb.added].filter(
            w => !(pa.added.some(v => v.word === w.word) && pb.added.some(v => v.word === w.word)),
        );
        return (['weak', 'descriptive', 'place'] as const).flatMap(kind => {
            const named = words.filter(w => w.kind === kind).map(w => w.word);
            if (!named.length) return [];
            const rule = KIND_RULE[kind];
            return [
                {
                    id: rule.id,
                    reason: `显著部分「${pa.core}」相同，${rule.says}「${named.join('、')}」：${shown}`,
                    verdict: 'similar' as const,
                },
            ];
        });
    }
    if (
        A.words.length === B.words.length &&
        A.words.every((w, i) => w === B.words[i] || inflected(w, B.words[i]!))
    ) {
        const forms = A.words.flatMap((w, i) => (w === B.words[i] ? [] : [`${w}/${B.words[i]}`]));
        return [
            {
                id: '5.1.11',
                reason: `仅词形不同（${forms.join('、')}：单复数、词性等变化），含义基本相同：${shown}`,
                verdict: 'similar',
            },
        ];
    }
    if (b.length >= 3 && a.includes(b)) {
        return [
            isEnglishWord(b)
                ? {
                      id: '5.1.16',
                      reason: `完整包含在先商标「${b}」；在先商标为常用词，若其具有较高知名度则判近似：${shown}`,
                      verdict: 'risk',
                  }
                : {
                      id: '5.1.16',
                      reason: `完整包含显著性较强的在先商标「${b}」：${shown}`,
                      verdict: 'similar',
                  },
        ];
    }
    if (Math.min(a.length, b.length) < 3) return [];
    const differing = distance(a, b);
    if (differing > (Math.min(a.length, b.length) >= 8 ? 2 : 1)) return soundRules(a, b, shown);
    if (isEnglishWord(a) && isEnglishWord(b) && !inflected(a, b)) {
        const ma = meaningsOf(a);
        const mb = meaningsOf(b);
        if (!ma.some(m => mb.includes(m))) {
            const gloss = (word: string, list: string[]) =>
                list.length ? `「${word}」（${list.slice(0, 2).join('、')}）` : `「${word}」`;
            return [
                {
                    id: '5.1.9',
                    reason: `仅个别字母不同，但${gloss(a, ma)}与${gloss(b, mb)}均为英文词语，整体含义不同：${shown}`,
                    verdict: 'distinct',
                },
            ];
        }
    }
    if (a[0] !== b[0]) {
        return lettersSoundAlike(a[0]!, b[0]!)
            ? [
                  {
                      id: '5.1.4',
                      reason: `首字母不同但读音近似，整体外观近似：${shown}`,
                      verdict: 'similar',
                  },
              ]
            : [
                  {
                      id: '5.1.9',
                      reason: `仅个别字母不同，但首字母「${a[0]}」与「${b[0]}」读音、字形明显不同：${shown}`,
                      verdict: 'distinct',
                  },
              ];
    }
    return [
        {
            id: '5.1.9',
            reason: `仅个别字母不同，整体无含义或含义无明显区别：${shown}`,
            verdict: 'similar',
        },
    ];
};
