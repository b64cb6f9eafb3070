/**
 * The filing of a checked batch from the page: fileRows (filing.ts) with the data provider's
 * calls, each row's outcome as it comes, 取消 after the row in flight, and the batch's summary
 * kept (progress.ts) so the page says after a reload how far it got.
 */
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import type { FileRef } from '../../domain/types/documents';
import { SP_INFO_QUERY_KEY } from '../common/useSpInfo';
import { fileRows } from './filing';
import type { FilingCalls, FilingRow, RowOutcome } from './filing';
import { progressStore } from './progress';

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
    balanceFen: number;
    fileOf(name: string): File | undefined;
    legalOf(applicantId: number): FileRef | null;
}

export const useFiling = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const queryClient = useQueryClient();
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
        findOrder: order => dataProvider.findFiledOrder(order),
    };

    const start = async (batch: FilingStart) => {
        cancelled.current = false;
        setPhase('running');
        setOutcomes(new Map());
        const summary = (filed: number, done: boolean) =>
            progressStore.update(progress => ({
                ...progress,
                last: { workbookName: batch.workbookName, rows: batch.totalRows, filed, done },
            }));
        let filed = 0;
        summary(0, false);
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
