import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from './description';
import { buildSuggester } from './suggest';
import type { SuggestClass } from './suggest';

interface RawClass {
    code: string;
    name: string;
    groups: { code: string; name: string; items: { code: string; name: string }[] }[];
}

// the classification as the mock ships it (read as data: domain/ imports no other folder)
const raw = JSON.parse(
    readFileSync('mock-server/nice/nice-classification.json', 'utf8'),
) as RawClass[];
const CLASSES: SuggestClass[] = raw.map(c => ({ code: c.code, heading: c.name, groups: c.groups }));
const suggester = buildSuggester(CLASSES);
const ranked = (text: string) => suggester.suggest(text).map(s => s.cls);
const groupOf = new Map(
    CLASSES.flatMap(c => c.groups.flatMap(g => g.items.map(i => [i.code, g.code] as const))),
);
const allItems = (text: string) => suggester.suggest(text).flatMap(s => s.items.map(i => i.name));

describe('class suggestions', () => {
    it('single characters decide nothing: 外 of 外卖 and 馆 of 川菜馆 find no item', () => {
        const text = '在成都开川菜馆，也做外卖';
        expect(ranked(text)[0]).toBe('43');
        const items = allItems(text);
        expect(items.filter(name => /除.*外|图书馆|天文馆/u.test(name))).toEqual([]);
        expect(ranked(text)).not.toContain('01');
        expect(ranked(text)).not.toContain('41');
    });

    it('a restaurant by its name: 菜馆 means what 餐馆 means', () => {
        const [first] = suggester.suggest('开了一家湘菜馆');
        expect(first?.cls).toBe('43');
        expect(first?.groups[0]).toBe('4301');
        expect(first?.reason).toMatch(/菜馆（餐馆|餐厅）/u);
    });

    it('ranks the classes of the goods a description names, with the matching items ticked', () => {
        const [first] = suggester.suggest('我们做蓝牙耳机和充电宝');
        expect(first?.cls).toBe('09');
        const ticked = first!.items.filter(item => item.ticked).map(item => item.name);
        expect(ticked).toContain('耳机');
        expect(first?.confidence).toBe(1);
    });

    it('a shop that names what it sells gets both readings: selling (35) and the goods (09)', () => {
        expect(ranked('卖二手手机的小店').slice(0, 2).sort()).toEqual(['09', '35']);
        expect(ranked('我们做手机壳和数据线的电商').slice(0, 3)).toEqual(
            expect.arrayContaining(['09', '35']),
        );
    });

    it('a service business prefers the services: 宠物美容工作室 is 44, not the pets’ goods', () => {
        const found = suggester.suggest('宠物美容工作室');
        expect(found[0]?.cls).toBe('44');
        // the goods of pets (31) and of beauty (03) are not what the studio does
        expect(found.slice(0, 3).map(s => s.cls)).not.toContain('31');
        expect(found.slice(0, 3).map(s => s.cls)).not.toContain('03');
    });

    it('a description of several activities shows each one’s class in the first three', () => {
        const found = suggester.suggest('室内装修；家具销售；货物运输');
        expect(found.slice(0, 3).map(s => s.cls)).toEqual(expect.arrayContaining(['37', '39']));
        // never surer than the first
        for (const s of found) expect(s.confidence).toBeLessThanOrEqual(found[0]!.confidence);
    });

    it('knows trades from the national industry classification: 律师 → 45, 搬家 → 39', () => {
        expect(ranked('律师事务所')[0]).toBe('45');
        expect(ranked('搬家公司')[0]).toBe('39');
    });

    it("ticks only items of the class's leading groups, and nothing in a class of low confidence", () => {
        for (const text of ['卖二手手机的小店', '宠物美容工作室', '做香精油的', '猫粮狗粮']) {
            for (const found of suggester.suggest(text)) {
                const ticked = found.items.filter(item => item.ticked);
                if (found.confidence < LOW_CONFIDENCE) expect(ticked, text).toEqual([]);
                for (const item of ticked)
                    expect(found.groups.slice(0, 2), text).toContain(groupOf.get(item.code));
                // ticked first, then 其他可选
                const firstOther = found.items.findIndex(item => !item.ticked);
                if (firstOther >= 0)
                    expect(found.items.slice(firstOther).every(item => !item.ticked)).toBe(true);
            }
        }
    });

    it('is never silent on a real business, saying when it is only a guess; silent on none', () => {
        const guess = suggester.suggest('猫粮狗粮');
        expect(guess.length).toBeGreaterThan(0);
        expect(guess.every(s => s.confidence < LOW_CONFIDENCE)).toBe(true);
        for (const text of ['   ', '你好', '12345'])
            expect(suggester.suggest(text), text).toEqual([]);
    });
});
