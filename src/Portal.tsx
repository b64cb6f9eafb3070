import { createDataProvider } from '../dataProvider';
import { createLinks } from '../dataProvider/links';
import { App } from './App';
import { createAuthProvider } from './auth/authProvider';
import { API_BASE } from './config';
import { httpClient, session } from './providers';

const dataProvider = createDataProvider(httpClient);
const links = createLinks({ apiUrl: API_BASE, session });
const authProvider = createAuthProvider(dataProvider, session);

/** The signed-in portal with the browser's providers; loaded after the login page. */
export const Portal = () => (
    <App dataProvider={dataProvider} authProvider={authProvider} links={links} />
);
