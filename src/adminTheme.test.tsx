import { render, screen } from '@testing-library/react';
import { Checkbox, ThemeProvider, createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { adminTheme } from './adminTheme';

const renderInTheme = (checkbox: React.ReactNode) =>
    render(<ThemeProvider theme={createTheme(adminTheme)}>{checkbox}</ThemeProvider>);

describe('the admin theme', () => {
    it('names a checkbox by the aria-label it was given (react-admin’s 选择此行)', () => {
        renderInTheme(<Checkbox aria-label="选择此行" />);
        const box = screen.getByRole('checkbox', { name: '选择此行' });
        expect(box.tagName).toBe('INPUT');
        // the span around it, where a name is not allowed, has none
        expect(box.parentElement).not.toHaveAttribute('aria-label');
    });

    it('keeps what a checkbox puts on its input itself', () => {
        renderInTheme(<Checkbox inputProps={{ 'aria-label': '全选', name: 'all' } as object} />);
        expect(screen.getByRole('checkbox', { name: '全选' })).toHaveAttribute('name', 'all');
    });
});
