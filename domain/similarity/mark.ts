/**
 * A mark's word parts as the office files them under its search keys (商标审查审理指南 part 1,
 * ch. 7): hanzi read as simplified, Latin letters in capitals, digits; the words 牌, 公司,
 * 集团, 实业 … and WWW / COM stripped; every usual reading of the hanzi.
 */
import { ConverterFactory } from 'opencc-js/core';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import { polyphonic } from 'pinyin-pro';
import { STRIPPED_HANZI, STRIPPED_LATIN } from './lexicon';

/** Traditional characters to simplified ones, character by character (龍 → 龙, 勝 → 胜). */
const toSimplified = ConverterFactory([TSCharacters]);

export interface Mark {
    /** the name as written, trimmed */
    text: string;
    /** its hanzi, simplified, in order; the stripped words removed unless nothing else is left */
    hanzi: string;
    /** its Latin words in capitals, the stripped ones removed unless nothing else is left */
    words: string[];
    /** the Latin words run together */
    latin: string;
    /** its digits run together */
    digits: string;
    /** the Latin letters are the pinyin of the hanzi (a reading aid, not a part of their own) */
    latinIsPinyin: boolean;
    /** the usual readings of each hanzi, toneless (朝 → chao, zhao) */
    readings: string[][];
    /** the words stripped (牌, 集团, GROUP …) */
    stripped: string[];
    /** the whole name simplified, half-width, in capitals, without spaces: what numerals are read in */
    plain: string;
}

const HAN = /\p{Script=Han}/u;

/** At most this many readings of one character count as usual (乐: le, yue; not yao, lao). */
const USUAL_READINGS = 2;

const stripHanzi = (hanzi: string, stripped: string[]): string => {
    let core = hanzi;
    for (const word of STRIPPED_HANZI) {
        if (core.endsWith(word) && core.length > word.length) {
            core = core.slice(0, -word.length);
            stripped.unshift(word);
        }
    }
    return core;
};

const stripWords = (words: string[], stripped: string[]): string[] => {
    const kept = words.filter(word => !STRIPPED_LATIN.has(word));
    if (!kept.length) return words;
    stripped.push(...words.filter(word => STRIPPED_LATIN.has(word)));
    return kept;
};

export const readingsOf = (hanzi: string): string[][] =>
    hanzi
        ? polyphonic(hanzi, { toneType: 'none', type: 'array' }).map(list =>
              list.slice(0, USUAL_READINGS).map(reading => reading.toLowerCase()),
          )
        : [];

/** Whether `latin` (capitals, no spaces) spells one reading of each of the hanzi in turn. */
export const spellsReadings = (latin: string, readings: string[][]): boolean => {
    const text = latin.toLowerCase();
    let ends = new Set([0]);
    for (const options of readings) {
        const next = new Set<number>();
        for (const end of ends) {
            for (const reading of options) {
                if (text.startsWith(reading, end)) next.add(end + reading.length);
            }
        }
        if (next.size === 0) return false;
        ends = next;
    }
    return ends.has(text.length);
};

export const analyseMark = (name: string): Mark => {
    const text = name.trim();
    const plain = toSimplified(text.normalize('NFKC'));
    const stripped: string[] = [];
    const hanzi = stripHanzi([...plain].filter(char => HAN.test(char)).join(''), stripped);
    const words = stripWords(
        plain
            .toUpperCase()
            .split(/[^A-Z]+/u)
            .filter(Boolean),
        stripped,
    );
    const latin = words.join('');
    const digits = plain.replace(/\D+/gu, '');
    const readings = readingsOf(hanzi);
    return {
        text,
        hanzi,
        words,
        latin,
        digits,
        latinIsPinyin: !!hanzi && !!latin && spellsReadings(latin, readings),
        readings,
        stripped,
        plain: plain.toUpperCase().replace(/[\s·•・.,，、\-_/]+/gu, ''),
    };
};
