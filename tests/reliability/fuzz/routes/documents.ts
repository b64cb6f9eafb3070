/** The fuzz catalogue's routes of the official documents: list, preview and the batch zip. */
import { dayRange, field, ORDER_TEXT_FILTERS, PAGING, required } from '../fields';
import type { RouteEntry } from '../fields';

export const DOCUMENT_ROUTES: readonly RouteEntry[] = [
    {
        method: 'GET',
        path: '/api/preview',
        auth: 'session',
        mutates: false,
        query: { pdf_url: field('text', s => `/files/${s.officialKey}`, required) },
    },
    {
        method: 'GET',
        path: '/api/batchDownloadOfficialDocument',
        auth: 'session',
        mutates: false,
        query: { officialFiles: field('list', s => s.officialKey, required) },
        answers: 'bytes',
    },
    {
        method: 'GET',
        path: '/api/findOfficialDocuemntList',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            ...ORDER_TEXT_FILTERS,
            ...dayRange('startTime', 'endTime'),
        },
    },
];
