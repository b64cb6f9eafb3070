import { createContext, useContext } from 'react';
import { createLinks } from '../../dataProvider/links';
import type { Links } from '../../dataProvider/links';

/**
 * The links the browser opens (stored files, the batch download), made by the wire layer
 * (dataProvider/links.ts): the token is added only on the service's own origin, object-storage
 * URLs open as they are, and anything that is not http(s) opens nothing. App provides the
 * browser's; a context rather than dataProvider methods because react-admin wraps those as
 * async calls. Without a provider: links of a signed-out session on the page's origin.
 */
export const LinksContext = createContext<Links>(
    createLinks({ apiUrl: '', session: { getToken: () => null } }),
);

export const useLinks = () => useContext(LinksContext);

/** A stored file's URL made openable. */
export const useFileUrl = () => useLinks().file;
