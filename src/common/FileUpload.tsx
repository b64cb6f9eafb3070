import { useEffect, useRef, useState } from 'react';
import { Box, ButtonBase, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useNotify } from 'react-admin';
import { UploadRefusedError } from '../../dataProvider';
import type { PortalDataProvider } from '../../dataProvider';
import type { UploadFilePolicy, UploadScene } from '../../domain/types/documents';
import { useMessage } from '../i18n/useMessage';
import { useFileUrl } from './fileUrl';
import {
    FORMAT_NOT_SUPPORTED,
    acceptOf,
    checkDimensions,
    checkFile,
    extensionOf,
} from '../../domain/rules/files';
import type { FileRule } from '../../domain/rules/files';
import type { FileRef } from '../../domain/types/documents';
import { compressedMessage, isFixableRule, shrinksPhoto } from '../../domain/rules/imageFix';
import type { Compression } from '../../domain/rules/imageFix';
import { ImageFixOffer } from './imageFix/ImageFixOffer';
import { loadFixImage } from './loaders/fixImage';
import { RefusedAlert } from './UploadRefusedAlert';
import { WhyDisabled } from './WhyDisabled';

export type Uploader = (file: File, onProgress: (percent: number) => void) => Promise<FileRef>;

/** An uploader sending files to `uploadFile` under one policy (ATTORNEY, SUPPLEMENT, ...). */
export const usePolicyUpload = (options: {
    policy: UploadFilePolicy;
    verifyType?: 1 | 2;
    scene?: UploadScene;
}): Uploader => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return (file, onProgress) => dataProvider.uploadFile(file, options, onProgress);
};

type UploadState =
    | { status: 'idle' }
    /** a photo over its size, being compressed in the browser first */
    | { status: 'compressing' }
    | { status: 'uploading'; percent: number }
    /** `fixable`: the refused image, which the fixer may redraw to the rule (imageFix/) */
    | { status: 'failed'; message: string; fixable?: File }
    /** the server answered without a url: its msg, shown in an alert dialog */
    | { status: 'refused'; message: string };

const SLOT = 112;

/** Pixel size of an image file, read in the browser (null when it cannot be decoded). */
export const readImageSize = (file: Blob): Promise<{ width: number; height: number } | null> =>
    new Promise(resolve => {
        const url = URL.createObjectURL(file);
        const image = new Image();
        image.onload = () => {
            resolve({ width: image.naturalWidth, height: image.naturalHeight });
            URL.revokeObjectURL(url);
        };
        image.onerror = () => {
            resolve(null);
            URL.revokeObjectURL(url);
        };
        image.src = url;
    });

/** Checks a chosen file against its rule before it is sent; the message to show, or null. */
export const precheckFile = async (rule: FileRule, file: File): Promise<string | null> => {
    const problem = checkFile(rule, file);
    if (problem || !rule.dimensions) return problem;
    const size = await readImageSize(file);
    return size ? checkDimensions(rule, size) : FORMAT_NOT_SUPPORTED;
};

/**
 * A photographed document over its size (ID card, passport, licence) scaled and compressed in
 * the browser by the image fixer (imageFix/fixImage.ts); null when it cannot be decoded or
 * made small enough, and the size refusal stands.
 */
const compressPhoto = async (file: File, rule: FileRule): Promise<File | null> => {
    try {
        return (await (await loadFixImage()).fixImage(file, rule)).file;
    } catch {
        return null;
    }
};

/** A compressed photo's sizes, said under the slot while the slot holds the stored file. */
export interface Compressed extends Compression {
    ossKey: string;
}

export interface FileSlotProps {
    /** caption under the slot (already translated), e.g. 身份证正面 */
    label: string;
    value: FileRef | null;
    onChange: (value: FileRef | null) => void;
    rule: FileRule;
    upload: Uploader;
    disabled?: boolean;
    /** why it is disabled, said on hover */
    disabledReason?: string;
    error?: boolean;
    /** the image fixer greys the image (a black-and-white icon) */
    grey?: boolean;
    /** a photo compressed elsewhere (the server of a phone's upload), said while the slot holds it */
    compressedElsewhere?: Compressed | null;
}

