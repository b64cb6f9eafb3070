import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createDataProvider } from '../dataProvider';
import { createLinks } from '../dataProvider/links';
import { App, createQueryClient } from './App';
import { prefetchArrival } from './arrival';
import { createAuthProvider } from './auth/authProvider';
import { API_BASE } from './config';
import { httpClient, session } from './providers';

const dataProvider = createDataProvider(httpClient);
const links = createLinks({ apiUrl: API_BASE, session });
const authProvider = createAuthProvider(dataProvider, session);

/** The query cache of the session it was made for, which started that session's first reads. */
let kept: { token: string | null; client: QueryClient } | null = null;

/**
 * The session's query cache: one per session, so a render React discards and starts again (a
 * part still loading) neither makes a second cache nor starts the first screen's reads twice,
 * and a new sign-in starts afresh.
 */
const sessionClient = (): QueryClient => {
    const token = session.getToken();
    if (kept?.token !== token) {
        const client = createQueryClient();
        prefetchArrival(client, dataProvider, window.location.hash);
        kept = { token, client };
    }
    return kept.client;
};

/**
 * The signed-in portal with the browser's providers; loaded after the login page. It renders
 * once a session exists, and starts the first screen's reads then (src/arrival.ts).
 */
export const Portal = () => {
    const [queryClient] = useState(sessionClient);
    return (
        <App
            dataProvider={dataProvider}
            authProvider={authProvider}
            links={links}
            queryClient={queryClient}
        />
    );
};
