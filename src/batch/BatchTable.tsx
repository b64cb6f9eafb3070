/**
 * The dry run's preview: one line per workbook row with its status, the cells that say what it
 * files, its fee and its problems, each on its column's name with the fix offered (采用建议 for
 * a standard item, 修改 for any cell, 修正图样 for a picture the icon fixer can mend) and, for
 * a risk, 我已知晓此风险. Paged, so 500 rows stay quick; on a phone it scrolls sideways.
 */
import { useState } from 'react';
import {
    Box,
    Button,
    Card,
    CardContent,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { HEADER_OF, ICON_COLOUR_VALUES } from '../../domain/batch/format';
import type { BatchColumn } from '../../domain/batch/format';
import type { CellProblem } from '../../domain/batch/rows';
import { FILE_RULES } from '../../domain/rules/files';
import { formatMoney } from '../common/format';
import { ImageFixOffer } from '../common/imageFix/ImageFixOffer';
import { StatusBadge } from '../common/StatusBadge';
import type { BadgeTone } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import type { LiveOutcome } from './useFiling';
import { riskKey } from './risks';
import type { PreviewRow } from './useDryRun';

const PAGE_SIZE = 50;

/** The columns shown; the others' problems are said on their names. */
const SHOWN: readonly BatchColumn[] = ['applicant', 'trademarkName', 'cls', 'items'];

type Shown = { key: MessageKey; tone: BadgeTone };

export const statusOf = (row: PreviewRow, outcome: LiveOutcome | undefined): Shown => {
    if (outcome) {
        switch (outcome.state) {
            case 'filing':
                return { key: 'portal.batch.status.filing', tone: 'info' };
            case 'filed':
                return outcome.how === 'now'
                    ? { key: 'portal.batch.status.filed', tone: 'success' }
                    : outcome.how === 'before'
                      ? { key: 'portal.batch.status.filedBefore', tone: 'success' }
                      : { key: 'portal.batch.status.found', tone: 'success' };
            case 'failed':
                return { key: 'portal.batch.status.failed', tone: 'error' };
            case 'left':
                return outcome.reason === 'balance'
                    ? { key: 'portal.batch.status.leftBalance', tone: 'warning' }
                    : { key: 'portal.batch.status.leftCancelled', tone: 'default' };
        }
    }
    return {
        filed: { key: 'portal.batch.status.filed', tone: 'success' },
        ready: { key: 'portal.batch.status.ready', tone: 'success' },
        bad: { key: 'portal.batch.status.bad', tone: 'error' },
        risk: { key: 'portal.batch.status.risk', tone: 'warning' },
        checking: { key: 'portal.batch.status.checking', tone: 'default' },
    }[row.status] as Shown;
};

/** A row's fee; none for a row filed before, which is not charged again. */
const feeOf = (row: PreviewRow) =>
    row.status !== 'filed' && row.order?.feeFen != null ? formatMoney(row.order.feeFen / 100) : '';

export interface BatchTableProps {
    rows: readonly PreviewRow[];
    outcomes: ReadonlyMap<number, LiveOutcome>;
    /** while filing nothing is edited */
    locked: boolean;
    /** the risks acknowledged (`riskKey`) */
    acknowledged: ReadonlySet<string>;
    onAcknowledge(risk: string, yes: boolean): void;
    onEdit(line: number, column: BatchColumn, value?: string): void;
    /** the picture of a row's icon cell, for the fixer */
    iconFileOf(row: PreviewRow): File | undefined;
    onIconFixed(name: string, file: File): void;
}

const Problem = ({
    row,
    problem,
    props,
}: {
    row: PreviewRow;
    problem: CellProblem;
    props: BatchTableProps;
}) => {
    const m = useMessage();
    const icon = problem.iconFix ? props.iconFileOf(row) : undefined;
    return (
        <Box sx={{ mb: 0.5 }}>
            <Typography variant="body2" color="error">
                {m('portal.batch.cellProblem', {
                    column: HEADER_OF[problem.column],
                    message: problem.message,
                })}
            </Typography>
            {!props.locked && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {problem.fix !== undefined && (
                        <Button
                            size="small"
                            onClick={() => props.onEdit(row.line, problem.column, problem.fix)}
                        >
                            {m('portal.batch.fix.apply', { value: problem.fix })}
                        </Button>
                    )}
                    <Button size="small" onClick={() => props.onEdit(row.line, problem.column)}>
                        {m('portal.batch.fix.edit')}
                    </Button>
                    {icon && (
                        <ImageFixOffer
                            label={HEADER_OF.icon}
                            file={icon}
                            rule={FILE_RULES.icon}
                            grey={ICON_COLOUR_VALUES[row.cells.iconColour] === 1}
                            onAccept={fixed => props.onIconFixed(icon.name, fixed)}
                        />
                    )}
                </Stack>
            )}
        </Box>
    );
};

