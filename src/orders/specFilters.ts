import { DUE_WITHIN, parseDueWithin } from '../../dataProvider';
import { ORDER_STATES } from '../../domain/states/orders';

/**
 * The filters a link to the order list may carry as plain query parameters (the overview's
 * cards: `?state=1`, `?state=29,30`, `?supplementState=2`, `?dueWithin=7`).
 */
const SPEC_FILTERS = ['state', 'supplementState', DUE_WITHIN] as const;

const isOrderStateList = (value: string) =>
    value
        .split(',')
        .every(
            item =>
                (ORDER_STATES as readonly number[]).includes(Number(item)) && item.trim() !== '',
        );
const isSupplementState = (value: string) => /^[1-6]$/.test(value);

export interface SpecFilterRewrite {
    /** the query string with the spec's filters moved into react-admin's `filter` */
    search: string;
    /** a value that was not a known state and was left out */
    refused: boolean;
}

/**
 * `?state=29,30&supplementState=2` (how the overview's cards link to the list)
 * → react-admin's `?filter={"state":"29,30",...}`, merged over a filter already there; null
 * when the query string has neither. Unknown values are dropped, and say so.
 */
export const rewriteSpecFilters = (search: string): SpecFilterRewrite | null => {
    const params = new URLSearchParams(search);
    if (!SPEC_FILTERS.some(name => params.has(name))) return null;
    let filter: Record<string, unknown> = {};
    try {
        const parsed: unknown = JSON.parse(params.get('filter') ?? '{}');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = { ...parsed };
    } catch {
        // a malformed filter is dropped like react-admin drops it
    }
    let refused = false;
    for (const name of SPEC_FILTERS) {
        const value = params.get(name)?.trim();
        params.delete(name);
        if (value === undefined || value === '') continue;
        const valid =
            name === 'state'
                ? isOrderStateList(value)
                : name === DUE_WITHIN
                  ? parseDueWithin(value) !== null
                  : isSupplementState(value);
        if (valid) filter[name] = value;
        else refused = true;
    }
    params.set('filter', JSON.stringify(filter));
    params.delete('page');
    return { search: `?${params.toString()}`, refused };
};
