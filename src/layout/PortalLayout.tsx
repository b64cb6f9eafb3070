import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Loading } from '../common/Loading';
import { ErrorBoundary } from './ErrorBoundary';
import { HeaderBar } from './HeaderBar';
import { Rail } from './Rail';
import { SideMenu } from './SideMenu';

/** The shell of every page under `/home`: every page but the login page. */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
    const { pathname } = useLocation();
    return (
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
            <Rail />
            <SideMenu />
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <HeaderBar />
                <Box
                    component="main"
                    id="main-content"
                    sx={{ flex: 1, p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}
                >
                    <ErrorBoundary resetKey={pathname}>
                        <Suspense fallback={<Loading />}>{children}</Suspense>
                    </ErrorBoundary>
                </Box>
            </Box>
        </Box>
    );
};
