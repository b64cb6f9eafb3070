import { Alert, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { OfficialDocument } from '../../dataProvider/records';
import { useFileUrl } from '../common/fileUrl';
import { lazyNamed } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { PortalDialog } from '../common/PortalDialog';
import { useMessage } from '../i18n/useMessage';
import { DownloadButton } from './documentRow';

const PdfView = lazyNamed(() => import('./PdfView'), 'PdfView');

/** Asks the server for the viewer's URL, then shows the PDF (pdf.js loaded on first use). */
const Viewer = ({ doc }: { doc: OfficialDocument }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const fileUrl = useFileUrl();
    const preview = useQuery({
        queryKey: ['preview', doc.officialFile.url || doc.officialFile.ossKey],
        queryFn: () => dataProvider.previewPdf(doc.officialFile.url || doc.officialFile.ossKey),
        retry: false,
    });
    if (preview.isPending) return <Loading />;
    const url = preview.data?.urls[0];
    // A refused preview says so without loading pdf.js.
    if (!url) return <Alert severity="error">{m('portal.documents.pdf.failed')}</Alert>;
    return (
        <Suspense fallback={<Loading />}>
            <PdfView url={fileUrl(url)} />
        </Suspense>
    );
};

/** The official document viewer, 700px wide (the whole screen on a phone), with 下载 of the same file. */
export const PdfViewerDialog = ({
    doc,
    onClose,
}: {
    doc: OfficialDocument | null;
    onClose: () => void;
}) => {
    const m = useMessage();
    return (
        <PortalDialog
            open={doc !== null}
            onClose={onClose}
            width={700}
            closeButton
            aria-labelledby="pdf-viewer-title"
        >
            <DialogTitle id="pdf-viewer-title">
                {doc
                    ? m('portal.documents.viewerTitle', {
                          officialName: doc.officialName,
                          orderId: doc.orderId,
                      })
                    : ''}
            </DialogTitle>
            <DialogContent dividers>{doc ? <Viewer doc={doc} /> : null}</DialogContent>
            {doc && (
                <DialogActions>
                    <DownloadButton doc={doc} variant="contained" />
                </DialogActions>
            )}
        </PortalDialog>
    );
};
