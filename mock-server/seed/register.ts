/**
 * The generated part of the register of earlier marks (rules/register.ts; docs/similarity.md,
 * "The mock's register"): `REGISTER_SIZE` marks by default, the same ones on every machine.
 *
 * - First, deliberate near neighbours of the seed's own order names, one per rule they test:
 *   新 + name (§5.1.14), name + a descriptive word (§5.1.12), name + a place word (§5.1.13),
 *   a character of the same sound and a near shape (§5.1.4), the characters reversed
 *   (§5.1.1), one character of three or more changed (§5.1.7), the name's pinyin (§5.1.17);
 *   for Latin names a letter added or dropped (§5.1.9) and a weak word (§5.1.14). Each is filed
 *   for every similar group of one popular class (09, 25, 29, 30, 35, 41, 43 in turn), as a
 *   large owner files a whole class.
 * - Then marks of two to four characters drawn from a pool of characters brand names use, a
 *   sixth of them Latin words of pinyin-like syllables, each in one to three groups of a class.
 *
 * Each mark has one to three items of each of its groups (the goods a hit shows, and what a
 * note of the 区分表 is matched on) and a status: about 70 % 已注册, 20 % 申请中, 10 % 已驳回. Both
 * come from a generator of their own, so the names and numbers stay those of before.
 */
import { pinyin } from 'pinyin-pro';
import SHAPES from '../../domain/similarity/data/shapes.json';
import { looksAlike } from '../../domain/similarity/shape';
import { DAY_MS, formatChinaTime } from '../../domain/rules/time';
import { niceCatalog } from '../nice/catalog';
import { fileMark } from '../rules/register';
import type { MarkStatus } from '../../domain/types/classification';
import type { Store } from '../store';
import type { NewRegisterMark } from '../store/register';
import { CHINESE_MARKS, ENGLISH_MARKS } from './orders';
import { Random } from './random';

export const REGISTER_SIZE = 20_000;

const REGISTER_SEED = 0x5eed2026;
const POPULAR_CLASSES = ['09', '25', '29', '30', '35', '41', '43'];
const DESCRIPTIVE = ['食品', '科技', '文化', '服饰', '茶业', '电子', '餐饮'];
const PLACES = ['坊', '堂', '馆', '轩', '居'];

// prettier-ignore
const POOL = [...(
    '华美佳恒瑞康泰鑫源达盛宏兴隆丰德信诚和安顺福祥禄寿喜乐悦欣怡雅韵清澄碧翠青蓝红金银玉珠宝' +
    '星辰月日阳光明朗晨曦云霞雨雪风雷山川河海湖泉溪林森木竹松柏梅兰菊荷莲桃李杏梨橙柚果禾稻麦' +
    '米谷田园春夏秋冬东西南北中天地人心意志远航帆舟骏驰腾飞龙凤鹤鹿熊猫虎狮鹰燕雀蜂蝶鱼鲸' +
    '尚品臻享优选精工匠艺创新智慧科技数联网聚合汇通达远博学知行思源本初真善美好易简朴素'
)];
const SYLLABLES = [
    'ka',
    'lo',
    'mi',
    'ra',
    'to',
    'ne',
    'vi',
    'sa',
    'zen',
    'lu',
    'bo',
    'ti',
    'xa',
    'qi',
    'fen',
];

/** Characters of the same toneless reading, for the §5.1.4 neighbours. */
const charsByReading = (): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const line of SHAPES) {
        const char = line.split(' ')[0];
        if (!char) continue;
        const reading = pinyin(char, { toneType: 'none' });
        map.set(reading, [...(map.get(reading) ?? []), char]);
    }
    return map;
};

const soundAndShapeAlike = (name: string, byReading: Map<string, string[]>): string | null => {
    const chars = [...name];
    for (let i = chars.length - 1; i >= 0; i--) {
        const char = chars[i]!;
        const reading = pinyin(char, { toneType: 'none' });
        const other = byReading.get(reading)?.find(c => c !== char && looksAlike(c, char));
        if (other) return [...chars.slice(0, i), other, ...chars.slice(i + 1)].join('');
    }
    return null;
};

