/**
 * The notes (注) of the 类似商品和服务区分表, read from the table's plain text (the source named in
 * mock-server/nice/SOURCE.md) into structured data: which items, parts or paragraphs of a
 * similar group the office declares similar to which of other groups (`类似`), the goods it
 * protects across groups (`跨类似群保护商品`), the goods it searches together with an older
 * edition's (`交叉检索`), and the notes about the group itself (its parts not similar to each
 * other, what a part is, similarity by function). Each note keeps its text, so a hit reached
 * through it can name it. Used by scripts/classes/buildNotes.ts; only the table's text is read.
 */

import type { NoteKind } from '../../domain/similarity/noteScope';

export type { NoteKind };

/** Where a note points: a group, or a part, a paragraph or some items of it. */
export interface NoteRef {
    group: string;
    /** 第(二)部分 → 2 */
    part?: number;
    /** 第一自然段 → 1 (within the part when one is named) */
    paragraph?: number;
    /** the items named, as the note names them */
    names?: string[];
    /** crossSearch: the items are those of this edition and before (第十版及以前版本 → 10) */
    edition?: number;
    /** the note sets some goods aside: `本类似群商品(金属钥匙除外)` */
    except?: string;
}

export interface ParsedNote {
    /** the group whose note it is */
    group: string;
    /** the part it stands under, when it stands under one */
    part: number | null;
    kind: NoteKind;
    /** the note's sentence as the table prints it, without its number */
    text: string;
    /** what of the group the note is about */
    from: NoteRef;
    /** what it is similar to, protected in or searched with; empty for notes about the group */
    to: NoteRef[];
}

const CHINESE_DIGITS: Record<string, number> = {
    一: 1,
    二: 2,
    三: 3,
    四: 4,
    五: 5,
    六: 6,
    七: 7,
    八: 8,
    九: 9,
};

/** 一 … 九十九, as the table numbers parts, paragraphs and editions. */
export const chineseNumber = (text: string): number => {
    if (!/^[一二三四五六七八九十]+$/u.test(text)) throw new Error(`not a Chinese number: ${text}`);
    const at = text.indexOf('十');
    if (at < 0) return CHINESE_DIGITS[text] ?? Number.NaN;
    const tens = at === 0 ? 1 : (CHINESE_DIGITS[text.slice(0, at)] ?? Number.NaN);
    const ones = at === text.length - 1 ? 0 : (CHINESE_DIGITS[text.slice(at + 1)] ?? Number.NaN);
    return tens * 10 + ones;
};

/** Splits at `separators` outside parentheses. */
const splitTop = (text: string, separators: RegExp): string[] => {
    const out: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of text) {
        if (char === '(' || char === '（') depth++;
        if (char === ')' || char === '）') depth = Math.max(0, depth - 1);
        if (depth === 0 && separators.test(char)) {
            out.push(current);
            current = '';
        } else current += char;
    }
    out.push(current);
    return out.map(part => part.trim()).filter(Boolean);
};

/** A note's sentences, each without its number: `1.甲；2.乙。` → `甲`, `乙`. */
export const noteSentences = (text: string): string[] =>
    splitTop(text.replace(/(?<=[^\d.])(?=\d{1,2}[.．][^\d])/gu, '；'), /[；;。]/u)
        .map(sentence =>
            sentence
                .replace(/^注[：:]/u, '')
                .replace(/^\d{1,2}[.．、]/u, '')
                .trim(),
        )
        .filter(Boolean);

const EDITION = /^第([一二三四五六七八九十]+)版及以前版本/u;
const GROUP = /^(\d{4})/u;
const PART = /^第\(([一二三四五六七八九十]+)\)部分/u;
const PARAGRAPH = /^(?:及)?第([一二三四五六七八九十]+)自然段/u;
const EXCEPT = /\(([^()]*除外)\)$/u;

interface Context {
    group: string;
    part?: number;
    edition?: number;
}

/**
 * A list of references as notes write them: `0101氨,无水氨,0109`, `0104第(四)部分搪瓷着色化学品`,
 * `0105第一自然段`, `第十版及以前版本0104第(四)部分…`. A name without a group of its own belongs
 * to the reference before it; the first belongs to `context` (the note's own group).
 */
