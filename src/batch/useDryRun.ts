/**
 * The dry run of a read workbook: the facts the rows are checked against (applicants, the
 * classification, prices, balance; each row's applicant's legal file when its column is
 * blank), the domain's row rules (domain/batch/rows.ts), then, for every row that passes them:
 * whether it was filed before (filing.ts `findFiled`: its key kept in this browser, else the
 * agency's order list, on any backend), and for a row not filed before the backend's checks:
 * the name check (a blocked name is an error; a warning a risk) and the similarity examination
 * (a risk). A row filed before is neither checked nor filed again, so it is never said to be
 * similar to its own earlier filing. Risks are filed only once acknowledged.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { PortalDataProvider } from '../../dataProvider';
import type { NameToCheck } from '../../dataProvider/nameChecks';
import type { ApplicantSummary } from '../../dataProvider/records';
import { batchContext } from '../../domain/batch/context';
import type { BatchApplicant, BatchClass, BatchFile } from '../../domain/batch/context';
import type { RawRow } from '../../domain/batch/format';
import { checkRows, classificationOf, findApplicant } from '../../domain/batch/rows';
import type { CheckedRow } from '../../domain/batch/rows';
import { unitPricesInFen } from '../../domain/rules/fee';
import type { FileRef } from '../../domain/types/documents';
import { findFiled } from './filing';
import { checkedName, riskKey } from './risks';
import type { BatchRisk, CheckedName } from './risks';

/** Rows asked about in one request, and how many requests run at once. */
const CHUNK = 25;
const PARALLEL = 2;

export type RowStatus = 'ready' | 'bad' | 'risk' | 'checking' | 'filed';

export interface PreviewRow extends CheckedRow {
    /** `filed`: filed before (by this browser, or found in the order list): not filed again */
    status: RowStatus;
    /** the risks to acknowledge */
    risks: BatchRisk[];
    /** the order number of a row filed before ('' when not known) */
    filedBefore?: string;
}

/** What the backend's checks said of a row, or why they failed. */
interface Remote extends CheckedName {
    failed?: string;
}

/** Whether a row was filed before: its order number (null: not filed), or why that is not known. */
type Lookup = { orderId: string | null } | { failed: string };

const applicantOf = (a: ApplicantSummary, legal: Map<number, FileRef | null>): BatchApplicant => ({
    id: a.id,
    applicantName: a.applicantName,
    cardNumber: a.cardNumber,
    auditStatus: a.auditStatus,
    ...(legal.has(a.id) && { hasLegalNotice: legal.get(a.id) !== null }),
});

