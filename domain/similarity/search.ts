/**
 * A new mark examined against candidate earlier marks: those in the groups searched that it is
 * similar to or at risk with, similar first, at most `limit`. The mock runs it on the register's
 * candidates; a browser on a spec-only backend on the agency's own orders.
 */
import { examine } from './examine';
import type { Verdict } from './examine';
import { analyseMark } from './mark';
import type { SimilarMark } from '../types/classification';

export interface EarlierMark {
    name: string;
    cls: string;
    groups: string[];
    appNo: string;
    appDate: string;
}

export interface ExamineScope {
    name: string;
    groups: ReadonlySet<string>;
    /** the chosen items' names: the goods' common names (§5.1.12) */
    goodsWords?: ReadonlySet<string>;
}

/** At most this many hits are answered. */
export const MAX_HITS = 50;

const VERDICT_RANK: Record<Verdict, number> = { similar: 0, risk: 1, distinct: 2 };

export const examineEarlier = (
    scope: ExamineScope,
    candidates: Iterable<EarlierMark>,
    limit = MAX_HITS,
): SimilarMark[] => {
    const mark = analyseMark(scope.name);
    const hits: SimilarMark[] = [];
    for (const earlier of candidates) {
        const shared = earlier.groups.filter(group => scope.groups.has(group));
        if (!shared.length) continue;
        const result = examine(mark, analyseMark(earlier.name), { goodsWords: scope.goodsWords });
        if (result.verdict === 'distinct') continue;
        hits.push({
            ...earlier,
            sharedGroups: shared,
            verdict: result.verdict,
            rules: result.rules.map(({ id, reason }) => ({ id, reason })),
        });
    }
    hits.sort(
        (a, b) =>
            VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] ||
            b.rules.length - a.rules.length ||
            a.name.localeCompare(b.name, 'zh'),
    );
    return hits.slice(0, limit);
};
