import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authProvider, dataProvider, links } from './providers';

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App
            dataProvider={dataProvider}
            authProvider={authProvider}
            links={links}
        />
    </StrictMode>,
);
