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
import { formatMoney } from '../common/format';
import { HOTLINE } from '../config';
import { PATHS } from '../routes';
import { TopUpDialog } from './TopUpDialog';
import { useSpInfo } from './useSpInfo';

const ACCOUNT_FIELDS: readonly { key: keyof Omit<SpInfo, 'balance'>; label: string }[] = [
    { key: 'spName', label: '机构名称' },
    { key: 'spContacts', label: '联系人' },
    { key: 'spPhone', label: '联系电话' },
    { key: 'spAccount', label: '账户名称' },
];

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
                    <Alert
                        severity="error"
                        action={
                            <Button
                                color="inherit"
                                size="small"
                                disabled={isRefetching}
                                onClick={() => void refetch()}
                            >
                                重试
                            </Button>
                        }
                    >
                        {(error as Error).message || '获取信息失败'}
                    </Alert>
                </CardContent>
            </Card>
        );
    }

    return (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
            <Title title="portal.menu.account" />
            <Card>
                <CardHeader title="账户信息" slotProps={{ title: { variant: 'h6' } }} />
                <Divider />
                <CardContent>
                    {ACCOUNT_FIELDS.map(({ key, label }) => (
                        <Item key={key} label={label}>
                            {isPending ? <Skeleton width={220} /> : data?.[key] || '—'}
                        </Item>
                    ))}
                    <Alert severity="info" sx={{ mt: 1 }}>
                        以上信息如有误，请致电客服热线 {HOTLINE} 修改。
                    </Alert>
                </CardContent>
            </Card>

            <Card>
                <CardHeader title="账户余额" slotProps={{ title: { variant: 'h6' } }} />
                <Divider />
                <CardContent>
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={2}
                        sx={{ alignItems: { sm: 'baseline' }, mb: 3 }}
                    >
                        <Typography color="text.secondary">可用余额(元)</Typography>
                        <Typography
                            variant="h4"
                            color="primary"
                            sx={{ fontWeight: 600 }}
                            data-testid="account-balance"
                        >
                            {isPending ? <Skeleton width={140} /> : formatMoney(data?.balance)}
                        </Typography>
                        <Link to={PATHS.userList}>查看收支明细</Link>
                    </Stack>

                    <Box
                        component="form"
                        noValidate
                        onSubmit={submit}
                        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                        <TextField
                            label="充值金额"
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
                            helperText={amountError ?? '单次充值最多100万元，支持两位小数'}
                            sx={{ width: 280 }}
                            slotProps={{
                                input: {
                                    endAdornment: (
                                        <InputAdornment position="end">元</InputAdornment>
                                    ),
                                },
                                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                            }}
                        />
                        <Button type="submit" variant="contained" sx={{ height: 48 }}>
                            立即充值
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
