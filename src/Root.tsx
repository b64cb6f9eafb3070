import { Box, CircularProgress, Typography } from '@mui/material';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { SessionStore, SignOutNotice } from '../dataProvider/session';
import { LoginPage } from './auth/LoginPage';
import type { LoginPageProps } from './auth/LoginPage';
import { loginMessages } from './i18n/messages/login';
import { PATHS } from './routes';

export interface RootProps {
    session: SessionStore;
    signIn: LoginPageProps['signIn'];
    /** the signed-in portal (loaded on demand in the browser) */
    portal: ReactNode;
    /** starts loading the portal's code while the user types */
    prefetch?: () => void;
}

/** The page a hash names (`/home/…?…`), or undefined for the root and the login page. */
const pageOf = (hash: string): string | undefined => {
    const path = hash.replace(/^#/, '');
    return path && path !== '/' && path.split('?')[0] !== PATHS.login ? path : undefined;
};

/**
 * Signed out, the login page at `#/login`; signed in, the portal. A page opened while signed
 * out, or the page a session that ended was on, opens after signing in; else the overview.
 */
export const Root = ({ session, signIn, portal, prefetch }: RootProps) => {
    const signedIn = useSyncExternalStore(session.subscribe, () => session.getToken() !== null);
    const [notice, setNotice] = useState<SignOutNotice | null>(() => session.notice());
    const [deepLink, setDeepLink] = useState<string | undefined>();
    useEffect(() => {
        if (signedIn) return;
        // Reads what the session store and the address hold once the session has ended: both
        // live outside React, so this is an effect's job.
        const ended = session.notice();
        // eslint-disable-next-line react-hooks/set-state-in-effect
        if (ended) setNotice(ended);
        // the address says where the user is: the login page (one replace, no history entry)
        const page = pageOf(window.location.hash);
        if (page) setDeepLink(page);
        if (window.location.hash !== `#${PATHS.login}`) {
            window.history.replaceState(window.history.state, '', `#${PATHS.login}`);
        }
    }, [signedIn, session]);

    if (signedIn) return <Suspense fallback={<Opening />}>{portal}</Suspense>;
    return (
        <LoginPage
            signIn={signIn}
            notice={notice?.reason}
            onInteract={prefetch}
            onSignedIn={(token, user) => {
                const target = deepLink ?? notice?.returnTo ?? PATHS.orderHome;
                window.history.replaceState(window.history.state, '', `#${target}`);
                setNotice(null);
                setDeepLink(undefined);
                session.save(token, user);
            }}
        />
    );
};

/** While the portal's code arrives after signing in. */
const Opening = () => (
    <Box
        role="status"
        sx={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
        }}
    >
        <CircularProgress aria-label={loginMessages.opening} />
        <Typography color="text.secondary">{loginMessages.opening}</Typography>
    </Box>
);
