/**
 * 批量申报 (`#/home/myorder/batch`): the template, the upload of a workbook with its files,
 * the dry run's preview (BatchTable), then the filing of the good rows (useFiling) and its
 * result workbook. docs/batch.md.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { fileKey } from '../../domain/batch/context';
import type { BatchFile } from '../../domain/batch/context';
import { BATCH_MAX_ROWS } from '../../domain/batch/format';
import type { BatchColumn, RawRow } from '../../domain/batch/format';
import { ErrorAlert } from '../common/ErrorAlert';
import { onDemand } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { saveFile } from '../common/saveFile';
import { useMessage } from '../i18n/useMessage';
import { BatchFilingBar } from './BatchFilingBar';
import { BatchTable } from './BatchTable';
import { CellEditDialog } from './CellEditDialog';
import { fileFacts } from './fileFacts';
import { editsStore, progressStore } from './progress';
import type { BatchReadProblem, BatchReading } from './readBatch';
import { readInWorker } from './readInWorker';
import { useDryRun } from './useDryRun';
import { useFiling } from './useFiling';

type Edits = Record<number, Partial<Record<BatchColumn, string>>>;
type Editing = { line: number; column: BatchColumn; value: string };

const ACCEPT = '.xlsx,.zip,.jpg,.jpeg,.png,.bmp,.pdf';

export const BatchPage = () => {
    const m = useMessage();
    const input = useRef<HTMLInputElement>(null);
    const [reading, setReading] = useState<BatchReading | null>(null);
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string | null>(null);
    const [edits, setEdits] = useState<Edits>({});
    const [fixed, setFixed] = useState<Record<string, { facts: BatchFile; file: File }>>({});
    const [acknowledged, setAcknowledged] = useState<ReadonlySet<number>>(new Set());
    const [editing, setEditing] = useState<Editing | null>(null);
    const [onlyProblems, setOnlyProblems] = useState(false);
    const filing = useFiling();
    // read again whenever the page draws: a filing writes it as it goes
    const last = progressStore.get().last;

    const rows = useMemo(
        (): RawRow[] | null =>
            reading?.rows.map(row =>
                edits[row.line] ? { ...row, cells: { ...row.cells, ...edits[row.line] } } : row,
            ) ?? null,
        [reading, edits],
    );
    const files = useMemo(
        () => reading?.files.map(file => fixed[fileKey(file.name)]?.facts ?? file) ?? [],
        [reading, fixed],
    );
    const dry = useDryRun(rows, files, acknowledged);
    useEffect(() => {
        if (reading)
            editsStore.set({
                workbook: reading.workbookSha256,
                cells: edits,
                acknowledged: [...acknowledged],
            });
    }, [reading, edits, acknowledged]);

    const fileOf = (name: string): File | undefined => {
        const key = fileKey(name);
        const blob = fixed[key]?.file ?? reading?.blobs[key];
        if (!blob) return undefined;
        const original = reading?.files.find(file => fileKey(file.name) === key)?.name ?? name;
        return blob instanceof File ? blob : new File([blob], original);
    };

    const choose = async (chosen: FileList | null) => {
        if (!chosen?.length) return;
        setBusy(true);
        setProblem(null);
        setReading(null);
        setEdits({});
        setFixed({});
        setAcknowledged(new Set());
        filing.reset();
        const result = await readInWorker([...chosen]);
        setBusy(false);
        if (input.current) input.current.value = '';
        if (!result.ok) return setProblem(problemText(result, m));
        // the same workbook again: the fixes made on it before come back
        const kept = editsStore.get(result.workbookSha256);
        setReading(result);
        setEdits(kept.cells);
        setAcknowledged(new Set(kept.acknowledged));
    };

    const template = async () => {
        const { templateWorkbook } = await onDemand(import('./workbooks'));
        saveFile({
            blob: await templateWorkbook({
                column: m('portal.batch.helpSheet.column'),
                help: m('portal.batch.helpSheet.help'),
                example: m('portal.batch.helpSheet.example'),
            }),
            fileName: `${m('portal.batch.templateFile')}.xlsx`,
        });
    };

    const preview = dry.preview;
    const locked = filing.phase === 'running' || filing.phase === 'cancelling';
    const shown = preview && onlyProblems ? preview.filter(row => row.status !== 'ready') : preview;

    return (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 1280 }}>
            <Title title="portal.menu.batch" />
            <Card>
                <CardContent sx={{ display: 'grid', gap: 2 }}>
                    <Typography color="text.secondary">{m('portal.batch.intro')}</Typography>
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                        <Button
                            variant="outlined"
                            startIcon={<DownloadIcon />}
                            onClick={() => void template()}
                        >
                            {m('portal.batch.template')}
                        </Button>
                        <Button
                            variant="contained"
                            startIcon={<UploadFileIcon />}
                            disabled={busy || locked}
                            onClick={() => input.current?.click()}
                        >
                            {m(reading ? 'portal.batch.again' : 'portal.batch.choose')}
                        </Button>
                        <input
                            ref={input}
                            type="file"
                            multiple
                            hidden
                            accept={ACCEPT}
                            aria-label={m('portal.batch.choose')}
                            data-testid="batch-files"
                            onChange={event => void choose(event.target.files)}
                        />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                        {m('portal.batch.chooseHint', { max: BATCH_MAX_ROWS })}
                    </Typography>
                    {last && !last.done && !reading && !busy && (
                        <Alert severity="info">
                            {m('portal.batch.resume', {
                                name: last.workbookName,
                                rows: last.rows,
                                filed: last.filed,
                            })}
                        </Alert>
                    )}
                    {problem && <Alert severity="error">{problem}</Alert>}
                </CardContent>
            </Card>
            {busy && <Loading />}
            {reading && dry.facts.isError && (
                <ErrorAlert
                    error={{ message: m('portal.batch.loadFailed') }}
                    onRetry={() => void dry.facts.refetch()}
                />
            )}
            {reading && !preview && !dry.facts.isError && (
                <Box role="status">
                    <Typography color="text.secondary">
                        {m('portal.batch.checking', { count: reading.rows.length })}
                    </Typography>
                    <Loading />
                </Box>
            )}
            {reading && dry.failedChecks > 0 && (
                <ErrorAlert
                    error={{ message: m('portal.batch.checksFailed', { count: dry.failedChecks }) }}
                    onRetry={dry.retryFailed}
                />
            )}
            {reading && preview && shown && (
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
                            rows={reading.rows}
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
                            onAcknowledge={(line, yes) =>
                                setAcknowledged(previous => {
                                    const next = new Set(previous);
                                    if (yes) next.add(line);
                                    else next.delete(line);
                                    return next;
                                })
                            }
                            onEdit={(line, column, value) => {
                                const current =
                                    rows?.find(row => row.line === line)?.cells[column] ?? '';
                                if (value === undefined)
                                    setEditing({ line, column, value: current });
                                else
                                    setEdits(previous => ({
                                        ...previous,
                                        [line]: { ...previous[line], [column]: value },
                                    }));
                            }}
                            iconFileOf={row => fileOf(row.cells.icon)}
                            onIconFixed={(name, file) =>
                                void fileFacts(name, file).then(facts =>
                                    setFixed(previous => ({
                                        ...previous,
                                        [fileKey(name)]: { facts, file: new File([file], name) },
                                    })),
                                )
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
                        setEdits(previous => ({
                            ...previous,
                            [editing.line]: { ...previous[editing.line], [editing.column]: value },
                        }));
                        setEditing(null);
                    }}
                />
            )}
        </Box>
    );
};

const problemText = (result: BatchReadProblem, m: ReturnType<typeof useMessage>): string => {
    switch (result.problem) {
        case 'noWorkbook':
            return m('portal.batch.problem.noWorkbook');
        case 'manyWorkbooks':
            return m('portal.batch.problem.manyWorkbooks', {
                names: result.names.join(m('portal.batch.lineSeparator')),
            });
        case 'unreadable':
            return m('portal.batch.problem.unreadable', { name: result.name });
        case 'empty':
            return m('portal.batch.problem.empty');
        case 'missingColumns':
            return m('portal.batch.problem.missingColumns', {
                columns: result.columns.join(m('portal.batch.lineSeparator')),
            });
        case 'tooManyRows':
            return m('portal.batch.problem.tooManyRows', {
                count: result.count,
                max: BATCH_MAX_ROWS,
            });
    }
};
