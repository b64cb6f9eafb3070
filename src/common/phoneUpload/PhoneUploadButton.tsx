import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import type { PhoneUploadTarget } from '../../../dataProvider/calls/phoneUpload';
import type { FileRule } from '../../../domain/rules/files';
import type { FileRef } from '../../../domain/types/documents';
import { useMessage } from '../../i18n/useMessage';
import { DialogSuspense } from '../DialogSuspense';
import { lazyNamed } from '../lazyNamed';
import { loadPhoneUploadDialog } from '../loaders/phoneUploadDialog';

const PhoneUploadDialog = lazyNamed(loadPhoneUploadDialog, 'PhoneUploadDialog');

/**
 * Set once a backend answered that it has no phone upload (the spec profile): every 手机上传
 * button is then disabled with the reason, until the page reloads.
 */
let unsupported = false;

export interface PhoneUploadButtonProps {
    /** the slot's caption, already translated */
    label: string;
    target: PhoneUploadTarget;
    rule: FileRule;
    onUploaded: (file: FileRef) => void;
    disabled?: boolean;
}

/** 手机上传 under an upload slot: opens the QR dialog (loaded when first opened). */
export const PhoneUploadButton = ({
    label,
    target,
    rule,
    onUploaded,
    disabled,
}: PhoneUploadButtonProps) => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    const [absent, setAbsent] = useState(unsupported);
    const button = (
        <Button
            size="small"
            startIcon={<PhoneIcon fontSize="small" />}
            disabled={disabled || absent}
            onClick={() => setOpen(true)}
            aria-label={m('portal.phoneUpload.buttonOf', { label })}
            sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
        >
            {m('portal.phoneUpload.button')}
        </Button>
    );
    return (
        <>
            {absent ? (
                <Tooltip title={m('portal.phoneUpload.unsupported')}>
                    <span>{button}</span>
                </Tooltip>
            ) : (
                button
            )}
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
