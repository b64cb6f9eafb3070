import { createDataProvider } from '../dataProvider';
import { createHttpClient } from '../dataProvider/httpClient';
import { createLinks } from '../dataProvider/links';
import { createSessionStore } from '../dataProvider/session';
import { createAuthProvider } from './auth/authProvider';
import { API_BASE } from './config';

/** The browser's providers, wired once. Tests build their own through the same factories. */
export const session = createSessionStore();
export const httpClient = createHttpClient({ apiUrl: API_BASE, session });
export const dataProvider = createDataProvider(httpClient);
export const links = createLinks({ apiUrl: API_BASE, session });
export const authProvider = createAuthProvider(dataProvider, session);
