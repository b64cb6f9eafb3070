import { useEffect, useEffectEvent, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    DialogContent,
    DialogTitle,
    Link,
    Stack,
    Typography,
} from '@mui/material';
import { FramedQrCode } from '../FramedQrCode';
import { useDataProvider, useNotify } from 'react-admin';
import { UnsupportedCallError } from '../../../dataProvider';
import type { PortalDataProvider } from '../../../dataProvider';
import type { PhoneUploadTarget } from '../../../dataProvider/calls/phoneUpload';
import type { PhoneUploadSession } from '../../../dataProvider/normalise/phoneUpload';
import type { FileRule } from '../../../domain/rules/files';
import type { Compression } from '../../../domain/rules/imageFix';
import type { FileRef } from '../../../domain/types/documents';
import { useMessage } from '../../i18n/useMessage';
import { PortalDialog } from '../PortalDialog';
import { recheckPhoneFile } from './recheck';

/** How often the open dialog asks whether the phone's file has landed. */
export const PHONE_POLL_MS = 2000;
export const PHONE_QR_SIZE = 200;

export interface PhoneUploadDialogProps {
    /** the slot's caption, already translated */
    label: string;
    target: PhoneUploadTarget;
    rule: FileRule;
    /** `compressed`: the server compressed the phone's photo before it stored it */
    onUploaded: (file: FileRef, compressed: Compression | null) => void;
    /** the backend has no phone upload: the button says so from then on */
    onUnsupported: () => void;
    onClose: () => void;
}

type DialogState =
    | { status: 'creating' }
    | { status: 'waiting'; session: PhoneUploadSession; pollError: string | null }
    | { status: 'expired' }
    | { status: 'failed'; message: string };

/**
 * The QR code of a one-time link a phone opens to upload the slot's file; polls every
 * PHONE_POLL_MS while open and fills the slot when the file lands (re-checked here against
 * the slot's rule), says when the link expired and makes a new one on demand.
 */
