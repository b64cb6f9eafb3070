/**
 * 修改: one cell of a batch row. The applicant is chosen among the agency's applicants, the proxy
 * letter and the legal file are files chosen from the computer (CellPickers.tsx); any other
 * cell is typed again. Enter saves.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { HEADER_OF } from '../../domain/batch/format';
import type { BatchColumn } from '../../domain/batch/format';
import { PortalDialog } from '../common/PortalDialog';
import { useMessage } from '../i18n/useMessage';
import { ApplicantPicker, FilePicker } from './CellPickers';
import type { PickedFile, PickerApplicant } from './CellPickers';

export interface CellEditDialogProps {
    line: number;
    column: BatchColumn;
    value: string;
    /** the agency's applicants, for 申请人 */
    applicants: readonly PickerApplicant[];
    /** the file the cell names, when it was given with the workbook (a file column) */
    currentFile?: File;
    onClose(): void;
    onSave(value: string): void;
    /** a file column: the file chosen, or fixed */
    onSaveFile(picked: PickedFile): void;
}

type Choice = { text: string } | { applicant: string | null } | { file: PickedFile | null };

export const CellEditDialog = (props: CellEditDialogProps) => {
    const { line, column, value, onClose } = props;
    const m = useMessage();
    const titleId = useId();
    const [choice, setChoice] = useState<Choice>(() =>
        column === 'applicant'
            ? { applicant: null }
            : column === 'letter' || column === 'legal'
              ? { file: null }
              : { text: value },
    );
    const ready = 'text' in choice || ('applicant' in choice ? !!choice.applicant : !!choice.file);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if ('text' in choice) props.onSave(choice.text.trim());
        else if ('applicant' in choice) {
            if (choice.applicant) props.onSave(choice.applicant);
        } else if (choice.file) props.onSaveFile(choice.file);
    };
    return (
        <PortalDialog
            onClose={onClose}
            holdsInput
            aria-labelledby={titleId}
            maxWidth="sm"
            fullWidth
        >
            <form onSubmit={submit} noValidate>
                <DialogTitle id={titleId}>
                    {m('portal.batch.fix.editTitle', { line, column: HEADER_OF[column] })}
                </DialogTitle>
                <DialogContent>
                    {'applicant' in choice && (
                        <ApplicantPicker
                            value={value}
                            applicants={props.applicants}
                            onChange={applicant => setChoice({ applicant })}
                        />
                    )}
                    {'file' in choice && (column === 'letter' || column === 'legal') && (
                        <FilePicker
                            column={column}
                            value={value}
                            current={props.currentFile}
                            onChange={file => setChoice({ file })}
                        />
                    )}
                    {'text' in choice && (
                        <TextField
                            autoFocus
                            fullWidth
                            label={HEADER_OF[column]}
                            value={choice.text}
                            onChange={event => setChoice({ text: event.target.value })}
                            sx={{ mt: 1 }}
                        />
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{m('portal.batch.fix.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={!ready}>
                        {m('portal.batch.fix.save')}
                    </Button>
                </DialogActions>
            </form>
        </PortalDialog>
    );
};