export const parseRefs = (text: string, context: Context): NoteRef[] => {
    const refs: NoteRef[] = [];
    let current: NoteRef | null = null;
    let edition = context.edition;
    const text2 = text
        .replace(/(?:以及|及)(?=\d{4}|第)/gu, ',')
        .replace(
            /第([一二三四五六七八九十]+)、([一二三四五六七八九十]+)自然段/gu,
            '第$1自然段,第$2自然段',
        )
        .replace(/^(\d{4})?除(.+?)以外的其他(?:商品|服务)$/u, '$1商品($2除外)')
        .replace(/(商品|服务)\(除(.+?)外\)$/u, '$1($2除外)');
    for (const raw of splitTop(text2, /[,，、]/u)) {
        let token = raw;
        let fresh = false;
        const editionMatch = EDITION.exec(token);
        if (editionMatch) {
            edition = chineseNumber(editionMatch[1]!);
            token = token.slice(editionMatch[0].length);
            fresh = true;
        }
        const ref: NoteRef = { group: current?.group ?? context.group };
        const groupMatch = GROUP.exec(token);
        if (groupMatch) {
            ref.group = groupMatch[1]!;
            token = token.slice(4);
            fresh = true;
        }
        const partMatch = PART.exec(token);
        if (partMatch) {
            ref.part = chineseNumber(partMatch[1]!);
            token = token.slice(partMatch[0].length);
            fresh = true;
        } else if (!groupMatch) {
            const part = current ? current.part : context.part;
            if (part !== undefined) ref.part = part;
        }
        const paragraphMatch = PARAGRAPH.exec(token);
        if (paragraphMatch) {
            ref.paragraph = chineseNumber(paragraphMatch[1]!);
            token = token.slice(paragraphMatch[0].length);
            fresh = true;
        }
        if (edition !== undefined) ref.edition = edition;
        const exceptMatch = EXCEPT.exec(token);
        if (exceptMatch && /^(?:本类似群)?(?:商品|服务)?\(/u.test(token)) {
            ref.except = exceptMatch[1]!;
            token = token.slice(0, exceptMatch.index);
        }
        const name = token.replace(/^(?:商品|服务)$/u, '').trim();
        if (fresh || !current) {
            if (name) ref.names = [name];
            refs.push(ref);
            current = ref;
        } else if (name) {
            (current.names ??= []).push(name);
        }
    }
    return refs;
};

/** What of its own group a note is about: `本类似群`, `本部分`, `第一自然段`, or items. */
export const parseSubject = (text: string, context: Context): NoteRef => {
    const subject = text.trim();
    if (/^本类似群(?:商品|服务)?$/u.test(subject)) return { group: context.group };
    const exceptAll = /^本类似群(?:商品|服务)?\(([^()]*除外)\)$/u.exec(subject);
    if (exceptAll) return { group: context.group, except: exceptAll[1]! };
    if (/^本部分(?:商品|服务)?$/u.test(subject)) {
        return context.part === undefined
            ? { group: context.group }
            : { group: context.group, part: context.part };
    }
    const [first, ...rest] = parseRefs(subject.replace(/^本类似群/u, ''), {
        group: context.group,
        ...(context.part !== undefined && !/^第/u.test(subject) ? { part: context.part } : {}),
    });
    if (!first) return { group: context.group };
    // a subject is one reference of the note's own group (names of it, a part or a paragraph)
    for (const more of rest) first.names = [...(first.names ?? []), ...(more.names ?? [])];
    delete first.edition;
    return first;
};

const SIMILAR = /^(.+?)与((?:\d{4}|第|本类似群|及).*?)类似(?:[,](?:并)?与(.+)交叉检索)?$/u;
const CROSS_SEARCH = /^(.+?)与(.+?)交叉检索(?:[,]例如[：:].*)?$/u;
const PARTS_DISTINCT = /^本类似群(?:原)?各部分之间(?:商品|服务)不类似(?:[,](.+))?$/u;
const CROSS_GROUP = /^跨类似群保护(?:商品|服务)[：:](.+)$/u;
const DESCRIBES =
    /^本(?:部分|自然段|类似群)(?:第\([一二三四五六七八九十]+\)部分)?为(?!.*[,]各自然段)/u;
const BY_FUNCTION = /根据.*功能.*用途|根据.*用途.*功能|功能、用途确定/u;
const WITHIN = /(?:之间类似|互为类似(?:商品|服务)?|与各部分(?:商品|服务)?均类似)$/u;
const NOT_WITHIN =
    /(?:各自然段间互不类似|各(?:商品|服务)之间互不类似|互相之间不判为类似(?:商品|服务)?)$/u;
const HISTORY = /(?:第[一二三四五六七八九十]+版时(?:删除|移入.+)|^原第)/u;

/** A sentence as read: spaces dropped, full-width commas as the table's own `,`. */
const normalised = (sentence: string): string =>
    sentence
        .replace(/\s+/gu, '')
        .replace(/，/gu, ',')
        .replace(/[:：]$/u, '');

/** The last parenthesised part of `token`, and what stands before it: `切碎机(机器)(0702,0709)`. */
const lastParens = (token: string): { head: string; inner: string } | null => {
    if (!token.endsWith(')')) return null;
    let depth = 0;
    for (let at = token.length - 1; at >= 0; at--) {
        if (token[at] === ')') depth++;
        if (token[at] === '(' && --depth === 0) {
            return { head: token.slice(0, at), inner: token.slice(at + 1, -1) };
        }
    }
    return null;
};

/**
 * `着色剂(0201,0202),粉碎机(0702第(二)部分,0725)`: each item with the groups (parts) it is
 * protected in; null unless every item has its groups.
 */
const crossGroupItems = (text: string): { name: string; refs: NoteRef[] }[] | null => {
    const items = splitTop(text, /[,;]/u).map(token => {
        const split = lastParens(token);
        if (!split || !/^\d{4}/u.test(split.inner)) return null;
        return { name: split.head, refs: parseRefs(split.inner, { group: '' }) };
    });
    return items.length && items.every(item => item !== null) ? items : null;
};

/**
 * One sentence of a note of `group` (standing under `part`, if any) read as notes: most
 * sentences are one note; `A与B类似,与第N版…C交叉检索` is two; a sentence of no known form is
 * none, and is returned in `unread`.
 */
export const readSentence = (
    raw: string,
    group: string,
    part: number | null,
): { notes: ParsedNote[]; unread?: string } => {
    const sentence = normalised(raw);
    const context: Context = { group, ...(part === null ? {} : { part }) };
    const note = (kind: NoteKind, from: NoteRef, to: NoteRef[]): ParsedNote => ({
        group,
        part,
        kind,
        text: sentence,
        from,
        to,
    });
    const distinct = PARTS_DISTINCT.exec(sentence);
    if (distinct) {
        const notes = [note('partsDistinct', { group }, [])];
        let but = distinct[1]?.replace(/^但/u, '');
        if (!but) return { notes };
        const all = /^所有(?:商品|服务)(与.+)$/u.exec(but);
        if (all) but = `本类似群${all[1]!}`;
        const rest = readSentence(but, group, part);
        notes.push(...rest.notes.map(n => ({ ...n, text: sentence })));
        return rest.unread ? { notes, unread: sentence } : { notes };
    }
    // 本类似群第(二)、(三)部分互为类似商品,第(三)、(四)部分互为类似商品,其他各部分之间商品不类似
    if (/,其他各部分之间(?:商品|服务)不类似$/u.test(sentence)) {
        const notes = [note('partsDistinct', { group }, [])];
        for (const pair of sentence.matchAll(
            /第\(([一二三四五六七八九十]+)\)、\(([一二三四五六七八九十]+)\)部分互为类似/gu,
        )) {
            notes.push(
                note('similarWithin', { group, part: chineseNumber(pair[1]!) }, [
                    { group, part: chineseNumber(pair[2]!) },
                ]),
            );
        }
        return { notes };
    }
    const crossGroupText = CROSS_GROUP.exec(sentence)?.[1] ?? sentence;
    const items = crossGroupItems(crossGroupText);
    if (items) {
        return {
            notes: items.map(item => {
                const own = item.refs.find(ref => ref.group === group);
                return note(
                    'crossGroup',
                    {
                        group,
                        ...(own?.part === undefined ? {} : { part: own.part }),
                        names: [item.name],
                    },
                    item.refs
                        .filter(ref => ref.group !== group)
                        .map(ref => ({ ...ref, names: [item.name] })),
                );
            }),
        };
    }
    if (CROSS_GROUP.test(sentence)) return { notes: [], unread: sentence };
    if (HISTORY.test(sentence)) return { notes: [note('history', context, [])] };
    if (NOT_WITHIN.test(sentence)) {
        const subject = sentence
            .replace(NOT_WITHIN, '')
            .replace(/(?:为单一(?:商品|服务))?[,]?$/u, '');
        return {
            notes: [note('partsDistinct', subject ? parseSubject(subject, context) : context, [])],
        };
    }
    if (DESCRIBES.test(sentence)) return { notes: [note('describes', context, [])] };
    if (WITHIN.test(sentence)) {
        const subject = sentence.replace(WITHIN, '').replace(/(?:商品|服务)$/u, '');
        return { notes: [note('similarWithin', parseSubject(subject, context), [])] };
    }
    const similar = SIMILAR.exec(sentence);
    if (similar) {
        const from = parseSubject(similar[1]!, context);
        const to = parseRefs(similar[2]!, { group });
        const notes = [note('similar', from, to)];
        if (similar[3]) notes.push(note('crossSearch', from, parseRefs(similar[3], { group })));
        return { notes };
    }
    const cross = CROSS_SEARCH.exec(sentence);
    if (cross) {
        const to = parseRefs(cross[2]!.replace(/所有(?:商品|服务)$/u, ''), { group });
        return { notes: [note('crossSearch', parseSubject(cross[1]!, context), to)] };
    }
    if (BY_FUNCTION.test(sentence)) return { notes: [note('byFunction', context, [])] };
    return { notes: [], unread: sentence };
};
