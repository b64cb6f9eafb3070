import { describe, expect, it } from 'vitest';
import { batchContext } from './context';
import type { BatchFacts } from './context';
import { AUTO_ICON } from './format';
import type { BatchColumn, RawRow } from './format';
import { MESSAGES, checkRow, checkRows, classCode } from './rows';
import { readRows } from './sheet';

const item = (code: string, name: string, groupCode: string) => ({
    code,
    name,
    groupCode,
    groupName: `${groupCode}组`,
});

const facts: BatchFacts = {
    applicants: [
        {
            id: 1,
            applicantName: '星河云科技有限公司',
            cardNumber: '91440300MA5G9XYZ1K',
            auditStatus: 3,
            hasLegalNotice: true,
        },
        {
            id: 2,
            applicantName: '张三',
            cardNumber: '110101199003077777',
            auditStatus: 3,
            hasLegalNotice: false,
        },
        {
            id: 3,
            applicantName: '张三',
            cardNumber: '110101199003078888',
            auditStatus: 3,
            hasLegalNotice: true,
        },
        { id: 4, applicantName: '失败公司', cardNumber: '', auditStatus: 4, hasLegalNotice: true },
    ],
    classes: [
        {
            code: '09',
            name: '第九类',
            items: [
                item('090001', '计算机程序（可下载软件）', '0901'),
                item('090002', '手机壳', '0907'),
                item('090741', '智能手机用壳', '0907'),
                item('090719', '智能手机', '0907'),
                item('090003', '数据线', '0907'),
            ],
        },
        { code: '43', name: '第四十三类', items: [item('430001', '茶馆', '4301')] },
    ],
    files: [
        { name: 'logo.jpg', size: 100_000, width: 800, height: 800, sha256: 'a1' },
        { name: 'big.jpg', size: 100_000, width: 2400, height: 2400, sha256: 'a2' },
        { name: '委托书.jpg', size: 500_000, width: 1200, height: 1600, sha256: 'b1' },
        { name: 'legal.pdf', size: 300_000, sha256: 'c1' },
        { name: 'broken.jpg', size: 300_000, sha256: 'd1', unreadable: true },
    ],
    prices: { classUnitPriceFen: 30_000, extraItemUnitPriceFen: 3_000 },
};
const ctx = batchContext(facts);

const row = (cells: Partial<Record<BatchColumn, string>>, line = 2): RawRow => ({
    line,
    cells: {
        applicant: '星河云科技有限公司',
        trademarkName: '星河云',
        trademarkType: '文字',
        icon: AUTO_ICON,
        iconColour: '',
        desc: '',
        cls: '9',
        items: '手机壳、数据线',
        letter: '委托书.jpg',
        legal: '',
        note: '',
        ...cells,
    },
});
const problemsOf = (cells: Partial<Record<BatchColumn, string>>) =>
    checkRow(row(cells), ctx).problems.map(p => [p.column, p.message]);

