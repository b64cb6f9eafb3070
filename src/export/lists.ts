/**
 * What each exported list writes: its columns (header, value, kind) and how its filters read in
 * words. Loaded with the writer when the user exports, never with a list's route.
 */
import { DUE_WITHIN } from '../../dataProvider';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type {
    AuditRecord,
    CapitalDetail,
    OfficialDocument,
    OrderSummary,
} from '../../dataProvider/records';
import { auditKindLabel, describeChange } from '../audit/describeChange';
import { auditMessages } from '../i18n/messages/audit';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    INANDEX_TYPE_LABELS,
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    TRADE_TYPE_LABELS,
} from '../i18n/labels';
import type { MessageKey } from '../i18n/useMessage';
import { orderStateChoices } from '../orders/stateChoices';

/** What translates a message key (useMessage's function, or the i18n provider's translate). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * How a column's cells are written: text; money (a number shown with two decimals); a wire
 * time `YYYY-MM-DD HH:mm:ss` (China time) as a date-time; a number (a class).
 */
export type ColumnKind = 'text' | 'money' | 'time' | 'number';

export interface ExportColumn<T> {
    /** the header, a message key (the list's own field label) */
    header: MessageKey;
    kind?: ColumnKind;
    value: (row: T) => string | number | null | undefined;
    /** in characters */
    width?: number;
}

export interface ExportFilter {
    label: MessageKey;
    /** the filter value it reads; a date range reads `source` (its first day) to `end` */
    source: string;
    end?: string;
    /** a coded value in words (审核通过, not 3) */
    text?: (value: unknown, m: Translate) => string;
}

export interface ExportList<T> {
    /** the list's name: the sheet's, and the file's before the date */
    title: MessageKey;
    columns: ExportColumn<T>[];
    filters: ExportFilter[];
}

/** A code's label, or the code itself when the table does not know it. */
const labelOf =
    (labels: Record<number, string>) =>
    (value: unknown): string =>
        labels[Number(value)] ?? String(value);

/** A state, a group of states (商标局驳回) or any list of them, as the state filter names it. */
const orderStateText = (value: unknown): string =>
    orderStateChoices(value).find(choice => String(choice.id) === String(value))?.name ??
    String(value);

/** A class `09` as the number 9; a value that is not one class stays text. */
const classOf = (cls: string): string | number => (/^\d+$/.test(cls) ? Number(cls) : cls);

const orders: ExportList<OrderSummary> = {
    title: 'portal.menu.orderList',
    columns: [
        { header: 'resources.orders.fields.orderId', value: r => r.orderId, width: 26 },
        { header: 'resources.orders.fields.trademarkName', value: r => r.trademarkName, width: 20 },
        { header: 'resources.orders.fields.applicant', value: r => r.applicant, width: 28 },
        { header: 'resources.orders.fields.cls', kind: 'number', value: r => classOf(r.cls) },
        {
            header: 'resources.orders.fields.orderAmount',
            kind: 'money',
            value: r => r.orderAmount,
            width: 14,
        },
        {
            header: 'resources.orders.fields.createTime',
            kind: 'time',
            value: r => r.createTime,
            width: 20,
        },
        {
            header: 'resources.orders.fields.state',
            value: r => labelOf(ORDER_STATE_LABELS)(r.state),
            width: 14,
        },
        {
            header: 'resources.orders.fields.supplementState',
            value: r => labelOf(SUPPLEMENT_STATE_LABELS)(r.supplementState),
            width: 12,
        },
        {
            header: 'resources.orders.fields.trademarkNumber',
            value: r => r.trademarkNumber || null,
            width: 12,
        },
    ],
    filters: [
        { label: 'resources.orders.fields.orderId', source: 'orderId' },
        { label: 'resources.orders.fields.trademarkName', source: 'trademarkName' },
        { label: 'resources.orders.fields.applicant', source: 'applicant' },
        {
            label: 'resources.orders.fields.supplementState',
            source: 'supplementState',
            text: labelOf(SUPPLEMENT_STATE_LABELS),
        },
        {
            label: 'portal.deadlines.filter',
            source: DUE_WITHIN,
            text: (days, m) => m('portal.deadlines.within', { days: String(days) }),
        },
        { label: 'resources.orders.fields.state', source: 'state', text: orderStateText },
        { label: 'resources.orders.fields.createTime', source: 'startTime', end: 'endTime' },
    ],
};

