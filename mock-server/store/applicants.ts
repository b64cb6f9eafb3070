/** The agencies' applicants. */
import type { ApplicantListFilter } from '../../domain/types/applicants';
import type { PageParams } from '../../domain/types/wire';
import type { ApplicantRow } from '../db';
import { pageOf, Table, Where } from './sql';
import type { Page, Sql } from './sql';

export const APPLICANTS = new Table<ApplicantRow>('applicants', [
    { key: 'id', column: 'id' },
    { key: 'spId', column: 'sp_id' },
    { key: 'auditStatus', column: 'audit_status' },
    { key: 'applicantType', column: 'applicant_type' },
    { key: 'applicantRegion', column: 'applicant_region' },
    { key: 'applicantName', column: 'applicant_name' },
    { key: 'EName', column: 'e_name' },
    { key: 'cardNumber', column: 'card_number' },
    { key: 'Province', column: 'province' },
    { key: 'Address', column: 'address' },
    { key: 'EAddress', column: 'e_address' },
    { key: 'postcode', column: 'postcode' },
    { key: 'Country', column: 'country' },
    { key: 'sebeIdCardOss', column: 'id_cards', kind: 'json' },
    { key: 'sebePassportOss', column: 'passport', kind: 'json' },
    { key: 'sebeBusinessLicenceOss', column: 'business_licence', kind: 'json' },
    { key: 'sebeLegalNoticeOss', column: 'legal_notice', kind: 'json' },
    { key: 'createTime', column: 'create_time' },
]);

export class ApplicantRepository {
    constructor(private readonly sql: Sql) {}

    private one(where: string, params: Record<string, unknown>): ApplicantRow | undefined {
        const raw = this.sql.get<ApplicantRow>(
            `SELECT ${APPLICANTS.select} FROM applicants WHERE ${where}`,
            params,
        );
        return raw && APPLICANTS.fromSql(raw);
    }

    /** Any agency's applicant (the office simulator's view). */
    get(id: number): ApplicantRow | undefined {
        return this.one('id = @id', { id });
    }

    /** The agency's applicant; another agency's reads as missing. */
    own(spId: number, id: number): ApplicantRow | undefined {
        return this.one('id = @id AND sp_id = @spId', { id, spId });
    }

    /** One page of the agency's applicants matching the filter, newest first. */
    list(spId: number, filter: ApplicantListFilter, page: PageParams): Page<ApplicantRow> {
        const where = Where.agency('sp_id', spId)
            .contains('applicant_name', filter.ApplicantName)
            .equals('applicant_type', filter.ApplicantType)
            .equals('audit_status', filter.auditStatus);
        const found = pageOf<ApplicantRow>(this.sql, {
            columns: APPLICANTS.select,
            from: 'applicants',
            where,
            order: 'create_time DESC, id DESC',
            page,
        });
        return { rows: found.rows.map(raw => APPLICANTS.fromSql(raw)), total: found.total };
    }

    count(spId: number): number {
        return this.sql.value<number>('SELECT COUNT(*) FROM applicants WHERE sp_id = @spId', {
            spId,
        })!;
    }

    /**
     * Does another of the agency's applicants (not `exceptId`) have this card number? Stored
     * numbers are upper-cased, as `card` is.
     */
    cardTaken(spId: number, card: string, exceptId: number | null): boolean {
        return (
            this.sql.value<number>(
                `SELECT EXISTS (SELECT 1 FROM applicants WHERE sp_id = @spId
                   AND card_number = @card COLLATE NOCASE AND id IS NOT @exceptId)`,
                { spId, card, exceptId },
            ) === 1
        );
    }

    /** Every applicant, by id (the export). */
    all(): ApplicantRow[] {
        return this.sql
            .all<ApplicantRow>(`SELECT ${APPLICANTS.select} FROM applicants ORDER BY id`)
            .map(raw => APPLICANTS.fromSql(raw));
    }

    insert(row: ApplicantRow): number {
        return this.sql.run(APPLICANTS.insert, APPLICANTS.rowParams(row));
    }

    /** A new applicant; its id is the next free one. */
    create(row: Omit<ApplicantRow, 'id'>): ApplicantRow {
        const id = this.sql.run(APPLICANTS.insert, { ...APPLICANTS.rowParams(row), id: null });
        return { id, ...row };
    }

    update(id: number, patch: Partial<Omit<ApplicantRow, 'id' | 'spId'>>): void {
        const { text, params } = APPLICANTS.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }

    delete(id: number): void {
        this.sql.run('DELETE FROM applicants WHERE id = @id', { id });
    }
}
