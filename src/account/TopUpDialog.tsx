import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogContent,
    DialogTitle,
    Divider,
    IconButton,
    Link,
    Stack,
    Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { PAYMENT_CHANNEL_LABELS, PAYMENT_CHANNELS } from '../../domain/rules/money';
import type { Payment, PaymentChannel } from '../../domain/types/money';
import { formatMoney } from '../common/format';
import { usePaymentPolling } from './usePaymentPolling';
import { SP_INFO_QUERY_KEY } from './useSpInfo';

/** Spec §9: the top-up dialog is 600px wide and its QR code 180px. */
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

const CHANNEL_STYLE: Record<PaymentChannel, { color: string; glyph: string; scan: string }> = {
    wx_pub_qr: { color: '#07c160', glyph: '微', scan: '请使用微信扫一扫，扫描二维码完成支付' },
    alipay_pc_direct: {
        color: '#1677ff',
        glyph: '支',
        scan: '请使用支付宝扫一扫，扫描二维码完成支付',
    },
};

/** The channel's mark: its colour and first character, drawn here (no external images). */
const ChannelMark = ({ channel }: { channel: PaymentChannel }) => (
    <Box
        aria-hidden
        sx={{
            width: 28,
            height: 28,
            borderRadius: 1,
            bgcolor: CHANNEL_STYLE[channel].color,
            color: '#fff',
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
        }}
    >
        {CHANNEL_STYLE[channel].glyph}
    </Box>
);

export interface TopUpDialogProps {
    /** the checked amount, in fen */
    amountFen: number;
    onClose: () => void;
    /** called once the payment is confirmed (before the dialog closes by itself) */
    onPaid?: () => void;
}

/**
 * 账户充值 (spec §2, §4): the amount, a choice of WeChat Pay or Alipay, then the payment's QR
 * code while `getPaymentState` is polled; 支付成功 refreshes the balance and the records and
 * closes. Clicking outside does not close it; closing stops polling.
 */
export const TopUpDialog = ({ amountFen, onClose, onPaid }: TopUpDialogProps) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const [state, setState] = useState<TopUpState>(CHOOSING);
    const close = useEffectEvent(onClose);

    const choose = async (channel: PaymentChannel) => {
        setState({ status: 'choose', creating: channel, error: null });
        try {
            const payment = await dataProvider.createPayment({ amount: amountFen / 100, channel });
            setState({ status: 'scan', payment, immediate: false });
        } catch (error) {
            setState({ status: 'choose', creating: null, error: (error as Error).message });
        }
    };

    const watched = state.status === 'scan' ? state : null;
    usePaymentPolling({
        paymentSn: watched?.payment.paymentSn ?? null,
        immediate: watched?.immediate,
        onPaid: () => {
            if (!watched) return;
            setState({ status: 'paid', payment: watched.payment });
            notify('支付成功', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: SP_INFO_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: ['capitalDetails'] });
            onPaid?.();
        },
        onError: error => {
            if (!watched) return;
            setState({
                status: 'failed',
                payment: watched.payment,
                message: error.message || '获取信息失败',
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
                        onChoose={channel => void choose(channel)}
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
        <Dialog
            open
            // Only the close button (or Esc) closes it: a stray click must not lose the code.
            onClose={(_event, reason) => {
                if (reason !== 'backdropClick') onClose();
            }}
            maxWidth={false}
            aria-labelledby="top-up-title"
            slotProps={{
                paper: { sx: { width: TOP_UP_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } },
            }}
        >
            <DialogTitle id="top-up-title" sx={{ pr: 6 }}>
                账户充值
            </DialogTitle>
            <IconButton
                aria-label="关闭"
                onClick={onClose}
                sx={{ position: 'absolute', right: 12, top: 12 }}
            >
                <CloseIcon />
            </IconButton>
            <DialogContent dividers sx={{ minHeight: 340 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
                    <Typography color="text.secondary">充值金额：</Typography>
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
        </Dialog>
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
}) => (
    <Stack spacing={2}>
        <Typography>请选择支付方式</Typography>
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
                            <CircularProgress size={22} />
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
}) => (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChannelMark channel={payment.channel} />
            <Typography>{CHANNEL_STYLE[payment.channel].scan}</Typography>
        </Stack>
        <Box
            sx={{
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                lineHeight: 0,
                opacity: failure ? 0.5 : 1,
            }}
        >
            <QRCodeSVG
                value={payment.codeUrl}
                size={QR_CODE_SIZE}
                marginSize={1}
                role="img"
                aria-label={`${PAYMENT_CHANNEL_LABELS[payment.channel]}支付二维码`}
            />
        </Box>
        <Typography variant="body2" color="text.secondary">
            支付单号：{payment.paymentSn}
        </Typography>
        {failure ? (
            <Alert
                severity="error"
                sx={{ width: '100%' }}
                action={
                    <Button color="inherit" size="small" onClick={onRetry}>
                        重试
                    </Button>
                }
            >
                查询支付结果失败：{failure}。已停止查询，支付完成后请点击重试。
            </Alert>
        ) : (
            <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', color: 'text.secondary' }}
                role="status"
            >
                <CircularProgress size={14} color="inherit" />
                <Typography variant="body2">等待支付结果，支付完成后将自动刷新</Typography>
            </Stack>
        )}
        <Link component="button" type="button" variant="body2" onClick={onSwitch}>
            切换支付方式
        </Link>
    </Stack>
);

const Paid = ({ amountFen }: { amountFen: number }) => (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h6">支付成功</Typography>
        <Typography color="text.secondary">
            已成功充值 ¥{formatMoney(amountFen / 100)}，余额已更新
        </Typography>
    </Stack>
);
