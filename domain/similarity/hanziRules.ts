/**
 * The rules for the hanzi of two marks (§4.1, §5.1.1–5.1.7, 5.1.12–5.1.14, 5.1.16): each that
 * applies, or the exception that set it aside (docs/similarity.md, "How each rule is decided").
 */
import { distance } from 'fastest-levenshtein';
import type { Mark } from './mark';
import { looksAlike } from './shape';
import { soundOf, charReadings } from './sounds';
import { sortedChars, unitOf, withoutFunctionWords } from './text';
import type { RuleFinding } from './types';
import {
    boundaries,
    comparable,
    isDescriptiveHanzi,
    isWord,
    KIND_RULE,
    peelHanzi,
    sameMeaning,
    wordAt,
} from './words';
import type { Peeled } from './words';
import { hasGloss, isOrdinaryWord, readsAsWords, relatedSense, withGloss } from './language';
import { wellKnownAs } from './wellKnownNames';

export const pair = (x: string, y: string) => `${x} / ${y}`;

/** What only 牌, 公司, 集团, GROUP … add to one of two marks otherwise the same, said. */
export const strippedDifference = (A: Mark, B: Mark): string => {
    const extra = [
        ...A.stripped.filter(word => !B.stripped.includes(word)),
        ...B.stripped.filter(word => !A.stripped.includes(word)),
    ];
    return extra.length
        ? `显著部分相同，仅多「${extra.join('、')}」等表示企业性质或显著性较弱的文字`
        : '';
};

export interface Diff {
    /** positions in x and y of the characters that differ (same length only) */
    positions: number[];
}

export const substitutions = (x: string, y: string): Diff | undefined => {
    const a = [...x];
    const b = [...y];
    if (a.length !== b.length) return undefined;
    return { positions: a.flatMap((char, i) => (char === b[i] ? [] : [i])) };
};

/** A mark's own letters and digits: those that are not the hanzi's pinyin. */
const ownPart = (mark: Mark): string =>
    [mark.latinIsPinyin ? '' : mark.words.join(' '), mark.digits].filter(Boolean).join(' ');

/** Both marks have hanzi and letters or digits of their own, and those differ (Q币 / U币). */
const ownPartsDiffer = (A: Mark, B: Mark): boolean => {
    const a = ownPart(A);
    const b = ownPart(B);
    return a !== b && (!!a || !!b);
};

/** A single weak character peeled off (新, 宝 …): too slight to stand for a mark's core. */
const isWeakChar = (w: Peeled['added'][number]) => w.kind === 'weak' && [...w.word].length === 1;

