import { useState } from 'react';
import { Button } from '@mui/material';
import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import type { PhoneUploadTarget } from '../../../dataProvider/calls/phoneUpload';
import type { FileRule } from '../../../domain/rules/files';
import type { Compression } from '../../../domain/rules/imageFix';
import type { FileRef } from '../../../domain/types/documents';
import { useMessage } from '../../i18n/useMessage';
import { DialogSuspense } from '../DialogSuspense';
import { lazyNamed } from '../lazyNamed';
import { WhyDisabled } from '../WhyDisabled';
import { loadPhoneUploadDialog } from '../loaders/phoneUploadDialog';

const PhoneUploadDialog = lazyNamed(loadPhoneUploadDialog, 'PhoneUploadDialog');

/**
 * Set once a backend answered that it has no phone upload (the spec profile): every 手机上传
 * button is then disabled with the reason, until the page reloads.
 */
let unsupported = false;

/** Forgets what the backend answered, as a reload does (tests share one module between pages). */
export const forgetPhoneUploadSupport = () => {
    unsupported = false;
};

export interface PhoneUploadButtonProps {
    /** the slot's caption, already translated */
    label: string;
    target: PhoneUploadTarget;
    rule: FileRule;
    /** `compressed`: the server compressed the phone's photo before it stored it */
    onUploaded: (file: FileRef, compressed: Compression | null) => void;
    /** disabled, and why (said on hover) */
    disabledReason?: string;
}

/**
 * 手机上传 under an upload slot: opens the QR dialog (loaded when first opened). Disabled, it
 * says why on hover: the slot's reason, or a backend without phone upload.
 */
export const PhoneUploadButton = ({
    label,
    target,
    rule,
    onUploaded,
    disabledReason,
}: PhoneUploadButtonProps) => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    const [absent, setAbsent] = useState(unsupported);
    const button = (
        <Button
            size="small"
            startIcon={<PhoneIcon fontSize="small" />}
            disabled={!!disabledReason || absent}
            onClick={() => setOpen(true)}
            aria-label={m('portal.phoneUpload.buttonOf', { label })}
            sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
        >
            {m('portal.phoneUpload.button')}
        </Button>
    );
    return (
        <>
            <WhyDisabled reason={absent ? m('portal.phoneUpload.unsupported') : disabledReason}>
                {button}
            </WhyDisabled>
            {open && (
                <DialogSuspense onClose={() => setOpen(false)}>
                    <PhoneUploadDialog
                        label={label}
                        target={target}
                        rule={rule}
                        onUploaded={onUploaded}
                        onUnsupported={() => {
                            unsupported = true;
                            setAbsent(true);
                        }}
                        onClose={() => setOpen(false)}
                    />
                </DialogSuspense>
            )}
        </>
    );
};
