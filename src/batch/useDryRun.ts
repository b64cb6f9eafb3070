/**
 * The dry run of a read workbook: the facts the rows are checked against (applicants, the
 * classification, prices, balance; each row's applicant's legal file when its column is
 * blank), the domain's row rules (domain/batch/rows.ts), then the backend's checks of every
 * row that passes them: the name check (a blocked name is an error; a warning a risk) and the
 * similarity examination (a risk). Risks are filed only once acknowledged.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import type { NameChecked, NameToCheck } from '../../dataProvider/nameChecks';
import type { ApplicantSummary } from '../../dataProvider/records';
import { batchContext } from '../../domain/batch/context';
import type { BatchApplicant, BatchClass, BatchFile } from '../../domain/batch/context';
import type { RawRow } from '../../domain/batch/format';
import { checkRows, classificationOf, findApplicant } from '../../domain/batch/rows';
import type { CheckedRow } from '../../domain/batch/rows';
import { unitPricesInFen } from '../../domain/rules/fee';
import type { SimilarMark } from '../../domain/types/classification';
import type { FileRef } from '../../domain/types/documents';
import { progressStore } from './progress';
import type { BatchProgress } from './progress';

/** Rows asked about in one request, and how many requests run at once. */
const CHUNK = 25;
const PARALLEL = 2;

export type RowStatus = 'ready' | 'bad' | 'risk' | 'checking';

export interface PreviewRow extends CheckedRow {
    status: RowStatus;
    /** the risks to acknowledge */
    risks: BatchRisk[];
    /** the order number of a row this browser filed before ('' when not said) */
    filedBefore?: string;
}

/** A risk the backend's checks found: its message and the earlier marks behind it. */
export interface BatchRisk {
    message: string;
    marks: SimilarMark[];
}

/** What the backend's checks said of a row: a blocked name, the risks, or why they failed. */
interface Remote {
    block?: string;
    failed?: string;
    risks: BatchRisk[];
}

const applicantOf = (a: ApplicantSummary, legal: Map<number, FileRef | null>): BatchApplicant => ({
    id: a.id,
    applicantName: a.applicantName,
    cardNumber: a.cardNumber,
    auditStatus: a.auditStatus,
    ...(legal.has(a.id) && { hasLegalNotice: legal.get(a.id) !== null }),
});

/**
 * What 我已知晓此风险 accepts: this row's order (its key) with these risks. A risk that changes
 * (the name edited, an earlier mark filed since) asks again.
 */
export const riskKey = (key: string, risks: readonly BatchRisk[]) =>
    `${key}|${risks.map(risk => [risk.message, ...risk.marks.map(mark => mark.name)].join(' ')).join(';')}`;

/** The order number of a row this browser filed before, from the progress read once. */
const filedBefore = (row: CheckedRow, filed: BatchProgress['rows']) =>
    row.key ? filed[row.key]?.orderId : undefined;

/** Answers of the backend's checks are drawn together, at most this often. */
const FLUSH_MS = 100;

const remoteKey = (row: CheckedRow) =>
    row.order
        ? `${row.order.trademarkType}|${row.order.trademarkName}|${JSON.stringify(classificationOf(row.order))}`
        : '';

