/** What the list tests share: agency 1's seeded rows of a list, and the list as its admin sees it. */
import { expect } from 'vitest';
import type { Paged } from '../../../domain/types/wire';
import type { Db } from '../../../mock-server/db';
import { expectOk, withTestServer } from '../harness';
import type { Query, ServerContext } from '../harness';

export interface AgencyList<Row, T> extends ServerContext<'admin'> {
    /** agency 1's rows of the list, as seeded */
    readonly own: Row[];
    /** the list as the admin sees it: 100 rows a page unless `query` says otherwise */
    list(query?: Query): Promise<Paged<T>>;
    /**
     * The default page has 10 rows, the last page of 10 the rest, the page past the end none
     * (and the total); answers the default page.
     */
    expectPages(): Promise<Paged<T>>;
}

/** The server of the file, its admin, and the list at `path` of the rows `rowsOf` the db. */
export const withAgencyList = <Row extends { spId: number }, T>(
    rowsOf: (db: Db) => Row[],
    path: string,
): AgencyList<Row, T> => {
    const ctx = withTestServer({}, ['admin']);
    const own = () => rowsOf(ctx.server.seed).filter(row => row.spId === 1);
    const list = async (query: Query = {}) =>
        expectOk(await ctx.admin.get<Paged<T>>(path, { pgCount: 100, ...query }));
    const expectPages = async () => {
        const first = expectOk(await ctx.admin.get<Paged<T>>(path));
        expect(first.elements).toHaveLength(10);
        const total = own().length;
        const lastIndex = Math.ceil(total / 10);
        expect((await list({ pgIndex: lastIndex, pgCount: 10 })).elements).toHaveLength(
            total - (lastIndex - 1) * 10,
        );
        expect(await list({ pgIndex: lastIndex + 1, pgCount: 10 })).toEqual({
            elements: [],
            totalElements: total,
        });
        return first;
    };
    return Object.defineProperties(ctx, {
        own: { get: own },
        list: { value: list },
        expectPages: { value: expectPages },
    }) as AgencyList<Row, T>;
};
