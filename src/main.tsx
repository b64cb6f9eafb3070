import { CacheProvider } from '@emotion/react';
import { lazy, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signIn } from '../dataProvider/signIn';
import { onDemand } from './common/lazyNamed';
import { createEmotionCache } from './emotionCache';
import { httpClient, session } from './providers';
import { arrivalImport } from './screens';
import { Root } from './Root';

// The portal loads after the login page (or at once for a signed-in visitor); typing on the
// login page starts fetching it (docs/decisions.md, a light portal).
const loadPortal = () => onDemand(import('./Portal'));
const Portal = lazy(() => loadPortal().then(module => ({ default: module.Portal })));

// A signed-in visitor gets the page they land on beside the shell's code, not after it: one
// step of the chain of downloads less before its data shows.
if (session.getToken() !== null) {
    void arrivalImport(window.location.hash)?.().catch(() => undefined);
}

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
