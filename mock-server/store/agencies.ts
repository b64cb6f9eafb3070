/** The agencies (tenants) and the unit prices. */
import type { AgencyRow, PriceSettings } from '../db';
import { Table } from './sql';
import type { Sql } from './sql';

export const AGENCIES = new Table<AgencyRow>('agencies', [
    { key: 'id', column: 'id' },
    { key: 'spName', column: 'sp_name' },
    { key: 'spContacts', column: 'sp_contacts' },
    { key: 'spPhone', column: 'sp_phone' },
    { key: 'spAccount', column: 'sp_account' },
    { key: 'balanceFen', column: 'balance_fen' },
    { key: 'settings', column: 'settings', kind: 'json' },
]);

export class AgencyRepository {
    constructor(private readonly sql: Sql) {}

    get(id: number): AgencyRow | undefined {
        const raw = this.sql.get<AgencyRow>(
            `SELECT ${AGENCIES.select} FROM agencies WHERE id = @id`,
            {
                id,
            },
        );
        return raw && AGENCIES.fromSql(raw);
    }

    /** Every agency, by id. */
    all(): AgencyRow[] {
        return this.sql
            .all<AgencyRow>(`SELECT ${AGENCIES.select} FROM agencies ORDER BY id`)
            .map(raw => AGENCIES.fromSql(raw));
    }

    insert(row: AgencyRow): number {
        return this.sql.run(AGENCIES.insert, AGENCIES.rowParams(row));
    }

    update(id: number, patch: Partial<Omit<AgencyRow, 'id'>>): void {
        const { text, params } = AGENCIES.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }

    /**
     * Agencies whose balance is not the sum of their capital details, or below zero (the ledger
     * invariant of db.ts), with the sum their records make; by id.
     */
    ledgerMismatches(): { index: number; id: number; sumFen: number }[] {
        return this.sql.all<{ index: number; id: number; sumFen: number }>(`
            SELECT a.position AS "index", a.id AS id, a.sum_fen AS sumFen FROM (
                SELECT id, balance_fen, ROW_NUMBER() OVER (ORDER BY id) - 1 AS position,
                    (SELECT COALESCE(SUM(CASE WHEN c.inandex_type = 1 THEN c.money_fen
                                              ELSE -c.money_fen END), 0)
                     FROM capital_details c WHERE c.sp_id = agencies.id) AS sum_fen
                FROM agencies
            ) a WHERE a.balance_fen <> a.sum_fen OR a.balance_fen < 0 ORDER BY a.id`);
    }
}

export class PriceRepository {
    constructor(private readonly sql: Sql) {}

    get(): PriceSettings {
        const row = this.sql.get<PriceSettings>(
            `SELECT class_unit_price_fen AS classUnitPriceFen,
                    extra_item_unit_price_fen AS extraItemUnitPriceFen FROM prices WHERE id = 1`,
        );
        if (!row) throw new Error('store: the prices are missing');
        return row;
    }

    set(prices: PriceSettings): void {
        this.sql.run(
            `INSERT INTO prices (id, class_unit_price_fen, extra_item_unit_price_fen)
             VALUES (1, @classUnitPriceFen, @extraItemUnitPriceFen)
             ON CONFLICT (id) DO UPDATE SET class_unit_price_fen = excluded.class_unit_price_fen,
                 extra_item_unit_price_fen = excluded.extra_item_unit_price_fen`,
            {
                classUnitPriceFen: prices.classUnitPriceFen,
                extraItemUnitPriceFen: prices.extraItemUnitPriceFen,
            },
        );
    }
}
