import { createContext, useContext } from 'react';

/**
 * Turns a stored file's URL (`/files/...`) into one the browser can open: the file route
 * checks the token in the query (DESIGN.md §3). Provided by App from the HTTP client; a
 * context rather than a dataProvider method because react-admin wraps those as async calls.
 */
export const FileUrlContext = createContext<(url: string) => string>(url => url);

export const useFileUrl = () => useContext(FileUrlContext);
