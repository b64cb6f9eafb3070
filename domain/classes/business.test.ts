import { describe, expect, it } from 'vitest';
import { namesNothing, readBusiness } from './business';
import { nameWords, piecesOf, wordsOf } from './words';

describe('words of a description, by the dictionary', () => {
    it('cuts words, not characters: 外卖 is one word, and 外 alone is none', () => {
        const words = wordsOf(piecesOf('在成都开川菜馆，也做外卖'));
        expect(words).toEqual(expect.arrayContaining(['成都', '川菜', '外卖']));
        expect(readBusiness('在成都开川菜馆，也做外卖').words).not.toContain('外');
    });

    it("gives the words a long word is made of, by the dictionary's reading of it", () => {
        expect(wordsOf(piecesOf('火锅店'))).toContain('火锅');
        expect(wordsOf(piecesOf('宠物食品店'))).toEqual(expect.arrayContaining(['宠物', '食品']));
    });

    it('keeps Latin words and digits whole', () => {
        expect(wordsOf(piecesOf('记账APP，做5G手机壳'))).toEqual(
            expect.arrayContaining(['记账', 'app', '5g', '手机壳']),
        );
    });
});

describe("an item's exclusions are understood, not matched", () => {
    it.each([
        ['除油外的皮革处理剂', '油', '皮革'],
        ['除香精油外的蛋糕用调味品', '香精', '调味品'],
        ['非医用营养品', '医用', '营养品'],
        ['非医用、非兽医用化学试剂', '兽医', '试剂'],
        ['食品用香料(含醚香料和香精油除外)', '香精', '香料'],
        ['厨房家用器具(不包括烹调、电气加热设备及厨房手工具)', '烹调', '器具'],
    ])('%s: not found by %s, found by %s', (name, excluded, kept) => {
        const words = nameWords(name);
        expect(words.some(word => word.includes(excluded))).toBe(false);
        expect(words).toContain(kept);
    });

    it('a word that begins with 非 is a word (非洲菊), and 除臭剂 excludes nothing', () => {
        expect(nameWords('非洲菊')).toContain('非洲');
        expect(nameWords('个人或动物用除臭剂')).toContain('除臭剂');
    });
});

describe('goods or service: the structure of the sentence', () => {
    it('a shop, a studio or a service verb with no goods named is a service business', () => {
        for (const text of ['宠物美容工作室', '帮人代理记账', '开了一家理发店'])
            expect(readBusiness(text).kind, text).toBe('service');
    });

    it('goods named as what is made or sold make a goods business', () => {
        const fertiliser = readBusiness('我们公司生产复合肥');
        expect(fertiliser.kind).toBe('goods');
        expect([...fertiliser.goods]).toEqual(['复合肥']);
        const phones = readBusiness('做手机壳和数据线的');
        expect([...phones.goods]).toEqual(['手机壳', '数据线']);
        expect(phones.making).toBe(true);
    });

    it('a shop that names what it sells or makes does both', () => {
        const shop = readBusiness('卖二手手机的小店');
        expect(shop.kind).toBe('both');
        expect(shop.sells).toContain('卖');
        expect(shop.shops).toContain('小店');
    });

    it("a shop's name gives what it sells, not the shop word (面包店 → 面包; 工作室 → nothing)", () => {
        expect(readBusiness('面包店').words).toContain('面包');
        expect(readBusiness('美甲工作室').words).not.toContain('工作');
    });

    it('a greeting or digits name no business', () => {
        for (const text of ['你好', '谢谢', '12345', '？？'])
            expect(namesNothing(readBusiness(text)), text).toBe(true);
        expect(namesNothing(readBusiness('卖鞋'))).toBe(false);
    });
});
