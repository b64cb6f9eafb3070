/**
 * The 区分表's text read group by group for its notes (readTable), and the notes resolved to the
 * items they name (resolveNotes). The sentences themselves are read by notes.ts.
 */
import { chineseNumber, noteSentences, readSentence } from './notes';
import type { NoteKind, NoteRef, ParsedNote } from './notes';
/** An item line of a group, as read for the notes: its part, paragraph and item names. */
export interface ParagraphText {
    group: string;
    part: number | null;
    /** 1 for the first paragraph of its part (or of the group without parts) */
    paragraph: number;
    text: string;
}

export interface TableNotes {
    notes: ParsedNote[];
    paragraphs: ParagraphText[];
    /** sentences of no known form, with their group */
    unread: { group: string; text: string }[];
}

const GROUP_HEADER = /^(\d{4})\D/u;
const CLASS_HEADER = /^第[一二三四五六七八九十]+类$/u;
const PART_START = /^\(([一二三四五六七八九十]+)\)/u;
const CODE = /C?\d{6}/u;

/**
 * Reads every group's notes out of the table's text: a group starts at a line of its four
 * digits and name (no item code in it); an item line may end in `注：…`; a note's numbered
 * sentences may go on over the following lines (`2.…`).
 */
export const readTable = (text: string): TableNotes => {
    const notes: ParsedNote[] = [];
    const paragraphs: ParagraphText[] = [];
    const unread: { group: string; text: string }[] = [];
    let group: string | null = null;
    let part: number | null = null;
    let paragraph = 0;
    let note: string | null = null;
    let noteGroup = '';
    let notePart: number | null = null;
    const flush = () => {
        if (note === null) return;
        for (const sentence of noteSentences(note)) {
            const read = readSentence(sentence, noteGroup, notePart);
            notes.push(...read.notes);
            if (read.unread) unread.push({ group: noteGroup, text: read.unread });
        }
        note = null;
    };
    for (const raw of text.split(/\r?\n/u)) {
        const line = raw.trim();
        if (!line) continue;
        if (CLASS_HEADER.test(line)) {
            flush();
            group = null;
            continue;
        }
        const header = GROUP_HEADER.exec(line);
        if (header && !/\d{6}/u.test(line)) {
            flush();
            group = header[1]!;
            part = null;
            paragraph = 0;
            continue;
        }
        if (group === null) continue;
        // a note's next sentence (`2.…`), or the rest of one cut across lines
        if (
            note !== null &&
            (/^\d{1,2}[.．]/u.test(line) || (!CODE.test(line) && !PART_START.test(line)))
        ) {
            note += line;
            continue;
        }
        const at = line.search(/注[：:]/u);
        if (at === 0) {
            flush();
            note = line;
            noteGroup = group;
            notePart = part;
            continue;
        }
        flush();
        const items = at > 0 ? line.slice(0, at) : line;
        const partMatch = PART_START.exec(items);
        if (partMatch) {
            part = chineseNumber(partMatch[1]!);
            paragraph = 0;
        }
        // a line without a code is the rest of a name cut across lines, not a paragraph
        if (CODE.test(items) || paragraph === 0) paragraph++;
        paragraphs.push({ group, part, paragraph, text: items.replace(PART_START, '') });
        if (at > 0) {
            note = line.slice(at);
            noteGroup = group;
            notePart = part;
        }
    }
    flush();
    return { notes, paragraphs, unread };
};

/** A similar group of the classification the notes are resolved against. */
export interface TableGroup {
    code: string;
    items: { code: string; name: string; part: number | null }[];
}

/** A reference resolved to the classification's items: `codes` absent is the whole group. */
export interface ResolvedRef {
    group: string;
    /** the items meant; absent: every item of the group */
    codes?: string[];
    /** names the note gives that no item of the group (or part) has: an older edition's */
    unresolved?: string[];
    /** the group is not in the classification (an older edition's) */
    gone?: true;
}

export interface ResolvedNote {
    group: string;
    kind: NoteKind;
    text: string;
    from: ResolvedRef;
    to: ResolvedRef[];
}

/**
 * The OCR misreadings mock-server/nice/SOURCE.md corrected in the items' names, corrected in
 * the notes' names too.
 */
const OCR_FIXES: [RegExp, string][] = [
    [/[研砾]光/gu, '砑光'],
    [/谷肮/gu, '谷朊'],
    [/白肮/gu, '白朊'],
    [/白毛莨/gu, '白毛茛'],
    [/茇奠/gu, '菝葜'],
    [/鲲鱼/gu, '鳀鱼'],
];

/** Names compare without the difference of full- and half-width brackets and commas. */
const nameKey = (name: string): string =>
    OCR_FIXES.reduce((text, [wrong, right]) => text.replace(wrong, right), name)
        .replace(/（/gu, '(')
        .replace(/）/gu, ')')
        .replace(/，/gu, ',')
        .replace(/\*|＊|※/gu, '')
        .trim();

const CODES = /C?\d{6}/gu;

/**
 * Every reference of the notes resolved to the items of `groups`: items named by name (within
 * the part named), a part or a paragraph as its items, a group as a whole (`本类似群商品(X除外)`
 * as the whole but X). A name no item has stays as text (`unresolved`).
 */
export const resolveNotes = (
    notes: readonly ParsedNote[],
    groups: readonly TableGroup[],
    paragraphs: readonly ParagraphText[],
): ResolvedNote[] => {
    const byCode = new Map(groups.map(group => [group.code, group]));
    const paragraphCodes = (group: string, part: number | undefined, paragraph: number) =>
        paragraphs
            .filter(
                p =>
                    p.group === group &&
                    (p.part ?? undefined) === part &&
                    p.paragraph === paragraph,
            )
            .flatMap(p => p.text.match(CODES) ?? []);
    const resolve = (ref: NoteRef): ResolvedRef => {
        const group = byCode.get(ref.group);
        if (!group) return { group: ref.group, gone: true };
        const inPart = group.items.filter(item => ref.part === undefined || item.part === ref.part);
        let codes: string[] | undefined;
        const unresolved: string[] = [];
        if (ref.names?.length) {
            codes = [];
            for (const name of ref.names) {
                const key = nameKey(name.replace(/等.*$/u, ''));
                // a note at a group's end stands under its last part but names any part's items
                const named = (items: TableGroup['items']) =>
                    items.filter(item => nameKey(item.name) === key);
                const found = named(inPart).length ? named(inPart) : named(group.items);
                if (found.length) codes.push(...found.map(item => item.code));
                else unresolved.push(name);
            }
        } else if (ref.paragraph !== undefined) {
            codes = paragraphCodes(ref.group, ref.part, ref.paragraph);
        } else if (ref.part !== undefined) {
            codes = inPart.map(item => item.code);
        }
        if (ref.except) {
            const set = new Set(codes ?? group.items.map(item => item.code));
            const key = nameKey(ref.except.replace(/除外$/u, ''));
            for (const item of group.items) if (nameKey(item.name) === key) set.delete(item.code);
            codes = [...set];
        }
        return {
            group: ref.group,
            ...(codes ? { codes: [...new Set(codes)].sort() } : {}),
            ...(unresolved.length ? { unresolved } : {}),
        };
    };
    return notes.map(note => ({
        group: note.group,
        kind: note.kind,
        text: note.text,
        from: resolve(note.from),
        to: note.to.map(resolve),
    }));
};
