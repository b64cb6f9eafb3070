/**
 * The risks the backend's checks find in a batch row: the name check's warning, and the
 * similarity check's groups and earlier marks. A similarity risk always names what it is about:
 * the groups the answer flagged and those its marks share, else (an answer naming neither) the
 * groups of the row's own items, which the check was asked about.
 */
import type { NameChecked } from '../../dataProvider/nameChecks';
import type { SimilarMark } from '../../domain/types/classification';

/** A risk: its message, the similar groups and the earlier marks behind it. */
export interface BatchRisk {
    message: string;
    groups: string[];
    marks: SimilarMark[];
}

/** What the checks said of a row: a blocked name, the risks. */
export interface CheckedName {
    block?: string;
    risks: BatchRisk[];
}

/**
 * What 我已知晓此风险 accepts: this row's order (its key) with these risks. A risk that changes
 * (the name edited, an earlier mark filed since) asks again.
 */
export const riskKey = (key: string, risks: readonly BatchRisk[]) =>
    `${key}|${risks
        .map(risk => [risk.message, ...risk.groups, ...risk.marks.map(mark => mark.name)].join(' '))
        .join(';')}`;

/**
 * What the checks found: a blocked name is an error, a warning or a similar mark a risk.
 * `ownGroups`: the similar groups of the row's items.
 */
export const checkedName = (
    { name, similarity }: NameChecked,
    ownGroups: readonly string[],
): CheckedName => {
    if (name.Result === 'BLOCK') return { block: name.Message, risks: [] };
    const risks: BatchRisk[] = [];
    if (name.Result === 'WARN') risks.push({ message: name.Message, groups: [], marks: [] });
    const { marks } = similarity;
    if (similarity.Result !== 'PASS' || marks.length) {
        const flagged = [
            ...new Set([
                ...(similarity.Data.DuplicateSecondaryClassification?.SecondaryClassification ??
                    []),
                ...marks.flatMap(mark => mark.sharedGroups ?? []),
            ]),
        ];
        const groups = flagged.length || marks.length ? flagged : [...new Set(ownGroups)];
        risks.push({ message: similarity.Message, groups, marks });
    }
    return { risks };
};
