/**
 * 官文下载 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/).
 */
import type { OfficialDocument } from '../../dataProvider/records';
import { orEmpty } from '../common/format';
import { dateRangeFilter, textFilter } from '../common/lists/filters';
import { classNumber } from '../common/lists/listDefinition';
import { classLabel } from '../i18n/labels';
import type { ListDefinition } from '../common/lists/listDefinition';

export const DOCUMENT_LIST: ListDefinition<OfficialDocument> = {
    resource: 'officialDocuments',
    title: 'portal.menu.officialDoc',
    columns: [
        { source: 'orderId', width: 26 },
        { source: 'trademarkName', width: 20 },
        {
            source: 'cls',
            sx: { whiteSpace: 'nowrap' },
            cell: r => classLabel(r.cls),
            export: { kind: 'number', value: r => classNumber(r.cls) },
        },
        { source: 'deliveryTime', width: 20, export: { kind: 'time' } },
        { source: 'applicant', width: 28 },
        {
            source: 'trademarkNumber',
            cell: r => orEmpty(r.trademarkNumber),
            width: 12,
            export: { value: r => r.trademarkNumber || null },
        },
        { source: 'officialName', width: 20 },
    ],
    filters: [
        textFilter('orderId', 'resources.officialDocuments.fields.orderId'),
        textFilter('trademarkName', 'resources.officialDocuments.fields.trademarkName'),
        textFilter('applicant', 'resources.officialDocuments.fields.applicant'),
        dateRangeFilter(
            'deliveryTime',
            ['startTime', 'endTime'],
            'resources.officialDocuments.fields.deliveryTime',
        ),
    ],
    cards: {
        // the document's name, the mark, order, application number, class, applicant, delivery
        title: 'officialName',
        lines: ['trademarkName', 'orderId', 'trademarkNumber', 'cls', 'applicant', 'deliveryTime'],
        height: 245,
    },
};