describe('a batch row', () => {
    it('files a complete word mark with its fee, the applicant found by name', () => {
        const checked = checkRow(row({}), ctx);
        expect(checked.problems).toEqual([]);
        expect(checked.order).toMatchObject({
            trademarkName: '星河云',
            cls: '09',
            icon: 'auto',
            legal: null,
            feeFen: 30_000,
        });
        expect(checked.order!.items.map(i => i.code)).toEqual(['090002', '090003']);
        expect(checked.key).toMatch(/^batch-[0-9a-f]{48}$/);
    });

    it('finds an applicant by number, and asks for it when a name is shared', () => {
        expect(checkRow(row({ applicant: '110101199003078888' }), ctx).order?.applicant.id).toBe(3);
        expect(problemsOf({ applicant: '张三' })).toContainEqual([
            'applicant',
            MESSAGES.applicantAmbiguous('张三'),
        ]);
        expect(problemsOf({ applicant: '无名' })).toEqual([
            ['applicant', MESSAGES.applicantUnknown('无名')],
        ]);
        expect(problemsOf({ applicant: '失败公司' })).toEqual([
            ['applicant', '不能选择该申请人，请前往我的申请人查看并修改'],
        ]);
    });

    it('wants a legal file when the applicant has none on file', () => {
        expect(problemsOf({ applicant: '110101199003077777' })).toEqual([
            ['legal', MESSAGES.legalMissing],
        ]);
        expect(problemsOf({ applicant: '110101199003077777', legal: 'legal.pdf' })).toEqual([]);
    });

    it('says the wizard’s messages on their cells', () => {
        expect(problemsOf({ trademarkName: '' })).toEqual([['trademarkName', '请填写商标名称']]);
        expect(problemsOf({ trademarkName: '星'.repeat(51) })).toEqual([
            ['trademarkName', '商标名称不能超过50个字符'],
        ]);
        expect(problemsOf({ trademarkType: '立体' })).toEqual([
            ['trademarkType', MESSAGES.typeUnknown],
        ]);
        expect(problemsOf({ trademarkType: '组合', icon: 'logo.jpg' })).toEqual([
            ['iconColour', '请选择商标图样'],
        ]);
        expect(problemsOf({ trademarkType: '组合', icon: AUTO_ICON, iconColour: '黑白' })).toEqual([
            ['icon', MESSAGES.autoIconWordOnly],
        ]);
        expect(problemsOf({ letter: '' })).toEqual([['letter', MESSAGES.letterMissing]]);
        expect(problemsOf({ letter: 'nope.jpg' })).toEqual([
            ['letter', MESSAGES.fileMissing('nope.jpg')],
        ]);
        expect(problemsOf({ cls: '46' })).toEqual([['cls', MESSAGES.classUnknown]]);
        expect(problemsOf({ letter: 'broken.jpg' })).toEqual([
            ['letter', MESSAGES.pictureUnreadable],
        ]);
    });

    it('offers the icon fixer for a picture out of the office’s pixels', () => {
        const [problem] = checkRow(
            row({ trademarkType: '图形', icon: 'big.jpg', iconColour: '黑白' }),
            ctx,
        ).problems;
        expect(problem).toMatchObject({ column: 'icon', iconFix: true });
        expect(problem!.message).toContain('400×400到1500×1500');
    });

    it('matches a non-standard item to the nearest standard one and offers it as the fix', () => {
        const checked = checkRow(row({ items: '手机保护壳、数据线' }), ctx);
        expect(checked.order).toBeNull();
        expect(checked.problems).toEqual([
            {
                column: 'items',
                message: MESSAGES.itemNearest('手机保护壳', '手机壳'),
                fix: '手机壳、数据线',
            },
        ]);
        // the fix, applied, passes
        expect(checkRow(row({ items: checked.problems[0]!.fix }), ctx).problems).toEqual([]);
        // of two items as near, the one keeping every character typed
        expect(checkRow(row({ items: '智能手机壳' }), ctx).problems[0]!.fix).toBe('智能手机用壳');
        // an item of another class is said, with no fix
        expect(checkRow(row({ items: '茶馆' }), ctx).problems).toEqual([
            { column: 'items', message: MESSAGES.itemOfOtherClass('茶馆', '43') },
        ]);
        // codes are items too, and a repeat counts once
        expect(checkRow(row({ items: '090001，090001、手机壳' }), ctx).order?.items).toHaveLength(
            2,
        );
    });

    it('reads a class as 9, 09 or 第9类', () => {
        expect(['9', '09', '第9类', '９'].map(classCode)).toEqual(['09', '09', '09', '09']);
        expect(['0', '46', '九', ''].map(classCode)).toEqual([null, null, null, null]);
    });

    it('keys what it files: the same order the same key, another order another', () => {
        const key = (cells: Partial<Record<BatchColumn, string>>, line = 2) =>
            checkRow(row(cells, line), ctx).key;
        expect(key({}, 2)).toBe(key({ note: '第二次上传', items: '数据线，手机壳' }, 9));
        expect(key({})).not.toBe(key({ trademarkName: '星河雲' }));
        expect(key({})).not.toBe(key({ letter: 'logo.jpg' }));
    });

    it('says the same order twice in one workbook on the later row', () => {
        const checked = checkRows([row({}, 2), row({ note: 'x' }, 3)], ctx);
        expect(checked[0]!.order).not.toBeNull();
        expect(checked[1]!.problems).toEqual([
            { column: 'trademarkName', message: MESSAGES.duplicate(2) },
        ]);
    });

    it('keeps a formula-like name as text', () => {
        const checked = checkRow(row({ trademarkName: '=1+1' }), ctx);
        expect(checked.order?.trademarkName).toBe('=1+1');
    });
});

describe('a sheet', () => {
    const header = [
        '申请人',
        '商标名称',
        '商标类型',
        '图样文件',
        '图样颜色',
        '商标说明',
        '类别',
        '商品/服务项目',
        '委托书文件',
        '法律文件',
        '备注',
    ];

    it('finds the columns by their headers, in any order, and skips empty lines', () => {
        const reversed = [...header].reverse();
        const line = header.map(h => (h === '类别' ? 9 : h === '商标名称' ? '=1+1' : ''));
        const reading = readRows([
            [],
            reversed,
            [...line].reverse(),
            [null, ''],
            [...line].reverse(),
        ]);
        expect(
            reading.ok && reading.rows.map(r => [r.line, r.cells.cls, r.cells.trademarkName]),
        ).toEqual([
            [3, '9', '=1+1'],
            [5, '9', '=1+1'],
        ]);
    });

    it('says a missing column, an empty sheet and too many rows', () => {
        expect(readRows([header.filter(h => h !== '类别' && h !== '备注')])).toEqual({
            ok: false,
            problem: 'missingColumns',
            columns: ['类别'],
        });
        expect(readRows([header])).toEqual({ ok: false, problem: 'empty' });
        const many = Array.from({ length: 501 }, () => header.map(() => 'x'));
        expect(readRows([header, ...many])).toEqual({
            ok: false,
            problem: 'tooManyRows',
            count: 501,
        });
    });
});
