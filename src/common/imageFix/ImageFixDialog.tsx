import { useEffect, useMemo, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import type { FileRule } from '../../../domain/rules/files';
import { useMessage } from '../../i18n/useMessage';
import { decodeImage, fixImage, TooBigImageError, UndecodableImageError } from './fixImage';
import type { FixedImage } from './fixImage';

export interface ImageFixDialogProps {
    /** the slot's caption, already translated */
    label: string;
    file: File;
    rule: FileRule;
    /** grey the image (a black-and-white icon) */
    grey?: boolean;
    onAccept: (file: File) => void;
    onClose: () => void;
}

type FixState =
    | { status: 'working' }
    | { status: 'done'; fixed: FixedImage }
    | { status: 'failed'; message: string };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One side of the comparison: a thumbnail with its pixels and size. */
const Picture = ({
    title,
    file,
    size,
}: {
    title: string;
    file: File;
    size: { width: number; height: number } | null;
}) => {
    const m = useMessage();
    // released once the thumbnail has loaded (it stays shown)
    const url = useMemo(() => URL.createObjectURL(file), [file]);
    return (
        <Box component="figure" sx={{ m: 0, flex: '1 1 140px', textAlign: 'center' }}>
            <Box
                sx={{
                    height: 140,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'grey.50',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                }}
            >
                <Box
                    component="img"
                    src={url}
                    alt={title}
                    onLoad={() => URL.revokeObjectURL(url)}
                    sx={{ maxWidth: '100%', maxHeight: '100%' }}
                />
            </Box>
            <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
                <strong>{title}</strong>
                <br />
                <span data-testid="imagefix-facts">
                    {size
                        ? m('portal.imageFix.facts', { ...size, kb: kb(file.size) })
                        : m('portal.imageFix.factsUnknown', { kb: kb(file.size) })}
                </span>
            </Typography>
        </Box>
    );
};

/** The fixer's dialog: fixes the image, shows before and after, uploads only on acceptance. */
export const ImageFixDialog = ({
    label,
    file,
    rule,
    grey,
    onAccept,
    onClose,
}: ImageFixDialogProps) => {
    const m = useMessage();
    const [state, setState] = useState<FixState>({ status: 'working' });
    const [before, setBefore] = useState<{ width: number; height: number } | null>(null);
    useEffect(() => {
        let live = true;
        decodeImage(file)
            .then(image => live && setBefore({ width: image.width, height: image.height }))
            .catch(() => undefined);
        fixImage(file, rule, { grey })
            .then(fixed => live && setState({ status: 'done', fixed }))
            .catch((failure: unknown) => {
                if (!live) return;
                const message =
                    failure instanceof UndecodableImageError
                        ? m('portal.imageFix.undecodable')
                        : failure instanceof TooBigImageError
                          ? m('portal.imageFix.tooBig')
                          : m('portal.imageFix.failed', { message: String(failure) });
                setState({ status: 'failed', message });
            });
        return () => {
            live = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [file, rule, grey]);

    return (
        <Dialog open onClose={onClose} aria-labelledby="imagefix-title" maxWidth="sm" fullWidth>
            <DialogTitle id="imagefix-title">{m('portal.imageFix.title', { label })}</DialogTitle>
            <DialogContent>
                {state.status === 'failed' ? (
                    <Alert severity="error" role="alert">
                        {state.message}
                    </Alert>
                ) : (
                    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                        <Picture title={m('portal.imageFix.before')} file={file} size={before} />
                        {state.status === 'done' ? (
                            <Picture
                                title={m('portal.imageFix.after')}
                                file={state.fixed.file}
                                size={state.fixed.size}
                            />
                        ) : (
                            <Box
                                role="status"
                                sx={{
                                    flex: '1 1 140px',
                                    display: 'flex',
                                    flexDirection: 'column',
                                    alignItems: 'center',
                                    justifyContent: 'center',
                                    gap: 1,
                                }}
                            >
                                <CircularProgress size={32} />
                                <Typography variant="body2">
                                    {m('portal.imageFix.working')}
                                </Typography>
                            </Box>
                        )}
                    </Box>
                )}
                {grey && state.status === 'done' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {m('portal.imageFix.grey')}
                    </Typography>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{m('portal.imageFix.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={state.status !== 'done'}
                    onClick={() => state.status === 'done' && onAccept(state.fixed.file)}
                >
                    {m('portal.imageFix.accept')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
