import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { SimilarMark } from '../../domain/types/classification';
import { i18nProvider } from '../i18n/i18nProvider';
import type { MessageFn } from '../i18n/useMessage';
import { similarityWorkbook } from './similarityWorkbook';

const m = ((key, values) => i18nProvider.translate(key, values)) as MessageFn;

const MARK: SimilarMark = {
    name: '=1+1',
    cls: '09',
    groups: ['0901'],
    sharedGroups: ['0901'],
    appNo: '55275106',
    appDate: '2022-03-17',
    verdict: 'risk',
    rules: [
        { id: '5.1.16', reason: '完整包含在先商标' },
        { id: '5.1.12', reason: '仅多描述性文字' },
    ],
    status: 'registered',
    goods: ['计算机', '平板电脑'],
    goodsTotal: 7,
    viaNote: { group: '1404', text: '本类似群与0901智能手表类似' },
};

describe('近似查询’s workbook', () => {
    // a name written like a formula is read back as the text it is, never computed (2)
    it('writes the question, the headers and one row a mark with its status, goods and note, every cell as text', async () => {
        const file = await similarityWorkbook(
            '=1+1',
            '09',
            { examinedBy: 'register', marks: [MARK], providerGroups: [] },
            m,
            new Date('2026-11-29T02:00:00Z'),
        );
        expect(file.fileName).toBe('近似查询_2026-11-29.xlsx');
        const rows = await readSheet(file.blob);
        expect(rows[0]![0]).toBe(
            '商标名称：=1+1；类别或类似群：09；由服务端按《商标审查审理指南》近似规则，对照在先商标库审查',
        );
        expect(rows[1]).toEqual([
            '在先商标',
            '结论',
            '类别',
            '共同类似群',
            '申请号',
            '申请日期',
            '商标状态',
            '商品/服务',
            '区分表注释',
            '审查规则与理由',
        ]);
        expect(rows[2]).toEqual([
            '=1+1',
            '有风险',
            '09',
            '0901',
            '55275106',
            '2022-03-17',
            '已注册',
            '商品/服务：计算机、平板电脑等 7 项',
            '经区分表 1404 类似群注释检索：本类似群与0901智能手表类似',
            '5.1.16 完整包含在先商标\n5.1.12 仅多描述性文字',
        ]);
    });
});