/**
 * One upload slot: pick a file, see the progress circle with its status, then a thumbnail
 * (an icon for a PDF) that opens the file; the rule is checked before anything is sent.
 */
export const FileSlot = ({
    label,
    value,
    onChange,
    rule,
    upload,
    disabled,
    disabledReason,
    error,
    grey,
    compressedElsewhere,
}: FileSlotProps) => {
    const m = useMessage();
    const notify = useNotify();
    const input = useRef<HTMLInputElement>(null);
    const pick = useRef<HTMLButtonElement>(null);
    const [state, setState] = useState<UploadState>({ status: 'idle' });
    const [compressed, setCompressed] = useState<Compressed | null>(null);
    // Once the refusal's alert has closed, the focus goes back to the slot's button.
    const refocus = useRef(false);
    useEffect(() => {
        if (state.status !== 'idle' || !refocus.current) return;
        refocus.current = false;
        pick.current?.focus();
    }, [state.status]);

    // A refused file (by the rule here or by the server) shows under the slot and as a toast.
    const fail = (message: string, fixable?: File) => {
        setState({ status: 'failed', message, fixable });
        notify(message, { type: 'error' });
    };

    // Not a useAction: the slot's own state (progress, the alert of an answer without url,
    // the message under the slot) is the outcome, and a refusal is not always a toast.
    const choose = async (chosen: File | undefined) => {
        if (!chosen) return;
        let file = chosen;
        let problem = await precheckFile(rule, file);
        let shrunk: Compression | null = null;
        // a phone photo is never refused for its size alone: compressed, then checked again
        if (problem && shrinksPhoto(rule, file)) {
            setState({ status: 'compressing' });
            const smaller = await compressPhoto(file, rule);
            if (smaller) {
                shrunk = { before: file.size, after: smaller.size };
                file = smaller;
                problem = await precheckFile(rule, file);
            }
        }
        setCompressed(null);
        if (problem) return fail(problem, isFixableRule(rule) ? file : undefined);
        setState({ status: 'uploading', percent: 0 });
        try {
            const stored = await upload(file, percent =>
                setState({ status: 'uploading', percent }),
            );
            setState({ status: 'idle' });
            if (shrunk) setCompressed({ ...shrunk, ossKey: stored.ossKey });
            onChange({ ossKey: stored.ossKey, url: stored.url, fileName: stored.fileName });
        } catch (failure) {
            const message = (failure as Error).message || m('portal.common.failed');
            if (failure instanceof UploadRefusedError) setState({ status: 'refused', message });
            else fail(message);
        }
    };

    // the compression of the file the slot holds: done here, or by the phone upload's server
    const said = [compressed, compressedElsewhere].find(c => c && c.ossKey === value?.ossKey);

    return (
        <Box sx={{ width: SLOT, textAlign: 'center' }}>
            <input
                ref={input}
                type="file"
                hidden
                accept={isFixableRule(rule) ? `${acceptOf(rule)},image/*` : acceptOf(rule)}
                aria-label={label}
                onChange={event => {
                    void choose(event.target.files?.[0]);
                    event.target.value = '';
                }}
            />
            <Box
                sx={{
                    position: 'relative',
                    width: SLOT,
                    height: SLOT,
                    border: 1,
                    borderStyle: value ? 'solid' : 'dashed',
                    borderColor: error || state.status === 'failed' ? 'error.main' : 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    bgcolor: 'grey.50',
                }}
            >
                {state.status === 'uploading' || state.status === 'compressing' ? (
                    <Box
                        sx={{
                            height: '100%',
                            display: 'flex',
                            flexDirection: 'column',
                            alignItems: 'center',
                            justifyContent: 'center',
                            gap: 1,
                        }}
                    >
                        {state.status === 'compressing' ? (
                            <CircularProgress size={40} />
                        ) : (
                            <CircularProgress
                                variant="determinate"
                                value={state.percent}
                                size={40}
                            />
                        )}
                        <Typography variant="caption" role="status">
                            {state.status === 'compressing'
                                ? m('portal.imageFix.compressing')
                                : m('portal.common.upload.uploading', { percent: state.percent })}
                        </Typography>
                    </Box>
                ) : value ? (
                    <>
                        <FilePreview file={value} label={label} />
                        {!disabled && (
                            <Tooltip title={m('portal.common.delete')}>
                                <IconButton
                                    size="small"
                                    aria-label={m('portal.common.upload.removeOf', { label })}
                                    onClick={() => onChange(null)}
                                    sx={{
                                        position: 'absolute',
                                        top: 2,
                                        right: 2,
                                        bgcolor: 'rgba(255,255,255,0.85)',
                                    }}
                                >
                                    <CloseIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        )}
                    </>
                ) : (
                    <WhyDisabled reason={disabled && disabledReason} fill>
                        <ButtonBase
                            ref={pick}
                            disabled={disabled}
                            onClick={() => input.current?.click()}
                            aria-label={m('portal.common.upload.uploadOf', { label })}
                            sx={{
                                width: '100%',
                                height: '100%',
                                flexDirection: 'column',
                                gap: 0.5,
                                color: 'text.secondary',
                            }}
                        >
                            <AddPhotoIcon />
                            <Typography variant="caption">
                                {m('portal.common.upload.choose')}
                            </Typography>
                        </ButtonBase>
                    </WhyDisabled>
                )}
            </Box>
            <Typography variant="caption" component="div" sx={{ mt: 0.5 }} noWrap>
                {label}
            </Typography>
            {said && (
                <Typography variant="caption" color="text.secondary" component="div" role="status">
                    {compressedMessage(said)}
                </Typography>
            )}
            {state.status === 'refused' && (
                <RefusedAlert
                    message={state.message}
                    onClose={() => {
                        refocus.current = true;
                        setState({ status: 'idle' });
                    }}
                />
            )}
            {state.status === 'failed' && (
                <Typography variant="caption" color="error" component="div" role="alert">
                    {state.message}
                </Typography>
            )}
            {state.status === 'failed' && state.fixable && (
                <ImageFixOffer
                    label={label}
                    file={state.fixable}
                    rule={rule}
                    grey={grey}
                    onAccept={fixed => void choose(fixed)}
                />
            )}
        </Box>
    );
};

