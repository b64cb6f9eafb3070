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
import { distance } from 'fastest-levenshtein';
import {
    DESCRIPTIVE_HANZI,
    DESCRIPTIVE_LATIN,
    ENGLISH_MEANINGS,
    FUNCTION_LATIN,
    NEAR_SOUNDS,
    PLACE_HANZI,
    PLACE_LATIN,
    SYNONYMS,
    WEAK_HANZI,
    WEAK_LATIN,
} from './lexicon';
import { analyseMark, readingsOf, spellsReadings } from './mark';
import type { Mark } from './mark';
import { looksAlike } from './shape';
import { numeralDigits, sortedChars, unitOf, withoutFunctionWords } from './text';

export type Verdict = 'similar' | 'risk' | 'distinct';

export interface RuleFinding {
    /** the guideline's section, as `5.1.4` */
    id: string;
    reason: string;
    /** what this rule alone says: `distinct` for an exception that set a rule aside */
    verdict: Verdict;
}

export interface Examination {
    verdict: Verdict;
    /** the rules behind the verdict: those that apply, or for `distinct` the exceptions met */
    rules: RuleFinding[];
}

export interface ExamineOptions {
    /**
     * The common names of the goods or services the new mark is filed for (the chosen items'
     * names): words that only name them add nothing to an earlier mark (§5.1.12).
     */
    goodsWords?: ReadonlySet<string>;
}

// ----- words -----------------------------------------------------------------------------

let segmenter: Intl.Segmenter | undefined;
const segments = (text: string): string[] => {
    segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
    return [...segmenter.segment(text)].map(part => part.segment);
};

/** A word of the dictionary as a whole (好歌, 蒙娜丽莎): it has a meaning of its own. */
const isWord = (text: string): boolean => [...text].length >= 2 && segments(text).length === 1;

const synonymOf = new Map<string, string>();
for (const group of SYNONYMS) {
    const words = group.split(' ');
    for (const word of words) synonymOf.set(word, words[0]!);
}
const LONGEST_SYNONYM = Math.max(...[...synonymOf.keys()].map(word => word.length));

/** Words of the same meaning written one way (老爸 → 爸爸), longest word first. */
const canonical = (text: string): string => {
    let out = '';
    let at = 0;
    while (at < text.length) {
        let size = Math.min(LONGEST_SYNONYM, text.length - at);
        while (size > 0 && !synonymOf.has(text.slice(at, at + size))) size--;
        if (size === 0) {
            out += text[at];
            at += 1;
        } else {
            out += synonymOf.get(text.slice(at, at + size));
            at += size;
        }
    }
    return out;
};

const sameMeaning = (x: string, y: string): boolean => canonical(x) === canonical(y);

export const canonicalMeaning = canonical;

type Kind = 'weak' | 'descriptive' | 'place';

const KIND_RULE: Record<Kind, { id: string; says: string }> = {
    weak: { id: '5.1.14', says: '仅多显著性较弱的修饰文字' },
    descriptive: { id: '5.1.12', says: '仅多商品或服务的通用名称或描述性文字' },
    place: { id: '5.1.13', says: '仅多表示场所的文字' },
};

interface Peeled {
    core: string;
    added: { word: string; kind: Kind }[];
}

const kindOfHanzi = (word: string, goods: ReadonlySet<string>): Kind | undefined =>
    WEAK_HANZI.has(word)
        ? 'weak'
        : DESCRIPTIVE_HANZI.has(word) || goods.has(word)
          ? 'descriptive'
          : PLACE_HANZI.has(word)
            ? 'place'
            : undefined;

const LONGEST_WORD = 6;

/**
 * The mark's distinctive part: descriptive, place and weak words peeled off its end, and
 * weak words off its start (新吉澳), never down to nothing and, from the start, never below
 * two characters. A single weak character (新, 大, 好 …) modifies only from the start.
 */
const peelHanzi = (text: string, goods: ReadonlySet<string>): Peeled => {
    let core = text;
    const added: Peeled['added'] = [];
    let peeled = true;
    while (peeled) {
        peeled = false;
        for (let size = Math.min(LONGEST_WORD, core.length - 1); size >= 1; size--) {
            const tail = core.slice(-size);
            const kind = kindOfHanzi(tail, goods);
            if (kind && (kind !== 'weak' || size > 1)) {
                added.unshift({ word: tail, kind });
                core = core.slice(0, -size);
                peeled = true;
                break;
            }
            const head = core.slice(0, size);
            if (WEAK_HANZI.has(head) && core.length - size >= 2) {
                added.push({ word: head, kind: 'weak' });
                core = core.slice(size);
                peeled = true;
                break;
            }
        }
    }
    return { core, added };
};

