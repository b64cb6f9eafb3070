/**
 * The filing of a checked batch from the page: fileRows (filing.ts) with the data provider's
 * calls, each row's outcome as it comes, 取消 after the row in flight, and the batch's summary
 * kept (progress.ts) so the page says after a reload how far it got.
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import type { FileRef } from '../../domain/types/documents';
import { SP_INFO_QUERY_KEY } from '../common/useSpInfo';
import { useMessage } from '../i18n/useMessage';
import { fileRows } from './filing';
import type { FilingCalls, FilingRow, RowOutcome } from './filing';
import { progressStore } from './progress';

/** The Web Lock a filing holds, across the portal's tabs. */
const FILING_LOCK = 'portal-batch-filing';

export type LiveOutcome = RowOutcome | { state: 'filing' };

const TARGETS = {
    icon: { policy: 'ICON', verifyType: 2 },
    letter: { policy: 'ATTORNEY', verifyType: 1 },
    legal: { policy: 'LEGAL_NOTICE', scene: 'edit' },
} as const;

export interface FilingStart {
    rows: FilingRow[];
    workbookName: string;
    totalRows: number;
    /** the rows of the workbook filed before, not in `rows`: counted as filed in the summary */
    filedBefore: number;
    balanceFen: number;
    fileOf(name: string): File | undefined;
    legalOf(applicantId: number): FileRef | null;
}

export const useFiling = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const m = useMessage();
    const [outcomes, setOutcomes] = useState(() => new Map<number, LiveOutcome>());
    const [phase, setPhase] = useState<'idle' | 'running' | 'cancelling' | 'done'>('idle');
    const cancelled = useRef(false);

    const calls: FilingCalls = {
        upload: async (file, target) => {
            const answer = await dataProvider.uploadFile(file, TARGETS[target]);
            return { ossKey: answer.ossKey, url: answer.url, fileName: answer.fileName };
        },
        autoIcon: name => dataProvider.autoTrademarkImage(name),
        fileOrder: order => dataProvider.fileKeyedOrder(order),
        findOrders: orders => dataProvider.findFiledOrders(orders),
    };

    const run = async (batch: FilingStart) => {
        cancelled.current = false;
        setPhase('running');
        setOutcomes(new Map());
        const summary = (filed: number, done: boolean) =>
            progressStore.update(progress => ({
                ...progress,
                last: { workbookName: batch.workbookName, rows: batch.totalRows, filed, done },
            }));
        let filed = batch.filedBefore;
        summary(filed, false);
        await fileRows(batch.rows, {
            calls,
            fileOf: batch.fileOf,
            legalOf: batch.legalOf,
            balanceFen: batch.balanceFen,
            isCancelled: () => cancelled.current,
            onRow: (line, outcome) => {
                if (outcome.state === 'filed') summary(++filed, false);
                setOutcomes(previous => new Map(previous).set(line, outcome));
            },
        });
        summary(filed, true);
        setPhase('done');
        // the balance and the order list have changed
        void queryClient.invalidateQueries({ queryKey: SP_INFO_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
    };

    /**
     * One filing at a time: a second 确定 (a double click) is ignored, and another tab of the
     * portal filing a batch holds the browser's lock (Web Locks), so two loops never look the
     * same row up before either has filed it.
     */
    const running = useRef(false);
    const start = async (batch: FilingStart) => {
        if (running.current) return;
        running.current = true;
        try {
            if (!navigator.locks) return await run(batch);
            await navigator.locks.request(FILING_LOCK, { ifAvailable: true }, async lock => {
                if (lock) await run(batch);
                else notify(m('portal.batch.otherTab'), { type: 'warning' });
            });
        } finally {
            running.current = false;
        }
    };
    // leaving the page stops the filing after the row in flight
    useEffect(
        () => () => {
            cancelled.current = true;
        },
        [],
    );

    return {
        outcomes,
        phase,
        start,
        cancel: () => {
            cancelled.current = true;
            setPhase(current => (current === 'running' ? 'cancelling' : current));
        },
        reset: () => {
            setOutcomes(new Map());
            setPhase('idle');
        },
    };
};
