/**
 * 近似查询's export (loaded when 导出 is clicked): the question on the first line, then one row
 * per earlier mark with its status, goods, the 区分表 note it was reached through, and its rules
 * and reasons. Every cell is text or a plain value: a name such
 * as `=1+1` stays text (write-excel-file writes no formula unless told).
 */
import type { Row } from 'write-excel-file/universal';
import type { SimilaritySearch } from '../../dataProvider/similarity';
import type { MadeFile } from '../common/saveFile';
import { exportFileName } from '../export/sheet';
import { writeSheet } from '../export/workbook';
import type { MessageFn } from '../i18n/useMessage';
import { goodsText } from './goodsText';

const text = (value: string) => ({ type: String, value });

export const similarityWorkbook = async (
    name: string,
    scope: string,
    found: SimilaritySearch,
    m: MessageFn,
    now: Date,
): Promise<MadeFile> => {
    const separator = m('portal.orders.labels.separator');
    const headers = [
        'name',
        'verdict',
        'cls',
        'groups',
        'appNo',
        'appDate',
        'status',
        'goods',
        'viaNote',
        'rules',
    ] as const;
    const data: Row[] = [
        [
            text(
                m('portal.similarity.search.sheetQuestion', {
                    name,
                    scope,
                    examinedBy: m(`portal.similarity.examinedBy.${found.examinedBy}`),
                }),
            ),
        ],
        headers.map(header => ({
            ...text(m(`portal.similarity.search.columns.${header}`)),
            fontWeight: 'bold' as const,
        })),
        ...found.marks.map(mark => [
            text(mark.name),
            text(m(`portal.similarity.verdict.${mark.verdict}`)),
            text(mark.cls),
            text(mark.sharedGroups.join(separator)),
            text(mark.appNo),
            text(mark.appDate),
            text(mark.status ? m(`portal.similarity.status.${mark.status}`) : ''),
            text(mark.goods?.length ? goodsText(mark, m) : ''),
            text(mark.viaNote ? m('portal.similarity.viaNote', { ...mark.viaNote }) : ''),
            text(mark.rules.map(rule => `${rule.id} ${rule.reason}`).join('\n')),
        ]),
    ];
    const sheetName = m('portal.menu.similar');
    const blob = await writeSheet({
        name: sheetName,
        data,
        columns: [
            { width: 18 },
            { width: 8 },
            { width: 6 },
            { width: 24 },
            { width: 12 },
            { width: 12 },
            { width: 8 },
            { width: 30 },
            { width: 40 },
            { width: 70 },
        ],
    });
    return { blob, fileName: exportFileName(sheetName, now) };
};
