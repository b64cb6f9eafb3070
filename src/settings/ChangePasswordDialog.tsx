import { DialogContent, DialogTitle } from '@mui/material';
import { Form, PasswordInput, TextInput, useDataProvider, useGetIdentity } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import { PASSWORD_HINT, validateChangePassword } from '../../domain/rules/password';
import type { ChangePasswordForm } from '../../domain/rules/password';
import { FormDialogActions } from '../common/FormDialogActions';
import { PortalDialog } from '../common/PortalDialog';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';

const passwordsOf = (values: FieldValues): ChangePasswordForm => ({
    old_password: String(values.old_password ?? ''),
    password: String(values.password ?? ''),
    password_confirm: String(values.password_confirm ?? ''),
});

/**
 * The header's change-password dialog: email and user name shown disabled, the three
 * passwords checked on blur, Enter submits. On success the server ends the user's other
 * sessions; this one stays signed in (docs/decisions.md, "Administration and hardening").
 * A refusal (e.g. an admin forbade this user to change it) is shown and what was typed stays.
 */
export const ChangePasswordDialog = ({ onClose }: { onClose: () => void }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const { identity } = useGetIdentity();
    const change = useAction(
        (passwords: ChangePasswordForm) => dataProvider.changePassword(passwords),
        {
            success: 'portal.common.saved',
            refresh: false,
            onSuccess: onClose,
        },
    );

    return (
        // What was typed would be lost by a stray click outside: the buttons and Esc close it.
        <PortalDialog
            onClose={onClose}
            holdsInput
            maxWidth="xs"
            fullWidth
            aria-labelledby="change-password-title"
        >
            <DialogTitle id="change-password-title">
                {m('portal.settings.password.title')}
            </DialogTitle>
            <Form
                record={{
                    email: identity?.email ?? '',
                    name: identity?.name ?? '',
                    old_password: '',
                    password: '',
                    password_confirm: '',
                }}
                validate={values => validateChangePassword(passwordsOf(values))}
                mode="onBlur"
                reValidateMode="onChange"
                onSubmit={(values: FieldValues) => change.run(passwordsOf(values))}
                noValidate
            >
                <DialogContent dividers>
                    <TextInput
                        source="email"
                        label="portal.settings.password.email"
                        disabled
                        helperText={false}
                    />
                    <TextInput
                        source="name"
                        label="portal.settings.password.name"
                        disabled
                        helperText={false}
                    />
                    <PasswordInput
                        source="old_password"
                        label="portal.settings.password.old"
                        autoComplete="current-password"
                        autoFocus
                    />
                    <PasswordInput
                        source="password"
                        label="portal.settings.password.new"
                        autoComplete="new-password"
                        helperText={PASSWORD_HINT}
                    />
                    <PasswordInput
                        source="password_confirm"
                        label="portal.settings.password.confirm"
                        autoComplete="new-password"
                    />
                </DialogContent>
                <FormDialogActions
                    onCancel={onClose}
                    saveLabel="portal.common.confirm"
                    saveIcon={<></>}
                />
            </Form>
        </PortalDialog>
    );
};
