import { createContext, useContext } from 'react';

/** A path on the portal's own origin (`/files/...`, `/api/...`), not `//host` or a scheme. */
export const isOwnPath = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** What a file URL that is not an own path opens: nothing. */
export const BLANK_URL = 'about:blank';

/**
 * Guards a URL maker against addresses in the data: only a path on the portal's own origin
 * is turned into a link (with the token); anything else the server might answer
 * (`javascript:…`, `data:…`, `https://other.site/…`, `//other.site/…`) opens `about:blank`,
 * so no script runs and the session token never goes to another site.
 */
export const ownFilesOnly =
    (toUrl: (url: string) => string) =>
    (url: string): string =>
        isOwnPath(url) ? toUrl(url) : BLANK_URL;

/**
 * Turns a stored file's URL (`/files/...`) into one the browser can open: the file route
 * checks the token in the query (DESIGN.md §3). Provided by App from the HTTP client; a
 * context rather than a dataProvider method because react-admin wraps those as async calls.
 */
export const FileUrlContext = createContext<(url: string) => string>(ownFilesOnly(url => url));

export const useFileUrl = () => useContext(FileUrlContext);
