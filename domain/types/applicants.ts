/** Applicants: the list row, the detail and their coded values. Field names are exactly the spec's. */
import type { FileRef } from './documents';

export type ApplicantType = 1 | 2; // 1 individual, 2 enterprise
export type ApplicantRegion = 1 | 2 | 3 | 4 | 5; // mainland, HK, Macao, Taiwan, overseas
export type AuditStatus = 1 | 2 | 3 | 4 | 5 | 6;

/** A row of `listApplicants`. */
export interface ApplicantSummary {
    id: number;
    applicantName: string;
    applicantRegion: ApplicantRegion;
    applicantType: ApplicantType;
    cardNumber: string;
    auditStatus: AuditStatus;
}

/** `describeApplicant`: the row plus address, country and uploaded material. */
export interface Applicant extends ApplicantSummary {
    EName: string;
    Province: string;
    Address: string;
    EAddress: string;
    postcode: string;
    Country: string;
    /** the trademark name of the applicant's latest order, if any */
    trademarkName: string;
    createTime: string;
    sebeIdCardOss: FileRef[];
    sebePassportOss: FileRef | null;
    sebeBusinessLicenceOss: FileRef | null;
    sebeLegalNoticeOss: FileRef | null;
}

export interface ApplicantListFilter {
    ApplicantName?: string;
    ApplicantType?: ApplicantType;
    auditStatus?: AuditStatus;
}

export interface ApplicantStatistics {
    total: number;
}

/** The text fields of an applicant, in the order the wire shows them. */
export const APPLICANT_TEXT_FIELDS = [
    'applicantName',
    'EName',
    'cardNumber',
    'Province',
    'Address',
    'EAddress',
    'postcode',
    'Country',
] as const;

/** An applicant's documents held one file each (`sebeIdCardOss` holds front and back). */
export const SINGLE_FILE_FIELDS = [
    'sebePassportOss',
    'sebeBusinessLicenceOss',
    'sebeLegalNoticeOss',
] as const;

/** What `createApplicant` takes: the id (when editing), the two codes, the texts, the files. */
export const APPLICANT_INPUT_FIELDS = [
    'id',
    'applicantType',
    'applicantRegion',
    ...APPLICANT_TEXT_FIELDS,
    'sebeIdCardOss',
    ...SINGLE_FILE_FIELDS,
] as const;
