import { Box, Typography } from '@mui/material';
import { useRef } from 'react';
import { useNotify } from 'react-admin';
import { FILE_RULES } from '../../domain/rules/files';
import { MAX_SUPPLEMENT_FILES } from '../../domain/rules/orderActions';
import type { FileRef } from '../../domain/types/documents';
import { FileSlot } from '../common/FileUpload';
import type { Uploader } from '../common/FileUpload';
import { useMessage } from '../i18n/useMessage';

/**
 * The explanation files of a correction answer (补正): each one uploaded (JPG, PNG, JPEG, at
 * most 10M, checked before it is sent), shown as a thumbnail with its remove button, up to
 * MAX_SUPPLEMENT_FILES; an empty slot adds the next. The same file twice is kept once.
 */
export const SupplementFiles = ({
    files,
    onChange,
    upload,
    disabled,
}: {
    files: readonly FileRef[];
    onChange: (files: FileRef[]) => void;
    upload: Uploader;
    disabled?: boolean;
}) => {
    const m = useMessage();
    const notify = useNotify();
    const adder = useRef<HTMLDivElement>(null);
    const label = m('portal.orders.supplement.file');

    const add = (file: FileRef | null) => {
        if (!file) return;
        if (files.some(f => f.ossKey === file.ossKey)) {
            notify('portal.orders.supplement.fileTwice', { type: 'warning' });
            return;
        }
        onChange([...files, file]);
    };
    const remove = (index: number) => {
        onChange(files.filter((_, i) => i !== index));
        // the removed slot held the focus: the slot that adds a file takes it
        requestAnimationFrame(() => adder.current?.querySelector('button')?.focus());
    };

    return (
        <Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                {files.map((file, i) => (
                    <FileSlot
                        key={file.ossKey || file.url}
                        label={m('portal.orders.supplement.fileNumber', { number: i + 1 })}
                        value={file}
                        onChange={next => {
                            if (next === null) remove(i);
                        }}
                        rule={FILE_RULES.supplement}
                        upload={upload}
                        disabled={disabled}
                    />
                ))}
                {files.length < MAX_SUPPLEMENT_FILES && (
                    <Box ref={adder}>
                        <FileSlot
                            label={label}
                            value={null}
                            onChange={add}
                            rule={FILE_RULES.supplement}
                            upload={upload}
                            disabled={disabled}
                        />
                    </Box>
                )}
            </Box>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
                {m('portal.orders.supplement.fileHint', { max: MAX_SUPPLEMENT_FILES })}
                {files.length > 0 &&
                    m('portal.orders.supplement.fileCount', { count: files.length })}
            </Typography>
        </Box>
    );
};