/** A stored file as a thumbnail (an icon for a PDF) that opens it in a new tab. */
export const FilePreview = ({ file, label }: { file: FileRef; label: string }) => {
    const href = useFileUrl()(file.url);
    const isPdf = extensionOf(file.fileName || file.url) === 'pdf';
    return (
        <Box
            component="a"
            href={href}
            target="_blank"
            rel="noopener"
            title={file.fileName}
            aria-label={label}
            sx={{
                display: 'flex',
                width: '100%',
                height: '100%',
                alignItems: 'center',
                justifyContent: 'center',
            }}
        >
            {isPdf ? (
                <PdfIcon sx={{ fontSize: 48, color: 'error.main' }} />
            ) : (
                <Box
                    component="img"
                    src={href}
                    alt={label}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
            )}
        </Box>
    );
};

/** A read-only row of thumbnails with captions, for view overlays. */
export const FileThumbnails = ({
    files,
}: {
    /** captions already translated */
    files: { label: string; file: FileRef | null }[];
}) => {
    const m = useMessage();
    return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {files.map(({ label, file }) => (
                <Box key={label} sx={{ width: SLOT, textAlign: 'center' }}>
                    <Box
                        sx={{
                            width: SLOT,
                            height: SLOT,
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 1,
                            overflow: 'hidden',
                            bgcolor: 'grey.50',
                        }}
                    >
                        {file ? (
                            <FilePreview file={file} label={label} />
                        ) : (
                            <Typography
                                variant="caption"
                                color="text.secondary"
                                sx={{ lineHeight: `${SLOT}px` }}
                            >
                                {m('portal.common.upload.none')}
                            </Typography>
                        )}
                    </Box>
                    <Typography variant="caption" component="div" sx={{ mt: 0.5 }} noWrap>
                        {label}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};
