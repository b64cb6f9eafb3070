/**
 * The reading of the 区分表's notes (notes.ts): one test per form of note, on sentences as the
 * table prints them (short quotes of the official text).
 */
import { describe, expect, it } from 'vitest';
import { chineseNumber, noteSentences, readSentence } from './notes';
import { readTable, resolveNotes } from './noteTable';

const one = (sentence: string, group: string, part: number | null = null) => {
    const { notes, unread } = readSentence(sentence, group, part);
    expect(unread).toBeUndefined();
    return notes;
};

describe('the notes of the 区分表', () => {
    it('numbers parts, paragraphs and editions as the table writes them', () => {
        expect([chineseNumber('二'), chineseNumber('十'), chineseNumber('十九')]).toEqual([
            2, 10, 19,
        ]);
        expect(chineseNumber('二十')).toBe(20);
        expect(noteSentences('注：1.本部分为无机碱；2.氯化铵,硝酸钾,硝酸铵与0109类似。')).toEqual([
            '本部分为无机碱',
            '氯化铵,硝酸钾,硝酸铵与0109类似',
        ]);
    });

    it('similar (类似): items of the group to items of a part of another group, and a whole group', () => {
        const [note] = one(
            '工业用挥发碱(氨水),工业用氨水(挥发性碱)与0101氨,无水氨,0109类似',
            '0102',
            2,
        );
        expect(note).toMatchObject({
            kind: 'similar',
            from: { group: '0102', part: 2, names: ['工业用挥发碱(氨水)', '工业用氨水(挥发性碱)'] },
            to: [{ group: '0101', names: ['氨', '无水氨'] }, { group: '0109' }],
        });
        const [part] = one('第(二)部分与0102第(四)部分硫化剂,0104第(十一)部分类似', '0108');
        expect(part!.from).toEqual({ group: '0108', part: 2 });
        expect(part!.to).toEqual([
            { group: '0102', part: 4, names: ['硫化剂'] },
            { group: '0104', part: 11 },
        ]);
        const [paragraph] = one('本类似群与0301第二自然段类似', '0302');
        expect(paragraph!.to).toEqual([{ group: '0301', paragraph: 2 }]);
    });

    it('cross-search (交叉检索) with an older edition, alone or after a similar', () => {
        const [similar, cross] = one(
            '尖晶石(氧化物矿石)与0104第(四)部分搪瓷着色化学品,玻璃着色化学品类似,与第十版及以前版本0104第(四)部分搪瓷或玻璃着色化学品交叉检索',
            '0102',
            4,
        );
        expect(similar!.kind).toBe('similar');
        expect(cross).toMatchObject({
            kind: 'crossSearch',
            to: [{ group: '0104', part: 4, edition: 10, names: ['搪瓷或玻璃着色化学品'] }],
        });
        const [alone] = one('本类似群与第八版及以前版本0117交叉检索', '0116');
        expect(alone).toMatchObject({
            kind: 'crossSearch',
            from: { group: '0116' },
            to: [{ group: '0117', edition: 8 }],
        });
    });

    it('protected across groups (跨类似群保护), parts of groups too', () => {
        const notes = one('跨类似群保护商品：粉碎机(0702第(二)部分,0725,0733,0752)', '0702', 2);
        expect(notes).toHaveLength(1);
        expect(notes[0]).toMatchObject({
            kind: 'crossGroup',
            from: { group: '0702', part: 2, names: ['粉碎机'] },
            to: [
                { group: '0725', names: ['粉碎机'] },
                { group: '0733', names: ['粉碎机'] },
                { group: '0752', names: ['粉碎机'] },
            ],
        });
    });

    it('parts not similar to each other, with the exceptions the note makes', () => {
        expect(one('本类似群各部分之间商品不类似', '0101').map(n => n.kind)).toEqual([
            'partsDistinct',
        ]);
        const [distinct, within] = one(
            '本类似群各部分之间商品不类似,但第(一)部分伪装网与第(二)部分伪装罩类似',
            '2202',
        );
        expect(distinct!.kind).toBe('partsDistinct');
        expect(within).toMatchObject({
            kind: 'similar',
            from: { group: '2202', part: 1 },
            to: [{ group: '2202', part: 2 }],
        });
        expect(one('本类似群第(二)部分为单一商品,各自然段间互不类似', '2513')[0]!.kind).toBe(
            'partsDistinct',
        );
    });

    it('similar within the group, what a part is, by function, and what an edition changed', () => {
        expect(one('本类似群第一自然段商品与各部分商品均类似', '1101')[0]!.kind).toBe(
            'similarWithin',
        );
        expect(one('本部分为无机酸', '0102', 1)[0]).toMatchObject({
            kind: 'describes',
            from: { group: '0102', part: 1 },
        });
        expect(one('每部分内的商品根据功能、用途确定类似商品', '0102')[0]!.kind).toBe('byFunction');
        expect(one('原第(二)部分便携式一次性消毒小袋第十一版时删除', '1110')[0]!.kind).toBe(
            'history',
        );
    });

    it('reads notes at the end of an item line and over numbered lines, and resolves them to items', () => {
        const text = [
            '第一类',
            '0101工业气体,单质',
            '(一)氨*010061,无水氨010066',
            '(二)碱土金属010039',
            '注：1.本类似群各部分之间商品不类似；',
            '2.氨,无水氨与0102第(二)部分工业用氨水(挥发性碱)类似；',
            '0102化工原料',
            '(一)酸*010014注：本部分为无机酸。',
            '(二)工业用挥发碱(氨水)010558,工业用氨水(挥发性碱)010558,碱010037',
        ].join('\n');
        const table = readTable(text);
        expect(table.unread).toEqual([]);
        expect(table.notes.map(n => [n.group, n.kind])).toEqual([
            ['0101', 'partsDistinct'],
            ['0101', 'similar'],
            ['0102', 'describes'],
        ]);
        const groups = [
            {
                code: '0101',
                items: [
                    { code: '010061', name: '氨', part: 1 },
                    { code: '010066', name: '无水氨', part: 1 },
                    { code: '010039', name: '碱土金属', part: 2 },
                ],
            },
            {
                code: '0102',
                items: [
                    { code: '010014', name: '酸', part: 1 },
                    { code: '010558', name: '工业用氨水(挥发性碱)', part: 2 },
                    { code: '010037', name: '碱', part: 2 },
                ],
            },
        ];
        const [, similar, describes] = resolveNotes(table.notes, groups, table.paragraphs);
        expect(similar).toMatchObject({
            from: { group: '0101', codes: ['010061', '010066'] },
            to: [{ group: '0102', codes: ['010558'] }],
        });
        expect(describes!.from).toEqual({ group: '0102', codes: ['010014'] });
        // a group of an older edition, and a name no item has
        const [gone] = resolveNotes(
            one('本类似群与第八版及以前版本0117交叉检索', '0101'),
            groups,
            [],
        );
        expect(gone!.to).toEqual([{ group: '0117', gone: true }]);
    });
});