/** `todo` asked CHUNK at a time, PARALLEL chunks at once; `after` each chunk answered. */
const inChunks = async (
    todo: readonly string[],
    ask: (keys: string[]) => Promise<void>,
    after: () => void,
) => {
    const chunks: string[][] = [];
    for (let at = 0; at < todo.length; at += CHUNK) chunks.push(todo.slice(at, at + CHUNK));
    let next = 0;
    const worker = async () => {
        while (next < chunks.length) {
            await ask(chunks[next++]!);
            after();
        }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
};

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
    // by row key: whether the row was filed before
    const [filed, setFiled] = useState(() => new Map<string, Lookup>());
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
    const pendingFiled = useRef(new Map<string, Lookup>());
    const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
    const flushSoon = () => {
        flushTimer.current ??= setTimeout(() => {
            flushTimer.current = null;
            const answers = pending.current;
            const lookups = pendingFiled.current;
            pending.current = new Map();
            pendingFiled.current = new Map();
            if (answers.size) setRemote(previous => new Map([...previous, ...answers]));
            if (lookups.size) setFiled(previous => new Map([...previous, ...lookups]));
        }, FLUSH_MS);
    };
    useEffect(
        () => () => {
            if (flushTimer.current) clearTimeout(flushTimer.current);
        },
        [],
    );

    // rows filed before, as the filing finds them: by the key kept, else in the order list
    useEffect(() => {
        if (!checked) return;
        const byKey = new Map(
            checked
                .filter(row => row.order && row.key)
                .map(row => [row.key!, { line: row.line, key: row.key!, order: row.order! }]),
        );
        const todo = [...byKey.keys()].filter(key => !asked.current.has(`filed ${key}`));
        if (!todo.length) return;
        todo.forEach(key => asked.current.add(`filed ${key}`));
        void inChunks(
            todo,
            async keys => {
                try {
                    const found = await findFiled(
                        keys.map(key => byKey.get(key)!),
                        orders => dataProvider.findFiledOrders(orders),
                        true,
                    );
                    keys.forEach(key =>
                        pendingFiled.current.set(key, { orderId: found.get(key)?.orderId ?? null }),
                    );
                } catch (error) {
                    const failed = error instanceof Error ? error.message : '';
                    keys.forEach(key => pendingFiled.current.set(key, { failed }));
                }
            },
            flushSoon,
        );
    }, [checked, dataProvider, round]);

    // the backend's checks of the rows not filed before
    useEffect(() => {
        if (!checked) return;
        const notFiled = checked.filter(row => {
            const lookup = row.key ? filed.get(row.key) : undefined;
            return lookup && 'orderId' in lookup && lookup.orderId === null;
        });
        const todo = [...new Set(notFiled.map(remoteKey).filter(Boolean))].filter(
            key => !asked.current.has(key),
        );
        if (!todo.length) return;
        todo.forEach(key => asked.current.add(key));
        const byKey = new Map(notFiled.map(row => [remoteKey(row), row.order!] as const));
        void inChunks(
            todo,
            async keys => {
                const asking = keys.map(key => ({ key, row: toCheck(byKey.get(key)!) }));
                const named = asking.filter(ask => ask.row !== null);
                try {
                    const answers = named.length
                        ? await dataProvider.checkNamesInBulk(named.map(ask => ask.row!))
                        : [];
                    named.forEach((ask, at) =>
                        pending.current.set(
                            ask.key,
                            checkedName(
                                answers[at]!,
                                byKey.get(ask.key)!.items.map(item => item.groupCode),
                            ),
                        ),
                    );
                    asking
                        .filter(ask => ask.row === null)
                        .forEach(ask => pending.current.set(ask.key, { risks: [] }));
                } catch (error) {
                    const failed = error instanceof Error ? error.message : '';
                    keys.forEach(key => pending.current.set(key, { failed, risks: [] }));
                }
            },
            flushSoon,
        );
    }, [checked, filed, dataProvider, round]);

    const preview = useMemo((): PreviewRow[] | null => {
        if (!checked) return null;
        return checked.map(row => {
            if (!row.order) {
                const waiting = row.problems.every(p => p.column === 'legal') && wanted.length > 0;
                return { ...row, status: waiting ? 'checking' : 'bad', risks: [] };
            }
            const lookup = filed.get(row.key!);
            const answer =
                lookup && 'orderId' in lookup && lookup.orderId === null
                    ? remote.get(remoteKey(row))
                    : undefined;
            // checks that failed (the lookup, the backend's checks), or a blocked name, are
            // the name's problem
            const refusal =
                lookup && 'failed' in lookup ? lookup.failed : (answer?.failed ?? answer?.block);
            if (refusal !== undefined)
                return {
                    ...row,
                    status: 'bad',
                    risks: [],
                    problems: [{ column: 'trademarkName', message: refusal }],
                    order: null,
                    key: null,
                };
            if (lookup && 'orderId' in lookup && lookup.orderId !== null)
                return { ...row, status: 'filed', risks: [], filedBefore: lookup.orderId };
            if (!answer) return { ...row, status: 'checking', risks: [] };
            const risky =
                answer.risks.length > 0 && !acknowledged.has(riskKey(row.key!, answer.risks));
            return { ...row, status: risky ? 'risk' : 'ready', risks: answer.risks };
        });
    }, [checked, filed, remote, acknowledged, wanted]);

    const failedLookups = [...filed].filter(([, lookup]) => 'failed' in lookup);
    return {
        facts,
        preview,
        pricesKnown: !!facts.data?.prices,
        /** rows whose lookup or backend checks failed (a network error): 重试 asks again */
        failedChecks:
            failedLookups.length +
            [...remote.values()].filter(value => value.failed !== undefined).length,
        legalOf: (id: number) => legal.get(id) ?? null,
        /** asks the failed lookups and backend checks again */
        retryFailed: () => {
            for (const [key] of failedLookups) asked.current.delete(`filed ${key}`);
            for (const [key, value] of remote)
                if (value.failed !== undefined) asked.current.delete(key);
            setFiled(
                previous => new Map([...previous].filter(([, lookup]) => !('failed' in lookup))),
            );
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
