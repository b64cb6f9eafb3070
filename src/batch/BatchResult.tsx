/**
 * What a batch's filing did, and 下载结果: how many rows were filed now and how many were filed
 * before (not filed again, not charged), the failures and the rows left; also shown, without a
 * filing, when every row of the workbook was filed before.
 */
import { Alert, Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { HEADER_OF } from '../../domain/batch/format';
import type { RawRow } from '../../domain/batch/format';
import { onDemand } from '../common/lazyNamed';
import { saveFile } from '../common/saveFile';
import { useMessage } from '../i18n/useMessage';
import { statusOf } from './BatchTable';
import type { PreviewRow } from './useDryRun';
import type { LiveOutcome } from './useFiling';

export interface BatchResultProps {
    preview: readonly PreviewRow[];
    outcomes: ReadonlyMap<number, LiveOutcome>;
    /** the rows as read, for the result workbook */
    rows: readonly RawRow[];
    /** false: no filing ran (every row was filed before) */
    filing: boolean;
}

/** The counts of a result: filed now, filed before (the dry run's and the filing's), … */
export const resultCounts = (
    preview: readonly PreviewRow[],
    outcomes: ReadonlyMap<number, LiveOutcome>,
) => {
    const all = [...outcomes.values()];
    const filed = all.filter(o => o.state === 'filed');
    return {
        now: filed.filter(o => o.how === 'now').length,
        before:
            preview.filter(row => row.status === 'filed' && !outcomes.has(row.line)).length +
            filed.filter(o => o.how !== 'now').length,
        found: filed.filter(o => o.how === 'found').length,
        failed: all.filter(o => o.state === 'failed').length,
        left: preview.filter(row => outcomes.get(row.line)?.state === 'left').map(row => row.line),
    };
};

export const BatchResult = ({ preview, outcomes, rows, filing }: BatchResultProps) => {
    const m = useMessage();
    const counts = resultCounts(preview, outcomes);

    const download = async () => {
        const { resultWorkbook } = await onDemand(import('./workbooks'));
        const results = preview.map(row => {
            const outcome = outcomes.get(row.line);
            const filedBefore =
                outcome?.state === 'filed' ? outcome.how !== 'now' : row.status === 'filed';
            return {
                row: rows.find(raw => raw.line === row.line) ?? row,
                status: m(statusOf(row, outcome).key),
                orderId: outcome?.state === 'filed' ? outcome.orderId : (row.filedBefore ?? ''),
                message:
                    outcome?.state === 'failed'
                        ? outcome.message
                        : filedBefore
                          ? m('portal.batch.result.filedBefore')
                          : row.problems
                                .map(p =>
                                    m('portal.batch.cellProblem', {
                                        column: HEADER_OF[p.column],
                                        message: p.message,
                                    }),
                                )
                                .join(m('portal.batch.lineSeparator')),
            };
        });
        saveFile({
            blob: await resultWorkbook(results, {
                line: m('portal.batch.result.line'),
                status: m('portal.batch.result.status'),
                orderId: m('portal.batch.result.orderId'),
                message: m('portal.batch.result.message'),
            }),
            fileName: `${m('portal.batch.resultFile')}.xlsx`,
        });
    };

    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <Alert severity={counts.failed + counts.left.length === 0 ? 'success' : 'warning'}>
                {filing
                    ? m('portal.batch.done', {
                          filed: counts.now,
                          before: counts.before,
                          failed: counts.failed,
                          left: counts.left.length,
                      })
                    : m('portal.batch.nothingNew', { before: counts.before })}
                {counts.left.length > 0 && (
                    <Box>
                        {m('portal.batch.left', {
                            lines: counts.left.join(m('portal.batch.lineSeparator')),
                        })}
                    </Box>
                )}
                {counts.found > 0 && <Box>{m('portal.batch.found', { count: counts.found })}</Box>}
            </Alert>
            <Box>
                <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    onClick={() => void download()}
                >
                    {m('portal.batch.download')}
                </Button>
            </Box>
        </Box>
    );
};
