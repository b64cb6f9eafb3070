/**
 * The labelled pairs' figures for `npm run bench -- similarity` (docs/similarity.md, "An honest
 * measure"): for the tuning half and the held-back half, and within each for the cited and the
 * constructed pairs, how many similar pairs were found, how many distinct pairs were not called
 * similar, how often the expected rule was named, and each family of rules. Only the tuning
 * half's misses are printed: the held-back half is never read for misses.
 */
import { examine } from '../../domain/similarity/examine';
import { familyOf, labelledPairs, outcomeOf } from '../../domain/similarity/labelled/set';
import type { Outcome } from '../../domain/similarity/labelled/set';

/** The targets on the held-back half (docs/similarity.md, "An honest measure"). */
export const TARGETS = { found: 90, cleared: 90, ruleNamed: 85, family: 80 };

const share = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)} %` : '—');
const ratio = (n: number, of: number) => `${n}/${of} (${share(n, of)})`;

const figures = (label: string, outcomes: Outcome[]): string[] => {
    const similar = outcomes.filter(o => o.pair.expected === 'similar');
    const distinct = outcomes.filter(o => o.pair.expected === 'distinct');
    const found = similar.filter(o => o.right);
    const risks = outcomes.filter(o => o.verdict === 'risk').length;
    return [
        `  ${label}: ${outcomes.length} pairs; similar found ${ratio(found.length, similar.length)}, distinct not called similar ${ratio(distinct.filter(o => o.right).length, distinct.length)}; rule named ${ratio(found.filter(o => o.ruleNamed).length, found.length)} (its family ${share(found.filter(o => o.familyNamed).length, found.length)}); ${risks} 有风险 verdicts`,
    ];
};

const byFamily = (outcomes: Outcome[]): string => {
    const families = new Map<string, Outcome[]>();
    for (const o of outcomes) {
        const family = familyOf(o.pair.rule);
        families.set(family, [...(families.get(family) ?? []), o]);
    }
    return [...families]
        .sort((a, b) => b[1].length - a[1].length)
        .map(
            ([family, list]) =>
                `${family} ${share(list.filter(o => o.right).length, list.length)} of ${list.length}`,
        )
        .join('; ');
};

export const labelledFigures = (): void => {
    const outcomes = labelledPairs().map(pair => {
        const result = examine(pair.newMark, pair.earlier);
        return outcomeOf(
            pair,
            result.verdict,
            result.rules.map(rule => rule.id),
        );
    });
    console.log('\n  labelled pairs (domain/similarity/labelled, split once by a fixed seed)');
    for (const half of ['tuning', 'held-back'] as const) {
        const mine = outcomes.filter(o => o.pair.half === half);
        console.log(...figures(`${half} half`, mine));
        for (const kind of ['cited', 'constructed'] as const) {
            console.log(
                ...figures(
                    `  ${kind}`,
                    mine.filter(o => o.pair.kind === kind),
                ),
            );
        }
        console.log(`    by family: ${byFamily(mine)}`);
    }
    console.log(
        `  targets on the held-back half: similar found ≥ ${TARGETS.found} %, distinct not called similar ≥ ${TARGETS.cleared} %, rule named ≥ ${TARGETS.ruleNamed} %, no family below ${TARGETS.family} %`,
    );
    const misses = outcomes.filter(o => o.pair.half === 'tuning' && !o.right);
    console.log(`  tuning half's misses (${misses.length}):`);
    for (const o of misses) {
        console.log(
            `    ${o.pair.newMark} / ${o.pair.earlier}: ${o.verdict} (${o.ruleIds.join(',') || '—'}), labelled ${o.pair.expected} §${o.pair.rule} [${o.pair.kind}]`,
        );
    }
};
