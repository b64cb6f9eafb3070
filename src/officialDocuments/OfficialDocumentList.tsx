import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, TextInput, TopToolbar } from 'react-admin';
import type { OfficialDocument } from '../../dataProvider/records';
import { DateRangeInput } from '../common/DateRangeInput';
import { ListError } from '../common/ListError';
import { EmptyList, LIST_DEFAULTS } from '../common/ListParts';
import { PhoneFilters } from '../common/PhoneFilters';
import { ExportButton } from '../export/ExportButton';
import { useMessage } from '../i18n/useMessage';
import { DocumentCards } from './DocumentCards';
import { BatchDownloadButton, RowActions } from './documentRow';
import { PdfViewerDialog } from './PdfViewerDialog';
import { orEmpty } from '../common/format';

const filters = [
    <TextInput key="orderId" source="orderId" alwaysOn resettable />,
    <TextInput key="name" source="trademarkName" alwaysOn resettable />,
    <TextInput key="applicant" source="applicant" alwaysOn resettable />,
    <DateRangeInput
        key="deliveryTime"
        source="deliveryTime"
        startSource="startTime"
        endSource="endTime"
        label="resources.officialDocuments.fields.deliveryTime"
        alwaysOn
    />,
];

const Column = DataTable.Col<OfficialDocument>;

/**
 * 官文下载 (`#/home/officialdoc`): filters (with the delivery-time range) and page in the query
 * string, paging of 10, row view (the PDF viewer) and download, batch download of the selection.
 * On a phone, the filters fold under 筛选 and the documents are cards with a selection box.
 */
export const OfficialDocumentList = () => {
    const m = useMessage();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [viewing, setViewing] = useState<OfficialDocument | null>(null);
    const [known] = useState(() => new Map<OfficialDocument['id'], OfficialDocument>());
    return (
        <>
            <List<OfficialDocument>
                resource="officialDocuments"
                title="portal.menu.officialDoc"
                {...LIST_DEFAULTS}
                filters={isPhone ? undefined : filters}
                actions={
                    <TopToolbar>
                        <ExportButton list="officialDocuments" />
                        <BatchDownloadButton known={known} />
                    </TopToolbar>
                }
                error={<ListError />}
            >
                {isPhone && <PhoneFilters filters={filters} />}
                {isPhone ? (
                    <DocumentCards known={known} onView={setViewing} />
                ) : (
                    <DataTable<OfficialDocument>
                        bulkActionButtons={<BatchDownloadButton known={known} />}
                        rowClick={false}
                        empty={<EmptyList />}
                    >
                        <Column source="orderId" disableSort />
                        <Column source="trademarkName" disableSort />
                        <Column
                            source="cls"
                            disableSort
                            sx={{ whiteSpace: 'nowrap' }}
                            render={r => m('portal.orders.labels.classOf', { cls: r.cls })}
                        />
                        <Column source="deliveryTime" disableSort />
                        <Column source="applicant" disableSort />
                        <Column
                            source="trademarkNumber"
                            disableSort
                            render={r => orEmpty(r.trademarkNumber)}
                        />
                        <Column source="officialName" disableSort />
                        <Column
                            label="portal.common.actions"
                            render={record => <RowActions record={record} onView={setViewing} />}
                        />
                    </DataTable>
                )}
            </List>
            <PdfViewerDialog doc={viewing} onClose={() => setViewing(null)} />
        </>
    );
};
