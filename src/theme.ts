import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

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

export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: {
        primary: { main: '#1565c0', dark: '#0d3c78' },
        secondary: { main: '#c62828' },
        background: { default: '#f3f5f9' },
    },
    typography: { fontFamily: FONT_FAMILY },
    shape: { borderRadius: 6 },
    components: {
        ...defaultTheme.components,
        MuiButton: { defaultProps: { disableElevation: true } },
    },
};
