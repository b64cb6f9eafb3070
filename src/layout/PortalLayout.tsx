import { memo, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Loading } from '../common/Loading';
import { ErrorBoundary } from './ErrorBoundary';
import { HeaderBar } from './HeaderBar';
import { Rail } from './Rail';
import { SideMenu } from './SideMenu';

// react-admin redraws the layout whenever its routes or the user's permissions change; the
// bars redraw only on what they show.
const MemoRail = memo(Rail);
const MemoSideMenu = memo(SideMenu);
const MemoHeaderBar = memo(HeaderBar);

/** The window's height, held while the page beside it scrolls. */
const SIDE_BARS_SX = {
    display: 'flex',
    flexShrink: 0,
    position: 'sticky',
    top: 0,
    alignSelf: 'flex-start',
    height: '100vh',
} as const;

/**
 * The shell of every page under `/home`: every page but the login page. A phone (below
 * 600 px) gets a top bar whose menu button opens a drawer instead of the rail and the side
 * menu, so the page has the whole width.
 */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
    const { pathname } = useLocation();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
            {!isPhone && (
                // the rail and the side menu stay in view down a long page, as the header does
                <Box data-testid="side-bars" sx={SIDE_BARS_SX}>
                    <MemoRail />
                    <MemoSideMenu />
                </Box>
            )}
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <MemoHeaderBar isPhone={isPhone} />
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
