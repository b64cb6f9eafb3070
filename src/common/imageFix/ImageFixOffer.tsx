import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import type { FileRule } from '../../../domain/rules/files';
import { useMessage } from '../../i18n/useMessage';
import { DialogSuspense } from '../DialogSuspense';
import { lazyNamed } from '../lazyNamed';
import { loadImageFixDialog } from '../loaders/imageFixDialog';

const ImageFixDialog = lazyNamed(loadImageFixDialog, 'ImageFixDialog');

export interface ImageFixOfferProps {
    /** the slot's caption, already translated */
    label: string;
    /** the refused image */
    file: File;
    rule: FileRule;
    grey?: boolean;
    /** called with the fixed JPEG once the user accepts it */
    onAccept: (file: File) => void;
}

/** Under a slot that refused an image: 去修复, opening the fixer (loaded when first opened). */
export const ImageFixOffer = ({ label, file, rule, grey, onAccept }: ImageFixOfferProps) => {
    const m = useMessage();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Typography variant="caption" component="div" color="text.secondary">
                {m('portal.imageFix.offer')}
            </Typography>
            <Button size="small" onClick={() => setOpen(true)}>
                {m('portal.imageFix.fix')}
            </Button>
            {open && (
                <DialogSuspense onClose={() => setOpen(false)}>
                    <ImageFixDialog
                        label={label}
                        file={file}
                        rule={rule}
                        grey={grey}
                        onClose={() => setOpen(false)}
                        onAccept={fixed => {
                            setOpen(false);
                            onAccept(fixed);
                        }}
                    />
                </DialogSuspense>
            )}
        </>
    );
};
