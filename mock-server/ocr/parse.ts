/**
 * The fields of an identity document in the text OCR read from it (tesseract.ts): the words
 * each document prints before its fields (resident ID card GB/T 16781: 姓名, 住址, 公民身份号码;
 * business licence: 名称, 统一社会信用代码, 住所 or 经营场所; passport: its number), with the
 * usual misreadings of OCR mended where a field's alphabet makes them certain (O → 0 in a
 * number). What is not found stays empty: the portal fills only what is there.
 */
import type { AdaptFileType } from '../../domain/types/documents';

export interface ReadFields {
    applyName: string;
    applyNumber: string;
    address: string;
}

const CJK = '\\u3400-\\u9fff';
/** Spaces OCR puts between Chinese characters go; those between other words stay one. */
const tidy = (text: string) =>
    text
        .replace(new RegExp(`(?<=[${CJK}])[ \\t]+(?=[${CJK}])`, 'g'), '')
        .replace(/[ \t]+/g, ' ')
        .replace(/[：:]/g, ' ');

/** The lines with something on them, tidied. */
const linesOf = (text: string) =>
    tidy(text)
        .split(/\r?\n/)
        .map(line => line.trim())
        .filter(Boolean);

/** What follows `label` on the first line that starts with it ('' when none does). */
const after = (lines: readonly string[], label: RegExp): { value: string; at: number } => {
    for (let at = 0; at < lines.length; at++) {
        const match = label.exec(lines[at]);
        if (match && match.index <= 2) {
            return { value: lines[at].slice(match.index + match[0].length).trim(), at };
        }
    }
    return { value: '', at: -1 };
};

/** Digits OCR reads as letters, in a field that holds digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
    O: '0',
    D: '0',
    I: '1',
    L: '1',
    Z: '2',
    S: '5',
    B: '8',
};

/** An 18-character resident ID number in the text (its last character may be X). */
const residentIdIn = (text: string): string => {
    const compact = text.toUpperCase().replace(/\s+/g, '');
    const found = /[0-9ODILZSB]{17}[0-9X]/.exec(compact.replace(/[^0-9A-Z]/g, ''));
    return found ? found[0].replace(/[ODILZSB]/g, ch => DIGIT_LOOKALIKES[ch]) : '';
};

/** An 18-character unified social credit code in the text (its alphabet has no I O S V Z). */
const creditCodeIn = (text: string): string => {
    const compact = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
    const found = /[0-9A-Z]{18}/.exec(compact);
    return found
        ? found[0].replace(/[IOSVZ]/g, ch => ({ I: '1', O: '0', S: '5', V: 'U', Z: '2' })[ch]!)
        : '';
};

/** A name: the Chinese characters (and the middle dot of a transcribed name) at its start. */
const leadingName = (text: string) =>
    new RegExp(`^[${CJK}·•]+`).exec(text.replace(/\s/g, ''))?.[0] ?? '';

const idCard = (lines: readonly string[]): ReadFields => {
    const name = leadingName(after(lines, /姓名/).value);
    const numberLine = after(lines, /(公民)?身份(证)?号码/);
    const applyNumber = residentIdIn(numberLine.value) || residentIdIn(lines.join(' '));
    // the address runs over the lines between 住址 and the number
    const start = after(lines, /住址/);
    const parts = start.at < 0 ? [] : [start.value];
    for (let at = start.at + 1; start.at >= 0 && at < lines.length; at++) {
        if (at === numberLine.at || /号码|签发|有效期/.test(lines[at])) break;
        parts.push(lines[at]);
    }
    return { applyName: name, applyNumber, address: parts.join('').replace(/\s/g, '') };
};

const licence = (lines: readonly string[]): ReadFields => {
    const codeLine = after(lines, /统一社会信用代码/).value;
    return {
        applyName: after(lines, /名称/).value.replace(/\s/g, ''),
        applyNumber: creditCodeIn(codeLine) || creditCodeIn(lines.join(' ')),
        address: (after(lines, /住所/).value || after(lines, /经营场所/).value).replace(/\s/g, ''),
    };
};

const passport = (lines: readonly string[]): ReadFields => {
    const compact = lines.join(' ').toUpperCase();
    return {
        applyName: leadingName(after(lines, /姓名/).value),
        applyNumber: /\b[EGDSP][A-Z]?\d{7,8}\b/.exec(compact)?.[0] ?? '',
        address: '',
    };
};

/** The fields of a document of `fileType` in the text read from it. */
export const parseDocumentText = (text: string, fileType: AdaptFileType): ReadFields => {
    const lines = linesOf(text);
    return fileType === 1 ? idCard(lines) : fileType === 2 ? licence(lines) : passport(lines);
};