export const PhoneUploadDialog = ({
    label,
    target,
    rule,
    onUploaded,
    onUnsupported,
    onClose,
}: PhoneUploadDialogProps) => {
    const m = useMessage();
    const notify = useNotify();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [state, setState] = useState<DialogState>({ status: 'creating' });
    const [round, setRound] = useState(0);
    const uploaded = useEffectEvent(onUploaded);
    const absent = useEffectEvent(onUnsupported);
    const close = useEffectEvent(onClose);

    // A session per round (the first, and each 重新生成).
    useEffect(() => {
        let live = true;
        dataProvider.createPhoneUpload(target).then(
            session => live && setState({ status: 'waiting', session, pollError: null }),
            (error: Error) => {
                if (!live) return;
                if (error instanceof UnsupportedCallError) absent();
                setState({
                    status: 'failed',
                    message:
                        error instanceof UnsupportedCallError
                            ? m('portal.phoneUpload.unsupported')
                            : m('portal.phoneUpload.failed', { message: error.message }),
                });
            },
        );
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per round
    }, [round]);

    const sessionId = state.status === 'waiting' ? state.session.id : null;
    useEffect(() => {
        if (!sessionId) return undefined;
        let live = true;
        let busy = false;
        const poll = async () => {
            if (busy) return;
            busy = true;
            try {
                const status = await dataProvider.getPhoneUploadStatus(sessionId);
                if (!live) return;
                if (status.state === 'expired') setState({ status: 'expired' });
                else if (status.state === 'done') {
                    live = false;
                    const problem = recheckPhoneFile(rule, status.file);
                    if (problem) {
                        setState({ status: 'failed', message: problem });
                        notify(problem, { type: 'error' });
                        return;
                    }
                    uploaded(
                        {
                            ossKey: status.file.ossKey,
                            url: status.file.url,
                            fileName: status.file.fileName,
                        },
                        status.compressed,
                    );
                    notify(m('portal.phoneUpload.received', { label }), { type: 'success' });
                    close();
                } else {
                    setState(s => (s.status === 'waiting' ? { ...s, pollError: null } : s));
                }
            } catch (error) {
                if (!live) return;
                const message = (error as Error).message || m('portal.common.failed');
                setState(s => (s.status === 'waiting' ? { ...s, pollError: message } : s));
            } finally {
                busy = false;
            }
        };
        const timer = setInterval(() => void poll(), PHONE_POLL_MS);
        return () => {
            live = false;
            clearInterval(timer);
        };
    }, [sessionId, dataProvider, rule, label, m, notify]);

    const copy = (url: string) => {
        const failed = () => notify(m('portal.phoneUpload.copyFailed'), { type: 'warning' });
        if (!navigator.clipboard) return failed();
        navigator.clipboard
            .writeText(url)
            .then(() => notify(m('portal.phoneUpload.copied'), { type: 'info' }), failed);
    };

    const renew = (
        <Button
            variant="contained"
            onClick={() => {
                setState({ status: 'creating' });
                setRound(r => r + 1);
            }}
        >
            {m('portal.phoneUpload.renew')}
        </Button>
    );

    const body = () => {
        switch (state.status) {
            case 'creating':
                return (
                    <Stack spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
                        <CircularProgress size={32} aria-hidden />
                        <Typography>{m('portal.phoneUpload.creating')}</Typography>
                    </Stack>
                );
            case 'failed':
                return (
                    <Stack spacing={2} sx={{ alignItems: 'center' }}>
                        <Alert severity="error" sx={{ width: '100%' }}>
                            {state.message}
                        </Alert>
                        {state.message !== m('portal.phoneUpload.unsupported') && renew}
                    </Stack>
                );
            case 'expired':
                return (
                    <Stack spacing={2} sx={{ alignItems: 'center' }}>
                        <Alert severity="warning" sx={{ width: '100%' }} role="alert">
                            {m('portal.phoneUpload.expired')}
                        </Alert>
                        {renew}
                    </Stack>
                );
            case 'waiting': {
                const { session, pollError } = state;
                return (
                    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2">{m('portal.phoneUpload.scan')}</Typography>
                        <FramedQrCode
                            value={session.url}
                            size={PHONE_QR_SIZE}
                            label={m('portal.phoneUpload.qrCode', { label })}
                        />
                        <Typography variant="body2" color="text.secondary">
                            {m('portal.phoneUpload.expiresAt', { time: session.expireTime })}
                        </Typography>
                        <Box sx={{ width: '100%' }}>
                            <Typography variant="body2" color="text.secondary">
                                {m('portal.phoneUpload.linkLabel')}
                            </Typography>
                            <Link
                                href={session.url}
                                target="_blank"
                                rel="noopener noreferrer"
                                data-testid="phone-upload-link"
                                sx={{ overflowWrap: 'anywhere', fontSize: 14 }}
                            >
                                {session.url}
                            </Link>
                        </Box>
                        <Button size="small" variant="outlined" onClick={() => copy(session.url)}>
                            {m('portal.phoneUpload.copy')}
                        </Button>
                        <Stack
                            direction="row"
                            spacing={1}
                            sx={{ alignItems: 'center' }}
                            role="status"
                        >
                            <CircularProgress size={16} aria-hidden />
                            <Typography variant="body2">
                                {m('portal.phoneUpload.waiting')}
                            </Typography>
                        </Stack>
                        {pollError && (
                            <Alert severity="warning" sx={{ width: '100%' }}>
                                {m('portal.phoneUpload.pollFailed', { message: pollError })}
                            </Alert>
                        )}
                    </Stack>
                );
            }
        }
    };

    return (
        <PortalDialog
            onClose={onClose}
            holdsInput
            width={400}
            closeButton
            aria-labelledby="phone-upload-title"
        >
            <DialogTitle id="phone-upload-title">
                {m('portal.phoneUpload.title', { label })}
            </DialogTitle>
            <DialogContent dividers>{body()}</DialogContent>
        </PortalDialog>
    );
};
