/**
 * What the checks share: the client, the report, and what earlier checks learnt about the
 * backend's data (the first rows of each list, a Nice class and its items, the unit prices).
 * `readRow` runs one row of CALLS like the portal's invoke: sends the row's request and reads
 * the answer with the row's own normaliser.
 */
import type { CallRow } from '../../dataProvider/calls';
import type { ListCall, PortalResource } from '../../dataProvider/resources';
import { RESOURCES } from '../../dataProvider/resources';
import type { NiceItem } from '../../domain/types/classification';
import type { UnitPrices } from '../../domain/types/money';
import type { Report } from './report';
import { CheckFailure, SuiteError } from './report';
import type { ListRule, RowOf } from './samples';
import { LIST_RULES } from './samples';
import type { Answer, SendOptions, Wire } from './wire';
import { dataOf } from './wire';

export interface Context {
    wire: Wire;
    report: Report;
    write: boolean;
    /** the first rows of each list (as the portal reads them); absent when unreadable */
    first: { [K in PortalResource]?: RowOf<K>[] };
    /** a big class code (`01`) and distinct items of its first similar group */
    nice?: { classCode: string; items: NiceItem[] };
    prices?: UnitPrices;
    /** raw `data` of calls whose shape is checked apart from their normaliser (check 6) */
    shapes: Map<string, unknown>;
}

export interface ReadAnswer<R> {
    answer: Answer;
    raw: unknown;
    value: R;
}

/** One row of CALLS with its arguments: 200 required, the answer read by the row's normaliser. */
export const readRow = async <A extends unknown[], R>(
    ctx: Context,
    row: CallRow<A, R>,
    args: A,
    options?: SendOptions,
): Promise<ReadAnswer<R>> => {
    const answer = await ctx.wire.send(row, row.request(...args), options);
    const raw = dataOf(answer);
    return { answer, raw, value: row.answer(`${row.method} ${row.path}`, raw, ...args) };
};

/** The spec's lists (an extension's list, such as the audit trail, is not the provider's). */
export const RESOURCE_NAMES = (Object.keys(RESOURCES) as PortalResource[]).filter(
    name => RESOURCES[name].list.origin === 'spec',
);

/** A list call without its row type (the checks treat every list alike). */
export const listOf = (name: PortalResource): ListCall<unknown> =>
    RESOURCES[name].list as ListCall<unknown>;

export const ruleOf = (name: PortalResource): ListRule<unknown> =>
    LIST_RULES[name] as ListRule<unknown>;

export const titleOf = (shape: { method: string; path: string }): string =>
    `${shape.method} ${shape.path}`;

/** A filter name of a list call, looked up in the table (so a renamed filter is caught). */
export const filterNamed = (name: PortalResource, filter: string): string => {
    if (!listOf(name).filters.includes(filter))
        throw new SuiteError(`${titleOf(listOf(name))} has no filter ${filter} in resources.ts`);
    return filter;
};

/** A value an earlier step should have made: fails the check when it did not. */
export const need = <T>(value: T | undefined | null, what: string): T => {
    if (value === undefined || value === null) throw new CheckFailure(`${what} (see above)`);
    return value;
};

/** A few random digits, to make names and numbers of this run unique. */
export const randomDigits = (count: number): string =>
    Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
