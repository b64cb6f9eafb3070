import { describe, expect, it } from 'vitest';
import { examine } from './examine';
import type { Examination } from './examine';
import { GUIDELINE_CASES } from './guidelineCases';
import { analyseMark } from './mark';
import { looksAlike } from './shape';

const ids = (result: Examination) => result.rules.map(rule => rule.id);
const reasons = (result: Examination) => result.rules.map(rule => rule.reason).join('\n');

// Each example below is one the guideline gives under the section the test names
// (商标审查审理指南 2021, part 2, ch. 5); docs/similarity.md lists them.
describe('the examination of word marks', () => {
    it('§4.1: the same words are the same mark', () => {
        const result = examine('椒宴', '椒宴');
        expect(result.verdict).toBe('similar');
        expect(ids(result)).toEqual(['4.1']);
    });

    it('§5.1.1: the same hanzi in traditional characters, with pinyin or in another order', () => {
        expect(examine('龍山', '龙山')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.1' }],
        });
        expect(examine('雅乐YAYUE', '雅乐').verdict).toBe('similar');
        const reordered = examine('新康得', '新得康');
        expect(reordered.verdict).toBe('similar');
        expect(reasons(reordered)).toContain('仅排列顺序不同：新康得 / 新得康');
    });

    it('§5.1.1: two words of their own meanings in another order are not alike (蜂蜜 / 蜜蜂)', () => {
        expect(examine('蜂蜜', '蜜蜂').verdict).toBe('distinct');
    });

    it('§5.1.2: the distinctive part reordered, unless words of other fields set them apart', () => {
        const result = examine('慧奥教育', '奥慧');
        expect(result).toMatchObject({ verdict: 'similar', rules: [{ id: '5.1.2' }] });
        expect(reasons(result)).toContain('「慧奥」与「奥慧」');
        expect(examine('康宝医药', '宝康制药').verdict).toBe('similar');
        const apart = examine('亚美航空', '美亚医疗');
        expect(apart.verdict).toBe('distinct');
        expect(reasons(apart)).toContain('「航空」与「医疗」');
    });

    it('§5.1.3: a character or word repeated', () => {
        expect(examine('星星牌', '星')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.3' }],
        });
        expect(examine('哈罗哈罗', '哈罗').verdict).toBe('similar');
    });

    it('§5.1.4: the same sound and a near shape, naming the characters', () => {
        const result = examine('椒宴', '椒晏');
        expect(result.verdict).toBe('similar');
        expect(result.rules).toContainEqual({
            id: '5.1.4',
            reason: '读音相同且字形近似（宴/晏）：椒宴 / 椒晏',
            verdict: 'similar',
        });
        expect(examine('活力汪', '活力旺').verdict).toBe('similar');
        // the distinctive parts, the descriptive word set aside
        expect(reasons(examine('碧成教育', '碧城'))).toContain('（成/城）');
        // letters: another first letter of the same sound
        expect(ids(examine('CATANA', 'KATANA'))).toContain('5.1.4');
    });

    it('§5.1.4 exceptions: the same sound with another shape or a clear meaning', () => {
        const shape = examine('高太丝', '高泰斯');
        expect(shape.verdict).toBe('distinct');
        expect(reasons(shape)).toContain('字形区别明显');
        expect(examine('喜马辣鸭', '喜马拉雅').verdict).toBe('distinct');
        // a pair of our own: a word of the dictionary as a whole (蜻蜓: dragonfly), the same
        // sound and a near shape (青 is a part of 蜻)
        const meaning = examine('青蜓', '蜻蜓');
        expect(meaning.verdict).toBe('distinct');
        expect(reasons(meaning)).toContain('「蜻蜓」含义明确');
    });

    it('§5.1.5: another sound but a near shape', () => {
        const result = examine('双订', '双灯');
        expect(result).toMatchObject({ verdict: 'similar', rules: [{ id: '5.1.5' }] });
        expect(examine('酷几', '酷儿').verdict).toBe('similar');
    });

    it('§5.1.6: the same meaning in words, numerals or a translation', () => {
        expect(examine('熊猫老爸', '熊猫爸爸')).toMatchObject({ rules: [{ id: '5.1.6' }] });
        expect(examine('3506', '三五零六')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.6' }],
        });
        const crown = examine('CROWN', '皇冠');
        expect(crown.verdict).toBe('similar');
        expect(reasons(crown)).toContain('外文「CROWN」词典释义为「皇冠」');
        expect(examine('victory', '勝利牌').verdict).toBe('similar');
        // beyond the public's knowledge of English
        expect(examine('CLIPPERS', '剪刀').verdict).toBe('distinct');
    });

    it('§5.1.7: three or more hanzi with one differing, unless the first or the meaning differs', () => {
        const result = examine('蒙尔斯特', '蒙尔斯吉');
        expect(result).toMatchObject({ verdict: 'similar', rules: [{ id: '5.1.7' }] });
        expect(examine('帕尔斯', '帕洛尔斯').verdict).toBe('similar');
        // 之 is a function word: 心至必达 and 心之必达 differ in one character
        expect(examine('心至必达', '心之必达').verdict).toBe('similar');
        const first = examine('君运来', '福运来');
        expect(first.verdict).toBe('distinct');
        expect(reasons(first)).toContain('首字「君」与「福」读音、字形明显不同');
        // the first character of the same sound is no exception
        expect(examine('梦娜丽莎', '蒙娜丽莎').verdict).toBe('similar');
        const meaning = examine('北美风情', '北欧风情');
        expect(meaning.verdict).toBe('distinct');
        expect(reasons(meaning)).toContain(
            '「北美」（North America）与「北欧」（north Europe; Scandinavia）使整体含义不同',
        );
    });

    it('§5.1.12: an earlier mark plus a common name or a descriptive word', () => {
        const result = examine('乐曼啤酒', '乐曼');
        expect(result.rules).toEqual([
            {
                id: '5.1.12',
                reason: '显著部分「乐曼」相同，仅多商品或服务的通用名称或描述性文字「啤酒」：乐曼啤酒 / 乐曼',
                verdict: 'similar',
            },
        ]);
        expect(examine('FIREFLY MINI', 'FIREFLY').verdict).toBe('similar');
    });

    it('§5.1.12: the chosen items’ names count as the goods’ common names', () => {
        expect(ids(examine('云溪抹布', '云溪'))).toEqual(['5.1.16']);
        const withGoods = examine('云溪抹布', '云溪', { goodsWords: new Set(['抹布']) });
        expect(withGoods).toMatchObject({ verdict: 'similar', rules: [{ id: '5.1.12' }] });
    });

    it('§5.1.13: a place word, but never after a single character', () => {
        expect(examine('云趣店', '云趣')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.13' }],
        });
        expect(examine('金鼎轩', '金鼎').verdict).toBe('similar');
        const single = examine('顾堂', '顾');
        expect(single.verdict).toBe('distinct');
        expect(reasons(single)).toContain('单一汉字「顾」');
    });

    it('§5.1.14: weak words and the words 牌, 集团, GROUP …', () => {
        expect(examine('新吉澳', '吉澳')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.14' }],
        });
        expect(examine('ZETA GROUP', 'ZETA')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.14' }],
        });
        expect(examine('STRADA SERIES', 'STRADA').verdict).toBe('similar');
        expect(examine('球王', '球').verdict).toBe('distinct');
    });

    it('§5.1.15: a distinctive part of relatively independent parts is similar', () => {
        const result = examine('SYMPHONY SERVICES', 'SYMPHORY');
        expect(result.verdict).toBe('similar');
        expect(result.rules).toContainEqual({
            id: '5.1.15',
            reason: '由相对独立的部分构成，显著部分「SYMPHONY」与「SYMPHORY」近似（5.1.9）：SYMPHONY SERVICES / SYMPHORY',
            verdict: 'similar',
        });
        // a weak or descriptive part alike is no distinctive part alike
        expect(examine('ZETA SERVICES', 'KAPPA SERVICES').verdict).toBe('distinct');
    });

    it('§5.1.16: wholly containing a coined earlier mark; a common word only as a risk', () => {
        expect(examine('华为海思', '华为')).toMatchObject({
            verdict: 'similar',
            rules: [{ id: '5.1.16' }],
        });
        // a common word only as a risk (a pair of our own: 蓝天 is no well-known mark) …
        const common = examine('晴朗蓝天', '蓝天');
        expect(common.verdict).toBe('risk');
        expect(reasons(common)).toContain('若在先商标具有较高知名度');
        // … but similar when the list of well-known marks has it (长城)
        const known = examine('凯悦长城', '长城');
        expect(known.verdict).toBe('similar');
        expect(reasons(known)).toContain('为驰名商标');
        // never a single-character earlier mark
        expect(examine('天马行空', '天').verdict).toBe('distinct');
    });

    it('§5.1.17: hanzi with their pinyin against the same pinyin alone', () => {
        const result = examine('雅叶YAYE', 'YAYE');
        expect(result).toMatchObject({ verdict: 'similar', rules: [{ id: '5.1.17' }] });
    });

    it('§5.3.1–5.3.3: the word parts of combined marks', () => {
        const hanzi = examine('椒宴 JY', '椒晏');
        expect(ids(hanzi)).toEqual(expect.arrayContaining(['5.1.4', '5.3.1']));
        const latin = examine('牧家BOCCA', 'BOCCA COFFEE');
        expect(latin.verdict).toBe('similar');
        expect(ids(latin)).toContain('5.3.2');
        const meaning = examine('鹦鹉 PARROT', 'PARROT');
        expect(meaning.verdict).toBe('similar');
        expect(ids(examine('HAPPY SNAIL 乐园', '快乐蜗牛'))).toContain('5.3.3');
    });

    it('marks with nothing in common are distinct, and say what was compared', () => {
        expect(examine('华为', '小米')).toEqual({
            verdict: 'distinct',
            rules: [
                {
                    id: '5.1',
                    reason: '汉字「华为」与「小米」读音（hua wei / xiao mi）、字形、含义均不近似：华为 / 小米',
                    verdict: 'distinct',
                },
            ],
        });
        expect(examine('KALDI', 'ZETA').rules).toEqual([
            {
                id: '5.1',
                reason: '外文「KALDI」与「ZETA」拼写、读音、含义均不近似：KALDI / ZETA',
                verdict: 'distinct',
            },
        ]);
    });

    it('decides the guideline’s examples as the guideline does, but for the misses it names', () => {
        const disagreements = GUIDELINE_CASES.flatMap(item => {
            const { verdict } = examine(item.newMark, item.earlier);
            const agrees = verdict === item.expected;
            return agrees === !item.miss
                ? []
                : [`${item.section} ${item.newMark} / ${item.earlier}: ${verdict}`];
        });
        expect(disagreements).toEqual([]);
    });
});