/** The distinctive part for comparing characters: peeled only while two are left. */
const comparable = (text: string, peeled: Peeled): string =>
    [...peeled.core].length >= 2 ? peeled.core : text;

const peelLatin = (words: string[], goods: ReadonlySet<string>): Peeled => {
    const kept: string[] = [];
    const added: Peeled['added'] = [];
    for (const word of words) {
        const kind: Kind | undefined = WEAK_LATIN.has(word)
            ? 'weak'
            : DESCRIPTIVE_LATIN.has(word) || goods.has(word)
              ? 'descriptive'
              : PLACE_LATIN.has(word)
                ? 'place'
                : undefined;
        if (kind) added.push({ word, kind });
        else kept.push(word);
    }
    return kept.length ? { core: kept.join(''), added } : { core: words.join(''), added: [] };
};

const NO_GOODS: ReadonlySet<string> = new Set();

/** A mark's distinctive parts, weak, descriptive and place words peeled off (search keys). */
export const peelMark = (mark: Mark): { hanzi: string; latin: string } => ({
    hanzi: mark.hanzi ? peelHanzi(mark.hanzi, NO_GOODS).core : '',
    latin: mark.words.length ? peelLatin(mark.words, NO_GOODS).core : '',
});

// ----- readings and shapes ---------------------------------------------------------------

const nearForms = (reading: string): string[] => {
    const forms = new Set([reading]);
    for (const [long, short] of NEAR_SOUNDS) {
        for (const form of [...forms]) {
            if (form.startsWith(long)) forms.add(short + form.slice(long.length));
            else if (form.startsWith(short)) forms.add(long + form.slice(short.length));
            if (form.endsWith(long)) forms.add(form.slice(0, -long.length) + short);
            else if (form.endsWith(short)) forms.add(form.slice(0, -short.length) + long);
        }
    }
    return [...forms];
};

type Sound = 'same' | 'near' | 'different';

const soundOf = (x: string[], y: string[]): Sound => {
    if (x.some(reading => y.includes(reading))) return 'same';
    const near = new Set(y.flatMap(nearForms));
    return x.flatMap(nearForms).some(form => near.has(form)) ? 'near' : 'different';
};

/** The readings of a character of `text`, a part of the mark: read in the mark's context. */
const charReadings = (mark: Mark, char: string, text: string, index: number): string[] => {
    const at = mark.hanzi.indexOf(text);
    return (at >= 0 ? mark.readings[at + index] : undefined) ?? readingsOf(char)[0] ?? [char];
};

// ----- the rules -------------------------------------------------------------------------

const pair = (x: string, y: string) => `${x} / ${y}`;

/** What only 牌, 公司, 集团, GROUP … add to one of two marks otherwise the same, said. */
const strippedDifference = (A: Mark, B: Mark): string => {
    const extra = [
        ...A.stripped.filter(word => !B.stripped.includes(word)),
        ...B.stripped.filter(word => !A.stripped.includes(word)),
    ];
    return extra.length
        ? `显著部分相同，仅多「${extra.join('、')}」等表示企业性质或显著性较弱的文字`
        : '';
};

interface Diff {
    /** positions in x and y of the characters that differ (same length only) */
    positions: number[];
}

const substitutions = (x: string, y: string): Diff | undefined => {
    const a = [...x];
    const b = [...y];
    if (a.length !== b.length) return undefined;
    return { positions: a.flatMap((char, i) => (char === b[i] ? [] : [i])) };
};

/** The word (of the dictionary's segmentation) each character position belongs to. */
const wordAt = (text: string): string[] =>
    segments(text).flatMap(word => [...word].map(() => word));

/** Where the words of the dictionary's segmentation end. */
const boundaries = (text: string): string => {
    let at = 0;
    return segments(text)
        .map(word => (at += [...word].length))
        .join(',');
};

/** Some word of two or more characters: the text reads as words, not as a coined name. */
const hasWords = (text: string): boolean => segments(text).some(word => [...word].length >= 2);

