import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    CardHeader,
    Divider,
    InputAdornment,
    Skeleton,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, Title } from 'react-admin';
import { parseTopUpAmount, topUpAmountError } from '../../domain/rules/money';
import type { SpInfo } from '../../domain/types/money';
import { ErrorAlert } from '../common/ErrorAlert';
import { formatMoney } from '../common/format';
import { HOTLINE } from '../config';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { TopUpDialog } from './TopUpDialog';
import { useSpInfo } from '../common/useSpInfo';
import { EMPTY_MARK } from '../common/format';

const ACCOUNT_FIELDS: readonly (keyof Omit<SpInfo, 'balance'>)[] = [
    'spName',
    'spContacts',
    'spPhone',
    'spAccount',
];

const CardTitle = ({ title }: { title: MessageKey }) => {
    const m = useMessage();
    return (
        <>
            <CardHeader title={m(title)} slotProps={{ title: { variant: 'h6' } }} />
            <Divider />
        </>
    );
};

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'flex', gap: 2, py: 1 }}>
        <Typography color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>
            {label}
        </Typography>
        <Typography
            component="div"
            sx={{ wordBreak: 'break-all' }}
            data-testid={`account-${label}`}
        >
            {children}
        </Typography>
    </Box>
);

/**
 * 账户信息 (`#/home/usercenter/acount`): who the agency is, its balance, and the top-up: the
 * amount is checked on blur and on submit with the rule the server applies, then the dialog
 * takes the user through the payment.
 */
export const AccountPage = () => {
    const m = useMessage();
    const { data, isPending, error, refetch, isRefetching } = useSpInfo();
    const [amount, setAmount] = useState('');
    const [amountError, setAmountError] = useState<string | undefined>();
    const [topUpFen, setTopUpFen] = useState<number | null>(null);

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const parsed = parseTopUpAmount(amount);
        setAmountError(parsed.error);
        if (parsed.fen !== undefined) setTopUpFen(parsed.fen);
    };

    if (error && !data) {
        return (
            <Card>
                <Title title="portal.menu.account" />
                <CardContent>
                    <ErrorAlert
                        error={error}
                        onRetry={() => void refetch()}
                        retrying={isRefetching}
                    />
                </CardContent>
            </Card>
        );
    }

    return (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
            <Title title="portal.menu.account" />
            {error && (
                // a refresh failed: the balance from before is not shown as if it were today's
                <ErrorAlert error={error} onRetry={() => void refetch()} retrying={isRefetching} />
            )}
            <Card>
                <CardTitle title="portal.account.info.title" />
                <CardContent>
                    {ACCOUNT_FIELDS.map(key => (
                        <Item key={key} label={m(`portal.account.info.${key}`)}>
                            {isPending ? <Skeleton width={220} /> : data?.[key] || EMPTY_MARK}
                        </Item>
                    ))}
                    <Alert severity="info" sx={{ mt: 1 }}>
                        {m('portal.account.info.note', { hotline: HOTLINE })}
                    </Alert>
                </CardContent>
            </Card>

            <Card>
                <CardTitle title="portal.account.balance.title" />
                <CardContent>
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={2}
                        sx={{ alignItems: { sm: 'baseline' }, mb: 3 }}
                    >
                        <Typography color="text.secondary">
                            {m('portal.account.balance.available')}
                        </Typography>
                        <Typography
                            variant="h4"
                            component="p"
                            color="primary"
                            sx={{ fontWeight: 600 }}
                            data-testid="account-balance"
                        >
                            {isPending ? (
                                <Skeleton width={140} />
                            ) : error ? (
                                EMPTY_MARK
                            ) : (
                                formatMoney(data?.balance)
                            )}
                        </Typography>
                        <Link to={PATHS.userList}>{m('portal.account.balance.records')}</Link>
                    </Stack>

                    <Box
                        component="form"
                        noValidate
                        onSubmit={submit}
                        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                        <TextField
                            label={m('portal.account.balance.amount')}
                            value={amount}
                            size="small"
                            onChange={event => {
                                setAmount(event.target.value);
                                // Once a message shows, it follows the typing.
                                if (amountError)
                                    setAmountError(topUpAmountError(event.target.value));
                            }}
                            onBlur={() => setAmountError(topUpAmountError(amount))}
                            error={!!amountError}
                            helperText={amountError ?? m('portal.account.balance.amountHint')}
                            sx={{ width: 280 }}
                            slotProps={{
                                input: {
                                    endAdornment: (
                                        <InputAdornment position="end">
                                            {m('portal.account.balance.yuan')}
                                        </InputAdornment>
                                    ),
                                },
                                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                            }}
                        />
                        <Button type="submit" variant="contained" sx={{ height: 48 }}>
                            {m('portal.account.balance.submit')}
                        </Button>
                    </Box>
                </CardContent>
            </Card>

            {topUpFen !== null && (
                <TopUpDialog
                    amountFen={topUpFen}
                    onClose={() => setTopUpFen(null)}
                    onPaid={() => setAmount('')}
                />
            )}
        </Stack>
    );
};
