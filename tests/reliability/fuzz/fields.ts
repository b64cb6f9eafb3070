/**
 * How the fuzz describes a route (catalogue.ts): its fields and their types, and the helpers
 * the route tables are written with.
 */

/** What the fuzz knows about the seeded db, read when the test server starts. */
export interface Samples {
    ownApplicantId: number;
    /** an own applicant with an open order: deleting it is a 409 */
    busyApplicantId: number;
    otherApplicantId: number;
    /** an own order that can be neither closed nor re-selected (state 20), with no open notice */
    busyOrderId: number;
    otherOrderId: number;
    /** an own correction notice that was already answered: a 409 */
    answeredSupplementId: number;
    /** an own stored PDF, and an official document's key */
    ownPdfKey: string;
    officialKey: string;
    otherFileKey: string;
    ownAttorneyKey: string;
    /** an own trademark picture */
    ownIconKey: string;
    /** an own paid payment: confirming it again writes nothing */
    paidPaymentSn: string;
    /** a class and item codes of a seeded order */
    cls: string;
    mins: string;
    /** the applicant as `describeApplicant` answers it: `createApplicant` takes it back */
    applicantBody: Record<string, unknown>;
    userIds: number[];
}

export type FieldType =
    /** an integer: digits in a query or a path, a JSON number (or its digits) in a body */
    | 'int'
    /** a JSON number (money, enumerations in bodies) */
    | 'number'
    /** one value out of `values` */
    | 'enum'
    | 'text'
    /** `YYYY-MM-DD` */
    | 'date'
    | 'bool'
    /** lowercase hex SHA-256 (passwords) */
    | 'digest'
    /** JSON text in a query parameter (`classification`) */
    | 'json'
    /** a comma list in one parameter (`state`, `officialFiles`, `userFileOsskeys`) */
    | 'list'
    /** a stored file's key, in a path or a body */
    | 'ossKey'
    /** `{ossKey, url?, fileName?}` */
    | 'fileRef'
    /** `(FileRef | null)[]` */
    | 'fileRefs'
    /** `{"09": "090001,090002"}` */
    | 'classes'
    /** `number[]` */
    | 'ids';

export interface Field {
    type: FieldType;
    required?: boolean;
    values?: readonly (string | number)[];
    /** a plausible value, the fuzz's starting point */
    sample: (s: Samples) => unknown;
}

export interface RouteEntry {
    method: 'GET' | 'POST' | 'PUT';
    /** as Express registers it (`:name` parameters); a RegExp route by its `String()` */
    path: string;
    /** the concrete path of a RegExp route, with `:name` parameters filled like `params` */
    template?: string;
    auth: 'session' | 'public';
    /** may change the db: fuzzed one request at a time, the db compared around refusals */
    mutates: boolean;
    params?: Record<string, Field>;
    query?: Record<string, Field>;
    body?: 'json' | 'multipart';
    /** the JSON body's fields */
    fields?: Record<string, Field>;
    /** what else than an envelope a valid request may answer: file bytes or an HTML page */
    answers?: 'bytes' | 'html';
    /** ends the session it is called with (logout): fuzzed with spare sessions */
    endsSession?: boolean;
    /** a valid request would change a password or the settings: the body is always malformed */
    malformedOnly?: boolean;
    /** the starting point has every field of the samples, not only the required ones */
    fullSample?: boolean;
    /** share of the fuzz budget, 1 by default; less for slow calls (PDFs, scrypt) */
    weight?: number;
}

export const field = (
    type: FieldType,
    sample: (s: Samples) => unknown,
    options: { required?: boolean; values?: readonly (string | number)[] } = {},
): Field => ({ type, sample, ...options });

export const constant = (value: unknown) => (): unknown => value;

export const required = { required: true };
export const enumOf = (values: readonly (string | number)[], sample = values[0]) =>
    field('enum', constant(sample), { values });

export const PAGING = {
    pgIndex: field('int', constant('1')),
    pgCount: field('int', constant('10')),
};

/** The `contains` filters the order and the official-document lists share. */
export const ORDER_TEXT_FILTERS = {
    orderId: field('text', constant('TM')),
    trademarkName: field('text', constant('星')),
    applicant: field('text', constant('公司')),
};

/** A range of days (`YYYY-MM-DD`) under the names a list gives its two ends. */
export const dayRange = (begin: string, end: string): Record<string, Field> => ({
    [begin]: field('date', constant('2020-01-01')),
    [end]: field('date', constant('2099-12-31')),
});
