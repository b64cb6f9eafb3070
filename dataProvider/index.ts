/**
 * The portal's dataProvider, built from the call table: the react-admin verbs from
 * resources.ts, one custom method per row of calls/ (links excepted: links.ts), every answer
 * read by its row's normaliser so the screens only ever see the portal's records.
 *
 * | method            | applicants                 | orders                                 | officialDocuments / capitalDetails |
 * | getList           | GET /api/listApplicants    | GET /api/findTrademarkOrderList        | GET /api/findOfficialDocuemntList, GET /api/findCapitalDetailList |
 * | getOne / getMany  | GET /api/describeApplicant | GET /api/findTrademarkOrderDetail/{id} | –                                  |
 * | create / update   | POST /api/createApplicant  | – (orders are filed through the wizard) | –                                 |
 * | delete            | PUT /api/deleteApplicant   | –                                      | –                                  |
 *
 * Used through `useDataProvider<PortalDataProvider>()`.
 */
import type {
    CreateParams,
    DataProvider,
    DeleteParams,
    GetListParams,
    GetManyParams,
    GetOneParams,
    RaRecord,
    UpdateParams,
} from 'ra-core';
import { hasDeadline } from '../domain/states/supplements';
import { CALLS } from './calls';
import type { CallName, CallRow } from './calls';
import { fanOutList } from './fanOut';
import type { HttpClient } from './httpClient';
import { MalformedAnswerError } from './httpClient';
import { invoke, missingCallOr } from './invoke';
import { createItemSearch } from './itemSearch';
import { asksDueWithin, readDueOrders } from './dueOrders';
import { listAll } from './listAll';
import type { ListAllOptions } from './listAll';
import type { OrderSummary } from './records';
import { fromPage, toListQuery, valuesOf } from './paging';
import { isPortalResource, RESOURCES } from './resources';
import type { ListCall } from './resources';

export { UnsupportedCallError } from './invoke';
export { TooManyRowsError } from './listAll';
export { DUE_WITHIN, parseDueWithin } from './dueOrders';
export type { ListAllOptions } from './listAll';
export { UploadRefusedError } from './normalise/wizard';

const unsupported = (resource: string, verb: string): never => {
    throw new Error(`资源 ${resource} 不支持 ${verb} 操作`);
};

type Method<Row> =
    Row extends CallRow<infer Args, infer Answer> ? (...args: Args) => Promise<Answer> : never;

/** One method per row of the table, but the links (a URL is not a call). */
type CustomMethods = {
    [K in CallName as (typeof CALLS)[K] extends { link: true } ? never : K]: Method<
        (typeof CALLS)[K]
    >;
};

const customMethods = (http: HttpClient): CustomMethods =>
    Object.fromEntries(
        Object.entries(CALLS)
            .filter(([, row]) => !('link' in row))
            .map(([name, row]) => [
                name,
                (...args: never[]) => invoke(http, row as CallRow<never[], unknown>, args),
            ]),
    ) as unknown as CustomMethods;

const listPage = async (
    http: HttpClient,
    call: ListCall<{ id: string | number }>,
    params: Pick<GetListParams, 'pagination' | 'filter'>,
) => {
    const name = `${call.method} ${call.path}`;
    const answer = await http
        .request<unknown>(call.method, call.path, {
            query: toListQuery(call, params),
            fallback: call.fallback,
        })
        .catch((error: unknown) => {
            throw missingCallOr(call.origin, name, error);
        });
    return fromPage(name, answer, call.row);
};

/** How many order details are read at once to complete a page's deadlines. */
const DETAIL_CONCURRENCY = 6;

