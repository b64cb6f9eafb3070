import type { Theme, ThemeOptions } from '@mui/material';

const FONT_FAMILY = [
    '-apple-system',
    'BlinkMacSystemFont',
    '"PingFang SC"',
    '"Microsoft YaHei"',
    '"WenQuanYi Micro Hei"',
    '"Noto Sans CJK SC"',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
].join(',');

/** Whether the user asked their system for less motion (read once, when the portal loads). */
const prefersReducedMotion = (): boolean =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * For a user who asked for less motion: dialogs, menus, drawers and panels appear and leave at
 * once (no fade, slide or grow, and no wait for one), buttons show no ripple, and the CSS
 * animations left (a spinner, a skeleton's pulse) run once instead of for ever.
 */
const REDUCED_MOTION: ThemeOptions = {
    transitions: {
        create: () => 'none',
        duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
        },
    },
    components: {
        MuiButtonBase: { defaultProps: { disableRipple: true } },
        MuiCssBaseline: {
            styleOverrides: {
                '*, *::before, *::after': {
                    animationDuration: '0s !important',
                    animationIterationCount: '1 !important',
                    transitionDuration: '0s !important',
                    scrollBehavior: 'auto !important',
                },
            },
        },
    },
};

/**
 * The portal's look, in plain Material UI so the login page can use it without react-admin;
 * App lays it over react-admin's default theme (`adminTheme`).
 */
const baseOptions: ThemeOptions = {
    palette: {
        primary: { main: '#1565c0', dark: '#0d3c78' },
        secondary: { main: '#c62828' },
        // Darker than Material's defaults, so white text on a filled badge reads at 4.5:1.
        warning: { main: '#b45309' },
        info: { main: '#0277bd' },
        background: { default: '#f3f5f9' },
    },
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 6 },
    components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Media queries answer on the first render (no server rendering here): a phone never
        // draws the desktop layout first and then redraws, a wasted render and a shift.
        MuiUseMediaQuery: { defaultProps: { noSsr: true } },
        // An open dialog holds the focus itself until a control takes it: no ring around the
        // whole dialog (after Esc or Enter, the browser would draw one), only round controls.
        MuiDialog: { styleOverrides: { paper: { '&:focus-visible': { outline: 'none' } } } },
        // A table wider than the page scrolls sideways inside its card instead of pushing the
        // page (and the row actions) past the window's edge, or squeezing one letter a line.
        RaList: {
            styleOverrides: {
                root: {
                    '& .RaList-main': { minWidth: 0 },
                    '& .RaList-content': { overflowX: 'auto' },
                },
            },
        },
        RaDataTable: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    '& th': { whiteSpace: 'nowrap' },
                    [theme.breakpoints.down('md')]: { '& td': { whiteSpace: 'nowrap' } },
                }),
            },
        },
    },
};

/** Options with the motion the user asked for: `REDUCED_MOTION`'s over the rest when less. */
export const withMotion = (options: ThemeOptions, reduced: boolean): ThemeOptions =>
    reduced
        ? {
              ...options,
              transitions: REDUCED_MOTION.transitions,
              components: { ...options.components, ...REDUCED_MOTION.components },
          }
        : options;

/**
 * The portal's look as this visitor sees it (App lays it over react-admin's default theme,
 * `adminTheme`; the login page uses it alone).
 */
export const themeOptions: ThemeOptions = withMotion(baseOptions, prefersReducedMotion());
