/**
 * The money and the filing of a checked batch: how many rows can be filed (a row filed before
 * is neither counted nor charged), their fee against the balance (去充值 when it is short),
 * 提交 N 个订单 asked once with the amount, then the progress with 取消, and at the end what
 * happened and 下载结果 (BatchResult).
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
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { TopUpDialog } from '../account/TopUpDialog';
import type { RawRow } from '../../domain/batch/format';
import { toFen } from '../../domain/rules/fee';
import type { FileRef } from '../../domain/types/documents';
import { formatMoney } from '../common/format';
import { riskAuditEntry } from '../common/riskAudit';
import { useSpInfo } from '../common/useSpInfo';
import { useMessage } from '../i18n/useMessage';
import { BatchResult } from './BatchResult';
import type { FilingRow } from './filing';
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

    // the rows to file: a row filed before is not filed again, nor counted, nor charged
    const ready = preview.filter(row => row.status === 'ready' && row.order && row.key);
    const count = (status: PreviewRow['status']) =>
        preview.filter(row => row.status === status).length;
    const feeFen = ready.reduce((sum, row) => sum + (row.order!.feeFen ?? 0), 0);
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
            filedBefore: count('filed'),
            balanceFen: balanceFen ?? 0,
            fileOf: props.fileOf,
            legalOf: props.legalOf,
        });
    };

    const settled = [...filing.outcomes.values()].filter(o => o.state !== 'filing').length;
    // every row was filed before: nothing to file, and the page says so
    const allFiledBefore = preview.length > 0 && count('filed') === preview.length;

    return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography role="status">
                {m(count('filed') ? 'portal.batch.summaryFiled' : 'portal.batch.summary', {
                    total: preview.length,
                    ready: ready.length,
                    bad: count('bad'),
                    risky: count('risk'),
                    filed: count('filed'),
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
            {filing.phase === 'idle' && allFiledBefore && (
                <BatchResult
                    preview={preview}
                    outcomes={filing.outcomes}
                    rows={props.rows}
                    filing={false}
                />
            )}
            {filing.phase === 'idle' && !allFiledBefore && (
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
                <BatchResult
                    preview={preview}
                    outcomes={filing.outcomes}
                    rows={props.rows}
                    filing
                />
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
