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

/**
 * The signed-in portal with the browser's providers; loaded after the login page. It renders
 * once a session exists, and starts the first screen's reads then (src/arrival.ts).
 */
export const Portal = () => {
    const [queryClient] = useState(() => {
        const client = createQueryClient();
        prefetchArrival(client, dataProvider, window.location.hash);
        return client;
    });
    return (
        <App
            dataProvider={dataProvider}
            authProvider={authProvider}
            links={links}
            queryClient={queryClient}
        />
    );
};
