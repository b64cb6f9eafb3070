/**
 * Links the browser opens itself (an <img>, a download, a new window): a stored file's URL,
 * and the batch download (CALLS.batchDownload). A file may live on the service (a path such
 * as `/files/…`, or an absolute URL on the service's origin) or in object storage (an
 * absolute http(s) URL elsewhere, usually signed). The session token is added only to URLs on
 * the service's own origin, so it never reaches another site; anything that is not http(s)
 * (`javascript:`, `data:`…) opens nothing.
 */
import { CALLS } from './calls';
import { buildQuery } from './httpClient';
import type { SessionStore } from './session';
import type { FileRef } from '../domain/types/documents';

/** What a link that may not be opened becomes. */
export const BLANK_URL = 'about:blank';

export interface Links {
    /** a stored file's URL, made openable (the token added on the service's own origin) */
    file(url: string): string;
    /** the zip of the given documents' files (`batchDownloadOfficialDocument`) */
    batchDownload(files: readonly FileRef[]): string;
}

export interface LinksOptions {
    /** the service root (VITE_API_BASE); '' is the portal's own origin */
    apiUrl: string;
    session: Pick<SessionStore, 'getToken'>;
    /** the page's address, to resolve paths against (the browser's, by default) */
    pageUrl?: string;
}

export const createLinks = ({ apiUrl, session, pageUrl }: LinksOptions): Links => {
    const page = () => pageUrl ?? window.location.href;
    const root = apiUrl.replace(/\/+$/, '');
    const serviceOrigin = () => new URL(root || '/', page()).origin;

    const file = (url: string): string => {
        const sent = url.trim();
        // a path on the service, an absolute http(s) URL, or a protocol-relative one
        const isPath = sent.startsWith('/') && !sent.startsWith('//') && !sent.startsWith('/\\');
        if (!isPath && !/^(https?:)?\/\//i.test(sent)) return BLANK_URL;
        let target: URL;
        try {
            target = new URL(isPath ? `${root}${sent}` : sent, page());
        } catch {
            return BLANK_URL;
        }
        if (target.protocol !== 'http:' && target.protocol !== 'https:') return BLANK_URL;
        if (target.username || target.password) return BLANK_URL;
        const token = session.getToken();
        if (token && target.origin === serviceOrigin())
            target.searchParams.set('access_token', token);
        // on the page's own origin a path is enough
        return target.origin === new URL(page()).origin
            ? `${target.pathname}${target.search}${target.hash}`
            : target.href;
    };

    const batchDownload = (files: readonly FileRef[]): string => {
        const { path, request } = CALLS.batchDownload;
        const keys = files.map(f => f.ossKey || f.url).filter(Boolean);
        const query = { ...request(keys).query, access_token: session.getToken() };
        return `${root}${path}${buildQuery(query)}`;
    };

    return { file, batchDownload };
};