const neighboursOf = (name: string, rng: Random, byReading: Map<string, string[]>): string[] => {
    if (/^[A-Z]+$/u.test(name)) {
        return [`${name}S`, name.slice(0, -1), `${name} PRO`];
    }
    const chars = [...name];
    const out = [`新${name}`, `${name}${rng.pick(DESCRIPTIVE)}`];
    if (!PLACES.some(place => name.endsWith(place))) out.push(`${name}${rng.pick(PLACES)}`);
    const alike = soundAndShapeAlike(name, byReading);
    if (alike) out.push(alike);
    if (chars.length <= 3) out.push([...chars].reverse().join(''));
    if (chars.length >= 3) {
        const at = rng.int(1, chars.length - 1);
        const other = rng.pick(POOL.filter(c => c !== chars[at]));
        out.push([...chars.slice(0, at), other, ...chars.slice(at + 1)].join(''));
    }
    out.push(pinyin(name, { toneType: 'none', separator: '' }).toUpperCase());
    return out.filter(neighbour => neighbour !== name);
};

/** The generated earlier marks, `size` of them, dated up to eleven years before `now`. */
export const generateRegister = (size: number, now: Date): NewRegisterMark[] => {
    const rng = new Random(REGISTER_SEED);
    const goodsRng = new Random(REGISTER_SEED + 1);
    const { byCode } = niceCatalog();
    const classCodes = [...byCode.keys()];
    const groupsOf = (cls: string) => byCode.get(cls)!.groups.map(g => g.classificationCode);
    /** one to three items of each group, and a status */
    const goods = (
        cls: string,
        groups: readonly string[],
    ): Pick<NewRegisterMark, 'items' | 'status'> => {
        const codes = new Set<string>();
        for (const group of byCode.get(cls)!.groups) {
            if (!groups.includes(group.classificationCode)) continue;
            const items = goodsRng.shuffle(group.mins.map(item => item.classificationCode));
            for (const code of items.slice(0, goodsRng.int(1, 3))) codes.add(code);
        }
        const roll = goodsRng.int(0, 9);
        const status: MarkStatus = roll < 7 ? 'registered' : roll < 9 ? 'pending' : 'refused';
        return { items: [...codes].join(','), status };
    };
    const dated = (): Pick<NewRegisterMark, 'appNo' | 'appDate'> => ({
        appNo: String(rng.int(10_000_000, 79_999_999)),
        appDate: formatChinaTime(new Date(now.getTime() - rng.int(30, 4000) * DAY_MS)).slice(0, 10),
    });
    const marks: NewRegisterMark[] = [];
    const byReading = charsByReading();
    let turn = 0;
    for (const name of [...CHINESE_MARKS, ...ENGLISH_MARKS]) {
        for (const neighbour of neighboursOf(name, rng, byReading)) {
            if (marks.length >= size) return marks;
            const cls = POPULAR_CLASSES[turn++ % POPULAR_CLASSES.length]!;
            marks.push({
                name: neighbour,
                cls,
                groups: groupsOf(cls).join(','),
                ...dated(),
                orderTbId: null,
                ...goods(cls, groupsOf(cls)),
            });
        }
    }
    while (marks.length < size) {
        const latin = rng.chance(1 / 6);
        const name = latin
            ? Array.from({ length: rng.int(2, 3) }, () => rng.pick(SYLLABLES))
                  .join('')
                  .toUpperCase()
            : Array.from({ length: rng.int(2, 4) }, () => rng.pick(POOL)).join('');
        const cls = rng.pick(classCodes);
        const groups = rng.shuffle(groupsOf(cls)).slice(0, rng.int(1, 3));
        marks.push({
            name,
            cls,
            groups: groups.sort().join(','),
            ...dated(),
            orderTbId: null,
            ...goods(cls, groups),
        });
    }
    return marks;
};

/**
 * Files the generated register into a store that has none yet (a fresh or an upgraded
 * database); `size` 0 files none. Returns how many marks it filed.
 */
export const fileGeneratedRegister = (store: Store, size: number, now: Date): number => {
    if (size <= 0 || store.read(q => q.register.generatedCount()) > 0) return 0;
    const marks = generateRegister(size, now);
    store.write(q => {
        for (const mark of marks) fileMark(q, mark);
    });
    return marks.length;
};
