import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Whether a dialog fills the screen, as a phone shows it (jsdom has no layout: MUI's
 * full-screen dialog says so by its class, which sets no margin, the whole width and height).
 */
export const isFullScreen = (dialog: HTMLElement): boolean =>
    dialog.classList.contains('MuiDialog-paperFullScreen');

/** A click on the dim backdrop around the open dialog. */
export const clickBackdrop = async (): Promise<void> => {
    const backdrops = document.querySelectorAll('.MuiBackdrop-root');
    await userEvent.click(backdrops[backdrops.length - 1]);
};

/**
 * Presses Esc in the dialog named `name`, expects it gone and the focus back on `opener`, the
 * control that opened it.
 */
export const expectEscapeCloses = async (name: string, opener: HTMLElement): Promise<void> => {
    expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
};

/**
 * Expects the dialog named `name` to fill the screen with its title, an × named 关闭 and its
 * `actions` (button names); the × closes it.
 */
export const expectFullScreen = async (name: string, actions: string[]): Promise<void> => {
    const dialog = await screen.findByRole('dialog', { name });
    expect(isFullScreen(dialog)).toBe(true);
    for (const action of actions)
        expect(await within(dialog).findAllByRole('button', { name: action })).not.toHaveLength(0);
    // the × comes first, before the title's dialog content (a view may end with 关闭 too)
    const close = within(dialog).getAllByRole('button', { name: '关闭' })[0];
    expect(close).toHaveAttribute('data-testid', 'dialog-close');
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
};
