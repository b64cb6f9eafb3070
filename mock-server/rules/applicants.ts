/** Applicants as the list and the detail show them (spec §3). */
import type { Applicant, ApplicantListFilter, ApplicantSummary } from '../../dataProvider/types';
import type { ApplicantRow, Db } from '../db';
import { contains, equalsIfSet, newestFirst } from './listing';

export const APPLICANT_MISSING_MSG = '申请人不存在';

export const matchesApplicant = (row: ApplicantRow, filter: ApplicantListFilter): boolean =>
    contains(row.applicantName, filter.ApplicantName) &&
    equalsIfSet(row.applicantType, filter.ApplicantType) &&
    equalsIfSet(row.auditStatus, filter.auditStatus);

export const toApplicantSummary = (row: ApplicantRow): ApplicantSummary => ({
    id: row.id,
    applicantName: row.applicantName,
    applicantRegion: row.applicantRegion,
    applicantType: row.applicantType,
    cardNumber: row.cardNumber,
    auditStatus: row.auditStatus,
});

/** The trademark name of the applicant's latest order, '' when it has none. */
const latestTrademarkName = (db: Db, applicant: ApplicantRow): string =>
    db.orders
        .filter(o => o.spId === applicant.spId && o.applicantTbId === applicant.id)
        .sort(newestFirst(o => o.createTime))[0]?.trademarkName ?? '';

export const toApplicant = (row: ApplicantRow, db: Db): Applicant => {
    const { spId: _spId, ...fields } = row;
    return { ...fields, trademarkName: latestTrademarkName(db, row) };
};
