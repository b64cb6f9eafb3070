import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthState, useLogin, useNotificationContext, useNotify } from 'react-admin';
import { useForm } from 'react-hook-form';
import { HOTLINE, ICP_RECORD } from '../config';
import { useMessage } from '../i18n/useMessage';
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

/**
 * Signing in through react-admin's login (which then goes to `next`). Not a useAction: a
 * failure replaces the messages on screen instead of queueing behind them, since only the
 * latest answer matters (e.g. the wait after repeated failures), and success refreshes
 * nothing, the page is leaving.
 */
const useSignIn = (next: string) => {
    const login = useLogin();
    const notify = useNotify();
    const { resetNotifications } = useNotificationContext();
    return useMutation<void, Error, LoginForm>({
        mutationFn: values =>
            login({ username: values.username.trim(), password: values.password }, next),
        onError: error => {
            resetNotifications();
            notify(error?.message || 'portal.login.failed', { type: 'error' });
        },
    });
};

export const LoginPage = () => {
    const m = useMessage();
    const location = useLocation();
    const { authenticated, isPending } = useAuthState(undefined, false);
    const signIn = useSignIn(afterLoginPath(location.state));
    // After success the button stays disabled until the next page replaces this one.
    const submitting = signIn.isPending || signIn.isSuccess;
    const {
        register,
        handleSubmit,
        formState: { errors },
    } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });

    if (!isPending && authenticated) return <Navigate to={PATHS.orderHome} replace />;

    const onSubmit = (values: LoginForm) => signIn.mutate(values);

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
                                {m('portal.title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {m('portal.login.title')}
                            </Typography>
                        </Box>
                    </Box>
                    <form onSubmit={handleSubmit(onSubmit)} noValidate>
                        <TextField
                            {...register('username', {
                                validate: v => !!v.trim() || m('portal.login.usernameRequired'),
                            })}
                            label={m('portal.login.username')}
                            autoComplete="username"
                            autoFocus
                            fullWidth
                            margin="normal"
                            error={!!errors.username}
                            helperText={errors.username?.message ?? ' '}
                        />
                        <TextField
                            {...register('password', {
                                required: m('portal.login.passwordRequired'),
                            })}
                            label={m('portal.login.password')}
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
                            {m(submitting ? 'portal.login.submitting' : 'portal.login.submit')}
                        </Button>
                    </form>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                        {m('portal.login.forgot')}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="login-hotline">
                        {m('portal.login.hotline', { hotline: HOTLINE })}
                    </Typography>
                </Paper>
            </Box>
            <Box
                component="footer"
                sx={{ textAlign: 'center', py: 1.5, color: 'rgba(255,255,255,0.85)', fontSize: 12 }}
            >
                {ICP_RECORD || m('portal.login.icpPlaceholder')}
            </Box>
        </Box>
    );
};
