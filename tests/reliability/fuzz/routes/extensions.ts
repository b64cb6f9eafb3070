/**
 * The fuzz catalogue's extension routes of the default profile: upload from a phone and the
 * audit trail (docs/api.md). The phone's page and form are fuzzed with a secret no session has
 * (404 pages); `acknowledgeRisk` writes an audit record only when it answers 200.
 */
import { constant, dayRange, enumOf, field, PAGING, required } from '../fields';
import type { RouteEntry } from '../fields';

const NO_SECRET = { secret: field('text', constant('no-such-secret'), required) };

export const EXTENSION_ROUTES: readonly RouteEntry[] = [
    {
        method: 'POST',
        path: '/api/phoneUpload/create',
        auth: 'session',
        mutates: true,
        query: {
            uploadFilePolicy: enumOf(['ATTORNEY', 'LEGAL_NOTICE', 'SUPPLEMENT', 'ICON']),
            scene: field('text', constant('')),
            fileType: enumOf([1, 2, 3]),
        },
    },
    {
        method: 'GET',
        path: '/api/phoneUpload/status',
        auth: 'session',
        mutates: false,
        query: { id: field('text', constant('no-such-session'), required) },
    },
    {
        method: 'GET',
        path: '/api/phoneUpload/m/:secret',
        auth: 'public',
        mutates: false,
        params: NO_SECRET,
        answers: 'html',
    },
    {
        method: 'POST',
        path: '/api/phoneUpload/m/:secret',
        auth: 'public',
        mutates: true,
        params: NO_SECRET,
        body: 'multipart',
        answers: 'html',
    },
    {
        method: 'GET',
        path: '/api/audit/list',
        auth: 'session',
        mutates: false,
        query: {
            ...PAGING,
            userId: field('int', constant('1')),
            kind: field('text', constant('money')),
            ...dayRange('timeBegin', 'timeEnd'),
        },
    },
    {
        method: 'POST',
        path: '/api/audit/acknowledgeRisk',
        auth: 'session',
        mutates: true,
        body: 'json',
        fields: {
            object: field('text', constant('星河'), required),
            risk: field('text', constant('近似商标'), required),
        },
    },
];
