/**
 * The PDF itself, rendered in the page by react-pdf 10 (pdf.js). Loaded lazily by the viewer
 * dialog, so pdf.js never weighs on the login route. The worker, CMaps, standard fonts and wasm
 * are served by the portal itself (TOOLCHAIN.md §3; scripts/pdfjsAssets.ts).
 */
import {
    Alert,
    Box,
    IconButton,
    Stack,
    Tooltip,
    Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { Loading } from '../common/Loading';

pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;

const BASE = import.meta.env.BASE_URL;
/** Stable (a new object would make react-pdf load the file again). */
const PDF_OPTIONS = {
    cMapUrl: `${BASE}pdfjs/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${BASE}pdfjs/standard_fonts/`,
    wasmUrl: `${BASE}pdfjs/wasm/`,
};

export const PDF_FAILED_MSG = 'pdf预览失败';
const PAGE_WIDTH = 640;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

const Failed = () => <Alert severity="error">{PDF_FAILED_MSG}</Alert>;

/** Page navigation and zoom around one PDF; `pdf预览失败` when it cannot be read. */
export const PdfView = ({ url }: { url: string }) => {
    const [pages, setPages] = useState(0);
    const [page, setPage] = useState(1);
    const [zoom, setZoom] = useState(2);
    const [failed, setFailed] = useState(false);
    if (failed) return <Failed />;
    const scale = ZOOMS[zoom];
    return (
        <Stack spacing={1}>
            <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'center' }}
            >
                <Tooltip title="上一页">
                    <span>
                        <IconButton
                            aria-label="上一页"
                            disabled={page <= 1}
                            onClick={() => setPage(p => p - 1)}
                        >
                            <ChevronLeftIcon />
                        </IconButton>
                    </span>
                </Tooltip>
                <Typography data-testid="pdf-page">
                    {pages ? `${page} / ${pages}` : '– / –'}
                </Typography>
                <Tooltip title="下一页">
                    <span>
                        <IconButton
                            aria-label="下一页"
                            disabled={page >= pages}
                            onClick={() => setPage(p => p + 1)}
                        >
                            <ChevronRightIcon />
                        </IconButton>
                    </span>
                </Tooltip>
                <Box sx={{ width: 16 }} />
                <Tooltip title="缩小">
                    <span>
                        <IconButton
                            aria-label="缩小"
                            disabled={zoom <= 0}
                            onClick={() => setZoom(z => z - 1)}
                        >
                            <ZoomOutIcon />
                        </IconButton>
                    </span>
                </Tooltip>
                <Typography data-testid="pdf-zoom">{Math.round(scale * 100)}%</Typography>
                <Tooltip title="放大">
                    <span>
                        <IconButton
                            aria-label="放大"
                            disabled={zoom >= ZOOMS.length - 1}
                            onClick={() => setZoom(z => z + 1)}
                        >
                            <ZoomInIcon />
                        </IconButton>
                    </span>
                </Tooltip>
            </Stack>
            <Box sx={{ overflow: 'auto', maxHeight: '70vh', bgcolor: 'grey.100', p: 1 }}>
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
                        width={Math.round(PAGE_WIDTH * scale)}
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
