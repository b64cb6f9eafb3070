import {
    Alert,
    Box,
    Button,
    CircularProgress,
    DialogContent,
    DialogTitle,
    Divider,
    Link,
    Stack,
    Typography,
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_CHANNELS } from '../../domain/rules/money';
import type { Payment, PaymentChannel, PaymentRequest } from '../../domain/types/money';
import { formatMoney } from '../common/format';
import { FramedQrCode } from '../common/FramedQrCode';
import { PortalDialog } from '../common/PortalDialog';
import { useMessage } from '../i18n/useMessage';
import { usePaymentPolling } from './usePaymentPolling';
import { SP_INFO_QUERY_KEY } from '../common/useSpInfo';

/** The top-up dialog's width (a phone's whole screen) and its QR code's size, in px. */
export const TOP_UP_DIALOG_WIDTH = 600;
export const QR_CODE_SIZE = 180;
/** How long 支付成功 stays on screen before the dialog closes by itself. */
export const PAID_CLOSE_MS = 1_500;

/** The dialog's flow: choose a channel → scan the code (polling) → paid, or failed (retry). */
export type TopUpState =
    | { status: 'choose'; creating: PaymentChannel | null; error: string | null }
    | { status: 'scan'; payment: Payment; immediate: boolean }
    | { status: 'paid'; payment: Payment }
    | { status: 'failed'; payment: Payment; message: string };

const CHOOSING: TopUpState = { status: 'choose', creating: null, error: null };

const CHANNEL_COLOR: Record<PaymentChannel, string> = {
    wx_pub_qr: '#07c160',
    alipay_pc_direct: '#1677ff',
};

/** The channel's mark: its colour and first character, drawn here (no external images). */
const ChannelMark = ({ channel }: { channel: PaymentChannel }) => {
    const m = useMessage();
    return (
        <Box
            aria-hidden
            sx={{
                width: 28,
                height: 28,
                borderRadius: 1,
                bgcolor: CHANNEL_COLOR[channel],
                color: '#fff',
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
            }}
        >
            {m(`portal.account.topUp.glyph.${channel}`)}
        </Box>
    );
};

/**
 * Creating the payment of a channel. Not a useAction: its failure (e.g. 单次充值最多100万) is
 * shown in the dialog, next to the channels to choose again, not as a toast; and nothing
 * needs refreshing until the payment is paid.
 */
const useCreatePayment = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useMutation<Payment, Error, PaymentRequest>({
        mutationFn: request => dataProvider.createPayment(request),
    });
};

export interface TopUpDialogProps {
    /** the checked amount, in fen */
    amountFen: number;
    onClose: () => void;
    /** called once the payment is confirmed (before the dialog closes by itself) */
    onPaid?: () => void;
}

/**
 * 账户充值: the amount, a choice of WeChat Pay or Alipay, then the payment's QR code while
 * `getPaymentState` is polled; 支付成功 refreshes the balance and the records and closes.
 * As tall as what it shows. Clicking outside does not close it; Esc and the × do, and closing
 * stops polling (docs/decisions.md, "Money: account, top-up, records").
 */
export const TopUpDialog = ({ amountFen, onClose, onPaid }: TopUpDialogProps) => {
    const m = useMessage();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const createPayment = useCreatePayment();
    const [state, setState] = useState<TopUpState>(CHOOSING);
    const close = useEffectEvent(onClose);

    const choose = (channel: PaymentChannel) => {
        setState({ status: 'choose', creating: channel, error: null });
        createPayment.mutate(
            { amount: amountFen / 100, channel },
            {
                onSuccess: payment => setState({ status: 'scan', payment, immediate: false }),
                onError: error =>
                    setState({ status: 'choose', creating: null, error: error.message }),
            },
        );
    };

    const watched = state.status === 'scan' ? state : null;
    usePaymentPolling({
        paymentSn: watched?.payment.paymentSn ?? null,
        immediate: watched?.immediate,
        onPaid: () => {
            if (!watched) return;
            setState({ status: 'paid', payment: watched.payment });
            notify('portal.account.topUp.paid', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: SP_INFO_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: ['capitalDetails'] });
            onPaid?.();
        },
        onError: error => {
            if (!watched) return;
            setState({
                status: 'failed',
                payment: watched.payment,
                message: error.message || m('portal.common.loadFailed'),
            });
        },
    });

    const isPaid = state.status === 'paid';
    useEffect(() => {
        if (!isPaid) return undefined;
        const timer = setTimeout(() => close(), PAID_CLOSE_MS);
        return () => clearTimeout(timer);
    }, [isPaid]);

    const body = () => {
        switch (state.status) {
            case 'choose':
                return (
                    <ChooseChannel
                        creating={state.creating}
                        error={state.error}
                        onChoose={choose}
                    />
                );
            case 'scan':
                return <ScanCode payment={state.payment} onSwitch={() => setState(CHOOSING)} />;
            case 'failed':
                return (
                    <ScanCode
                        payment={state.payment}
                        onSwitch={() => setState(CHOOSING)}
                        failure={state.message}
                        onRetry={() =>
                            setState({ status: 'scan', payment: state.payment, immediate: true })
                        }
                    />
                );
            case 'paid':
                return <Paid amountFen={amountFen} />;
        }
    };

    return (
        <PortalDialog
            // Only the close button (or Esc) closes it: a stray click must not lose the code.
            onClose={onClose}
            holdsInput
            width={TOP_UP_DIALOG_WIDTH}
            closeButton
            aria-labelledby="top-up-title"
        >
            <DialogTitle id="top-up-title">{m('portal.account.topUp.title')}</DialogTitle>
            <DialogContent dividers>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
                    <Typography color="text.secondary">
                        {m('portal.account.topUp.amount')}
                    </Typography>
                    <Typography
                        variant="h5"
                        component="span"
                        color="primary"
                        data-testid="top-up-amount"
                    >
                        ¥{formatMoney(amountFen / 100)}
                    </Typography>
                </Stack>
                <Divider sx={{ mb: 2 }} />
                {body()}
            </DialogContent>
        </PortalDialog>
    );
};

