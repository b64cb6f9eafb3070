/**
 * The word-mark examples of the 商标审查审理指南 (2021), part 2, chapter 5, as labelled pairs:
 * the new mark, the earlier one, the section that gives the example and what the guideline
 * decided. Only the names are taken (the examples printed as pictures, designed lettering or
 * goods-dependent cases are left out). The unit tests assert each rule on its examples and
 * `npm run bench -- similarity` prints how many of all of them the engine decides as the
 * guideline does; the pairs the engine decides otherwise stay in the set, marked `miss` with
 * why, so that the figure stays honest.
 */
export interface GuidelineCase {
    newMark: string;
    earlier: string;
    section: string;
    /** the guideline's decision: 近似 or 不近似 */
    expected: 'similar' | 'distinct';
    /** why the engine decides otherwise, where it does */
    miss?: string;
}

const similar = (section: string, newMark: string, earlier: string): GuidelineCase => ({
    newMark,
    earlier,
    section,
    expected: 'similar',
});
const distinct = (section: string, newMark: string, earlier: string): GuidelineCase => ({
    newMark,
    earlier,
    section,
    expected: 'distinct',
});
const miss = (item: GuidelineCase, why: string): GuidelineCase => ({ ...item, miss: why });

export const GUIDELINE_CASES: readonly GuidelineCase[] = [
    // §5.1.1 the same hanzi: another script, a reading aid or another order
    similar('5.1.1', '龍山', '龙山'),
    similar('5.1.1', '雅乐YAYUE', '雅乐'),
    similar('5.1.1', '匯博 HUIBO', '汇博'),
    similar('5.1.1', '新康得', '新得康'),
    similar('5.1.1', '斯波帝卡', '波斯卡帝'),
    // §5.1.2 the distinctive part in another order
    similar('5.1.2', '慧奥教育', '奥慧'),
    similar('5.1.2', '坤星文具', '星坤'),
    similar('5.1.2', '康宝医药', '宝康制药'),
    distinct('5.1.2', '亚美航空', '美亚医疗'),
    // §5.1.3 repeated characters or words
    similar('5.1.3', '星星牌', '星'),
    similar('5.1.3', '牛牛', '牛牌'),
    similar('5.1.3', '哈罗哈罗', '哈罗'),
    similar('5.1.3', 'VICKI VICKI', 'VICKI'),
    // §5.1.4 the same or a near sound with a near shape, and its exceptions
    similar('5.1.4', '椒宴', '椒晏'),
    similar('5.1.4', '惠特曼', '蕙特曼'),
    similar('5.1.4', '活力汪', '活力旺'),
    similar('5.1.4', '梦娜丽莎', '蒙娜丽莎'),
    similar('5.1.4', 'CATANA', 'KATANA'),
    similar('5.1.4', 'AUTEC', 'AUTEK'),
    similar('5.1.4', '华宾面粥', '华滨'),
    similar('5.1.4', '碧成教育', '碧城'),
    miss(
        distinct('5.1.4', '好哥', '好歌'),
        'neither jieba’s dictionary nor CC-CEDICT lists 好歌 as a word, so the engine finds no meaning that sets the same sound and near shape aside',
    ),
    miss(
        distinct('5.1.4', '幸运树', '幸运数'),
        'both read as words (幸运 + 树, 幸运 + 数), as 活力汪 / 活力旺 do, which the guideline finds similar: the dictionaries cannot tell a set phrase from an odd one',
    ),
    distinct('5.1.4', '高太丝', '高泰斯'),
    distinct('5.1.4', '喜马辣鸭', '喜马拉雅'),
    // §5.1.5 a near shape alone
    similar('5.1.5', '酷几', '酷儿'),
    similar('5.1.5', '双订', '双灯'),
    similar('5.1.5', '山楂树下', '川楂树下'),
    // §5.1.6 the same meaning: words, numerals, translations
    similar('5.1.6', '玫瑰花', '玫瑰'),
    similar('5.1.6', '3506', '三五零六'),
    miss(
        similar('5.1.6', '红太阳', '太阳'),
        '太阳 is a common word wholly contained: a risk (§5.1.16) unless 红太阳 is known to mean the sun',
    ),
    similar('5.1.6', '珠穆朗玛峰', '珠穆朗玛'),
    similar('5.1.6', 'CROWN', '皇冠'),
    similar('5.1.6', 'victory', '勝利牌'),
    similar('5.1.6', 'ONE TWO THREE', '一二三'),
    distinct('5.1.6', 'BRUIN', '熊'),
    distinct('5.1.6', 'CLIPPERS', '剪刀'),
    // §5.1.7 three or more hanzi, one differing, and its exceptions
    similar('5.1.7', '帕尔斯', '帕洛尔斯'),
    similar('5.1.7', '蒙尔斯特', '蒙尔斯吉'),
    similar('5.1.7', '心至必达', '心之必达'),
    similar('5.1.7', '熊猫老爸', '熊猫爸爸'),
    similar('5.1.7', '奔跑的果子', '奔跑吧菜子'),
    similar('5.1.7', '勇者地下城', '勇士与地下城'),
    distinct('5.1.7', '君运来', '福运来'),
    distinct('5.1.7', '东方雪', '東方雪狼'),
    distinct('5.1.7', '迷尔派斯', '舒尔派斯'),
    distinct('5.1.7', '北美风情', '北欧风情'),
    // §5.1.9 and §5.1.10 letters (beyond the list; decided the same way)
    similar('5.1.9', 'SOMI', 'SOMIS'),
    similar('5.1.9', 'TREC', 'TREG'),
    similar('5.1.9', 'BILLDAN', 'BILLDANY'),
    similar('5.1.9', 'MIRROR', 'MIROR'),
    distinct('5.1.9', 'HORSE', 'HOUSE'),
    distinct('5.1.9', 'RELGAN', 'SELGAN'),
    distinct('5.1.9', 'DESIRE', 'JESIRE'),
    similar('5.1.10', 'HAWK WOLF', 'WOLF HAWK'),
    // §5.1.12 an earlier mark plus a common name or a descriptive word
    similar('5.1.12', '乐曼啤酒', '乐曼'),
    similar('5.1.12', '华旗文旅', '华旗'),
    similar('5.1.12', '嘉人医美', '嘉人'),
    similar('5.1.12', '青蜂直播', '青蜂'),
    similar('5.1.12', 'KALDI COFFEE AND TEA', 'KALDI'),
    similar('5.1.12', '华盛耐磨', '華盛'),
    similar('5.1.12', 'BLANCO PROFESSIONAL', 'BLANCO'),
    similar('5.1.12', '老龙潭山泉', '老龙潭'),
    similar('5.1.12', 'ELITE-LIGHTING', 'ELITE'),
    similar('5.1.12', '首信高科', '首信'),
    similar('5.1.12', 'FIREFLY MINI', 'FIREFLY'),
    // §5.1.13 an earlier mark plus a place word, and its exceptions
    similar('5.1.13', '金鼎轩', '金鼎'),
    similar('5.1.13', '云趣店', '云趣'),
    distinct('5.1.13', '顾堂', '顾'),
    miss(
        distinct('5.1.13', '大洋房', '大洋'),
        'the whole (a foreign-style house) means something else; the engine has no such meaning',
    ),
    // §5.1.14 weak words, and its exception
    similar('5.1.14', '新吉澳', '吉澳'),
    similar('5.1.14', '好美人娇', '美人娇'),
    similar('5.1.14', 'ZETA GROUP', 'ZETA'),
    similar('5.1.14', 'STRADA SERIES', 'STRADA'),
    distinct('5.1.14', '球王', '球'),
    // §5.1.15 a distinctive part of relatively independent parts
    similar('5.1.15', 'SYMPHONY SERVICES', 'SYMPHORY'),
    similar('5.1.15', 'FELICIA 法莱亚', 'FENICIA'),
    similar('5.1.15', 'HUNTER HUNTER BENGE BENGE', 'BENGE'),
    // §5.1.16 wholly containing an earlier mark
    similar('5.1.16', '华为海思', '华为'),
    similar('5.1.16', '凯悦长城', '长城'),
    // §5.1.17 hanzi with their pinyin against the pinyin alone
    similar('5.1.17', '雅叶YAYE', 'YAYE'),
    // §5.3.3 the meaning of the Chinese and foreign words of combined marks
    similar('5.3.3', 'PARROT', '鹦鹉'),
    similar('5.3.3', 'HAPPY SNAIL', '快乐蜗牛'),
    miss(
        distinct('5.3.3', 'HAPPYTREE 开心树', 'KUAILESHU快樂樹'),
        'the guideline weighs the whole composition; the engine reads 开心 and 快乐 as one meaning',
    ),
];
