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
import type { PickedFile } from './CellPickers';
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
    // pictures mended by the icon fixer (by the name given), and files chosen in 修改 (new names)
    const [fixed, setFixed] = useState<Record<string, { facts: BatchFile; file: File }>>({});
    const [picked, setPicked] = useState<Record<string, PickedFile>>({});
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
        () => [
            ...reading.files.map(file => fixed[fileKey(file.name)]?.facts ?? file),
            ...Object.values(picked).map(one => one.facts),
        ],
        [reading, fixed, picked],
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
        if (picked[key]) return picked[key].file;
        const blob = fixed[key]?.file ?? reading.blobs[key];
        if (!blob) return undefined;
        const original = reading.files.find(file => fileKey(file.name) === key)?.name ?? name;
        return blob instanceof File ? blob : new File([blob], original);
    };
    const setCell = (line: number, column: BatchColumn, value: string) =>
        setEdits(previous => ({ ...previous, [line]: { ...previous[line], [column]: value } }));
    // a file chosen in 修改 is the row's own: under a name no other file of the batch has
    const pickFile = (line: number, column: BatchColumn, { file, facts }: PickedFile) => {
        const taken = new Map(files.map(f => [fileKey(f.name), f.sha256]));
        const name = freeName(facts.name, facts.sha256, taken, (stem, ext, n) =>
            m('portal.batch.lineFileName', { stem, ext, line, more: n > 1 ? `-${n}` : '' }),
        );
        const named = name === file.name ? file : new File([file], name, { type: file.type });
        setPicked(previous => ({
            ...previous,
            [fileKey(name)]: { file: named, facts: { ...facts, name } },
        }));
        setCell(line, column, name);
    };

    const preview = dry.preview;
    const locked = filing.phase === 'running' || filing.phase === 'cancelling';
    const shown =
        preview && onlyProblems
            ? preview.filter(row => row.status !== 'ready' && row.status !== 'filed')
            : preview;

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
                    applicants={dry.facts.data?.applicants ?? []}
                    currentFile={editing.value ? fileOf(editing.value) : undefined}
                    onClose={() => setEditing(null)}
                    onSave={value => {
                        setCell(editing.line, editing.column, value);
                        setEditing(null);
                    }}
                    onSaveFile={chosen => {
                        pickFile(editing.line, editing.column, chosen);
                        setEditing(null);
                    }}
                />
            )}
        </>
    );
};

/**
 * `name`, or when another file of the batch has that name with other bytes, the name with the
 * row's line (委托书（第5行）.jpg), numbered on if need be.
 */
const freeName = (
    name: string,
    sha256: string,
    taken: ReadonlyMap<string, string>,
    /** the name with the row's line, the n-th try */
    withLine: (stem: string, ext: string, n: number) => string,
): string => {
    const free = (candidate: string) => {
        const held = taken.get(fileKey(candidate));
        return held === undefined || held === sha256;
    };
    if (free(name)) return name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 1; ; n++) {
        const candidate = withLine(stem, ext, n);
        if (free(candidate)) return candidate;
    }
};
