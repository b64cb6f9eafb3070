/** Official documents: the office's letters, shown with the order they answer (docs/api.md). */
import type { OfficialDocument, OfficialDocumentFilter } from '../../domain/types/documents';
import type { PageParams, Paged } from '../../domain/types/wire';
import type { DocumentRow, OrderRow } from '../db';
import type { DocumentWithOrder, ReadQueries } from '../store';
import { pagedOf } from './listing';

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

/**
 * One page of the agency's documents, newest delivery first: the order filters (number, name,
 * applicant: contains) apply to the order a document answers, the days to its delivery.
 */
export const listDocuments = (
    q: ReadQueries,
    spId: number,
    filter: OfficialDocumentFilter,
    page: PageParams,
): Paged<OfficialDocument> =>
    pagedOf(q.documents.list(spId, filter, page), ({ document, order }: DocumentWithOrder) =>
        toOfficialDocument(document, order),
    );
