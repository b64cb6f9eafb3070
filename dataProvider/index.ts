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
 * `getList` is one path for every resource (its list call, the answer read row by row, the page);
 * the order list's adaptations and what each costs are in orderList.ts. Used through
 * `useDataProvider<PortalDataProvider>()`.
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
import { CALLS } from './calls';
import { findFiledOrder, findFiledOrders } from './filedOrder';
import type { FiledOrderQuery } from './filedOrder';
import type { CreateOrderRequest, OrderSummary } from '../domain/types/orders';
import type { CallName, CallRow } from './calls';
import type { Page } from './fanOut';
import type { HttpClient } from './httpClient';
import { MalformedAnswerError } from './httpClient';
import { invoke, missingCallOr } from './invoke';
import { createClassSuggest } from './classSuggest';
import { createItemSearch } from './itemSearch';
import { createClassificationReader } from './niceData';
import { listAll } from './listAll';
import type { ListAllOptions } from './listAll';
import { createNamesCheck } from './nameChecks';
import { createOrderList } from './orderList';
import { createSimilarityCheck, createSimilaritySearch } from './similarity';
import { fromPage, toListQuery } from './paging';
import { isPortalResource, RESOURCES } from './resources';
import type { ListCall, PortalResource } from './resources';

export { UnsupportedCallError } from './invoke';
export { TooManyRowsError } from './listAll';
export { DUE_WITHIN, MAX_DUE_ROWS, parseDueWithin } from './orderList';
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

type ListParams = Pick<GetListParams, 'pagination' | 'filter'>;

/** One page of a list call: react-admin's paging and filter sent, each row read by `call.row`. */
const listPage = async <T extends { id: string | number }>(
    http: HttpClient,
    call: ListCall<T>,
    params: ListParams,
): Promise<Page<T>> => {
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

export const createDataProvider = (http: HttpClient) => {
    const custom = customMethods(http);
    // the whole classification, read once for the browser's item search and class suggestions
    const readClassification = createClassificationReader(custom);
    const classSuggest = createClassSuggest(custom, readClassification);

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

    /**
     * Lists that are more than one page of their call, each in a module of its own that says
     * what it costs: the order list (orderList.ts).
     */
    const readOrderPage = (params: Pick<GetListParams, 'pagination' | 'filter'>) =>
        listPage(http, RESOURCES.orders.list, params);
    const orderList = createOrderList({
        readPage: readOrderPage,
        readDetail: custom.getOrderDetail,
    });
    const adaptedLists: Partial<
        Record<PortalResource, (params: ListParams) => Promise<Page<{ id: string | number }>>>
    > = {
        orders: orderList.list,
    };

    /** The same for every resource: its list (resources.ts), or its adapted list. */
    const getList = async <T extends RaRecord>(
        resource: string,
        params: GetListParams,
    ): Promise<{ data: T[]; total: number }> => {
        if (!isPortalResource(resource)) return unsupported(resource, 'getList');
        const call: ListCall<{ id: string | number }> = RESOURCES[resource].list;
        const list = adaptedLists[resource] ?? (page => listPage(http, call, page));
        return (await list(params)) as unknown as { data: T[]; total: number };
    };

    const similarityCalls = {
        checkDuplicateClassification: custom.checkDuplicateClassification,
        getNiceGroups: custom.getNiceGroups,
        searchSimilarMarks: custom.searchSimilarMarks,
        listOrders: () => listAll<OrderSummary & RaRecord>(getList, 'orders'),
    };

    const checkSimilarity = createSimilarityCheck(similarityCalls);

    /**
     * Files an order: its number from the answer (ours, which also honours `requestId`: keyed),
     * else found in the order list (filedOrder.ts). A failed lookup is no failed filing.
     */
    const fileOrder = async (
        order: CreateOrderRequest,
    ): Promise<{ orderId: string | null; keyed: boolean }> => {
        const answered = await custom.createTrademarkOrder(order);
        if (answered) return { orderId: answered, keyed: true };
        return {
            orderId: await findFiledOrder(readOrderPage, order).catch(() => null),
            keyed: false,
        };
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
        /**
         * Files an order; answers its number, from the answer or else found in the order list
         * (filedOrder.ts), or null. A failed lookup is no failed filing: the order is filed.
         */
        async createTrademarkOrder(order: CreateOrderRequest): Promise<string | null> {
            return (await fileOrder(order)).orderId;
        },
        /**
         * 批量申报's filing of one row: its number, and whether the backend answered the order
         * itself (ours, which honours `requestId`; a spec backend answers nothing, and the number
         * is looked up in the list).
         */
        fileKeyedOrder: fileOrder,
        /** the agency's newest order of this name, class and applicant, if any (filedOrder.ts) */
        findFiledOrder: (order: CreateOrderRequest) => findFiledOrder(readOrderPage, order),
        /** the same for many orders, one list call per name (批量申报's rows filed before) */
        findFiledOrders: (orders: readonly FiledOrderQuery[]) =>
            findFiledOrders(readOrderPage, orders),
        /**
         * Every order that may have a time limit (a correction, a review, a renewal), with the
         * dates its rules read, within `filter` (orderList.ts `readDueRows`): the deadline desk.
         */
        listDueOrders: (filter?: Record<string, unknown>) => orderList.dueRows(filter),
        /** every row the filter selects, page after page (listAll.ts) */
        listAll<T extends RaRecord>(resource: string, options?: ListAllOptions) {
            return listAll<T>(getList, resource, options);
        },
        /** the whole classification, read once (niceData.ts): 批量申报 checks items against it */
        readClassification,
        /** the backend's search when it has one, else a search in the browser (itemSearch.ts) */
        searchNiceItems: createItemSearch(custom, readClassification),
        /** 描述您的业务: classes for a description, suggested in the browser (classSuggest.ts) */
        suggestClasses: classSuggest.suggest,
        /** begins what the first suggestion needs, as the user starts describing the business */
        prepareClassSuggestions: classSuggest.prepare,
        /**
         * The name's similarity: the backend's examination when it sends one, else the
         * provider's groups with the browser's examination of the agency's orders (similarity.ts)
         */
        checkSimilarity,
        /** 批量申报: many names' name and similarity checks, in one request where the backend can */
        checkNamesInBulk: createNamesCheck({
            checkNames: custom.checkNames,
            checkTrademarkName: custom.checkTrademarkName,
            checkSimilarity,
        }),
        /** 近似查询: the register where the backend has one, else the same as above (similarity.ts) */
        searchSimilar: createSimilaritySearch(similarityCalls),
        /** a stored file's bytes, read through its openable link (`useFileUrl`, links.ts) */
        readFile: (openable: string) => http.readFile(openable),
    } satisfies DataProvider;
};

export type PortalDataProvider = ReturnType<typeof createDataProvider>;

/** Thrown for an answer that is not what its call returns. */
export { MalformedAnswerError };
