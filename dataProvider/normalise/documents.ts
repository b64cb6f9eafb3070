/** Official documents, the PDF preview and the dashboard statistics. */
import { ORDER_STATISTICS_COUNTS } from '../../domain/types/orders';
import { MalformedAnswerError } from '../httpClient';
import type { OfficialDocument, OrderStatistics } from '../records';
import type { ApplicantStatistics } from '../../domain/types/applicants';
import type { PreviewAnswer } from '../../domain/types/documents';
import { fileRef, withoutQuery } from './files';
import { classCode, isObject, numberOrNull, objectOf, pick, text } from './read';

const DOCUMENT_SHAPE = '{orderId, officialName, officialFile, ...}';

/**
 * An official document; the spec gives it no key, so its order number and file make one: the
 * file's key, else its URL but for the query, which a signed URL changes at every reading.
 */
export const toOfficialDocument = (call: string, value: unknown): OfficialDocument => {
    const raw = objectOf(call, value, DOCUMENT_SHAPE);
    const orderId = text(raw.orderId).trim();
    const officialFile = fileRef(raw.officialFile, raw.officialFileOsskey);
    if (!orderId || !officialFile) throw new MalformedAnswerError(call, DOCUMENT_SHAPE, 200);
    return {
        id: `${orderId}|${officialFile.ossKey || withoutQuery(officialFile.url)}`,
        orderId,
        trademarkName: text(raw.trademarkName),
        cls: classCode(raw.cls),
        deliveryTime: text(raw.deliveryTime),
        applicant: text(raw.applicant),
        trademarkNumber: text(raw.trademarkNumber),
        officialName: text(raw.officialName),
        officialFile,
    };
};

/** `preview`: the URL(s) the viewer reads (`urls`, or a single `url`). */
export const toPreview = (call: string, value: unknown): PreviewAnswer => {
    const raw = objectOf(call, value, '{urls: string[]}');
    const urls = (Array.isArray(raw.urls) ? raw.urls : [pick(raw, 'urls', 'url')])
        .map(text)
        .filter(Boolean);
    if (urls.length === 0) throw new MalformedAnswerError(call, '{urls: string[]}', 200);
    return { urls };
};

const COUNTS = ORDER_STATISTICS_COUNTS;

/** The dashboard's counts: one the backend left out stays null (the card shows —). */
export const toOrderStatistics = (call: string, value: unknown): OrderStatistics => {
    const raw = objectOf(call, value, '{auditWaited, ..., orderTrendMap}');
    const trend = isObject(raw.orderTrendMap) ? raw.orderTrendMap : {};
    const orderTrendMap: Record<string, number> = {};
    for (const [day, count] of Object.entries(trend)) {
        const read = numberOrNull(count);
        if (read !== null) orderTrendMap[day] = read;
    }
    const counts = Object.fromEntries(COUNTS.map(key => [key, numberOrNull(raw[key])]));
    return { ...(counts as Record<(typeof COUNTS)[number], number | null>), orderTrendMap };
};

export const toApplicantStatistics = (call: string, value: unknown): ApplicantStatistics => {
    const raw = objectOf(call, value, '{total}');
    const total = numberOrNull(raw.total);
    if (total === null) throw new MalformedAnswerError(call, '{total}', 200);
    return { total };
};
