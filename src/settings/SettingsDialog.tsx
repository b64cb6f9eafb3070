import { DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
    Form,
    RadioButtonGroupInput,
    SelectArrayInput,
    useDataProvider,
    useGetIdentity,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import type { AgencySettings, AgencyUser, LoginStyle } from '../../domain/types/account';
import { DialogError } from '../common/ErrorAlert';
import { FormDialogActions } from '../common/FormDialogActions';
import { Loading } from '../common/Loading';
import { PortalDialog } from '../common/PortalDialog';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';

// Read afresh each time the dialog opens (another admin may have changed them): no cache.
const FRESH = { gcTime: 0, staleTime: 0 } as const;

/** Names are message keys: the radio group translates its choices. */
const LOGIN_STYLE_CHOICES: { id: LoginStyle; name: string }[] = [
    { id: 1, name: 'portal.settings.agency.singleLogin' },
    { id: 2, name: 'portal.settings.agency.multipleLogin' },
];

const settingsOf = (values: FieldValues): AgencySettings => ({
    login_style: Number(values.login_style) as LoginStyle,
    forbidChangePasswordUserIds: ((values.forbidChangePasswordUserIds ?? []) as unknown[]).map(
        Number,
    ),
});

/**
 * The admins' settings dialog: login style, and the agency's users who may not change their
 * password (the admin cannot forbid themselves). The header hides it from users without the
 * `settings` purview; the server refuses them too (docs/decisions.md, "Administration and
 * hardening").
 */
export const SettingsDialog = ({ onClose }: { onClose: () => void }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
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
    const save = useAction((next: AgencySettings) => dataProvider.saveSettings(next), {
        success: 'portal.common.saved',
        refresh: false,
        onSuccess: onClose,
    });

    return (
        <PortalDialog
            onClose={onClose}
            holdsInput
            maxWidth="sm"
            fullWidth
            aria-labelledby="settings-title"
        >
            <DialogTitle id="settings-title">{m('portal.settings.agency.title')}</DialogTitle>
            {failure ? (
                <DialogError
                    error={failure}
                    onClose={onClose}
                    onRetry={() => {
                        if (settings.error) void settings.refetch();
                        if (users.error) void users.refetch();
                    }}
                />
            ) : !settings.data || !users.data ? (
                <DialogContent>
                    <Loading />
                </DialogContent>
            ) : (
                <Form
                    record={settings.data}
                    onSubmit={(values: FieldValues) => save.run(settingsOf(values))}
                    noValidate
                >
                    <DialogContent dividers>
                        <RadioButtonGroupInput
                            source="login_style"
                            label="portal.settings.agency.loginStyle"
                            choices={LOGIN_STYLE_CHOICES}
                            helperText="portal.settings.agency.loginStyleHint"
                        />
                        <SelectArrayInput
                            source="forbidChangePasswordUserIds"
                            label="portal.settings.agency.forbidChangePassword"
                            choices={users.data.filter(user => user.id !== identity?.id)}
                            optionText={(user: AgencyUser) =>
                                m('portal.settings.agency.user', {
                                    trueName: user.trueName,
                                    name: user.name,
                                })
                            }
                            helperText="portal.settings.agency.forbidChangePasswordHint"
                            fullWidth
                        />
                    </DialogContent>
                    <FormDialogActions onCancel={onClose} saveIcon={<></>} />
                </Form>
            )}
        </PortalDialog>
    );
};