export const createDataProvider = (http: HttpClient) => {
    const custom = customMethods(http);

    /**
     * A notice awaiting correction carries its deadline on the list row only as our extension;
     * from a spec backend the row's deadline is read from the order's detail (its notice), a
     * few at a time. A detail that fails leaves the row without one.
     */
    const withDeadlines = async (rows: OrderSummary[]): Promise<OrderSummary[]> => {
        const missing = rows.filter(r => hasDeadline(r.supplementState) && !r.acceptExpirationDate);
        const found = new Map<string, string>();
        for (let i = 0; i < missing.length; i += DETAIL_CONCURRENCY) {
            await Promise.all(
                missing.slice(i, i + DETAIL_CONCURRENCY).map(async row => {
                    const detail = await custom.getOrderDetail(row.id).catch(() => null);
                    const date = detail?.supplement?.acceptExpirationDate;
                    if (date) found.set(row.id, date);
                }),
            );
        }
        return found.size
            ? rows.map(r =>
                  found.has(r.id) ? { ...r, acceptExpirationDate: found.get(r.id)! } : r,
              )
            : rows;
    };

    /** The custom method behind a record verb of a resource (resources.ts). */
    const methodOf = (resource: string, verb: 'getOne' | 'save' | 'remove') => {
        const name = isPortalResource(resource)
            ? (RESOURCES[resource] as unknown as Partial<Record<typeof verb, CallName>>)[verb]
            : undefined;
        if (!name) return unsupported(resource, verb);
        return custom[name as keyof CustomMethods] as unknown as (arg: unknown) => Promise<unknown>;
    };

    const getOne = async <T extends RaRecord>(resource: string, params: GetOneParams<T>) => ({
        data: (await methodOf(resource, 'getOne')(params.id)) as T,
    });

    const save = async <T extends RaRecord>(resource: string, data: Record<string, unknown>) => {
        const saved = await methodOf(resource, 'save')(data);
        // The spec shows no answer: without one, the record is what was sent.
        return { data: (saved ?? { ...data, id: data.id ?? '' }) as T };
    };

    const readList = async (resource: string, params: GetListParams) => {
        if (!isPortalResource(resource)) return unsupported(resource, 'getList');
        const call: ListCall<{ id: string | number }> = RESOURCES[resource].list;
        const name = call.oneValueAtATime;
        const values = name ? valuesOf(params.filter?.[name]) : [];
        if (name && values.length > 1 && call.timeOf) {
            const { page = 1, perPage = 10 } = params.pagination ?? {};
            return fanOutList(
                values,
                page,
                perPage,
                (value, pgIndex, pgCount) =>
                    listPage(http, call, {
                        filter: { ...params.filter, [name]: value },
                        pagination: { page: pgIndex, perPage: pgCount },
                    }),
                row => call.timeOf!(row),
            );
        }
        return listPage(http, call, params);
    };

    const getList = async <T extends RaRecord>(
        resource: string,
        params: GetListParams,
    ): Promise<{ data: T[]; total: number }> => {
        if (resource === 'orders' && asksDueWithin(params.filter)) {
            return (await readDueOrders(getList, params)) as unknown as {
                data: T[];
                total: number;
            };
        }
        const page = await readList(resource, params);
        if (resource === 'orders') {
            page.data = await withDeadlines(page.data as unknown as OrderSummary[]);
        }
        return page as { data: T[]; total: number };
    };

    return {
        getList,
        getOne,
        async getMany<T extends RaRecord>(resource: string, params: GetManyParams<T>) {
            const records = await Promise.all(params.ids.map(id => getOne<T>(resource, { id })));
            return { data: records.map(r => r.data) };
        },
        getManyReference: (resource: string) => unsupported(resource, 'getManyReference'),
        create: <T extends RaRecord>(resource: string, params: CreateParams) =>
            save<T>(resource, params.data),
        update: <T extends RaRecord>(resource: string, params: UpdateParams) =>
            save<T>(resource, { ...params.data, id: params.id }),
        updateMany: (resource: string) => unsupported(resource, 'updateMany'),
        async delete<T extends RaRecord>(resource: string, params: DeleteParams<T>) {
            await methodOf(resource, 'remove')(params.id);
            return { data: (params.previousData ?? { id: params.id }) as T };
        },
        deleteMany: (resource: string) => unsupported(resource, 'deleteMany'),
        ...custom,
        /** every row the filter selects, page after page (listAll.ts) */
        listAll<T extends RaRecord>(resource: string, options?: ListAllOptions) {
            return listAll<T>(getList, resource, options);
        },
        /** the backend's search when it has one, else a search in the browser (itemSearch.ts) */
        searchNiceItems: createItemSearch(custom),
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;

/** Thrown for an answer that is not what its call returns. */
export { MalformedAnswerError };