/** A row's problems with their fixes, its risks with 我已知晓此风险, and its filing's outcome. */
const RowNotes = ({ row, props }: { row: PreviewRow; props: BatchTableProps }) => {
    const m = useMessage();
    const outcome = props.outcomes.get(row.line);
    const orderId = outcome?.state === 'filed' ? outcome.orderId : row.filedBefore;
    return (
        <>
            {row.problems.map(problem => (
                <Problem
                    key={problem.column + problem.message}
                    row={row}
                    problem={problem}
                    props={props}
                />
            ))}
            {row.risks.map(risk => (
                <Typography key={risk.message} variant="body2" color="warning.dark">
                    {risk.message}
                    {risk.groups.length > 0 && (
                        <Box component="span" sx={{ display: 'block' }}>
                            {m('portal.batch.risk.groups', {
                                groups: risk.groups.join(m('portal.batch.lineSeparator')),
                            })}
                        </Box>
                    )}
                    {risk.marks.length > 0 && (
                        <Box component="span" sx={{ display: 'block' }}>
                            {m('portal.batch.risk.similar', {
                                marks: risk.marks
                                    .map(mark => mark.name)
                                    .join(m('portal.batch.lineSeparator')),
                            })}
                        </Box>
                    )}
                </Typography>
            ))}
            {row.risks.length > 0 && (
                <Box
                    component="label"
                    sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.75,
                        mt: 0.5,
                        typography: 'body2',
                    }}
                >
                    <input
                        type="checkbox"
                        disabled={props.locked}
                        checked={props.acknowledged.has(riskKey(row.key!, row.risks))}
                        onChange={event =>
                            props.onAcknowledge(riskKey(row.key!, row.risks), event.target.checked)
                        }
                    />
                    {m('portal.batch.risk.acknowledge')}
                </Box>
            )}
            {outcome?.state === 'failed' && (
                <Typography variant="body2" color="error">
                    {outcome.message}
                </Typography>
            )}
            {orderId && (
                <Typography variant="body2">
                    {m('portal.batch.orderId', { id: orderId })}
                </Typography>
            )}
        </>
    );
};

export const BatchTable = (props: BatchTableProps) => {
    const m = useMessage();
    const { rows, outcomes } = props;
    const [page, setPage] = useState(0);
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const pages = Math.ceil(rows.length / PAGE_SIZE);
    const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
    if (page > 0 && shown.length === 0) setPage(0);
    const pager = pages > 1 && (
        <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}
        >
            <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {m('portal.batch.page.previous')}
            </Button>
            <Typography variant="body2">
                {m('portal.batch.page.of', { page: page + 1, pages })}
            </Typography>
            <Button size="small" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                {m('portal.batch.page.next')}
            </Button>
        </Stack>
    );
    if (isPhone)
        return (
            <>
                <Box
                    component="ul"
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                >
                    {shown.map(row => {
                        const status = statusOf(row, outcomes.get(row.line));
                        return (
                            <Card
                                component="li"
                                key={row.line}
                                variant="outlined"
                                data-line={row.line}
                            >
                                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                                        <Typography variant="subtitle2" component="h3">
                                            {m('portal.batch.lineTitle', { line: row.line })}
                                        </Typography>
                                        <StatusBadge label={m(status.key)} tone={status.tone} />
                                        <Typography variant="body2" sx={{ ml: 'auto' }}>
                                            {feeOf(row)}
                                        </Typography>
                                    </Stack>
                                    {SHOWN.map(column => (
                                        <Typography
                                            key={column}
                                            variant="body2"
                                            sx={{ overflowWrap: 'anywhere' }}
                                        >
                                            {m('portal.batch.cellProblem', {
                                                column: HEADER_OF[column],
                                                message: row.cells[column],
                                            })}
                                        </Typography>
                                    ))}
                                    <RowNotes row={row} props={props} />
                                </CardContent>
                            </Card>
                        );
                    })}
                </Box>
                {pager}
            </>
        );
    return (
        <>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table
                    size="small"
                    aria-label={m('portal.menu.batch')}
                    sx={{ '& th': { whiteSpace: 'nowrap' } }}
                >
                    <TableHead>
                        <TableRow>
                            <TableCell>{m('portal.batch.column.line')}</TableCell>
                            <TableCell>{m('portal.batch.column.status')}</TableCell>
                            {SHOWN.map(column => (
                                <TableCell key={column} sx={{ minWidth: 88 }}>
                                    {HEADER_OF[column]}
                                </TableCell>
                            ))}
                            <TableCell align="right">{m('portal.batch.column.fee')}</TableCell>
                            <TableCell sx={{ minWidth: 260 }}>
                                {m('portal.batch.column.problems')}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.map(row => {
                            const status = statusOf(row, outcomes.get(row.line));
                            const bad = new Set(row.problems.map(p => p.column));
                            return (
                                <TableRow key={row.line} data-line={row.line}>
                                    <TableCell>{row.line}</TableCell>
                                    <TableCell>
                                        <StatusBadge label={m(status.key)} tone={status.tone} />
                                    </TableCell>
                                    {SHOWN.map(column => (
                                        <TableCell
                                            key={column}
                                            sx={{
                                                maxWidth: 240,
                                                ...(bad.has(column) && {
                                                    color: 'error.main',
                                                    fontWeight: 500,
                                                }),
                                            }}
                                        >
                                            {row.cells[column]}
                                        </TableCell>
                                    ))}
                                    <TableCell align="right">{feeOf(row)}</TableCell>
                                    <TableCell>
                                        <RowNotes row={row} props={props} />
                                    </TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            </TableContainer>
            {pager}
        </>
    );
};
