/**
 * What the flagged similar groups of a name are, as far as the answer tells (docs/similarity.md,
 * "Where the portal shows it"): the spec's `重复申请群组` (the agency's own open orders of the
 * same name), the groups where a similar earlier mark was found (`近似商标所在群组`), and, on a
 * spec-only backend, the provider's groups, which come without a reason.
 */
import type { ExaminedBy } from '../../dataProvider/similarity';
import type { SimilarMark } from '../../domain/types/classification';
import type { RiskOutcome } from './useRiskCheck';

export interface RiskGroups {
    /** 重复申请群组: the same name filed in these groups */
    duplicate: string[];
    /** 近似商标所在群组: a similar earlier mark of another name is filed in these groups */
    similar: string[];
    /** a spec-only backend's groups: flagged, but whether duplicates or similar marks it does not say */
    provider: string[];
}

export interface Risk {
    message: string;
    /** the similar groups the backend flagged (all of them, as it answered) */
    groups: string[];
    /** the same groups told apart: duplicates, similar marks', the provider's unexplained */
    groupsBy?: RiskGroups;
    /** the earlier marks behind the groups, explained rule by rule (近似风险) */
    marks?: SimilarMark[];
    /** who examined the name: our backend's register, or this browser against own orders */
    examinedBy?: ExaminedBy;
}

/** The same name as the mock and the provider compare them: case, width and spaces aside. */
export const sameName = (a: string, b: string): boolean =>
    a.trim().normalize('NFKC').toLowerCase() === b.trim().normalize('NFKC').toLowerCase();

const groupsOf = (marks: readonly SimilarMark[]) =>
    new Set(marks.flatMap(mark => mark.sharedGroups));

/** In the provider's order first, then any the marks add, each once. */
const ordered = (first: readonly string[], wanted: Set<string>) => [
    ...first.filter(group => wanted.has(group)),
    ...[...wanted].filter(group => !first.includes(group)).sort(),
];

/**
 * Splits the groups a similarity check flagged for `name`. `own`: the groups of the agency's own
 * open orders of the same name, read from its order list (ownDuplicates.ts); undefined when that
 * read failed.
 *
 * - 重复申请群组: the flagged groups `own` has. Without `own`, as far as the answer tells: a
 *   group no earlier mark of another name explains (on our backend only own orders flag such a
 *   group), or one a mark of the same name explains (it may be the agency's own accepted order).
 *   Examined by our register, a flagged group no mark explains is a duplicate either way.
 * - 近似商标所在群组: the groups where a mark of another name was found (our register, or the
 *   browser among the agency's own orders), and, with `own`, those of a mark of the same name
 *   that is not the agency's.
 * - On a spec-only backend (`ownOrders`) the provider's groups are reported as they came too,
 *   unexplained.
 */
export const riskGroupsOf = (
    name: string,
    groups: readonly string[],
    marks: readonly SimilarMark[],
    examinedBy: ExaminedBy,
    own?: readonly string[],
): RiskGroups => {
    const same = groupsOf(marks.filter(mark => sameName(mark.name, name)));
    const other = groupsOf(marks.filter(mark => !sameName(mark.name, name)));
    const ownSet = own && new Set(own);
    const unexplained = (group: string) =>
        examinedBy === 'register' && !other.has(group) && !same.has(group);
    const isDuplicate = (group: string) =>
        ownSet ? ownSet.has(group) || unexplained(group) : same.has(group) || unexplained(group);
    const similar = new Set([
        ...other,
        ...(ownSet ? [...same].filter(group => !ownSet.has(group)) : []),
    ]);
    return {
        duplicate: groups.filter(isDuplicate),
        similar: ordered(groups, similar),
        provider: examinedBy === 'ownOrders' ? [...groups] : [],
    };
};

/**
 * The risks of a checked name to show and accept (风险提示): the name check's warning, and the
 * similarity check's groups and earlier marks; 'blocked' for a name that cannot be filed.
 */
export const risksOf = (
    name: string,
    { nameCheck, similarity, ownGroups }: RiskOutcome,
): Risk[] | 'blocked' => {
    if (nameCheck.Result === 'BLOCK') return 'blocked';
    const found: Risk[] = [];
    if (nameCheck.Result === 'WARN') found.push({ message: nameCheck.Message, groups: [] });
    const groups = similarity.Data.DuplicateSecondaryClassification.SecondaryClassification;
    if (similarity.Result !== 'PASS' || similarity.marks.length) {
        found.push({
            message: similarity.Message,
            groups,
            groupsBy: riskGroupsOf(
                name,
                groups,
                similarity.marks,
                similarity.examinedBy,
                ownGroups,
            ),
            marks: similarity.marks,
            examinedBy: similarity.examinedBy,
        });
    }
    return found;
};
