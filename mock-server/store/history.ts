/** What the office sent back about an order: feedback, progress records, official documents. */
import type { OfficialDocumentFilter } from '../../domain/types/documents';
import type { PageParams } from '../../domain/types/wire';
import type { DocumentRow, FeedbackRow, OrderRow, ProgressRow } from '../db';
import { NameIndex, namedOrders } from './nameGrams';
import { ORDERS } from './orders';
import { pageOf, Table, Where } from './sql';
import type { Page, Sql } from './sql';

export const FEEDBACKS = new Table<FeedbackRow>('trademark_feedbacks', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'orderTbId', column: 'order_tb_id' },
    { key: 'state', column: 'state' },
    { key: 'content', column: 'content' },
    { key: 'feedbackTime', column: 'feedback_time' },
]);

export const PROGRESS = new Table<ProgressRow>('progress', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'orderTbId', column: 'order_tb_id' },
    { key: 'state', column: 'state' },
    { key: 'uploadTime', column: 'upload_time' },
    { key: 'documentId', column: 'document_id' },
]);

export const DOCUMENTS = new Table<DocumentRow>('official_documents', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'orderTbId', column: 'order_tb_id' },
    { key: 'officialName', column: 'official_name' },
    { key: 'deliveryTime', column: 'delivery_time' },
    { key: 'officialFile', column: 'official_file', kind: 'json' },
]);

/** The rows of one order, newest first (by `timeColumn`, then id), or of every order. */
class OrderRecords<Row extends { id: number }> {
    constructor(
        protected readonly sql: Sql,
        protected readonly table: Table<Row>,
        private readonly timeColumn: string,
    ) {}

    ofOrder(spId: number, orderTbId: number): Row[] {
        return this.sql
            .all<Row>(
                `SELECT ${this.table.select} FROM ${this.table.name}
                 WHERE order_tb_id = @orderTbId AND sp_id = @spId
                 ORDER BY ${this.timeColumn} DESC, id DESC`,
                { spId, orderTbId },
            )
            .map(raw => this.table.fromSql(raw));
    }

    /** Every row, by id (the export). */
    all(): Row[] {
        return this.sql
            .all<Row>(`SELECT ${this.table.select} FROM ${this.table.name} ORDER BY id`)
            .map(raw => this.table.fromSql(raw));
    }

    insert(row: Row): number {
        return this.sql.run(this.table.insert, this.table.rowParams(row));
    }

    /** Moves the time of each of the order's rows (the simulator's backdating). */
    updateTimes(orderTbId: number, move: (time: string) => string): void {
        const rows = this.sql.all<{ id: number; time: string }>(
            `SELECT id, ${this.timeColumn} AS time FROM ${this.table.name}
             WHERE order_tb_id = @orderTbId`,
            { orderTbId },
        );
        for (const { id, time } of rows) {
            if (!time) continue;
            this.sql.run(
                `UPDATE ${this.table.name} SET ${this.timeColumn} = @time WHERE id = @id`,
                { id, time: move(time) },
            );
        }
    }

    /** A new row; its id is the next free one. */
    create(row: Omit<Row, 'id'>): Row {
        const id = this.sql.run(this.table.insert, { ...this.table.rowParams(row), id: null });
        return { id, ...row } as Row;
    }
}

export class FeedbackRepository extends OrderRecords<FeedbackRow> {
    constructor(sql: Sql) {
        super(sql, FEEDBACKS, 'feedback_time');
    }
}

export class ProgressRepository extends OrderRecords<ProgressRow> {
    constructor(sql: Sql) {
        super(sql, PROGRESS, 'upload_time');
    }
}

/** A document of the list with the order it answers. */
export interface DocumentWithOrder {
    document: DocumentRow;
    order: OrderRow;
}

export class DocumentRepository extends OrderRecords<DocumentRow> {
    private readonly names: NameIndex;

    constructor(sql: Sql) {
        super(sql, DOCUMENTS, 'delivery_time');
        this.names = new NameIndex(sql);
    }

    private one(where: string, params: Record<string, unknown>): DocumentRow | undefined {
        const raw = this.sql.get<DocumentRow>(
            `SELECT ${DOCUMENTS.select} FROM official_documents WHERE ${where} ORDER BY id LIMIT 1`,
            params,
        );
        return raw && DOCUMENTS.fromSql(raw);
    }

    /** The agency's document; another agency's reads as missing. */
    own(spId: number, id: number): DocumentRow | undefined {
        return this.one('id = @id AND sp_id = @spId', { id, spId });
    }

    /** The agency's document whose file has this key. */
    byKey(spId: number, ossKey: string): DocumentRow | undefined {
        return this.one('oss_key = @ossKey AND sp_id = @spId', { ossKey, spId });
    }

    /**
     * One page of the agency's documents whose order (of the same agency) matches the filter,
     * newest delivery first. A document without its order is not listed. A trademark name is
     * looked up in the name index first (store/nameGrams.ts): only its orders' documents are read.
     */
    list(spId: number, filter: OfficialDocumentFilter, page: PageParams): Page<DocumentWithOrder> {
        const where = Where.agency('d.sp_id', spId)
            .contains('o.order_id', filter.orderId)
            .contains('o.trademark_name', filter.trademarkName)
            .contains('o.applicant', filter.applicant)
            .dayRange('d.delivery_time', filter.startTime, filter.endTime);
        const lookup = this.names.lookup(spId, filter.trademarkName);
        const documents = lookup
            ? `${namedOrders(where, lookup)} CROSS JOIN official_documents d ON d.order_tb_id = named.named_id`
            : 'official_documents d';
        const found = pageOf<DocumentRow>(this.sql, {
            columns: DOCUMENTS.selectAs('d.'),
            from: `${documents} JOIN orders o ON o.id = d.order_tb_id AND o.sp_id = d.sp_id`,
            where,
            order: 'd.delivery_time DESC, d.id DESC',
            page,
        });
        const rows = found.rows.map(raw => {
            const document = DOCUMENTS.fromSql(raw);
            const order = this.sql.get<OrderRow>(
                `SELECT ${ORDERS.select} FROM orders WHERE id = @id`,
                { id: document.orderTbId },
            );
            if (!order) throw new Error(`store: the order of document ${document.id} vanished`);
            return { document, order: ORDERS.fromSql(order) };
        });
        return { rows, total: found.total };
    }
}
