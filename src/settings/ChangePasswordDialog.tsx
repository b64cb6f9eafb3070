import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
    Form,
    PasswordInput,
    SaveButton,
    TextInput,
    useDataProvider,
    useGetIdentity,
    useNotify,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import { PASSWORD_HINT, validateChangePassword } from '../../domain/rules/password';
import type { ChangePasswordForm } from '../../domain/rules/password';

const passwordsOf = (values: FieldValues): ChangePasswordForm => ({
    old_password: String(values.old_password ?? ''),
    password: String(values.password ?? ''),
    password_confirm: String(values.password_confirm ?? ''),
});

/**
 * The header's change-password dialog (spec §2, §5; issue 8): email and user name shown
 * disabled, the three passwords checked on blur, Enter submits. On success the server ends
 * the user's other sessions; this one stays signed in.
 */
export const ChangePasswordDialog = ({ onClose }: { onClose: () => void }) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const { identity } = useGetIdentity();

    const save = async (values: FieldValues) => {
        try {
            await dataProvider.changePassword(passwordsOf(values));
            notify('操作成功', { type: 'success' });
            onClose();
        } catch (failure) {
            notify((failure as Error).message || '操作失败', { type: 'error' });
        }
    };

    return (
        // What was typed would be lost by a stray click outside: only the buttons close it.
        <Dialog open maxWidth="xs" fullWidth aria-labelledby="change-password-title">
            <DialogTitle id="change-password-title">修改密码</DialogTitle>
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
                onSubmit={save}
                noValidate
            >
                <DialogContent dividers>
                    <TextInput source="email" label="邮箱" disabled helperText={false} />
                    <TextInput source="name" label="用户名" disabled helperText={false} />
                    <PasswordInput
                        source="old_password"
                        label="原密码"
                        autoComplete="current-password"
                        autoFocus
                    />
                    <PasswordInput
                        source="password"
                        label="新密码"
                        autoComplete="new-password"
                        helperText={PASSWORD_HINT}
                    />
                    <PasswordInput
                        source="password_confirm"
                        label="确认新密码"
                        autoComplete="new-password"
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>取消</Button>
                    <SaveButton label="确定" icon={<></>} alwaysEnable variant="contained" />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
