/** Small text helpers the examination and the search keys share. */
import { FUNCTION_HANZI } from './lexicon';

export const sortedChars = (text: string): string => [...text].sort().join('');

/** The shortest text whose repetition the text is (星星 → 星, 哈罗哈罗 → 哈罗). */
export const unitOf = (text: string): string => {
    const chars = [...text];
    for (let size = 1; size <= chars.length / 2; size++) {
        if (chars.length % size) continue;
        const unit = chars.slice(0, size).join('');
        if (unit.repeat(chars.length / size) === text) return unit;
    }
    return text;
};

/** The text without its function words (的, 之, 与 …), unless fewer than two would be left. */
export const withoutFunctionWords = (text: string): string => {
    const kept = [...text].filter(char => !FUNCTION_HANZI.has(char)).join('');
    return kept.length >= 2 ? kept : text;
};
