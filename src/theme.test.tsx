import { fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeOptions, withMotion } from './theme';

/** Whether pressing a button in the theme draws a ripple. */
const rippleOnPress = (theme: Theme) => {
    const { unmount } = render(
        <ThemeProvider theme={theme}>
            <Button>提交</Button>
        </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.mouseDown(button);
    const drawn = button.querySelector('.MuiTouchRipple-root') !== null;
    unmount();
    return drawn;
};

describe('motion in the theme', () => {
    it('keeps Material UI’s transitions and ripples for a user who did not ask for less', () => {
        const theme = createTheme(withMotion(themeOptions, false));
        expect(theme.transitions.duration.enteringScreen).toBe(225);
        expect(theme.transitions.create('opacity')).toContain('opacity');
        expect(rippleOnPress(theme)).toBe(true);
    });

    it('opens and closes panels at once, without ripples, for a user who asked for less', () => {
        const theme = createTheme(withMotion(themeOptions, true));
        expect(theme.transitions.duration.enteringScreen).toBe(0);
        expect(theme.transitions.duration.leavingScreen).toBe(0);
        expect(theme.transitions.create('opacity')).toBe('none');
        // the portal's own component settings stay
        expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
        expect(rippleOnPress(theme)).toBe(false);
    });
});