export const useDryRun = (
    rows: readonly RawRow[] | null,
    files: readonly BatchFile[],
    acknowledged: ReadonlySet<string>,
) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const facts = useQuery({
        queryKey: ['batchFacts'],
        enabled: rows !== null,
        staleTime: 0,
        gcTime: 0,
        queryFn: async () => {
            const [applicants, whole, prices] = await Promise.all([
                dataProvider.listAll<ApplicantSummary & { id: number }>('applicants'),
                dataProvider.readClassification(),
                dataProvider.getUnitPrices().catch(() => undefined),
            ]);
            const classes: BatchClass[] = whole.classes.map((cls, at) => ({
                code: cls.classificationCode,
                name: cls.classificationName,
                items: (whole.groups[at] ?? []).flatMap(group =>
                    group.mins.map(item => ({
                        code: item.classificationCode,
                        name: item.classificationName,
                        groupCode: group.classificationCode,
                        groupName: group.classificationName,
                    })),
                ),
            }));
            return { applicants, classes, prices };
        },
    });

    // each applicant's own legal file, read when a row needs it (its legal column blank)
    const [legal, setLegal] = useState(() => new Map<number, FileRef | null>());
    const [remote, setRemote] = useState(() => new Map<string, Remote>());
    // a retry of failed checks: the checks' effect runs again
    const [round, setRound] = useState(0);

    const checked = useMemo(() => {
        if (!rows || !facts.data) return null;
        const { applicants, classes, prices } = facts.data;
        const ctx = batchContext({
            applicants: applicants.map(a => applicantOf(a, legal)),
            classes,
            files,
            prices: prices && unitPricesInFen(prices),
        });
        return checkRows(rows, ctx);
    }, [rows, facts.data, files, legal]);

    // the applicants whose legal file is not known yet
    const wanted = useMemo(() => {
        if (!rows || !facts.data) return [];
        // found as the rules find a row's applicant (by number, then by name)
        const ctx = batchContext({
            applicants: facts.data.applicants.map(a => applicantOf(a, legal)),
            classes: [],
            files: [],
        });
        const ids = rows
            .filter(row => !row.cells.legal)
            .map(row => findApplicant(row.cells.applicant, ctx))
            .map(found => ('id' in found ? found.id : undefined))
            .filter((id): id is number => id !== undefined && !legal.has(id));
        return [...new Set(ids)];
    }, [rows, facts.data, legal]);

    const asked = useRef(new Set<string>());
    useEffect(() => {
        const fresh = wanted.filter(id => !asked.current.has(`legal ${id}`));
        if (!fresh.length) return;
        fresh.forEach(id => asked.current.add(`legal ${id}`));
        void Promise.all(
            fresh.map(id =>
                dataProvider
                    .getOne('applicants', { id })
                    .then(
                        ({ data }) =>
                            [
                                id,
                                (data as { sebeLegalNoticeOss?: FileRef | null })
                                    .sebeLegalNoticeOss ?? null,
                            ] as const,
                    )
                    .catch(() => [id, null] as const),
            ),
        ).then(found => setLegal(previous => new Map([...previous, ...found])));
    }, [wanted, dataProvider]);

    // answers wait in `pending` and are drawn together: 500 rows are not 500 renders
    const pending = useRef(new Map<string, Remote>());
    const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const flushSoon = () => {
        flushTimer.current ??= setTimeout(() => {
            flushTimer.current = null;
            const answers = pending.current;
            pending.current = new Map();
            setRemote(previous => new Map([...previous, ...answers]));
        }, FLUSH_MS);
    };
    useEffect(
        () => () => {
            if (flushTimer.current) clearTimeout(flushTimer.current);
        },
        [],
    );

    // the backend's checks, CHUNK rows a request, PARALLEL requests at a time, each asked once
    useEffect(() => {
        if (!checked) return;
        // a row filed before is not asked about: it is not filed again
        const filed = progressStore.get().rows;
        const todo = [
            ...new Set(
                checked
                    .filter(row => !filedBefore(row, filed))
                    .map(remoteKey)
                    .filter(Boolean),
            ),
        ].filter(key => !asked.current.has(key));
        if (!todo.length) return;
        todo.forEach(key => asked.current.add(key));
        const byKey = new Map(checked.map(row => [remoteKey(row), row.order!] as const));
        const chunks: string[][] = [];
        for (let at = 0; at < todo.length; at += CHUNK) chunks.push(todo.slice(at, at + CHUNK));
        let next = 0;
        const worker = async () => {
            while (next < chunks.length) {
                const keys = chunks[next++]!;
                const asking = keys.map(key => ({ key, row: toCheck(byKey.get(key)!) }));
                const named = asking.filter(ask => ask.row !== null);
                try {
                    const answers = named.length
                        ? await dataProvider.checkNamesInBulk(named.map(ask => ask.row!))
                        : [];
                    named.forEach((ask, at) =>
                        pending.current.set(ask.key, remoteOf(answers[at]!)),
                    );
                    asking
                        .filter(ask => ask.row === null)
                        .forEach(ask => pending.current.set(ask.key, { risks: [] }));
                } catch (error) {
                    const failed = error instanceof Error ? error.message : '';
                    keys.forEach(key => pending.current.set(key, { failed, risks: [] }));
                }
                flushSoon();
            }
        };
        for (let i = 0; i < PARALLEL; i++) void worker();
    }, [checked, dataProvider, round]);

    const preview = useMemo((): PreviewRow[] | null => {
        if (!checked) return null;
        const filed = progressStore.get().rows;
        return checked.map(row => {
            if (!row.order) {
                const waiting = row.problems.every(p => p.column === 'legal') && wanted.length > 0;
                return { ...row, status: waiting ? 'checking' : 'bad', risks: [] };
            }
            const filedAs = filedBefore(row, filed);
            if (filedAs !== undefined)
                return { ...row, status: 'ready', risks: [], filedBefore: filedAs };
            const answer = remote.get(remoteKey(row));
            if (!answer) return { ...row, status: 'checking', risks: [] };
            // a blocked name, or checks that failed, is the name's problem
            const refusal = answer.failed ?? answer.block;
            if (refusal !== undefined)
                return {
                    ...row,
                    status: 'bad',
                    risks: [],
                    problems: [{ column: 'trademarkName', message: refusal }],
                    order: null,
                    key: null,
                };
            const risky =
                answer.risks.length > 0 && !acknowledged.has(riskKey(row.key!, answer.risks));
            return { ...row, status: risky ? 'risk' : 'ready', risks: answer.risks };
        });
    }, [checked, remote, acknowledged, wanted]);

    return {
        facts,
        preview,
        pricesKnown: !!facts.data?.prices,
        /** rows whose backend checks failed (a network error): 重试 asks again */
        failedChecks: [...remote.values()].filter(value => value.failed !== undefined).length,
        legalOf: (id: number) => legal.get(id) ?? null,
        /** asks the backend's checks of failed rows again */
        retryFailed: () => {
            for (const [key, value] of remote)
                if (value.failed !== undefined) asked.current.delete(key);
            setRemote(
                previous =>
                    new Map([...previous].filter(([, value]) => value.failed === undefined)),
            );
            setRound(round + 1);
        },
    };
};

/** A row's order as the backend's checks take it; a figure mark has no name to check. */
const toCheck = (order: NonNullable<CheckedRow['order']>): NameToCheck | null =>
    order.trademarkName
        ? {
              trademarkName: order.trademarkName,
              classification: classificationOf(order),
          }
        : null;

/** What the checks found: a blocked name is an error, a warning or a similar mark a risk. */
const remoteOf = ({ name, similarity }: NameChecked): Remote => {
    if (name.Result === 'BLOCK') return { block: name.Message, risks: [] };
    const risks: BatchRisk[] = [];
    if (name.Result === 'WARN') risks.push({ message: name.Message, marks: [] });
    if (similarity.Result !== 'PASS' || similarity.marks.length)
        risks.push({ message: similarity.Message, marks: similarity.marks });
    return { risks };
};
