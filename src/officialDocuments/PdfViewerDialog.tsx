import {
    Alert,
    Dialog,
    DialogContent,
    DialogTitle,
    IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { Loading } from '../common/Loading';
import type { OfficialDocument } from '../../dataProvider/records';
import { useFileUrl } from '../common/fileUrl';

const PdfView = lazy(() => import('./PdfView').then(m => ({ default: m.PdfView })));

/** Asks the server for the viewer's URL, then shows the PDF (pdf.js loaded on first use). */
const Viewer = ({ doc }: { doc: OfficialDocument }) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const fileUrl = useFileUrl();
    const preview = useQuery({
        queryKey: ['preview', doc.officialFile.url || doc.officialFile.ossKey],
        queryFn: () => dataProvider.previewPdf(doc.officialFile.url || doc.officialFile.ossKey),
        retry: false,
    });
    if (preview.isPending) return <Loading />;
    const url = preview.data?.urls[0];
    if (!url) return <Alert severity="error">pdf预览失败</Alert>;
    return (
        <Suspense fallback={<Loading />}>
            <PdfView url={fileUrl(url)} />
        </Suspense>
    );
};

/** The official document viewer (spec §2, §9: 700px). */
export const PdfViewerDialog = ({
    doc,
    onClose,
}: {
    doc: OfficialDocument | null;
    onClose: () => void;
}) => (
    <Dialog
        open={doc !== null}
        onClose={onClose}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: 700, maxWidth: 'calc(100% - 32px)' } } }}
        aria-labelledby="pdf-viewer-title"
    >
        <DialogTitle id="pdf-viewer-title" sx={{ pr: 6 }}>
            {doc ? `${doc.officialName}（${doc.orderId}）` : ''}
            <IconButton
                aria-label="关闭"
                onClick={onClose}
                sx={{ position: 'absolute', right: 8, top: 8 }}
            >
                <CloseIcon />
            </IconButton>
        </DialogTitle>
        <DialogContent dividers>{doc ? <Viewer doc={doc} /> : null}</DialogContent>
    </Dialog>
);