export const hanziRules = (A: Mark, B: Mark, goods: ReadonlySet<string>): RuleFinding[] => {
    const a = A.hanzi;
    const b = B.hanzi;
    if (a === b && ownPartsDiffer(A, B)) {
        // 牧家BOCCA / 牧家: the hanzi part is the same, the letters or digits beside it differ
        const weak = [...a].length === 1 || isDescriptiveHanzi(a, goods);
        const others = pair(ownPart(A) || '—', ownPart(B) || '—');
        return [
            weak
                ? {
                      id: '5.3.1',
                      reason: `汉字部分「${a}」相同，但${[...a].length === 1 ? '仅为单一汉字' : '为商品通用名称或描述性文字'}，显著部分不同（${others}）：${pair(A.text, B.text)}`,
                      verdict: 'distinct',
                  }
                : {
                      id: '5.3.1',
                      reason: `汉字部分「${a}」相同：${pair(A.text, B.text)}`,
                      verdict: 'similar',
                  },
        ];
    }
    if (a === b) {
        const sameText =
            A.text.normalize('NFKC').toUpperCase() === B.text.normalize('NFKC').toUpperCase();
        const strippedOnly = strippedDifference(A, B);
        return [
            strippedOnly
                ? {
                      id: '5.1.14',
                      reason: `${strippedOnly}：${pair(A.text, B.text)}`,
                      verdict: 'similar',
                  }
                : sameText
                  ? {
                        id: '4.1',
                        reason: `商标文字相同：${pair(A.text, B.text)}`,
                        verdict: 'similar',
                    }
                  : {
                        id: '5.1.1',
                        reason: `汉字构成相同，仅字体、繁简或注音不同：${pair(A.text, B.text)}`,
                        verdict: 'similar',
                    },
        ];
    }
    const found: RuleFinding[] = [];
    if (unitOf(a) === unitOf(b)) {
        found.push({
            id: '5.1.3',
            reason: `由相同的字、词重叠而成：${pair(a, b)}`,
            verdict: 'similar',
        });
        return found;
    }
    if (sortedChars(a) === sortedChars(b)) {
        // 蜂蜜 / 蜜蜂: the same characters make two words of their own meanings.
        const word = isWord(a) ? a : isWord(b) ? b : '';
        found.push(
            word && !sameMeaning(a, b)
                ? {
                      id: '5.1.1',
                      reason: `汉字构成相同，仅排列顺序不同，但「${word}」含义明确，含义区别明显：${pair(a, b)}`,
                      verdict: 'distinct',
                  }
                : {
                      id: '5.1.1',
                      reason: `汉字构成相同，仅排列顺序不同：${pair(a, b)}`,
                      verdict: 'similar',
                  },
        );
        return found;
    }
    const pa = peelHanzi(a, goods);
    const pb = peelHanzi(b, goods);
    if (pa.core === pb.core) {
        const extra = [
            ...pa.added.filter(w => !pb.added.some(v => v.word === w.word)),
            ...pb.added.filter(w => !pa.added.some(v => v.word === w.word)),
        ];
        for (const kind of ['weak', 'descriptive', 'place'] as const) {
            const words = extra.filter(w => w.kind === kind).map(w => w.word);
            if (!words.length) continue;
            const rule = KIND_RULE[kind];
            if (kind === 'place' && [...pa.core].length === 1) {
                found.push({
                    id: rule.id,
                    reason: `显著部分为单一汉字「${pa.core}」，加场所文字「${words.join('、')}」后不判近似：${pair(a, b)}`,
                    verdict: 'distinct',
                });
                continue;
            }
            found.push({
                id: rule.id,
                reason: `显著部分「${pa.core}」相同，${rule.says}「${words.join('、')}」：${pair(a, b)}`,
                verdict: 'similar',
            });
        }
        return found;
    }
    if (sameMeaning(a, b)) {
        found.push({ id: '5.1.6', reason: `含义相同：${pair(a, b)}`, verdict: 'similar' });
        return found;
    }
    // The descriptive words of two fields (航空 / 医疗, no character in common) make the
    // wholes differ; those of one field (医药 / 制药) do not.
    if (pa.core.length >= 2 && sortedChars(pa.core) === sortedChars(pb.core)) {
        const addedA = pa.added.map(w => w.word).join('');
        const addedB = pb.added.map(w => w.word).join('');
        found.push(
            addedA && addedB && ![...addedA].some(char => addedB.includes(char))
                ? {
                      id: '5.1.2',
                      reason: `显著部分仅排列顺序不同，但「${addedA}」与「${addedB}」使含义、呼叫区别明显：${pair(a, b)}`,
                      verdict: 'distinct',
                  }
                : {
                      id: '5.1.2',
                      reason: `显著部分「${pa.core}」与「${pb.core}」汉字相同，仅排列顺序不同：${pair(a, b)}`,
                      verdict: 'similar',
                  },
        );
        return found;
    }
    // §5.1.16: the new mark wholly contains the earlier one, or the earlier one's distinctive
    // part once its goods or weak words are peeled (农夫园选 / 农夫山泉); never a single character.
    const part =
        !a.includes(b) &&
        pb.core !== b &&
        [...pb.core].length >= 2 &&
        !pb.added.some(isWeakChar) &&
        a.includes(pb.core);
    const c = part ? pb.core : b;
    const what = part ? `在先商标「${b}」的显著部分「${c}」` : `在先商标「${b}」`;
    if (a.includes(c)) {
        if (
            isOrdinaryWord(a) &&
            hasGloss(a) &&
            !isOrdinaryWord(a.replace(c, '')) &&
            !relatedSense(a, c) &&
            !wellKnownAs(B)
        ) {
            found.push({
                id: '5.1.16',
                reason: `${withGloss(a)}为含义明确的词语，「${c}」仅为其中一部分，不因被包含而判近似：${pair(a, b)}`,
                verdict: 'distinct',
            });
        } else if ([...c].length === 1) {
            found.push({
                id: '5.1.16',
                reason: `在先商标为单一汉字「${c}」，不因被包含而判近似：${pair(a, b)}`,
                verdict: 'distinct',
            });
        } else if (isOrdinaryWord(c) && wellKnownAs(B)) {
            found.push({
                id: '5.1.16',
                reason: `完整包含${what}；「${c}」虽为常用词，但「${b}」为驰名商标（驰名商标名录），具有较高知名度：${pair(a, b)}`,
                verdict: 'similar',
            });
        } else if (isOrdinaryWord(c)) {
            found.push({
                id: '5.1.16',
                reason: `完整包含${what}；「${c}」为常用词，若在先商标具有较高知名度则判近似：${pair(a, b)}`,
                verdict: 'risk',
            });
        } else {
            found.push({
                id: '5.1.16',
                reason: `完整包含显著性较强的${what}，易被认为系列商标：${pair(a, b)}`,
                verdict: 'similar',
            });
        }
    }
    const x = comparable(a, pa);
    const y = comparable(b, pb);
    const diff = substitutions(x, y);
    if (diff && diff.positions.length > 0 && [...x].length >= 2) {
        const chars = [...x];
        const others = [...y];
        const sounds = diff.positions.map(i =>
            soundOf(charReadings(A, chars[i]!, x, i), charReadings(B, others[i]!, y, i)),
        );
        const shapes = diff.positions.map(i => looksAlike(chars[i]!, others[i]!));
        const named = diff.positions.map(i => `${chars[i]}/${others[i]}`).join('、');
        if (sounds.every(s => s !== 'different')) {
            const how = sounds.every(s => s === 'same') ? '读音相同' : '读音近似';
            const meaningful = isWord(x) || isWord(y);
            if (!shapes.every(Boolean)) {
                found.push({
                    id: '5.1.4',
                    reason: `${how}（${named}），但字形区别明显：${pair(x, y)}`,
                    verdict: 'distinct',
                });
            } else if (meaningful && !sameMeaning(x, y)) {
                found.push({
                    id: '5.1.4',
                    reason: `${how}且字形近似（${named}），但「${isWord(x) ? x : y}」含义明确，整体含义区别明显：${pair(x, y)}`,
                    verdict: 'distinct',
                });
            } else {
                found.push({
                    id: '5.1.4',
                    reason: `${how}且字形近似（${named}）：${pair(x, y)}`,
                    verdict: 'similar',
                });
            }
        } else if (
            shapes.every(Boolean) &&
            diff.positions.length <= Math.max(1, Math.floor(chars.length / 3))
        ) {
            found.push(
                isOrdinaryWord(x) && isOrdinaryWord(y) && !sameMeaning(x, y)
                    ? {
                          id: '5.1.5',
                          reason: `字形近似（${named}），但${withGloss(x)}与${withGloss(y)}均为含义明确的词语，含义不同：${pair(x, y)}`,
                          verdict: 'distinct',
                      }
                    : {
                          id: '5.1.5',
                          reason: `读音不同，但字形近似（${named}）：${pair(x, y)}`,
                          verdict: 'similar',
                      },
            );
        }
    }
    // the same descriptive or weak words added to both (天美汽车 / 天际汽车): their distinctive
    // parts are what differ
    const sameAdded =
        pa.added.length > 0 &&
        !pa.added.some(isWeakChar) &&
        pa.added.map(w => w.word).join() === pb.added.map(w => w.word).join();
    const whole = fewCharsDiffer(A, B, a, b);
    if (sameAdded && whole.some(f => f.verdict === 'similar')) {
        const cores = fewCharsDiffer(A, B, pa.core, pb.core);
        found.push(
            ...(cores.length
                ? cores
                : [
                      {
                          id: '5.1.7',
                          reason: `仅个别汉字不同，但相同的「${pa.added.map(w => w.word).join('、')}」为商品通用名称或显著性较弱的文字，显著部分「${pa.core}」与「${pb.core}」不同：${pair(a, b)}`,
                          verdict: 'distinct' as const,
                      },
                  ]),
        );
    } else found.push(...whole);
    return found;
};

