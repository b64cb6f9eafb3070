/** Applicants: the list row and the detail, keyed by their numeric `id`. */
import { UNAUDITED_STATUS } from '../../domain/states/applicants';
import { MalformedAnswerError } from '../httpClient';
import type {
    Applicant,
    ApplicantRegion,
    ApplicantSummary,
    ApplicantType,
    AuditStatus,
} from '../../domain/types/applicants';
import { fileRef, fileRefs } from './files';
import { code, isObject, numericId, objectOf, pick, text } from './read';

const SHAPE = '{id, applicantName, applicantType, ...}';

export const toApplicantSummary = (call: string, value: unknown): ApplicantSummary => {
    const raw = objectOf(call, value, SHAPE);
    const id = numericId(raw.id);
    if (id === null) throw new MalformedAnswerError(call, SHAPE, 200);
    return {
        id,
        applicantName: text(raw.applicantName),
        applicantRegion: code<ApplicantRegion>(raw.applicantRegion, 1),
        applicantType: code<ApplicantType>(raw.applicantType, 2),
        cardNumber: text(raw.cardNumber),
        auditStatus: code<AuditStatus>(raw.auditStatus, UNAUDITED_STATUS),
    };
};

/** The detail; the spec writes some fields in lower case (country, province, address). */
export const toApplicant = (call: string, value: unknown): Applicant => {
    const raw = objectOf(call, value, SHAPE);
    return {
        ...toApplicantSummary(call, raw),
        EName: text(raw.EName),
        Province: text(pick(raw, 'Province', 'province')),
        Address: text(pick(raw, 'Address', 'address')),
        EAddress: text(raw.EAddress),
        postcode: text(raw.postcode),
        Country: text(pick(raw, 'Country', 'country')),
        trademarkName: text(raw.trademarkName),
        createTime: text(raw.createTime),
        sebeIdCardOss: fileRefs(raw.sebeIdCardOss),
        sebePassportOss: fileRef(raw.sebePassportOss),
        sebeBusinessLicenceOss: fileRef(raw.sebeBusinessLicenceOss),
        sebeLegalNoticeOss: fileRef(raw.sebeLegalNoticeOss),
    };
};

/**
 * `createApplicant`'s answer is not in the spec: when the backend answers the saved applicant
 * it is read; otherwise the record is what was sent, with the id the backend gave if any.
 * Null when a new applicant's id cannot be known (the screens then refresh the list).
 */
export const toSavedApplicant = (
    call: string,
    value: unknown,
    sent: Record<string, unknown>,
): Applicant | null => {
    if (isObject(value) && numericId(value.id) !== null) return toApplicant(call, value);
    const id =
        numericId(sent.id) ??
        (typeof value === 'number' || typeof value === 'string' ? numericId(value) : null);
    return id === null ? null : toApplicant(call, { ...sent, id });
};
