import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
    Form,
    RadioButtonGroupInput,
    SaveButton,
    SelectArrayInput,
    useDataProvider,
    useGetIdentity,
    useNotify,
} from 'react-admin';
import { Loading } from '../common/Loading';
import type { FieldValues } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import type { AgencyUser, LoginStyle } from '../../domain/types/account';

// Read afresh each time the dialog opens (another admin may have changed them): no cache.
const FRESH = { gcTime: 0, staleTime: 0 } as const;

const LOGIN_STYLE_CHOICES: { id: LoginStyle; name: string }[] = [
    { id: 1, name: '单点登录' },
    { id: 2, name: '多点登录' },
];

const userLabel = (user: AgencyUser) => `${user.trueName}（${user.name}）`;

/**
 * The admins' settings dialog (spec §2, DESIGN.md §3): login style, and the agency's users who
 * may not change their password (the admin cannot forbid themselves). The header hides it
 * from agents; the server refuses them too.
 */
export const SettingsDialog = ({ onClose }: { onClose: () => void }) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const { identity } = useGetIdentity();
    const settings = useQuery({
        queryKey: ['agencySettings'],
        queryFn: () => dataProvider.getSettings(),
        ...FRESH,
    });
    const users = useQuery({
        queryKey: ['agencyUsers'],
        queryFn: () => dataProvider.getAgencyUsers(),
        ...FRESH,
    });
    const failure = settings.error ?? users.error;

    const save = async (values: FieldValues) => {
        try {
            await dataProvider.saveSettings({
                login_style: Number(values.login_style) as LoginStyle,
                forbidChangePasswordUserIds: (
                    (values.forbidChangePasswordUserIds ?? []) as unknown[]
                ).map(Number),
            });
            notify('操作成功', { type: 'success' });
            onClose();
        } catch (error) {
            notify((error as Error).message || '操作失败', { type: 'error' });
        }
    };

    return (
        <Dialog open maxWidth="sm" fullWidth aria-labelledby="settings-title">
            <DialogTitle id="settings-title">设置</DialogTitle>
            {failure ? (
                <>
                    <DialogContent>
                        <Alert severity="error">{failure.message || '获取信息失败'}</Alert>
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>关闭</Button>
                    </DialogActions>
                </>
            ) : !settings.data || !users.data ? (
                <DialogContent>
                    <Loading />
                </DialogContent>
            ) : (
                <Form record={settings.data} onSubmit={save} noValidate>
                    <DialogContent dividers>
                        <RadioButtonGroupInput
                            source="login_style"
                            label="登录方式"
                            choices={LOGIN_STYLE_CHOICES}
                            helperText="单点登录：同一账号在别处登录后，之前的登录立即失效；多点登录：可同时在多处登录"
                        />
                        <SelectArrayInput
                            source="forbidChangePasswordUserIds"
                            label="禁止修改密码的用户"
                            choices={users.data.filter(user => user.id !== identity?.id)}
                            optionText={userLabel}
                            helperText="选中的用户不能自行修改密码"
                            fullWidth
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>取消</Button>
                        <SaveButton label="保存" icon={<></>} alwaysEnable variant="contained" />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