/** §5.1.7: three or more hanzi, only one (or, from five up, two) of them differing. */
const fewCharsDiffer = (A: Mark, B: Mark, rawX: string, rawY: string): RuleFinding[] => {
    const x = withoutFunctionWords(rawX);
    const y = withoutFunctionWords(rawY);
    const longest = Math.max([...x].length, [...y].length);
    if (Math.min([...x].length, [...y].length) < 3 || x.includes(y) || y.includes(x)) return [];
    const differing = distance(x, y);
    if (differing === 0 || differing > (longest <= 4 ? 1 : 2)) return [];
    const diff = substitutions(x, y);
    if (diff?.positions.includes(0)) {
        const first = soundOf(charReadings(A, x[0]!, x, 0), charReadings(B, y[0]!, y, 0));
        if (first === 'different' && !looksAlike(x[0]!, y[0]!)) {
            return [
                {
                    id: '5.1.7',
                    reason: `仅个别汉字不同，但首字「${x[0]}」与「${y[0]}」读音、字形明显不同：${pair(x, y)}`,
                    verdict: 'distinct',
                },
            ];
        }
    }
    // Two ordinary words, or texts that read as words throughout, one of them a word as a
    // whole: the one character makes another word (白兰地 / 白兰花, 雪花膏 / 雪花糖).
    const wholeX = isOrdinaryWord(x);
    const wholeY = isOrdinaryWord(y);
    if ((wholeX || wholeY) && (wholeX || readsAsWords(x)) && (wholeY || readsAsWords(y))) {
        if (!sameMeaning(x, y)) {
            return [
                {
                    id: '5.1.7',
                    reason: `仅个别汉字不同，但${withGloss(x)}与${withGloss(y)}${wholeX && wholeY ? '均为含义明确的词语' : '均由含义明确的词语构成'}，含义不同：${pair(x, y)}`,
                    verdict: 'distinct',
                },
            ];
        }
    }
    // The differing characters change a word the two marks both read as words: the whole
    // means something else (北美风情 / 北欧风情, 幸运树 / 幸运数).
    if (diff && boundaries(x) === boundaries(y) && readsAsWords(x) && readsAsWords(y)) {
        const wx = wordAt(x);
        const wy = wordAt(y);
        const changed = diff.positions.find(
            i =>
                ([...wx[i]!].length > 1 || [...wy[i]!].length > 1) &&
                !sameMeaning(wx[i]!, wy[i]!) &&
                !relatedSense(wx[i]!, wy[i]!),
        );
        if (changed !== undefined) {
            return [
                {
                    id: '5.1.7',
                    reason: `仅个别汉字不同，但${withGloss(wx[changed]!)}与${withGloss(wy[changed]!)}使整体含义不同：${pair(x, y)}`,
                    verdict: 'distinct',
                },
            ];
        }
    }
    const wx = wordAt(x);
    const wy = wordAt(y);
    const related = diff?.positions.find(i => relatedSense(wx[i]!, wy[i]!));
    const meaning =
        !readsAsWords(x) && !readsAsWords(y) && !isWord(x) && !isWord(y)
            ? '整体无含义'
            : sameMeaning(x, y)
              ? '含义无明显区别'
              : related !== undefined
                ? `${withGloss(wx[related]!)}与${withGloss(wy[related]!)}含义相关，整体含义无明显区别`
                : '词典中没有使二者含义不同的词语';
    return [
        {
            id: '5.1.7',
            reason: `由三个以上汉字构成，仅个别汉字不同，${meaning}：${pair(x, y)}`,
            verdict: 'similar',
        },
    ];
};
