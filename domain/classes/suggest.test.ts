import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSuggester, tokensOf } from './suggest';
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

describe('class suggestions', () => {
    it('cuts Chinese into words and the pairs a segmentation may miss, never across 的 or 和', () => {
        const tokens = tokensOf('手机壳和数据线');
        expect(tokens).toEqual(expect.arrayContaining(['手机', '数据', '机壳', '据线']));
        expect(tokens).not.toContain('壳和');
    });

    it('ranks the classes of the goods a description names, with the matching items', () => {
        const [first] = suggester.suggest('我们做蓝牙耳机和充电宝');
        expect(first?.cls).toBe('09');
        expect(first?.items.length).toBeGreaterThan(0);
        expect(first?.reason).toMatch(/耳机|充电/u);
    });

    it('knows trades that no item names: 电商 is selling (35), 奶茶店 is a drinks shop (43)', () => {
        expect(ranked('我们做手机壳和数据线的电商').slice(0, 3)).toEqual(
            expect.arrayContaining(['09', '35']),
        );
        expect(ranked('开了一家奶茶店')[0]).toBe('43');
    });

    it('gives a class a trade word reached its usual items: 奶茶店 → 茶馆, 律师 → 法律服务', () => {
        const [tea] = suggester.suggest('开了一家奶茶店');
        expect(tea?.items.map(item => item.name)).toContain('茶馆');
        expect(tea?.groups[0]).toBe('4301');
        const [law] = suggester.suggest('律师事务所');
        expect(law?.cls).toBe('45');
        expect(law?.items.length).toBeGreaterThan(0);
        for (const item of law!.items) expect(item.name).toContain('法律服务');
        expect(law?.reason).toBe('律师');
    });

    it('suggests nothing for an empty text', () => {
        expect(suggester.suggest('   ')).toEqual([]);
    });
});
