import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { clickBackdrop, expectEscapeCloses, isFullScreen } from '../test/dialogs';
import { atWidth } from '../test/viewport';
import { DialogSuspense } from './DialogSuspense';
import { PortalDialog } from './PortalDialog';
import type { PortalDialogProps } from './PortalDialog';

/** A page with a button opening a dialog with a field and 取消. */
const Page = (props: Omit<PortalDialogProps, 'onClose'>) => {
    const [open, setOpen] = useState(false);
    return (
        <AdminContext i18nProvider={i18nProvider}>
            <Button onClick={() => setOpen(true)}>open</Button>
            {open && (
                <PortalDialog {...props} onClose={() => setOpen(false)} aria-labelledby="t">
                    <DialogTitle id="t">title</DialogTitle>
                    <DialogContent>
                        <TextField label="field" />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setOpen(false)}>cancel</Button>
                    </DialogActions>
                </PortalDialog>
            )}
        </AdminContext>
    );
};

const openDialog = async (props: Omit<PortalDialogProps, 'onClose'> = {}) => {
    render(<Page {...props} />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    return { opener, dialog: await screen.findByRole('dialog', { name: 'title' }) };
};

afterEach(() => vi.unstubAllGlobals());

describe('PortalDialog', () => {
    it('fills a phone’s screen, with an × that closes it', async () => {
        atWidth(390);
        const { dialog } = await openDialog({ width: 700 });
        expect(isFullScreen(dialog)).toBe(true);
        // no desktop width left to push it past the screen's edge
        expect(getComputedStyle(dialog).width).not.toBe('700px');
        await userEvent.click(screen.getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('is a centred dialog of its width on a laptop, with no × unless asked', async () => {
        atWidth(1366);
        const { dialog } = await openDialog({ width: 700 });
        expect(isFullScreen(dialog)).toBe(false);
        expect(getComputedStyle(dialog).width).toBe('700px');
        expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    });

    it('closes with Esc, giving the focus back to what opened it', async () => {
        const { opener } = await openDialog();
        await expectEscapeCloses('title', opener);
    });

    it('closes on a click outside', async () => {
        await openDialog();
        await clickBackdrop();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('stays on a click outside when it holds input; Esc closes it', async () => {
        const { opener } = await openDialog({ holdsInput: true });
        await clickBackdrop();
        expect(screen.getByRole('dialog', { name: 'title' })).toBeInTheDocument();
        await userEvent.click(screen.getByLabelText('field'));
        await expectEscapeCloses('title', opener);
    });
});

describe('DialogSuspense', () => {
    // A dialog whose code never arrives.
    const Never = lazy(() => new Promise<never>(() => {}));
    const renderLoading = (onClose = vi.fn()) => {
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <DialogSuspense onClose={onClose}>
                    <Never />
                </DialogSuspense>
            </AdminContext>,
        );
        return onClose;
    };

    it('waits in a full-screen dialog on a phone, as the dialog will be', async () => {
        atWidth(390);
        renderLoading();
        expect(isFullScreen(await screen.findByRole('dialog', { name: '加载中…' }))).toBe(true);
    });

    it('waits in a small dialog on a laptop, which Esc closes', async () => {
        atWidth(1366);
        const onClose = renderLoading();
        expect(isFullScreen(await screen.findByRole('dialog', { name: '加载中…' }))).toBe(false);
        await userEvent.keyboard('{Escape}');
        expect(onClose).toHaveBeenCalled();
    });
});
