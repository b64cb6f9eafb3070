/**
 * The PDF itself, rendered in the page by react-pdf 10 (pdf.js). Loaded lazily by the viewer
 * dialog, so pdf.js never weighs on the login route. The worker, CMaps, standard fonts and wasm
 * are served by the portal itself, copied by scripts/pdfjsAssets.ts (docs/decisions.md,
 * "Dashboard and official documents").
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { Loading } from '../common/Loading';
import { useFullScreenDialog } from '../common/PortalDialog';
import { TooltipIconButton } from '../common/TooltipIconButton';
import { useMessage } from '../i18n/useMessage';

pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

const BASE = import.meta.env.BASE_URL;
/** Stable (a new object would make react-pdf load the file again). */
const PDF_OPTIONS = {
    cMapUrl: `${BASE}pdfjs/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${BASE}pdfjs/standard_fonts/`,
    wasmUrl: `${BASE}pdfjs/wasm/`,
};

const PAGE_WIDTH = 640;
/** Around the page on a phone: the dialog content's padding and the grey frame's. */
const PHONE_GUTTER = 2 * 24 + 2 * 8;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const Failed = () => {
    const m = useMessage();
    return <Alert severity="error">{m('portal.documents.pdf.failed')}</Alert>;
};

/** Page navigation and zoom around one PDF; `pdf预览失败` when it cannot be read. */
export const PdfView = ({ url }: { url: string }) => {
    const m = useMessage();
    const [pages, setPages] = useState(0);
    const [page, setPage] = useState(1);
    const [zoom, setZoom] = useState(2);
    const [failed, setFailed] = useState(false);
    // On a phone the dialog is the screen: at 100% the page is as wide as the screen.
    const phone = useFullScreenDialog();
    const pageWidth = phone ? Math.min(PAGE_WIDTH, window.innerWidth - PHONE_GUTTER) : PAGE_WIDTH;

    if (failed) return <Failed />;
    const scale = ZOOMS[zoom];

    return (
        <Stack spacing={1}>
            <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'center' }}
            >
                <TooltipIconButton
                    label="portal.documents.pdf.previous"
                    disabled={page <= 1}
                    onClick={() => setPage(p => p - 1)}
                >
                    <ChevronLeftIcon />
                </TooltipIconButton>
                <Typography data-testid="pdf-page">
                    {pages ? `${page} / ${pages}` : '– / –'}
                </Typography>
                <TooltipIconButton
                    label="portal.documents.pdf.next"
                    disabled={page >= pages}
                    onClick={() => setPage(p => p + 1)}
                >
                    <ChevronRightIcon />
                </TooltipIconButton>
                <Box sx={{ width: 16 }} />
                <TooltipIconButton
                    label="portal.documents.pdf.zoomOut"
                    disabled={zoom <= 0}
                    onClick={() => setZoom(z => z - 1)}
                >
                    <ZoomOutIcon />
                </TooltipIconButton>
                <Typography data-testid="pdf-zoom">{Math.round(scale * 100)}%</Typography>
                <TooltipIconButton
                    label="portal.documents.pdf.zoomIn"
                    disabled={zoom >= ZOOMS.length - 1}
                    onClick={() => setZoom(z => z + 1)}
                >
                    <ZoomInIcon />
                </TooltipIconButton>
            </Stack>
            {/* focusable, so a zoomed page can be scrolled with the arrow keys */}
            <Box
                role="region"
                aria-label={m('portal.documents.pdf.pageArea')}
                tabIndex={0}
                sx={{ overflow: 'auto', maxHeight: '70vh', bgcolor: 'grey.100', p: 1 }}
            >
                <Document
                    file={url}
                    options={PDF_OPTIONS}
                    loading={<Loading />}
                    error={<Failed />}
                    onLoadSuccess={({ numPages }) => {
                        setPages(numPages);
                        setPage(1);
                    }}
                    onLoadError={() => setFailed(true)}
                    onSourceError={() => setFailed(true)}
                >
                    <Page
                        pageNumber={page}
                        width={Math.round(pageWidth * scale)}
                        renderTextLayer={false}
                        renderAnnotationLayer={false}
                        loading={<Loading />}
                        error={<Failed />}
                    />
                </Document>
            </Box>
        </Stack>
    );
};
