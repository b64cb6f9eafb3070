/**
 * Each family of rules on pairs of the labelled set's tuning half (domain/similarity/labelled),
 * not only on the guideline's examples: decisions and judgments (cited) and pairs constructed
 * under a stated rule.
 */
import { describe, expect, it } from 'vitest';
import { examine } from './examine';
import { labelledPairs } from './labelled/set';

const TUNING = new Set(
    labelledPairs()
        .filter(pair => pair.half === 'tuning')
        .map(pair => `${pair.newMark} / ${pair.earlier}`),
);

/** The pair is of the tuning half (the held-back half is never a test's). */
const tuning = (newMark: string, earlier: string) => {
    expect(TUNING.has(`${newMark} / ${earlier}`), `${newMark} / ${earlier}`).toBe(true);
    return examine(newMark, earlier);
};
const ids = (newMark: string, earlier: string) => tuning(newMark, earlier).rules.map(r => r.id);

describe('the rule families on pairs of the labelled set', () => {
    it('sound and shape: near readings and looks, unless two ordinary words differ in meaning', () => {
        expect(ids('亿像', '亿象')).toContain('5.1.4');
        expect(tuning('戴土顿', '戴士顿').verdict).toBe('similar');
        const words = tuning('目光', '日光');
        expect(words.verdict).toBe('distinct');
        expect(words.rules[0]!.reason).toContain('「日光」（sunlight）');
        expect(tuning('圆通', '申通').verdict).toBe('distinct');
    });

    it('one hanzi differs: similar for coined names, not when the first character or the goods word is all they share', () => {
        expect(ids('赛维达', '赛维诺')).toContain('5.1.7');
        expect(ids('掌上车主', '掌上车市')).toContain('5.1.7');
        expect(tuning('一号码头', '九号码头').verdict).toBe('distinct');
        expect(tuning('九醅原浆', '九粮').verdict).toBe('distinct');
    });

    it('meaning: a common English word and its usual translation, not a word the public does not know', () => {
        expect(ids('ELEPHANT', '大象')).toEqual(['5.1.6']);
        expect(tuning('RAINBOW', '彩虹').rules[0]!.reason).toContain('词典释义为「彩虹」');
        expect(tuning('SOLEIL', '太阳').verdict).toBe('distinct');
        expect(tuning('TIGER', '狮子').verdict).toBe('distinct');
    });

    it('letters: one letter apart, unless the first letters differ or both are words', () => {
        expect(ids('TRIVAX', 'TRIVEX')).toEqual(['5.1.9']);
        expect(tuning('BENTRAX', 'ZENTRAX').verdict).toBe('distinct');
    });

    it('words added: goods and place words, never after a single character', () => {
        expect(ids('澜溪矿泉水', '澜溪')).toContain('5.1.12');
        expect(ids('欧瑞琪奶茶', '欧瑞琪')).toContain('5.1.12');
        expect(tuning('岚居', '岚').verdict).toBe('distinct');
    });

    it('containment: a coined earlier mark, never a single character', () => {
        expect(ids('悠悠外婆桥', '外婆桥')).toContain('5.1.16');
        expect(ids('LUMORAFIT', 'LUMORA')).toContain('5.1.16');
        expect(tuning('鹿鸣山庄', '鹿').verdict).toBe('distinct');
    });

    it('combined marks: the distinctive part decides, not a shared goods word', () => {
        expect(ids('欧瑞琪 ORICHE', '欧瑞琪')).toContain('5.3.1');
        expect(tuning('ZT快递', 'MB快递').verdict).toBe('distinct');
        expect(tuning('XY网', 'MK网').verdict).toBe('distinct');
    });

    it('same or reordered: another script alike, two ordinary words reordered not', () => {
        expect(ids('瀾溪', '澜溪')).toEqual(['5.1.1']);
        expect(tuning('事故', '故事').verdict).toBe('distinct');
        expect(tuning('人情', '情人').verdict).toBe('distinct');
    });

    it('plainly different marks say what was compared', () => {
        const result = tuning('海底捞', '呷哺呷哺');
        expect(result.verdict).toBe('distinct');
        expect(result.rules[0]!.reason).toContain('均不近似');
    });
});