describe('the marks as the office files them', () => {
    it('reads traditional characters as simplified and strips 牌, 公司, WWW …', () => {
        expect(analyseMark('勝利牌')).toMatchObject({ hanzi: '胜利', stripped: ['牌'] });
        expect(analyseMark('WWW.VCOTTO.COM')).toMatchObject({ latin: 'VCOTTO' });
        expect(analyseMark('保得实业')).toMatchObject({ hanzi: '保得' });
    });

    it('keeps every usual reading of a polyphone and knows its pinyin', () => {
        expect(analyseMark('朝阳').readings[0]).toEqual(['chao', 'zhao']);
        expect(analyseMark('朝阳ZHAOYANG').latinIsPinyin).toBe(true);
        expect(analyseMark('朝阳SUNRISE').latinIsPinyin).toBe(false);
    });

    it('tells characters that look alike from those that do not', () => {
        for (const [x, y] of ['宴晏', '惠蕙', '汪旺', '订灯', '成城', '山川']) {
            expect(looksAlike(x!, y!), `${x}/${y}`).toBe(true);
        }
        for (const [x, y] of ['梦蒙', '树数', '太泰', '辣拉', '好妈']) {
            expect(looksAlike(x!, y!), `${x}/${y}`).toBe(false);
        }
    });

    it('reads the failure kinds the issue names as the dictionaries and the numeral reader say', () => {
        expect(ids(examine('PHOENIX', '凤凰'))).toEqual(['5.1.6']);
        expect(reasons(examine('NIKE', '耐克'))).toContain('品牌外文名称');
        expect(ids(examine('二十一', '21'))).toEqual(['5.1.6']);
        expect(reasons(examine('8匹马', '八匹马'))).toContain('均读作「8匹马」');
        expect(ids(examine('KWIK', 'QUICK'))).toEqual(['5.1.4']);
        const coin = examine('Q币', 'U币');
        expect(coin.verdict).toBe('distinct');
        expect(reasons(coin)).toContain('仅为单一汉字');
        const words = examine('白兰地', '白兰花');
        expect(words.verdict).toBe('distinct');
        expect(reasons(words)).toContain('brandy');
        expect(examine('雪花膏', '雪花糖').verdict).toBe('distinct');
    });
});
