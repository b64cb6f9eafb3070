/**
 * The examination of a new word mark against an earlier one, by the rules of the
 * 商标审查审理指南 (2021), part 2, chapter 5 (商标相同、近似的审查): §4.1 for the same words,
 * §5.1 for word marks and §5.3.1–5.3.3 for the word parts of a combined mark. Each rule that
 * applies gives its section number and a reason naming the characters involved; an exception
 * the guideline gives is reported as the reason a rule did not apply. docs/similarity.md says
 * how each rule is decided.
 *
 * Verdicts: `similar` when a rule applies as the guideline states it; `risk` when it applies
 * only if a fact the portal cannot know holds (the earlier mark's reputation); `distinct`
 * otherwise.
 */
import { hanziRules, pair } from './hanziRules';
import { latinRules } from './latinRules';
import {
    DESCRIPTIVE_HANZI,
    DESCRIPTIVE_LATIN,
    FUNCTION_LATIN,
    PLACE_HANZI,
    PLACE_LATIN,
    WEAK_HANZI,
    WEAK_LATIN,
} from './lexicon';
import { analyseMark, spellsReadings } from './mark';
import type { Mark } from './mark';
import { numberOf, withDigits, hasHanziNumerals } from './numerals';
import { translationOf } from './translation';
import type { Examination, ExamineOptions, RuleFinding, Verdict } from './types';

export type { Examination, ExamineOptions, RuleFinding, Verdict } from './types';

/** §5.1.6, §5.1.17 and §5.3.3: between the hanzi of one mark and the letters or digits of the other. */
const crossRules = (A: Mark, B: Mark, combined: boolean): RuleFinding[] => {
    const found: RuleFinding[] = [];
    const meaningId = combined ? '5.3.3' : '5.1.6';
    for (const [from, to] of [
        [A, B],
        [B, A],
    ] as const) {
        if (from.latin && !from.latinIsPinyin && to.hanzi) {
            const translation = translationOf(from.words, to.hanzi);
            if (translation) {
                found.push({
                    id: meaningId,
                    reason: `${translation.says}：${pair(A.text, B.text)}`,
                    verdict: translation.verdict,
                });
            }
        }
        if (from.digits && numberOf(to.hanzi) === from.digits) {
            found.push({
                id: meaningId,
                reason: `数字「${from.digits}」与汉字「${to.hanzi}」含义相同：${pair(A.text, B.text)}`,
                verdict: 'similar',
            });
        }
        if (from.hanzi && from.latinIsPinyin && !to.hanzi && to.latin === from.latin) {
            found.push({
                id: '5.1.17',
                reason: `包含汉字「${from.hanzi}」及其拼音「${from.latin}」，与单独的相同拼音近似：${pair(A.text, B.text)}`,
                verdict: 'similar',
            });
        }
        if (!from.hanzi && from.latin && to.hanzi && !to.latinIsPinyin && to.readings.length) {
            if (spellsReadings(from.latin, to.readings)) {
                found.push({
                    id: '5.1.17',
                    reason: `拼音「${from.latin}」与汉字「${to.hanzi}」读音相同：${pair(A.text, B.text)}`,
                    verdict: 'risk',
                });
            }
        }
    }
    return found;
};

/** §5.1.6: the same words but numbers written otherwise (八匹马 / 8匹马, 壹号 / 一号, 二十一 / 21). */
const sameNumbers = (A: Mark, B: Mark): RuleFinding[] => {
    const a = withDigits(A.plain);
    if (A.plain === B.plain || a !== withDigits(B.plain)) return [];
    if (!hasHanziNumerals(A.plain) && !hasHanziNumerals(B.plain)) return [];
    return [
        {
            id: '5.1.6',
            reason: `数字的写法不同（均读作「${a}」），含义相同：${pair(A.text, B.text)}`,
            verdict: 'similar',
        },
    ];
};

const readingOf = (mark: Mark) => mark.readings.map(options => options[0] ?? '').join(' ');

/**
 * The reason of a 不近似 verdict no rule came near: what was compared, and that it differs.
 */
const nothingAlike = (A: Mark, B: Mark, combined: boolean): RuleFinding => {
    const id = combined ? '5.3' : '5.1';
    const shown = pair(A.text, B.text);
    if (A.hanzi && B.hanzi) {
        return {
            id,
            reason: `汉字「${A.hanzi}」与「${B.hanzi}」读音（${readingOf(A)} / ${readingOf(B)}）、字形、含义均不近似：${shown}`,
            verdict: 'distinct',
        };
    }
    if (A.latin && B.latin) {
        return {
            id,
            reason: `外文「${A.words.join(' ')}」与「${B.words.join(' ')}」拼写、读音、含义均不近似：${shown}`,
            verdict: 'distinct',
        };
    }
    return {
        id,
        reason: `文字构成不同：词典中没有使二者含义对应的译名，读音亦不对应：${shown}`,
        verdict: 'distinct',
    };
};

const VERDICT_ORDER: Record<Verdict, number> = { similar: 2, risk: 1, distinct: 0 };

