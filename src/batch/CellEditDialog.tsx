/** 修改: one cell of a batch row, typed again; Enter saves. */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { HEADER_OF } from '../../domain/batch/format';
import type { BatchColumn } from '../../domain/batch/format';
import { PortalDialog } from '../common/PortalDialog';
import { useMessage } from '../i18n/useMessage';

export interface CellEditDialogProps {
    line: number;
    column: BatchColumn;
    value: string;
    onClose(): void;
    onSave(value: string): void;
}

export const CellEditDialog = ({ line, column, value, onClose, onSave }: CellEditDialogProps) => {
    const m = useMessage();
    const titleId = useId();
    const [text, setText] = useState(value);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        onSave(text.trim());
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
                    <TextField
                        autoFocus
                        fullWidth
                        label={HEADER_OF[column]}
                        value={text}
                        onChange={event => setText(event.target.value)}
                        sx={{ mt: 1 }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{m('portal.batch.fix.cancel')}</Button>
                    <Button type="submit" variant="contained">
                        {m('portal.batch.fix.save')}
                    </Button>
                </DialogActions>
            </form>
        </PortalDialog>
    );
};
