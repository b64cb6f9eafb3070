/**
 * What 官文下载 offers on a row, on the desktop's table and the phone's cards alike: the row's
 * view and download, and the batch download of the selected rows.
 */
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useListContext, useNotify } from 'react-admin';
import { NO_DOCUMENT_SELECTED_MSG } from '../../domain/rules/documents';
import type { OfficialDocument } from '../../dataProvider/records';
import { useFileUrl, useLinks } from '../common/fileUrl';
import { useMessage } from '../i18n/useMessage';

/**
 * 批量下载: one zip of the selected rows, opened in a new window with the token in the query.
 * Rows selected on other pages are remembered with their file while the list is open.
 */
export const BatchDownloadButton = ({
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

/** 下载: a link to the document's file, named after the order and the document. */
export const DownloadButton = ({
    doc,
    variant,
}: {
    doc: OfficialDocument;
    variant?: 'text' | 'contained';
}) => {
    const m = useMessage();
    const fileUrl = useFileUrl();
    return (
        <Button
            size="small"
            variant={variant}
            startIcon={<DownloadIcon />}
            href={fileUrl(doc.officialFile.url)}
            download={`${doc.orderId}-${doc.officialName}.pdf`}
            target="_blank"
            rel="noopener"
        >
            {m('portal.common.download')}
        </Button>
    );
};

/** 查看 opens the viewer; 下载 downloads the file. */
export const RowActions = ({
    record,
    onView,
}: {
    record: OfficialDocument;
    onView: (doc: OfficialDocument) => void;
}) => {
    const m = useMessage();
    return (
        <Stack direction="row" spacing={1} onClick={event => event.stopPropagation()}>
            <Button size="small" startIcon={<VisibilityIcon />} onClick={() => onView(record)}>
                {m('portal.common.view')}
            </Button>
            <DownloadButton doc={record} />
        </Stack>
    );
};
