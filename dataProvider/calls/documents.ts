/** The dashboard, the PDF preview and the batch download (a link the browser opens). */
import { toApplicantStatistics, toOrderStatistics, toPreview } from '../normalise/documents';
import { row, nothing, none } from './row';

export const DOCUMENT_CALLS = {
    getOrderStatistics: row({
        method: 'GET',
        path: '/api/statisticTrademarkOrder',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toOrderStatistics,
    }),
    getApplicantStatistics: row({
        method: 'GET',
        path: '/api/applicantStatistics',
        fallback: '获取信息失败',
        origin: 'spec',
        request: none,
        answer: toApplicantStatistics,
    }),
    /** the URL(s) of a stored PDF for the viewer */
    previewPdf: row({
        method: 'GET',
        path: '/api/preview',
        query: ['pdf_url'],
        fallback: 'pdf预览失败',
        origin: 'spec',
        request: (pdfUrl: string) => ({ query: { pdf_url: pdfUrl } }),
        answer: toPreview,
    }),
    /** one zip of the named documents, opened in a new window */
    batchDownload: row({
        method: 'GET',
        path: '/api/batchDownloadOfficialDocument',
        query: ['officialFiles'],
        token: 'query',
        link: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (files: readonly string[]) => ({ query: { officialFiles: files.join(',') } }),
        answer: nothing,
    }),
} as const;
