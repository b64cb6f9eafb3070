/**
 * A read workbook on 批量申报: the dry run (useDryRun), its preview (BatchTable) with the fixes
 * made in it, and the filing bar. Mounted anew for each workbook chosen, so nothing of the
 * previous one (its checks, its applicants' legal files, its fixes) leaks into it.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { fileKey } from '../../domain/batch/context';
import type { BatchFile } from '../../domain/batch/context';
import type { BatchColumn, RawRow } from '../../domain/batch/format';
import { ErrorAlert } from '../common/ErrorAlert';
import { Loading } from '../common/Loading';
import { useMessage } from '../i18n/useMessage';
import { BatchFilingBar } from './BatchFilingBar';
import { BatchTable } from './BatchTable';
import { CellEditDialog } from './CellEditDialog';
import { fileFacts } from './fileFacts';
import { editsStore } from './progress';
import type { BatchReading } from './readBatch';
import { useDryRun } from './useDryRun';
import type { useFiling } from './useFiling';

type Edits = Record<number, Partial<Record<BatchColumn, string>>>;
type Editing = { line: number; column: BatchColumn; value: string };

export interface BatchWorkspaceProps {
    reading: BatchReading;
    filing: ReturnType<typeof useFiling>;
}

export const BatchWorkspace = ({ reading, filing }: BatchWorkspaceProps) => {
    const m = useMessage();
    // the same workbook again: the fixes made on it before come back
    const [kept] = useState(() => editsStore.get(reading.workbookSha256));
    const [edits, setEdits] = useState<Edits>(kept.cells);
    const [fixed, setFixed] = useState<Record<string, { facts: BatchFile; file: File }>>({});
    const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(
        () => new Set(kept.acknowledged),
    );
    const [editing, setEditing] = useState<Editing | null>(null);
    const [onlyProblems, setOnlyProblems] = useState(false);

    const rows = useMemo(
        (): RawRow[] =>
            reading.rows.map(row =>
                edits[row.line] ? { ...row, cells: { ...row.cells, ...edits[row.line] } } : row,
            ),
        [reading, edits],
    );
    const files = useMemo(
        () => reading.files.map(file => fixed[fileKey(file.name)]?.facts ?? file),
        [reading, fixed],
    );
    const dry = useDryRun(rows, files, acknowledged);
    useEffect(() => {
        editsStore.set({
            workbook: reading.workbookSha256,
            cells: edits,
            acknowledged: [...acknowledged],
        });
    }, [reading, edits, acknowledged]);

    const fileOf = (name: string): File | undefined => {
        const key = fileKey(name);
        const blob = fixed[key]?.file ?? reading.blobs[key];
        if (!blob) return undefined;
        const original = reading.files.find(file => fileKey(file.name) === key)?.name ?? name;
        return blob instanceof File ? blob : new File([blob], original);
    };
    const setCell = (line: number, column: BatchColumn, value: string) =>
        setEdits(previous => ({ ...previous, [line]: { ...previous[line], [column]: value } }));

    const preview = dry.preview;
    const locked = filing.phase === 'running' || filing.phase === 'cancelling';
    const shown = preview && onlyProblems ? preview.filter(row => row.status !== 'ready') : preview;

    return (
        <>
            {dry.facts.isError && (
                <ErrorAlert
                    error={{ message: m('portal.batch.loadFailed') }}
                    onRetry={() => void dry.facts.refetch()}
                />
            )}
            {!preview && !dry.facts.isError && (
                <Box role="status">
                    <Typography color="text.secondary">
                        {m('portal.batch.checking', { count: reading.rows.length })}
                    </Typography>
                    <Loading />
                </Box>
            )}
            {dry.failedChecks > 0 && (
                <ErrorAlert
                    error={{ message: m('portal.batch.checksFailed', { count: dry.failedChecks }) }}
                    onRetry={dry.retryFailed}
                />
            )}
            {preview && shown && (
                <Card>
                    <CardContent sx={{ display: 'grid', gap: 2 }}>
                        <Typography variant="subtitle1" component="h2">
                            {m('portal.batch.fileName', {
                                name: reading.workbookName,
                                rows: reading.rows.length,
                            })}
                        </Typography>
                        <BatchFilingBar
                            preview={preview}
                            pricesKnown={dry.pricesKnown}
                            filing={filing}
                            workbookName={reading.workbookName}
                            fileOf={fileOf}
                            legalOf={dry.legalOf}
                            rows={rows}
                        />
                        <Box>
                            <Button
                                size="small"
                                variant={onlyProblems ? 'contained' : 'outlined'}
                                aria-pressed={onlyProblems}
                                onClick={() => setOnlyProblems(!onlyProblems)}
                            >
                                {m('portal.batch.onlyProblems')}
                            </Button>
                        </Box>
                        <BatchTable
                            rows={shown}
                            outcomes={filing.outcomes}
                            locked={locked || filing.phase === 'done'}
                            acknowledged={acknowledged}
                            onAcknowledge={(risk, yes) =>
                                setAcknowledged(previous => {
                                    const next = new Set(previous);
                                    if (yes) next.add(risk);
                                    else next.delete(risk);
                                    return next;
                                })
                            }
                            onEdit={(line, column, value) => {
                                if (value !== undefined) return setCell(line, column, value);
                                const current =
                                    rows.find(row => row.line === line)?.cells[column] ?? '';
                                // one line to edit: items stay apart, other text joins with a space
                                const oneLine = current.replace(
                                    /\s*\n+\s*/g,
                                    column === 'items' ? m('portal.batch.lineSeparator') : ' ',
                                );
                                setEditing({ line, column, value: oneLine });
                            }}
                            iconFileOf={row => fileOf(row.cells.icon)}
                            onIconFixed={(name, file) =>
                                void fileFacts(name, file).then(fixedFacts => {
                                    // keyed by the picture given and the fix, not the fixed bytes
                                    // (which may differ from one fix to the next): the same row
                                    // fixed again is the same order
                                    const given = reading.files.find(
                                        f => fileKey(f.name) === fileKey(name),
                                    );
                                    const facts = {
                                        ...fixedFacts,
                                        sha256: `${given?.sha256 ?? ''}+fixed`,
                                    };
                                    setFixed(previous => ({
                                        ...previous,
                                        [fileKey(name)]: { facts, file: new File([file], name) },
                                    }));
                                })
                            }
                        />
                    </CardContent>
                </Card>
            )}
            {editing && (
                <CellEditDialog
                    {...editing}
                    onClose={() => setEditing(null)}
                    onSave={value => {
                        setCell(editing.line, editing.column, value);
                        setEditing(null);
                    }}
                />
            )}
        </>
    );
};
