import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { UserInfo } from '../../domain/types/account';
import { HOTLINE, ICP_RECORD } from '../config';
import { fillIn } from '../i18n/format';
import { loginMessages, PORTAL_TITLE } from '../i18n/messages/login';
import { Logo } from '../common/Logo';
import { themeOptions } from '../theme';

interface LoginForm {
    username: string;
    password: string;
}

const t = (key: keyof typeof loginMessages, values?: Record<string, string | number>) =>
    fillIn(loginMessages[key], values);

const theme = createTheme(themeOptions);

interface FieldProps {
    name: keyof LoginForm;
    label: string;
    value: string;
    error: string | null;
    onChange: (value: string) => void;
    type?: string;
    autoComplete: string;
    autoFocus?: boolean;
}

/**
 * A labelled input with its message, from Material UI's parts rather than TextField, which
 * would bring the select menu and its popover into the page that must load first.
 */
const Field = ({
    name,
    label,
    value,
    error,
    onChange,
    type,
    autoComplete,
    autoFocus,
}: FieldProps) => {
    const id = useId();
    return (
        <FormControl fullWidth margin="normal" error={!!error}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
                id={id}
                name={name}
                label={label}
                type={type}
                value={value}
                autoComplete={autoComplete}
                autoFocus={autoFocus}
                onChange={event => onChange(event.target.value)}
                aria-describedby={`${id}-message`}
            />
            <FormHelperText id={`${id}-message`}>{error ?? ' '}</FormHelperText>
        </FormControl>
    );
};

export interface LoginPageProps {
    /** the server's login: a token and the user, or an error whose message says why not */
    signIn: (name: string, password: string) => Promise<{ token: string; user: UserInfo }>;
    /** starts the session (the portal then opens) */
    onSignedIn: (token: string, user: UserInfo) => void;
    /** why the last session ended (signed in elsewhere, expired…), shown once */
    notice?: string | null;
    /** called when the user starts typing: the portal may load meanwhile */
    onInteract?: () => void;
}

/**
 * 用户登录 (`#/login`): the account and password, Enter submits, the hotline, the note about a
 * forgotten password and the ICP record. It renders without react-admin, so a visitor loads
 * only this page; the signed-in portal loads after (docs/decisions.md, a light portal).
 */
export const LoginPage = ({ signIn, onSignedIn, notice, onInteract }: LoginPageProps) => {
    const [message, setMessage] = useState<string | null>(notice ?? null);
    const [submitting, setSubmitting] = useState(false);
    const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
    const [errors, setErrors] = useState<Record<keyof LoginForm, string | null>>({
        username: null,
        password: null,
    });

    // a new notice (a session that ended) replaces whatever the page said
    const [shownNotice, setShownNotice] = useState(notice);
    if (notice !== shownNotice) {
        setShownNotice(notice);
        setMessage(notice ?? null);
    }

    const set = (name: keyof LoginForm) => (value: string) =>
        setValues(previous => ({ ...previous, [name]: value }));

    const onSubmit = async (event: FormEvent) => {
        event.preventDefault();
        const found = {
            username: values.username.trim() ? null : t('usernameRequired'),
            password: values.password ? null : t('passwordRequired'),
        };
        setErrors(found);
        if (found.username || found.password) return;
        setSubmitting(true);
        setMessage(null);
        try {
            const { token, user } = await signIn(values.username.trim(), values.password);
            onSignedIn(token, user);
            // the button stays disabled until the portal replaces this page
        } catch (error) {
            setMessage((error as Error)?.message || t('failed'));
            setSubmitting(false);
        }
    };

    return (
        <ThemeProvider theme={theme}>
            <CssBaseline />
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
                    <Paper
                        elevation={8}
                        sx={{ width: '100%', maxWidth: 400, p: 4, borderRadius: 2 }}
                    >
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
                            <Logo size={44} label={PORTAL_TITLE} />
                            <Box>
                                <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
                                    {PORTAL_TITLE}
                                </Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {t('title')}
                                </Typography>
                            </Box>
                        </Box>
                        {message && (
                            <Alert severity="error" sx={{ mb: 1 }}>
                                {message}
                            </Alert>
                        )}
                        <form
                            onSubmit={event => void onSubmit(event)}
                            // typing (not the autofocus) starts fetching the portal
                            onInput={onInteract}
                            noValidate
                        >
                            <Field
                                name="username"
                                label={t('username')}
                                value={values.username}
                                error={errors.username}
                                onChange={set('username')}
                                autoComplete="username"
                                autoFocus
                            />
                            <Field
                                name="password"
                                label={t('password')}
                                type="password"
                                value={values.password}
                                error={errors.password}
                                onChange={set('password')}
                                autoComplete="current-password"
                            />
                            <Button
                                type="submit"
                                variant="contained"
                                size="large"
                                fullWidth
                                disabled={submitting}
                                startIcon={
                                    submitting ? (
                                        <CircularProgress size={18} color="inherit" aria-hidden />
                                    ) : undefined
                                }
                                sx={{ mt: 2 }}
                            >
                                {t(submitting ? 'submitting' : 'submit')}
                            </Button>
                        </form>
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                            {t('forgot')}
                        </Typography>
                        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="login-hotline">
                            {t('hotline', { hotline: HOTLINE })}
                        </Typography>
                    </Paper>
                </Box>
                <Box
                    component="footer"
                    sx={{
                        textAlign: 'center',
                        py: 1.5,
                        color: 'rgba(255,255,255,0.9)',
                        fontSize: 12,
                    }}
                >
                    {ICP_RECORD || t('icpPlaceholder')}
                </Box>
            </Box>
        </ThemeProvider>
    );
};
