/**
 * The four list calls of RESOURCES: their first page, each filter with a valid
 * sample value, paging (pgIndex from 1, pgCount honoured, stable totals, pages that join up, a
 * page past the end), and the end-date rule (docs/rules.md, lists: the wire's end bound is exclusive).
 * Each answer is read by the portal's own `fromPage` and the list's row normaliser.
 */
import type { Query } from '../../dataProvider/httpClient';
import { fromPage } from '../../dataProvider/paging';
import { nextDay } from '../../domain/rules/time';
import type { ListCall, PortalResource } from '../../dataProvider/resources';
import { MAX_PAGE_SIZE, PAGE_PARAMS } from '../../dataProvider/resources';
import type { Context } from './context';
import { listOf, RESOURCE_NAMES, ruleOf, titleOf } from './context';
import { expect, fail, skip, SuiteError } from './report';
import type { Raw, RowOf } from './samples';
import { dayOf, FILTER_SAMPLES, FIRST_PAGE, PAGE_K, RANGE_STARTS } from './samples';
import { dataOf } from './wire';

const [PG_INDEX, PG_COUNT] = PAGE_PARAMS;

export interface Page<Row = unknown> {
    rows: Row[];
    total: number;
    /** the number of elements as sent (before any row could fail to be read) */
    sent: number;
}

/** The list call as the client sends it: its paging and filter names are its query names. */
const shapeOf = (list: ListCall<unknown>) => ({
    method: list.method,
    path: list.path,
    query: [...PAGE_PARAMS, ...list.filters],
});

/** One page of a list, read like the portal reads it (`fromPage` with the row normaliser). */
export const readPage = async <K extends PortalResource>(
    ctx: Context,
    name: K,
    page: number,
    count: number,
    filters: Query = {},
): Promise<Page<RowOf<K>>> => {
    const list = listOf(name);
    const query: Query = { [PG_INDEX]: page, [PG_COUNT]: count, ...filters };
    const answer = await ctx.wire.send(shapeOf(list), { query });
    const data = dataOf(answer);
    const elements = (data as { elements?: unknown } | null)?.elements;
    const { data: rows, total } = fromPage(titleOf(list), data, list.row);
    const sent = Array.isArray(elements) ? elements.length : 0;
    return { rows: rows as RowOf<K>[], total, sent };
};

/** The first page of every list: the rows later checks take their ids and samples from. */
export const checkFirstPages = async (ctx: Context): Promise<void> => {
    for (const name of RESOURCE_NAMES) {
        const list = listOf(name);
        await ctx.report.check(
            `${titleOf(list)}: answers {elements, totalElements}, read by the portal`,
            async note => {
                const page = await readPage(ctx, name, 1, FIRST_PAGE);
                (ctx.first as Record<string, unknown[]>)[name] = page.rows;
                note(`${page.total} ${ruleOf(name).noun}s`);
            },
        );
    }
};

const firstRow = (ctx: Context, name: PortalResource): unknown =>
    (ctx.first[name] as unknown[] | undefined)?.[0];

/**
 * A sample value of a filter, and whether it came from the list's first row (rows must then
 * match it); null when the suite has none (samples.ts), which is an error of the suite.
 */
const sampleOf = (ctx: Context, name: PortalResource, filter: string) => {
    const sample = FILTER_SAMPLES[filter];
    if (!sample) return null;
    const row = firstRow(ctx, name);
    const time = row === undefined ? undefined : ruleOf(name).time?.(row);
    const fromRow = row === undefined ? undefined : sample.fromRow(row as Raw, dayOf(time));
    return { value: fromRow ?? sample.fallback(), fromRow: fromRow !== undefined };
};

/** Each filter of each list alone, with a valid value: 200, read by the portal. */
export const checkFilters = async (ctx: Context): Promise<void> => {
    for (const name of RESOURCE_NAMES) {
        const list = listOf(name);
        for (const filter of list.filters) {
            const sample = sampleOf(ctx, name, filter);
            const asked = `${filter}=${sample?.value ?? '?'}`;
            await ctx.report.check(
                `${titleOf(list)}?${asked}: answers 200, read by the portal`,
                async note => {
                    if (!sample)
                        throw new SuiteError(
                            `no sample value for the filter ${filter} (samples.ts)`,
                        );
                    const page = await readPage(ctx, name, 1, FIRST_PAGE, {
                        [filter]: sample.value,
                    });
                    note(`${page.total} found`);
                    expect(
                        !sample.fromRow || page.total > 0,
                        `the first ${ruleOf(name).noun} has ${asked}, yet the list filtered by it is empty`,
                    );
                },
            );
        }
    }
};

const keysOf = (name: PortalResource, rows: readonly unknown[]): string[] =>
    rows.map(row => ruleOf(name).key(row));

/** Where two key lists part: '' when they are the same. */
const difference = (
    label: [string, string],
    a: readonly string[],
    b: readonly string[],
): string => {
    const i = a.findIndex((key, n) => key !== b[n]);
    if (i >= 0)
        return `row ${i + 1} is ${a[i]} on ${label[0]}, ${b[i] ?? 'missing'} on ${label[1]}`;
    if (a.length !== b.length) return `${label[0]} hold ${a.length} rows, ${label[1]} ${b.length}`;
    return '';
};

