import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authProvider, dataProvider, httpClient } from './providers';

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App
            dataProvider={dataProvider}
            authProvider={authProvider}
            fileUrl={url => httpClient.urlWithToken(url)}
        />
    </StrictMode>,
);
