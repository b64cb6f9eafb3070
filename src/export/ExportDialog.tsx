import {
    Alert,
    Button,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider, TooManyRowsError } from '../../dataProvider';
import { PortalDialog } from '../common/PortalDialog';
import { saveFile } from '../common/saveFile';
import { useMessage } from '../i18n/useMessage';
import type { AnyListDefinition } from '../common/lists/listDefinition';
import { EXPORT_MAX_ROWS } from './sheet';
import { onDemand } from '../common/lazyNamed';

/** Reading the rows (the total once the first page is in), writing the file, or why not. */
export type ExportState =
    | { phase: 'reading'; loaded: number; total: number | null }
    | { phase: 'writing' }
    | { phase: 'tooMany'; total: number }
    | { phase: 'failed'; message: string };

export interface ExportDialogProps {
    /** the list's definition: its resource, columns and filters */
    list: AnyListDefinition;
    /** the list's filters when 导出 Excel was clicked */
    filter: Record<string, unknown>;
    onClose: () => void;
}

/**
 * 导出 Excel under way: every row the filters select, read page by page with a progress bar
 * (rows read / total), then written to an .xlsx file the browser downloads, and the dialog
 * closes. 取消 (or Esc) stops it and nothing is downloaded; above EXPORT_MAX_ROWS rows, or on a
 * failure, it says why and downloads nothing.
 */
export const ExportDialog = ({ list, filter, onClose }: ExportDialogProps) => {
    const m = useMessage();
    const notify = useNotify();
    const titleId = useId();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [state, setState] = useState<ExportState>({ phase: 'reading', loaded: 0, total: null });

    useEffect(() => {
        const controller = new AbortController();
        const { signal } = controller;
        // the writer loads while the rows are read
        const writer = onDemand(import('./workbook'));
        writer.catch(() => undefined);
        (async () => {
            try {
                const rows = await dataProvider.listAll(list.resource, {
                    filter,
                    max: EXPORT_MAX_ROWS,
                    signal,
                    onProgress: (loaded, total) => setState({ phase: 'reading', loaded, total }),
                });
                // signed out meanwhile (react-admin answers an empty record): the page goes
                if (!Array.isArray(rows)) return;
                setState({ phase: 'writing' });
                const { exportWorkbook } = await writer;
                const file = await exportWorkbook(list, rows, filter, m, new Date());
                signal.throwIfAborted();
                saveFile(file);
                notify('portal.export.done', {
                    type: 'success',
                    messageArgs: { count: rows.length },
                });
                onClose();
            } catch (error) {
                if (signal.aborted) return;
                setState(
                    // by its name: the dialog's chunk does not import the dataProvider's
                    (error as Error | null)?.name === 'TooManyRowsError'
                        ? { phase: 'tooMany', total: (error as TooManyRowsError).total }
                        : {
                              phase: 'failed',
                              message:
                                  (error as Error | null)?.message || m('portal.export.failed'),
                          },
                );
            }
        })();
        // closing the dialog (取消, Esc, leaving the page) stops the reading
        return () => controller.abort();
    }, [dataProvider, list, filter, m, notify, onClose]);

    const working = state.phase === 'reading' || state.phase === 'writing';
    return (
        <PortalDialog
            onClose={onClose}
            holdsInput
            maxWidth="xs"
            fullWidth
            aria-labelledby={titleId}
        >
            <DialogTitle id={titleId}>{m('portal.export.title')}</DialogTitle>
            <DialogContent>
                {state.phase === 'reading' && (
                    <>
                        <LinearProgress
                            aria-label={m('portal.export.progress')}
                            {...(state.total
                                ? {
                                      variant: 'determinate' as const,
                                      value: (state.loaded / state.total) * 100,
                                  }
                                : {})}
                        />
                        <Typography sx={{ mt: 2 }} color="text.secondary">
                            {state.total === null
                                ? m('portal.export.starting')
                                : m('portal.export.reading', {
                                      loaded: state.loaded,
                                      total: state.total,
                                  })}
                        </Typography>
                    </>
                )}
                {state.phase === 'writing' && (
                    <>
                        <LinearProgress aria-label={m('portal.export.progress')} />
                        <Typography sx={{ mt: 2 }} color="text.secondary">
                            {m('portal.export.writing')}
                        </Typography>
                    </>
                )}
                {state.phase === 'tooMany' && (
                    <Alert severity="warning">
                        {m('portal.export.tooMany', { total: state.total, max: EXPORT_MAX_ROWS })}
                    </Alert>
                )}
                {state.phase === 'failed' && <Alert severity="error">{state.message}</Alert>}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>
                    {working ? m('portal.common.cancel') : m('portal.common.close')}
                </Button>
            </DialogActions>
        </PortalDialog>
    );
};
