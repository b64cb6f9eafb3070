import { createHttpClient } from '../dataProvider/httpClient';
import { createSessionStore } from '../dataProvider/session';
import { API_BASE } from './config';

/**
 * The browser's session and HTTP client, wired once and shared by the login page and the
 * portal (Portal.tsx builds the dataProvider, links and authProvider on them).
 */
export const session = createSessionStore();
export const httpClient = createHttpClient({ apiUrl: API_BASE, session });