const capitalDetails: ExportList<CapitalDetail> = {
    title: 'portal.menu.userList',
    columns: [
        { header: 'resources.capitalDetails.fields.tradeSn', value: r => r.tradeSn, width: 26 },
        {
            header: 'resources.capitalDetails.fields.tradeTime',
            kind: 'time',
            value: r => r.tradeTime,
            width: 20,
        },
        {
            header: 'resources.capitalDetails.fields.inandexType',
            value: r => labelOf(INANDEX_TYPE_LABELS)(r.inandexType),
        },
        {
            header: 'resources.capitalDetails.fields.tradeType',
            value: r => labelOf(TRADE_TYPE_LABELS)(r.tradeType),
        },
        {
            header: 'resources.capitalDetails.fields.money',
            kind: 'money',
            // the amount as the list signs it: an expense is negative
            value: r => (r.inandexType === 2 ? -Math.abs(r.money) : Math.abs(r.money)),
            width: 14,
        },
        { header: 'resources.capitalDetails.fields.paymentSn', value: r => r.paymentSn, width: 26 },
        {
            header: 'resources.capitalDetails.fields.balance',
            kind: 'money',
            value: r => r.balance,
            width: 14,
        },
    ],
    filters: [
        { label: 'resources.capitalDetails.fields.tradeSn', source: 'tradeSn' },
        { label: 'resources.capitalDetails.fields.paymentSn', source: 'paymentSn' },
        {
            label: 'resources.capitalDetails.fields.inandexType',
            source: 'inandexType',
            text: labelOf(INANDEX_TYPE_LABELS),
        },
        {
            label: 'resources.capitalDetails.fields.tradeType',
            source: 'tradeType',
            text: labelOf(TRADE_TYPE_LABELS),
        },
        {
            label: 'resources.capitalDetails.fields.tradeTime',
            source: 'tradeTimeBegin',
            end: 'tradeTimeEnd',
        },
    ],
};

const officialDocuments: ExportList<OfficialDocument> = {
    title: 'portal.menu.officialDoc',
    columns: [
        { header: 'resources.officialDocuments.fields.orderId', value: r => r.orderId, width: 26 },
        {
            header: 'resources.officialDocuments.fields.trademarkName',
            value: r => r.trademarkName,
            width: 20,
        },
        {
            header: 'resources.officialDocuments.fields.cls',
            kind: 'number',
            value: r => classOf(r.cls),
        },
        {
            header: 'resources.officialDocuments.fields.deliveryTime',
            kind: 'time',
            value: r => r.deliveryTime,
            width: 20,
        },
        {
            header: 'resources.officialDocuments.fields.applicant',
            value: r => r.applicant,
            width: 28,
        },
        {
            header: 'resources.officialDocuments.fields.trademarkNumber',
            value: r => r.trademarkNumber || null,
            width: 12,
        },
        {
            header: 'resources.officialDocuments.fields.officialName',
            value: r => r.officialName,
            width: 20,
        },
    ],
    filters: [
        { label: 'resources.officialDocuments.fields.orderId', source: 'orderId' },
        { label: 'resources.officialDocuments.fields.trademarkName', source: 'trademarkName' },
        { label: 'resources.officialDocuments.fields.applicant', source: 'applicant' },
        {
            label: 'resources.officialDocuments.fields.deliveryTime',
            source: 'startTime',
            end: 'endTime',
        },
    ],
};

const applicants: ExportList<ApplicantSummary> = {
    title: 'portal.menu.applicant',
    columns: [
        {
            header: 'resources.applicants.fields.applicantName',
            value: r => r.applicantName,
            width: 28,
        },
        {
            header: 'resources.applicants.fields.applicantRegion',
            value: r => labelOf(APPLICANT_REGION_LABELS)(r.applicantRegion),
        },
        {
            header: 'resources.applicants.fields.applicantType',
            value: r => labelOf(APPLICANT_TYPE_LABELS)(r.applicantType),
        },
        {
            header: 'resources.applicants.fields.cardNumber',
            value: r => r.cardNumber || null,
            width: 22,
        },
        {
            header: 'resources.applicants.fields.auditStatus',
            value: r => labelOf(AUDIT_STATUS_LABELS)(r.auditStatus),
        },
    ],
    filters: [
        { label: 'resources.applicants.fields.applicantName', source: 'ApplicantName' },
        {
            label: 'resources.applicants.fields.applicantType',
            source: 'ApplicantType',
            text: labelOf(APPLICANT_TYPE_LABELS),
        },
        {
            label: 'resources.applicants.fields.auditStatus',
            source: 'auditStatus',
            text: labelOf(AUDIT_STATUS_LABELS),
        },
    ],
};

const auditRecords: ExportList<AuditRecord> = {
    title: 'portal.audit.title',
    columns: [
        {
            header: 'resources.auditRecords.fields.time',
            kind: 'time',
            value: r => r.time,
            width: 20,
        },
        {
            header: 'resources.auditRecords.fields.userName',
            value: r => r.userName || auditMessages.system,
            width: 16,
        },
        {
            header: 'resources.auditRecords.fields.kind',
            value: r => auditKindLabel(r.kind),
            width: 18,
        },
        { header: 'resources.auditRecords.fields.object', value: r => r.object, width: 26 },
        {
            header: 'resources.auditRecords.fields.change',
            value: r => describeChange(r.before, r.after).join('; '),
            width: 40,
        },
        { header: 'resources.auditRecords.fields.address', value: r => r.address, width: 18 },
    ],
    filters: [
        { label: 'resources.auditRecords.fields.userId', source: 'userId' },
        { label: 'resources.auditRecords.fields.kind', source: 'kind', text: auditKindLabel },
        { label: 'resources.auditRecords.fields.time', source: 'timeBegin', end: 'timeEnd' },
    ],
};

/** Every exported list, by its resource. */
export const EXPORT_LISTS = { orders, capitalDetails, officialDocuments, applicants, auditRecords };

/** A list that has an export: its resource. */
export type ExportListName = keyof typeof EXPORT_LISTS;
