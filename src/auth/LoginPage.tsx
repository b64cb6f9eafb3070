import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import {
    useAuthState,
    useLogin,
    useNotificationContext,
    useNotify,
    useTranslate,
} from 'react-admin';
import { useForm } from 'react-hook-form';
import { HOTLINE, ICP_RECORD } from '../config';
import { Logo } from '../layout/Logo';
import { PATHS } from '../routes';

interface LoginForm {
    username: string;
    password: string;
}

/** Where to go after login: the deep link that sent the user here, or the overview. */
export const afterLoginPath = (state: unknown): string => {
    const { nextPathname, nextSearch } = (state ?? {}) as {
        nextPathname?: string;
        nextSearch?: string;
    };
    if (!nextPathname || nextPathname === '/' || nextPathname === PATHS.login)
        return PATHS.orderHome;
    return `${nextPathname}${nextSearch ?? ''}`;
};

export const LoginPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const { resetNotifications } = useNotificationContext();
    const login = useLogin();
    const location = useLocation();
    const { authenticated, isPending } = useAuthState(undefined, false);
    const [submitting, setSubmitting] = useState(false);
    const {
        register,
        handleSubmit,
        formState: { errors },
    } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });

    if (!isPending && authenticated) return <Navigate to={PATHS.orderHome} replace />;

    const onSubmit = async (values: LoginForm) => {
        setSubmitting(true);
        try {
            await login(
                { username: values.username.trim(), password: values.password },
                afterLoginPath(location.state),
            );
        } catch (error) {
            // Only the latest answer matters (e.g. the wait after repeated failures): drop the
            // older messages still queued behind the one on screen.
            resetNotifications();
            notify((error as Error)?.message || translate('portal.login.failed'), {
                type: 'error',
            });
            setSubmitting(false);
        }
    };

    return (
        <Box
            sx={{
                minHeight: '100vh',
                display: 'flex',
                flexDirection: 'column',
                background: 'linear-gradient(135deg, #0b3a7e 0%, #1565c0 55%, #42a5f5 100%)',
            }}
        >
            <Box
                component="main"
                sx={{
                    flex: 1,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    p: 2,
                }}
            >
                <Paper elevation={8} sx={{ width: '100%', maxWidth: 400, p: 4, borderRadius: 2 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
                        <Logo size={44} />
                        <Box>
                            <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
                                {translate('portal.title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate('portal.login.title')}
                            </Typography>
                        </Box>
                    </Box>
                    <form onSubmit={handleSubmit(onSubmit)} noValidate>
                        <TextField
                            {...register('username', {
                                validate: v =>
                                    !!v.trim() || translate('portal.login.usernameRequired'),
                            })}
                            label={translate('portal.login.username')}
                            autoComplete="username"
                            autoFocus
                            fullWidth
                            margin="normal"
                            error={!!errors.username}
                            helperText={errors.username?.message ?? ' '}
                        />
                        <TextField
                            {...register('password', {
                                required: translate('portal.login.passwordRequired'),
                            })}
                            label={translate('portal.login.password')}
                            type="password"
                            autoComplete="current-password"
                            fullWidth
                            margin="normal"
                            error={!!errors.password}
                            helperText={errors.password?.message ?? ' '}
                        />
                        <Button
                            type="submit"
                            variant="contained"
                            size="large"
                            fullWidth
                            disabled={submitting}
                            startIcon={
                                submitting ? (
                                    <CircularProgress size={18} color="inherit" />
                                ) : undefined
                            }
                            sx={{ mt: 2 }}
                        >
                            {translate(
                                submitting ? 'portal.login.submitting' : 'portal.login.submit',
                            )}
                        </Button>
                    </form>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                        {translate('portal.login.forgot')}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="login-hotline">
                        {translate('portal.login.hotline', { hotline: HOTLINE })}
                    </Typography>
                </Paper>
            </Box>
            <Box
                component="footer"
                sx={{ textAlign: 'center', py: 1.5, color: 'rgba(255,255,255,0.85)', fontSize: 12 }}
            >
                {ICP_RECORD}
            </Box>
        </Box>
    );
};