const ChooseChannel = ({
    creating,
    error,
    onChoose,
}: {
    creating: PaymentChannel | null;
    error: string | null;
    onChoose: (channel: PaymentChannel) => void;
}) => {
    const m = useMessage();
    return (
        <Stack spacing={2}>
            <Typography>{m('portal.account.topUp.choose')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {PAYMENT_CHANNELS.map(channel => (
                    <Button
                        key={channel}
                        variant="outlined"
                        size="large"
                        color="inherit"
                        disabled={creating !== null}
                        onClick={() => onChoose(channel)}
                        startIcon={
                            creating === channel ? (
                                <CircularProgress size={22} aria-hidden />
                            ) : (
                                <ChannelMark channel={channel} />
                            )
                        }
                        sx={{ flex: 1, py: 2, fontSize: 16, borderColor: 'divider' }}
                    >
                        {PAYMENT_CHANNEL_LABELS[channel]}
                    </Button>
                ))}
            </Stack>
            {error && <Alert severity="error">{error}</Alert>}
        </Stack>
    );
};

const ScanCode = ({
    payment,
    onSwitch,
    failure,
    onRetry,
}: {
    payment: Payment;
    onSwitch: () => void;
    failure?: string;
    onRetry?: () => void;
}) => {
    const m = useMessage();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ChannelMark channel={payment.channel} />
                <Typography>{m(`portal.account.topUp.scan.${payment.channel}`)}</Typography>
            </Stack>
            <FramedQrCode
                value={payment.codeUrl}
                size={QR_CODE_SIZE}
                label={m('portal.account.topUp.qrCode', {
                    channel: PAYMENT_CHANNEL_LABELS[payment.channel],
                })}
                dimmed={!!failure}
            />
            <Typography
                variant="body2"
                color="text.secondary"
                sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}
            >
                {m('portal.account.topUp.paymentSn', { paymentSn: payment.paymentSn })}
            </Typography>
            {isPhone && <PayOnThisPhone payment={payment} />}
            {failure ? (
                <Alert
                    severity="error"
                    sx={{ width: '100%' }}
                    action={
                        <Button color="inherit" size="small" onClick={onRetry}>
                            {m('portal.common.retry')}
                        </Button>
                    }
                >
                    {m('portal.account.topUp.pollFailed', { message: failure })}
                </Alert>
            ) : (
                <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', color: 'text.secondary' }}
                    role="status"
                >
                    <CircularProgress size={14} color="inherit" aria-hidden />
                    <Typography variant="body2">{m('portal.account.topUp.waiting')}</Typography>
                </Stack>
            )}
            <Link component="button" type="button" variant="body2" onClick={onSwitch}>
                {m('portal.account.topUp.switchChannel')}
            </Link>
        </Stack>
    );
};

/**
 * On a phone, a code cannot be scanned by the phone showing it. Alipay's code is a link its
 * app opens from the phone's browser: it is offered as a button. WeChat Pay's code opens only
 * from WeChat's own scanner: the user is told to scan it from another device, or to save it and
 * pick it in WeChat's scanner.
 */
const PayOnThisPhone = ({ payment }: { payment: Payment }) => {
    const m = useMessage();
    return payment.channel === 'alipay_pc_direct' ? (
        <Button
            variant="contained"
            href={payment.codeUrl}
            target="_blank"
            rel="noopener"
            sx={{ width: '100%' }}
        >
            {m('portal.account.topUp.openOnPhone.alipay_pc_direct')}
        </Button>
    ) : (
        <Alert severity="info" sx={{ width: '100%' }}>
            {m('portal.account.topUp.openOnPhone.wx_pub_qr')}
        </Alert>
    );
};

const Paid = ({ amountFen }: { amountFen: number }) => {
    const m = useMessage();
    return (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography variant="h6" component="p">
                {m('portal.account.topUp.paid')}
            </Typography>
            <Typography color="text.secondary">
                {m('portal.account.topUp.paidDetail', { amount: formatMoney(amountFen / 100) })}
            </Typography>
        </Stack>
    );
};
