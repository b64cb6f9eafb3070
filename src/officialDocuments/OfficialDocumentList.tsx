import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useState } from 'react';
import { DataTable, List, TextInput, TopToolbar, useListContext, useNotify } from 'react-admin';
import { NO_DOCUMENT_SELECTED_MSG } from '../../domain/rules/documents';
import type { OfficialDocument } from '../../dataProvider/records';
import { DateRangeInput } from '../common/DateRangeInput';
import { useFileUrl, useLinks } from '../common/fileUrl';
import { ListError } from '../common/ListError';
import { EmptyList, LIST_DEFAULTS } from '../common/ListParts';
import { useMessage } from '../i18n/useMessage';
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
 * 批量下载: one zip of the selected rows, opened in a new window with the token in the query.
 * Rows selected on other pages are remembered with their file while the list is open.
 */
const BatchDownloadButton = ({
    known,
}: {
    known: Map<OfficialDocument['id'], OfficialDocument>;
}) => {
    const m = useMessage();
    const { selectedIds, data } = useListContext<OfficialDocument>();
    const notify = useNotify();
    const links = useLinks();
    for (const row of data ?? []) known.set(row.id, row);
    const download = () => {
        const docs = selectedIds.flatMap(id => {
            const doc = known.get(String(id));
            return doc ? [doc] : [];
        });
        if (docs.length === 0) {
            notify(NO_DOCUMENT_SELECTED_MSG, { type: 'warning' });
            return;
        }
        window.open(links.batchDownload(docs.map(doc => doc.officialFile)), '_blank', 'noopener');
    };
    return (
        <Button variant="contained" size="small" startIcon={<DownloadIcon />} onClick={download}>
            {m('portal.documents.batchDownload')}
        </Button>
    );
};

const RowActions = ({
    record,
    onView,
}: {
    record: OfficialDocument;
    onView: (doc: OfficialDocument) => void;
}) => {
    const m = useMessage();
    const fileUrl = useFileUrl();
    return (
        <Stack direction="row" spacing={1} onClick={event => event.stopPropagation()}>
            <Button size="small" startIcon={<VisibilityIcon />} onClick={() => onView(record)}>
                {m('portal.common.view')}
            </Button>
            <Button
                size="small"
                startIcon={<DownloadIcon />}
                href={fileUrl(record.officialFile.url)}
                download={`${record.orderId}-${record.officialName}.pdf`}
                target="_blank"
                rel="noopener"
            >
                {m('portal.common.download')}
            </Button>
        </Stack>
    );
};

/**
 * 官文下载 (`#/home/officialdoc`): filters (with the delivery-time range) and page in the query
 * string, paging of 10, row view (the PDF viewer) and download, batch download of the selection.
 */
export const OfficialDocumentList = () => {
    const m = useMessage();
    const [viewing, setViewing] = useState<OfficialDocument | null>(null);
    const [known] = useState(() => new Map<OfficialDocument['id'], OfficialDocument>());
    return (
        <>
            <List<OfficialDocument>
                resource="officialDocuments"
                title="portal.menu.officialDoc"
                {...LIST_DEFAULTS}
                filters={filters}
                actions={
                    <TopToolbar>
                        <BatchDownloadButton known={known} />
                    </TopToolbar>
                }
                error={<ListError />}
            >
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
            </List>
            <PdfViewerDialog doc={viewing} onClose={() => setViewing(null)} />
        </>
    );
};
