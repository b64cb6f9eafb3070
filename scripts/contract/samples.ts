/**
 * What the suite must know beyond the call table: a valid sample value for every list filter
 * name (a filter of RESOURCES without one here is an error of the suite, so the table and the
 * suite cannot drift apart silently), the start filter that goes with each end-date filter,
 * and how each list's rows are keyed and dated (documents have no key of their own: their order
 * number and file make one).
 */
import { nextDay } from '../../domain/rules/time';
import type { PortalResource, RESOURCES } from '../../dataProvider/resources';
import type { FileRef } from '../../domain/types/documents';

export type Raw = Record<string, unknown>;

/** A row of a list call, as the portal's row normaliser reads it. */
export type RowOf<K extends PortalResource> = ReturnType<(typeof RESOURCES)[K]['list']['row']>;

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A day (`YYYY-MM-DD`, China time) `daysAgo` days before today. */
export const chinaDay = (daysAgo = 0, now = Date.now()): string =>
    new Date(now + CHINA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The day of a wire time `YYYY-MM-DD HH:mm:ss`, or undefined. */
export const dayOf = (time: unknown): string | undefined => {
    const match = typeof time === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(time) : null;
    return match?.[1];
};

const textOf = (value: unknown): string | undefined => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim()) return value.trim();
    return undefined;
};

export interface FilterSample {
    /** the value of the list's first row (the filter must then find rows); undefined if none */
    fromRow(row: Raw, day: string | undefined): string | undefined;
    /** a valid value when the list has no row to take one from */
    fallback(): string;
}

const field = (name: string, fallback: string): FilterSample => ({
    fromRow: row => textOf(row[name]),
    fallback: () => fallback,
});

const startDay: FilterSample = { fromRow: (_row, day) => day, fallback: () => chinaDay(90) };
/** an end date as the wire carries it: the day after the last day wanted (docs/rules.md, lists) */
const endDay: FilterSample = {
    fromRow: (_row, day) => (day ? nextDay(day) : undefined),
    fallback: () => nextDay(chinaDay()),
};

/** A valid value per filter name of RESOURCES (the coded values and the list filters). */
export const FILTER_SAMPLES: Readonly<Record<string, FilterSample>> = {
    // applicants
    ApplicantName: field('applicantName', '公司'),
    ApplicantType: field('applicantType', '2'),
    auditStatus: field('auditStatus', '3'),
    // orders and official documents
    orderId: field('orderId', 'TM'),
    trademarkName: field('trademarkName', '商标'),
    applicant: field('applicant', '公司'),
    supplementState: field('supplementState', '1'),
    state: field('state', '1'),
    startTime: startDay,
    endTime: endDay,
    // transactions
    tradeSn: field('tradeSn', '1'),
    paymentSn: field('paymentSn', 'TM'),
    inandexType: field('inandexType', '1'),
    tradeType: field('tradeType', '1'),
    tradeTimeBegin: startDay,
    tradeTimeEnd: endDay,
    // the audit trail (extension)
    userId: field('userId', '1'),
    kind: field('kind', 'money'),
    timeBegin: startDay,
    timeEnd: endDay,
};

/** The start filter of each end-date filter (`endDates` of RESOURCES). */
export const RANGE_STARTS: Readonly<Record<string, string>> = {
    endTime: 'startTime',
    tradeTimeEnd: 'tradeTimeBegin',
    timeEnd: 'timeBegin',
};

/** A stored file as a key that does not change between answers (presigned URLs do). */
export const fileKey = (file: FileRef): string => file.ossKey || file.url.split(/[?#]/)[0];

export interface ListRule<Row> {
    /** what one row is, for messages */
    noun: string;
    /** the row's identity, to compare pages */
    key(row: Row): string;
    /** the row's time, for the end-date rule; lists without a date filter have none */
    time?(row: Row): string;
    /** a filter that narrows the list to this row (with `key`), for the end-date rule */
    keyFilter?: { name: string; value(row: Row): string };
}

export const LIST_RULES: { [K in PortalResource]: ListRule<RowOf<K>> } = {
    applicants: { noun: 'applicant', key: row => String(row.id) },
    orders: {
        noun: 'order',
        key: row => row.orderId,
        time: row => row.createTime,
        keyFilter: { name: 'orderId', value: row => row.orderId },
    },
    officialDocuments: {
        noun: 'document',
        key: row => `${row.orderId}|${fileKey(row.officialFile)}`,
        time: row => row.deliveryTime,
        keyFilter: { name: 'orderId', value: row => row.orderId },
    },
    capitalDetails: {
        noun: 'transaction',
        key: row => row.tradeSn,
        time: row => row.tradeTime,
        keyFilter: { name: 'tradeSn', value: row => row.tradeSn },
    },
    auditRecords: {
        noun: 'audit record',
        key: row => String(row.id),
        time: row => row.time,
    },
};

/** The page size of the paging checks: pages of K are compared with a page of 2K. */
export const PAGE_K = 3;
/** The page size the suite reads a list's first rows with. */
export const FIRST_PAGE = 10;
