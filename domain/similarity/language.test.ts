import { describe, expect, it } from 'vitest';
import {
    glossOf,
    isCommonEnglish,
    isEnglishWord,
    isOrdinaryWord,
    isWord,
    readsAsWords,
    segment,
    sharedSense,
    translationsOf,
} from './language';
import { soundAlike, soundSpelling } from './latinSound';
import { hasHanziNumerals, numberOf, readNumber, withDigits } from './numerals';
import { translationOf } from './translation';

describe('the dictionaries', () => {
    it('segment a mark into words by frequency, characters no word covers alone', () => {
        expect(segment('雪花膏')).toEqual(['雪花膏']);
        expect(segment('雪花糖')).toEqual(['雪花', '糖']);
        expect(segment('北美风情')).toEqual(['北美', '风情']);
        expect(segment('椒宴')).toEqual(['椒', '宴']);
    });

    it('tell a word from a coined name, and a brand from an ordinary word', () => {
        expect(isWord('长城')).toBe(true);
        expect(isWord('椒宴')).toBe(false);
        expect(isWord('华为')).toBe(true);
        expect(isOrdinaryWord('华为')).toBe(false);
        expect(isOrdinaryWord('白兰地')).toBe(true);
        expect(readsAsWords('幸运树')).toBe(true);
        expect(readsAsWords('蒙尔斯特')).toBe(false);
    });

    it('give the gloss a reason quotes, and synonyms by a first sense shared', () => {
        expect(glossOf('雪花膏')).toContain('vanishing cream');
        expect(sharedSense('开心', '快乐')).toBe('happy');
        expect(sharedSense('老爸', '爸爸')).toBe('father');
        expect(sharedSense('黄金', '金黄')).toBe('');
    });

    it('know English words, how common they are, and their translations and brand names', () => {
        expect(isEnglishWord('HORSE')).toBe(true);
        expect(isEnglishWord('KWIK')).toBe(false);
        expect(isCommonEnglish('CROWN')).toBe(true);
        expect(isCommonEnglish('BRUIN')).toBe(false);
        expect(translationsOf('PHOENIX')).toContain('凤凰');
        expect(translationsOf('NIKE')).toEqual(['耐克']);
        expect(translationsOf('STARBUCKS')).toContain('星巴克');
    });

    it('translate words and phrases, a rarer word only as a risk', () => {
        expect(translationOf(['HAPPY', 'SNAIL'], '快乐蜗牛')?.verdict).toBe('similar');
        expect(translationOf(['CROWN'], '皇冠')?.says).toContain('词典释义为「皇冠」');
        expect(translationOf(['CROWN'], '王子')).toBeUndefined();
    });
});

describe('Latin sound', () => {
    it('writes the spellings of one sound one way and compares metaphone codes', () => {
        expect(soundSpelling('QUICK')).toBe('KWIK');
        expect(soundSpelling('PHOENIX')).toBe('FOENIKS');
        expect(soundAlike('KWIK', 'QUICK')).toBe(true);
        expect(soundAlike('FONIX', 'PHOENIX')).toBe(true);
        expect(soundAlike('SONY', 'SANE')).toBe(false);
    });
});

describe('the numeral reader', () => {
    it('reads digits, numerals digit by digit, place values and financial numerals', () => {
        expect(readNumber('三五零六')).toBe('3506');
        expect(readNumber('二十一')).toBe('21');
        expect(readNumber('壹佰零五')).toBe('105');
        expect(readNumber('十')).toBe('10');
        expect(readNumber('一万二千')).toBe('12000');
        expect(readNumber('3万')).toBe('30000');
        expect(readNumber('万万')).toBeUndefined();
        expect(numberOf('星河')).toBe('');
    });

    it('writes the numbers of a mixed mark as digits', () => {
        expect(withDigits('八匹马')).toBe('8匹马');
        expect(withDigits('壹号')).toBe('1号');
        expect(withDigits('二十一克拉')).toBe('21克拉');
        expect(hasHanziNumerals('8匹马')).toBe(false);
        expect(hasHanziNumerals('八匹马')).toBe(true);
    });
});
