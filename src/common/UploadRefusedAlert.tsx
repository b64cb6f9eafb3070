import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useMessage } from '../i18n/useMessage';

/**
 * The alert of an upload the server answered without a url. What opened it (the slot's
 * button) was gone while the file uploaded: the slot gives the focus back, not the dialog.
 */
export const RefusedAlert = ({ message, onClose }: { message: string; onClose: () => void }) => {
    const m = useMessage();
    return (
        <Dialog
            open
            onClose={onClose}
            role="alertdialog"
            aria-describedby="upload-refused"
            disableRestoreFocus
        >
            <DialogContent>
                <DialogContentText id="upload-refused">{message}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} autoFocus>
                    {m('portal.common.ok')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
