/**
 * Correction notices (补正). Every change here also updates the order's latest notice, through
 * the triggers of migrations/002 (made again in 005), and the moment the notice times out under
 * the holiday rule, `answer_until` (migrations/005, domain/rules/answerUntil.ts).
 */
import { AWAITING_CORRECTION_STATE } from '../../domain/states/supplements';
import type { SupplementRow } from '../db';
import { Table } from './sql';
import type { Params, Sql } from './sql';

export const SUPPLEMENTS = new Table<SupplementRow>('supplements', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'orderTbId', column: 'order_tb_id' },
    { key: 'supplementState', column: 'supplement_state' },
    { key: 'serialNumber', column: 'serial_number' },
    { key: 'sendTime', column: 'send_time' },
    { key: 'acceptExpirationDate', column: 'accept_expiration_date' },
    { key: 'documentId', column: 'document_id' },
    { key: 'userFiles', column: 'user_files' },
    { key: 'userFileOsskeys', column: 'user_file_osskeys' },
    { key: 'content', column: 'content' },
    { key: 'operateTime', column: 'operate_time' },
    { key: 'ifSupplement', column: 'if_supplement' },
]);

/** A notice still awaiting correction, not timed out at `@now` (the holiday rule: `answer_until`). */
const OPEN = `supplement_state = ${AWAITING_CORRECTION_STATE} AND answer_until >= @now`;

export class SupplementRepository {
    constructor(private readonly sql: Sql) {}

    private many(where: string, params: Params, order = 'id'): SupplementRow[] {
        return this.sql
            .all<SupplementRow>(
                `SELECT ${SUPPLEMENTS.select} FROM supplements WHERE ${where} ORDER BY ${order}`,
                params,
            )
            .map(raw => SUPPLEMENTS.fromSql(raw));
    }

    private first(where: string, params: Params, order = 'id'): SupplementRow | undefined {
        return this.many(where, params, `${order} LIMIT 1`)[0];
    }

    /** The agency's notice; another agency's reads as missing. */
    own(spId: number, id: number): SupplementRow | undefined {
        return this.first('id = @id AND sp_id = @spId', { id, spId });
    }

    /** The order's latest notice: the newest `sendTime`, then the highest id. */
    latestOfOrder(spId: number, orderTbId: number): SupplementRow | undefined {
        return this.first(
            'order_tb_id = @orderTbId AND sp_id = @spId',
            { orderTbId, spId },
            'send_time DESC, id DESC',
        );
    }

    /** The order's first notice still awaiting correction before its deadline. */
    openOfOrder(orderTbId: number, nowText: string): SupplementRow | undefined {
        return this.first(`order_tb_id = @orderTbId AND ${OPEN}`, { orderTbId, now: nowText });
    }

    /** Notices awaiting correction that have timed out (of one order, if given); by id. */
    overdue(nowText: string, orderTbId?: number): SupplementRow[] {
        const where = `supplement_state = ${AWAITING_CORRECTION_STATE} AND answer_until < @now`;
        return orderTbId === undefined
            ? this.many(where, { now: nowText })
            : this.many(`${where} AND order_tb_id = @orderTbId`, { now: nowText, orderTbId });
    }

    serialTaken(serialNumber: string): boolean {
        return (
            this.sql.value<number>(
                'SELECT EXISTS (SELECT 1 FROM supplements WHERE serial_number = @serialNumber)',
                { serialNumber },
            ) === 1
        );
    }

    /** Every notice, by id (the export). */
    all(): SupplementRow[] {
        return this.many('1', {});
    }

    insert(row: SupplementRow): number {
        return this.sql.run(SUPPLEMENTS.insert, SUPPLEMENTS.rowParams(row));
    }

    /** A new notice; its id is the next free one. */
    create(row: Omit<SupplementRow, 'id'>): SupplementRow {
        const id = this.sql.run(SUPPLEMENTS.insert, { ...SUPPLEMENTS.rowParams(row), id: null });
        return { id, ...row };
    }

    update(id: number, patch: Partial<Omit<SupplementRow, 'id' | 'spId'>>): void {
        const { text, params } = SUPPLEMENTS.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }
}