/** Paging of each list with pages of K and 2K rows (docs/api.md, paging). */
export const checkPaging = async (ctx: Context): Promise<void> => {
    const k = PAGE_K;
    for (const name of RESOURCE_NAMES) {
        const list = listOf(name);
        const title = titleOf(list);
        const pages = await ctx.report.check(
            `${title}: paging answers {elements, totalElements}, the same total on pages 1 and 2`,
            async note => {
                const one = await readPage(ctx, name, 1, k);
                const two = await readPage(ctx, name, 2, k);
                const double = await readPage(ctx, name, 1, 2 * k);
                const pastIndex = Math.max(2, Math.ceil(one.total / k) + 1);
                const past = await readPage(ctx, name, pastIndex, k);
                expect(
                    one.total === two.total && one.total === double.total,
                    `totalElements ${one.total} on page 1 but ${two.total} on page 2 (${double.total} with ${PG_COUNT}=${2 * k})`,
                );
                note(`${one.total} ${ruleOf(name).noun}s`);
                return { one, two, double, past, pastIndex };
            },
        );
        const withPages = (
            what: string,
            body: (p: NonNullable<typeof pages>) => void,
        ): Promise<unknown> =>
            ctx.report.check(`${title}: ${what}`, () =>
                pages ? body(pages) : fail('the pages could not be read (see above)'),
            );

        await withPages(`paging honours ${PG_COUNT}`, ({ one, two, double }) => {
            for (const [page, count, label] of [
                [one, k, 'page 1'],
                [two, k, 'page 2'],
                [double, 2 * k, `page 1 of ${2 * k}`],
            ] as const) {
                expect(
                    page.sent <= count,
                    `${PG_COUNT}=${count} answered ${page.sent} rows (${label})`,
                );
            }
            const expected = Math.min(k, one.total);
            expect(
                one.sent === expected,
                `${PG_COUNT}=${k} answered ${one.sent} rows on page 1 of ${one.total}, not ${expected}`,
            );
        });
        await withPages(`${PG_INDEX} starts at 1`, ({ one, double }) => {
            const first = keysOf(name, one.rows);
            const expected = keysOf(name, double.rows).slice(0, k);
            const diff = difference([`${PG_INDEX}=1`, `the first ${k} rows`], first, expected);
            expect(!diff, diff);
        });
        await withPages(
            `pages 1 and 2 of ${k} are the first ${2 * k} rows of a page of ${2 * k}`,
            ({ one, two, double }) => {
                const joined = keysOf(name, [...one.rows, ...two.rows]);
                const expected = keysOf(name, double.rows);
                const diff = difference(
                    ['pages 1 and 2', `the page of ${2 * k}`],
                    joined,
                    expected,
                );
                expect(!diff, diff);
            },
        );
        await withPages(
            'a page past the end is empty, with the same total',
            ({ one, past, pastIndex }) => {
                expect(
                    past.sent === 0,
                    `${PG_INDEX}=${pastIndex} of ${one.total} rows answered ${past.sent} rows`,
                );
                expect(
                    past.total === one.total,
                    `${PG_INDEX}=${pastIndex} answered totalElements ${past.total}, page 1 ${one.total}`,
                );
            },
        );
    }
};

/**
 * docs/rules.md, lists: the portal sends the day after the last day wanted, so the wire's end
 * bound is exclusive. A row of day D is in `start=D&end=D+1` and not in `start=D&end=D`.
 */
export const checkEndDates = async (ctx: Context): Promise<void> => {
    for (const name of RESOURCE_NAMES) {
        const list = listOf(name);
        const rule = ruleOf(name);
        for (const end of list.endDates ?? []) {
            await ctx.report.check(
                `${titleOf(list)}: ${end} is exclusive (docs/rules.md)`,
                async note => {
                    const start = RANGE_STARTS[end];
                    if (!start || !list.filters.includes(start) || !rule.time || !rule.keyFilter)
                        throw new SuiteError(`no start filter, row time or key filter for ${end}`);
                    const rows = (ctx.first[name] as unknown[] | undefined) ?? [];
                    const row = rows.find(r => dayOf(rule.time!(r)));
                    if (!row) return skip(`no ${rule.noun} with a date to filter by`);
                    const day = dayOf(rule.time(row))!;
                    const key = rule.key(row);
                    const narrow = { [rule.keyFilter.name]: rule.keyFilter.value(row) };
                    const holds = async (endDay: string) => {
                        const filters = { ...narrow, [start]: day, [end]: endDay };
                        const page = await readPage(ctx, name, 1, MAX_PAGE_SIZE, filters);
                        return keysOf(name, page.rows).includes(key);
                    };
                    expect(
                        await holds(nextDay(day)),
                        `${start}=${day}&${end}=${nextDay(day)} does not hold the ${rule.noun} ${key} of ${day}`,
                    );
                    expect(
                        !(await holds(day)),
                        `${start}=${day}&${end}=${day} holds the ${rule.noun} ${key} of ${day}: the end bound is not exclusive`,
                    );
                    note(
                        `the ${rule.noun} of ${day} is in ${end}=${nextDay(day)}, not in ${end}=${day}`,
                    );
                },
            );
        }
    }
};