const hanziRules = (A: Mark, B: Mark, goods: ReadonlySet<string>): RuleFinding[] => {
    const a = A.hanzi;
    const b = B.hanzi;
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
    // §5.1.16: the new mark wholly contains the earlier one (never a single character).
    if (a.includes(b)) {
        if ([...b].length === 1) {
            found.push({
                id: '5.1.16',
                reason: `在先商标为单一汉字「${b}」，不因被包含而判近似：${pair(a, b)}`,
                verdict: 'distinct',
            });
        } else if (isWord(b)) {
            found.push({
                id: '5.1.16',
                reason: `完整包含在先商标「${b}」；在先商标为常用词，若其具有较高知名度则判近似：${pair(a, b)}`,
                verdict: 'risk',
            });
        } else {
            found.push({
                id: '5.1.16',
                reason: `完整包含显著性较强的在先商标「${b}」，易被认为系列商标：${pair(a, b)}`,
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
            found.push({
                id: '5.1.5',
                reason: `读音不同，但字形近似（${named}）：${pair(x, y)}`,
                verdict: 'similar',
            });
        }
    }
    found.push(...fewCharsDiffer(A, B, a, b));
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
    // The differing characters change a word the two marks both read as words: the whole
    // means something else (北美风情 / 北欧风情, 幸运树 / 幸运数).
    if (diff && boundaries(x) === boundaries(y) && hasWords(x) && hasWords(y)) {
        const wx = wordAt(x);
        const wy = wordAt(y);
        const changed = diff.positions.find(i => !sameMeaning(wx[i]!, wy[i]!));
        if (changed !== undefined) {
            return [
                {
                    id: '5.1.7',
                    reason: `仅个别汉字不同，但「${wx[changed]}」与「${wy[changed]}」使整体含义不同：${pair(x, y)}`,
                    verdict: 'distinct',
                },
            ];
        }
    }
    return [
        {
            id: '5.1.7',
            reason: `由三个以上汉字构成，仅个别汉字不同，整体无含义或含义无明显区别：${pair(x, y)}`,
            verdict: 'similar',
        },
    ];
};

const SOUND_ALIKE_LETTERS = ['CKQ', 'SCZ', 'IY', 'VW', 'FP', 'GJ', 'MN', 'BP', 'DT'];
const lettersSoundAlike = (x: string, y: string) =>
    SOUND_ALIKE_LETTERS.some(group => group.includes(x) && group.includes(y));

const meaningsOf = (word: string): string[] => ENGLISH_MEANINGS[word]?.split('|') ?? [];

const latinRules = (A: Mark, B: Mark, goods: ReadonlySet<string>): RuleFinding[] => {
    const a = A.latin;
    const b = B.latin;
    const shown = pair(A.words.join(' '), B.words.join(' '));
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
    if (b.length >= 3 && a.includes(b)) {
        return [
            meaningsOf(b).length
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
    if (differing > (Math.min(a.length, b.length) >= 8 ? 2 : 1)) return [];
    const meaningA = meaningsOf(a);
    const meaningB = meaningsOf(b);
    if (meaningA.length && meaningB.length && !meaningA.some(m => meaningB.includes(m))) {
        return [
            {
                id: '5.1.9',
                reason: `仅个别字母不同，但「${a}」与「${b}」整体含义不同：${shown}`,
                verdict: 'distinct',
            },
        ];
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

/** §5.1.6, §5.1.17 and §5.3.3: between the hanzi of one mark and the letters or digits of the other. */
const crossRules = (A: Mark, B: Mark, combined: boolean): RuleFinding[] => {
    const found: RuleFinding[] = [];
    const meaningId = combined ? '5.3.3' : '5.1.6';
    for (const [from, to] of [
        [A, B],
        [B, A],
    ] as const) {
        if (from.latin && !from.latinIsPinyin && to.hanzi) {
            const whole = from.words.map(w => meaningsOf(w)[0] ?? '').join('');
            const translations = [
                ...meaningsOf(from.latin),
                ...(from.words.every(w => meaningsOf(w).length) ? [whole] : []),
            ];
            const hit = translations.find(m => m && sameMeaning(m, to.hanzi));
            if (hit) {
                found.push({
                    id: meaningId,
                    reason: `外文「${from.words.join(' ')}」可译为「${hit}」，与汉字「${to.hanzi}」含义相同：${pair(A.text, B.text)}`,
                    verdict: 'similar',
                });
            }
        }
        if (from.digits && numeralDigits(to.hanzi) === from.digits) {
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
        if (combined && applies) {
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
    if (!findings.some(f => f.verdict === 'similar')) {
        findings.push(...independentParts(A, B, options));
    }
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
