/** The agencies' capital details (the ledger) and their top-up payments. */
import type { CapitalDetailFilter } from '../../domain/types/money';
import type { PageParams } from '../../domain/types/wire';
import type { CapitalRow, PaymentRow } from '../db';
import { pageOf, Table, Where } from './sql';
import type { Page, Params, Sql } from './sql';
import { AWAITING_PAYMENT_STATE } from '../../domain/states/payments';

export const CAPITAL = new Table<CapitalRow>('capital_details', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'tradeSn', column: 'trade_sn' },
    { key: 'tradeTime', column: 'trade_time' },
    { key: 'inandexType', column: 'inandex_type' },
    { key: 'tradeType', column: 'trade_type' },
    { key: 'moneyFen', column: 'money_fen' },
    { key: 'paymentSn', column: 'payment_sn' },
    { key: 'balanceFen', column: 'balance_fen' },
]);

export const PAYMENTS = new Table<PaymentRow>('payments', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'paymentSn', column: 'payment_sn' },
    { key: 'amountFen', column: 'amount_fen' },
    { key: 'channel', column: 'channel' },
    { key: 'paymentState', column: 'payment_state' },
    { key: 'createTime', column: 'create_time' },
    { key: 'paidTime', column: 'paid_time' },
    { key: 'cashierKey', column: 'cashier_key', kind: 'optional' },
]);

export class CapitalRepository {
    constructor(private readonly sql: Sql) {}

    /** One page of the agency's records matching the filter, newest first. */
    list(spId: number, filter: CapitalDetailFilter, page: PageParams): Page<CapitalRow> {
        const where = Where.agency('sp_id', spId)
            .contains('trade_sn', filter.tradeSn)
            .contains('payment_sn', filter.paymentSn)
            .equals('inandex_type', filter.inandexType)
            .equals('trade_type', filter.tradeType)
            .dayRange('trade_time', filter.tradeTimeBegin, filter.tradeTimeEnd);
        const found = pageOf<CapitalRow>(this.sql, {
            columns: CAPITAL.select,
            from: 'capital_details',
            where,
            order: 'trade_time DESC, id DESC',
            page,
        });
        return { rows: found.rows.map(raw => CAPITAL.fromSql(raw)), total: found.total };
    }

    tradeSnTaken(tradeSn: string): boolean {
        return (
            this.sql.value<number>(
                'SELECT EXISTS (SELECT 1 FROM capital_details WHERE trade_sn = @tradeSn)',
                { tradeSn },
            ) === 1
        );
    }

    /** Every record, by id (the export). */
    all(): CapitalRow[] {
        return this.sql
            .all<CapitalRow>(`SELECT ${CAPITAL.select} FROM capital_details ORDER BY id`)
            .map(raw => CAPITAL.fromSql(raw));
    }

    insert(row: CapitalRow): number {
        return this.sql.run(CAPITAL.insert, CAPITAL.rowParams(row));
    }

    /** A new record; its id is the next free one. */
    create(row: Omit<CapitalRow, 'id'>): CapitalRow {
        const id = this.sql.run(CAPITAL.insert, { ...CAPITAL.rowParams(row), id: null });
        return { id, ...row };
    }
}

export class PaymentRepository {
    constructor(private readonly sql: Sql) {}

    private many(where: string, params: Params, limit = ''): PaymentRow[] {
        return this.sql
            .all<PaymentRow>(
                `SELECT ${PAYMENTS.select} FROM payments WHERE ${where} ORDER BY id${limit}`,
                params,
            )
            .map(raw => PAYMENTS.fromSql(raw));
    }

    /** Any agency's payment by its number (the cashier has no session). */
    bySn(paymentSn: string): PaymentRow | undefined {
        return this.many('payment_sn = @paymentSn', { paymentSn }, ' LIMIT 1')[0];
    }

    /** The agency's payment by its number; another agency's reads as missing. */
    ownBySn(spId: number, paymentSn: string): PaymentRow | undefined {
        return this.many(
            'payment_sn = @paymentSn AND sp_id = @spId',
            { paymentSn, spId },
            ' LIMIT 1',
        )[0];
    }

    /** Every payment not paid yet, by id. */
    pending(): PaymentRow[] {
        return this.many('payment_state = @state', { state: AWAITING_PAYMENT_STATE });
    }

    snTaken(paymentSn: string): boolean {
        return (
            this.sql.value<number>(
                'SELECT EXISTS (SELECT 1 FROM payments WHERE payment_sn = @paymentSn)',
                { paymentSn },
            ) === 1
        );
    }

    /** Every payment, by id (the export). */
    all(): PaymentRow[] {
        return this.many('1', {});
    }

    insert(row: PaymentRow): number {
        return this.sql.run(PAYMENTS.insert, PAYMENTS.rowParams(row));
    }

    /** A new payment; its id is the next free one. */
    create(row: Omit<PaymentRow, 'id'>): PaymentRow {
        const id = this.sql.run(PAYMENTS.insert, { ...PAYMENTS.rowParams(row), id: null });
        return { id, ...row };
    }

    update(id: number, patch: Partial<Omit<PaymentRow, 'id' | 'spId'>>): void {
        const { text, params } = PAYMENTS.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }
}
