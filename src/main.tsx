import { CacheProvider } from '@emotion/react';
import { lazy, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signIn } from '../dataProvider/signIn';
import { createEmotionCache } from './emotionCache';
import { httpClient, session } from './providers';
import { Root } from './Root';

// The portal loads after the login page (or at once for a signed-in visitor); typing on the
// login page starts fetching it (docs/decisions.md, a light portal).
const loadPortal = () => import('./Portal');
const Portal = lazy(() => loadPortal().then(module => ({ default: module.Portal })));

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
    root.render(
        <StrictMode>
            <CacheProvider value={createEmotionCache()}>
                <Root
                    session={session}
                    signIn={(name, password) => signIn(httpClient, name, password)}
                    portal={<Portal />}
                    prefetch={() => void loadPortal()}
                />
            </CacheProvider>
        </StrictMode>,
    ),
);
