/**
 * The money and the filing of a checked batch: how many rows can be filed, their fee against
 * the balance (去充值 when it is short), 提交 N 个订单 asked once with the amount, then the
 * progress with 取消, and at the end what happened and 下载结果.
 */
import { useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    LinearProgress,
    Stack,
    Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { TopUpDialog } from '../account/TopUpDialog';
import { HEADER_OF } from '../../domain/batch/format';
import type { RawRow } from '../../domain/batch/format';
import { toFen } from '../../domain/rules/fee';
import type { FileRef } from '../../domain/types/documents';
import { formatMoney } from '../common/format';
import { onDemand } from '../common/lazyNamed';
import { saveFile } from '../common/saveFile';
import { riskAuditEntry } from '../common/riskAudit';
import { useSpInfo } from '../common/useSpInfo';
import { useMessage } from '../i18n/useMessage';
import { statusOf } from './BatchTable';
import type { FilingRow } from './filing';
import { progressStore } from './progress';
import type { PreviewRow } from './useDryRun';
import type { useFiling } from './useFiling';

export interface BatchFilingBarProps {
    preview: readonly PreviewRow[];
    pricesKnown: boolean;
    filing: ReturnType<typeof useFiling>;
    workbookName: string;
    rows: readonly RawRow[];
    fileOf(name: string): File | undefined;
    legalOf(applicantId: number): FileRef | null;
}

const yuan = (fen: number) => formatMoney(fen / 100);

export const BatchFilingBar = (props: BatchFilingBarProps) => {
    const m = useMessage();
    const { preview, filing } = props;
    const account = useSpInfo();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [confirming, setConfirming] = useState(false);
    const [topUpFen, setTopUpFen] = useState<number | null>(null);

    const ready = preview.filter(row => row.status === 'ready' && row.order && row.key);
    const count = (status: PreviewRow['status']) =>
        preview.filter(row => row.status === status).length;
    // a row this browser already filed is not charged again
    const kept = progressStore.get().rows;
    const toCharge = ready.filter(row => kept[row.key!]?.orderId === undefined);
    const feeFen = toCharge.reduce((sum, row) => sum + (row.order!.feeFen ?? 0), 0);
    const balanceFen = account.data ? toFen(account.data.balance) : null;
    const shortFen = balanceFen === null ? 0 : Math.max(0, feeFen - balanceFen);
    const checking = count('checking') > 0;

    const start = () => {
        setConfirming(false);
        const rows: FilingRow[] = ready.map(row => ({
            line: row.line,
            key: row.key!,
            order: row.order!,
        }));
        // who accepted which risk goes to the audit trail, as the wizard sends it (a backend
        // without one answers 404; the filing goes on either way)
        for (const row of ready)
            if (row.risks.length)
                dataProvider
                    .acknowledgeRisk(
                        riskAuditEntry(row.order!.trademarkName, [row.order!.cls], row.risks),
                    )
                    .catch(() => undefined);
        void filing.start({
            rows,
            workbookName: props.workbookName,
            totalRows: preview.length,
            balanceFen: balanceFen ?? 0,
            fileOf: props.fileOf,
            legalOf: props.legalOf,
        });
    };

    const outcomes = [...filing.outcomes.values()];
    const settled = outcomes.filter(o => o.state !== 'filing').length;
    const filed = outcomes.filter(o => o.state === 'filed');
    const left = preview
        .filter(row => filing.outcomes.get(row.line)?.state === 'left')
        .map(row => row.line);

    const download = async () => {
        const { resultWorkbook } = await onDemand(import('./workbooks'));
        const results = preview.map(row => {
            const outcome = filing.outcomes.get(row.line);
            return {
                row: props.rows.find(raw => raw.line === row.line) ?? row,
                status: m(statusOf(row, outcome).key),
                orderId: outcome?.state === 'filed' ? outcome.orderId : '',
                message:
                    outcome?.state === 'failed'
                        ? outcome.message
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
        <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography role="status">
                {m('portal.batch.summary', {
                    total: preview.length,
                    ready: ready.length,
                    bad: count('bad'),
                    risky: count('risk'),
                })}
            </Typography>
            {checking && (
                <Typography variant="body2" color="text.secondary">
                    {m('portal.batch.stillChecking', { count: count('checking') })}
                </Typography>
            )}
            {props.pricesKnown ? (
                <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
                    <Typography>
                        {m('portal.batch.fee.total')} <strong>¥{yuan(feeFen)}</strong>
                    </Typography>
                    {balanceFen !== null && (
                        <Typography>
                            {m('portal.batch.fee.balance')} ¥{yuan(balanceFen)}
                        </Typography>
                    )}
                    {balanceFen !== null && shortFen === 0 && (
                        <Typography>
                            {m('portal.batch.fee.after')} ¥{yuan(balanceFen - feeFen)}
                        </Typography>
                    )}
                    {shortFen > 0 && (
                        <Typography color="error">
                            {m('portal.batch.fee.short', { amount: yuan(shortFen) })}{' '}
                            <Button size="small" onClick={() => setTopUpFen(shortFen)}>
                                {m('portal.batch.fee.topUp')}
                            </Button>
                        </Typography>
                    )}
                </Stack>
            ) : (
                <Alert severity="warning">{m('portal.batch.fee.unknown')}</Alert>
            )}
            {filing.phase === 'idle' && (
                <Box>
                    <Button
                        variant="contained"
                        disabled={
                            ready.length === 0 ||
                            checking ||
                            !props.pricesKnown ||
                            balanceFen === null
                        }
                        onClick={() => setConfirming(true)}
                    >
                        {ready.length
                            ? m('portal.batch.submit', { count: ready.length })
                            : m('portal.batch.nothingToFile')}
                    </Button>
                </Box>
            )}
            {(filing.phase === 'running' || filing.phase === 'cancelling') && (
                <Box sx={{ display: 'grid', gap: 1 }}>
                    <Typography>
                        {m('portal.batch.progress', { done: settled, total: ready.length })}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={ready.length ? (settled / ready.length) * 100 : 0}
                        aria-label={m('portal.batch.progress', {
                            done: settled,
                            total: ready.length,
                        })}
                    />
                    <Box>
                        <Button onClick={filing.cancel} disabled={filing.phase === 'cancelling'}>
                            {filing.phase === 'cancelling'
                                ? m('portal.batch.cancelling')
                                : m('portal.batch.cancel')}
                        </Button>
                    </Box>
                </Box>
            )}
            {filing.phase === 'done' && (
                <Box sx={{ display: 'grid', gap: 1 }}>
                    <Alert severity={filed.length === ready.length ? 'success' : 'warning'}>
                        {m('portal.batch.done', {
                            filed: filed.length,
                            failed: outcomes.filter(o => o.state === 'failed').length,
                            left: left.length,
                        })}
                        {left.length > 0 && (
                            <Box>
                                {m('portal.batch.left', {
                                    lines: left.join(m('portal.batch.lineSeparator')),
                                })}
                            </Box>
                        )}
                        {filed.some(o => o.how === 'found') && (
                            <Box>
                                {m('portal.batch.found', {
                                    count: filed.filter(o => o.how === 'found').length,
                                })}
                            </Box>
                        )}
                        {filed.some(o => o.how === 'before') && (
                            <Box>
                                {m('portal.batch.before', {
                                    count: filed.filter(o => o.how === 'before').length,
                                })}
                            </Box>
                        )}
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
            )}
            <Dialog
                open={confirming}
                onClose={() => setConfirming(false)}
                aria-labelledby="batch-confirm-title"
            >
                <DialogTitle id="batch-confirm-title">{m('portal.batch.confirmTitle')}</DialogTitle>
                <DialogContent>
                    <DialogContentText>
                        {shortFen > 0
                            ? m('portal.batch.confirmShort', {
                                  fee: yuan(feeFen),
                                  balance: yuan(balanceFen ?? 0),
                              })
                            : m('portal.batch.confirm', {
                                  count: ready.length,
                                  fee: yuan(feeFen),
                                  after: yuan((balanceFen ?? 0) - feeFen),
                              })}
                    </DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setConfirming(false)}>
                        {m('portal.batch.fix.cancel')}
                    </Button>
                    <Button variant="contained" autoFocus onClick={start}>
                        {m('portal.batch.fix.save')}
                    </Button>
                </DialogActions>
            </Dialog>
            {topUpFen !== null && (
                <TopUpDialog amountFen={topUpFen} onClose={() => setTopUpFen(null)} />
            )}
        </Box>
    );
};