const summarise = (findings: RuleFinding[]): Examination => {
    const verdict = findings.reduce<Verdict>(
        (best, f) => (VERDICT_ORDER[f.verdict] > VERDICT_ORDER[best] ? f.verdict : best),
        'distinct',
    );
    const rules =
        verdict === 'distinct' ? findings : findings.filter(f => f.verdict !== 'distinct');
    const seen = new Set<string>();
    return {
        verdict,
        rules: rules.filter(f => {
            const key = `${f.id} ${f.reason}`;
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
        }),
    };
};

const hasOwnLatin = (mark: Mark) => !!mark.latin && !mark.latinIsPinyin;

/**
 * Examines the new mark against the earlier one. Marks are names as filed (any script) or
 * marks already analysed (the register keeps them so).
 */
export const examine = (
    newMark: string | Mark,
    earlierMark: string | Mark,
    options: ExamineOptions = {},
): Examination => {
    const A = typeof newMark === 'string' ? analyseMark(newMark) : newMark;
    const B = typeof earlierMark === 'string' ? analyseMark(earlierMark) : earlierMark;
    const goods = options.goodsWords ?? new Set<string>();
    const combined =
        (!!A.hanzi && (hasOwnLatin(A) || !!A.digits)) ||
        (!!B.hanzi && (hasOwnLatin(B) || !!B.digits));
    const findings: RuleFinding[] = [];
    // a part of combined marks (§5.3.1 hanzi, §5.3.2 letters): its rules, and the part's rule
    // when one of them applies
    const part = (rules: RuleFinding[], id: string, what: string) => {
        findings.push(...rules);
        const applies = rules.find(f => f.verdict !== 'distinct');
        if (combined && applies && applies.id !== id) {
            findings.push({
                id,
                reason: `${what}部分相同或近似（${applies.id}）：${pair(A.text, B.text)}`,
                verdict: applies.verdict,
            });
        }
    };
    if (A.hanzi && B.hanzi) part(hanziRules(A, B, goods), '5.3.1', '汉字');
    if (hasOwnLatin(A) && hasOwnLatin(B)) part(latinRules(A, B, goods), '5.3.2', '外文');
    if (A.digits && A.digits === B.digits) {
        findings.push(
            combined || A.hanzi || B.hanzi || A.latin || B.latin
                ? {
                      id: '5.3.2',
                      reason: `数字部分相同：${pair(A.text, B.text)}`,
                      verdict: 'similar',
                  }
                : { id: '4.1', reason: `数字相同：${pair(A.text, B.text)}`, verdict: 'similar' },
        );
    }
    findings.push(...crossRules(A, B, combined));
    if (!findings.some(f => f.verdict === 'similar')) findings.push(...sameNumbers(A, B));
    if (!findings.some(f => f.verdict === 'similar')) {
        findings.push(...independentParts(A, B, options));
    }
    if (!findings.length) findings.push(nothingAlike(A, B, combined));
    return summarise(findings);
};

/** The relatively independent parts of a mark: its runs between spaces and punctuation. */
const partsOf = (text: string): string[] =>
    text
        .normalize('NFKC')
        .split(/[\s·•・.,，、;；:：\-–—_/\\|&+()（）《》「」"'“”]+/u)
        .filter(part => [...part].length >= 2);

const isWeakOrDescriptive = (part: string): boolean => {
    const upper = part.toUpperCase();
    return (
        WEAK_HANZI.has(part) ||
        DESCRIPTIVE_HANZI.has(part) ||
        PLACE_HANZI.has(part) ||
        WEAK_LATIN.has(upper) ||
        DESCRIPTIVE_LATIN.has(upper) ||
        PLACE_LATIN.has(upper) ||
        FUNCTION_LATIN.has(upper)
    );
};

/**
 * §5.1.15: one of the marks (or both) is made of relatively independent parts, and a
 * distinctive part is similar to the other mark or to one of its parts (SYMPHONY SERVICES /
 * SYMPHORY). Each pair of parts is examined as marks of their own.
 */
const independentParts = (A: Mark, B: Mark, options: ExamineOptions): RuleFinding[] => {
    const allA = partsOf(A.text);
    const allB = partsOf(B.text);
    if (allA.length < 2 && allB.length < 2) return [];
    const partsA = allA.filter(part => !isWeakOrDescriptive(part));
    const partsB = allB.filter(part => !isWeakOrDescriptive(part));
    for (const x of partsA.length ? partsA : [A.text]) {
        for (const y of partsB.length ? partsB : [B.text]) {
            if (x === A.text && y === B.text) continue;
            const result = examine(x, y, options);
            if (result.verdict !== 'similar') continue;
            const ids = result.rules.map(rule => rule.id).join('、');
            return [
                {
                    id: '5.1.15',
                    reason: `由相对独立的部分构成，显著部分「${x}」与「${y}」近似（${ids}）：${pair(A.text, B.text)}`,
                    verdict: 'similar',
                },
            ];
        }
    }
    return [];
};
