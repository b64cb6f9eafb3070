import type { ReactElement } from 'react';
import { Button, DialogActions } from '@mui/material';
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

export interface FormDialogActionsProps {
    onCancel: () => void;
    /** the submit button's label (保存 by default) */
    saveLabel?: MessageKey;
    /** the submit button's icon; react-admin's save icon by default */
    saveIcon?: ReactElement;
}

/**
 * The buttons of a dialog holding a react-admin `<Form>`: 取消, and the submit button, which
 * is enabled before anything is typed (so an empty submit shows every required message) and
 * disabled with a spinner while the submit runs (its handler returns the call's promise), so
 * a double click sends once.
 */
export const FormDialogActions = ({
    onCancel,
    saveLabel = 'portal.common.save',
    saveIcon,
}: FormDialogActionsProps) => {
    const m = useMessage();
    const { isSubmitting } = useFormState();
    return (
        <DialogActions>
            <Button onClick={onCancel}>{m('portal.common.cancel')}</Button>
            <SaveButton
                label={saveLabel}
                // alwaysEnable overrides every other reason to disable: lift it while submitting.
                alwaysEnable={!isSubmitting}
                variant="contained"
                {...(saveIcon ? { icon: saveIcon } : {})}
            />
        </DialogActions>
    );
};
