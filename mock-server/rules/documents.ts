/** Official documents: the office's letters, shown with the order they answer (docs/api.md). */
import type { OfficialDocument, OfficialDocumentFilter } from '../../domain/types/documents';
import type { DocumentRow, OrderRow } from '../db';
import { isInDayRange } from '../../domain/rules/time';
import { contains } from './listing';

export const toOfficialDocument = (row: DocumentRow, order: OrderRow): OfficialDocument => ({
    id: row.id,
    orderId: order.orderId,
    trademarkName: order.trademarkName,
    cls: order.cls,
    deliveryTime: row.deliveryTime,
    applicant: order.applicant,
    trademarkNumber: order.trademarkNumber,
    officialName: row.officialName,
    officialFile: row.officialFile,
});

export const matchesOfficialDocument = (
    doc: OfficialDocument,
    filter: OfficialDocumentFilter,
): boolean =>
    contains(doc.orderId, filter.orderId) &&
    contains(doc.trademarkName, filter.trademarkName) &&
    contains(doc.applicant, filter.applicant) &&
    isInDayRange(doc.deliveryTime, filter.startTime, filter.endTime);
