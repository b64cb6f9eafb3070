/**
 * Applicants as the list and the detail show them (docs/api.md, "Applicants"), and their
 * creation, update and deletion with the shared validation matrix (domain/rules/applicant.ts).
 * The body arrives read and typed (`ApplicantBody`, from http/bodies/applicants.ts); its
 * values are checked here.
 */
import { APPLICANT_TEXT_FIELDS, SINGLE_FILE_FIELDS } from '../../domain/types/applicants';
import { CLOSED_ORDER_STATE } from '../../domain/states/orders';
import { UNAUDITED_STATUS } from '../../domain/states/applicants';
import {
    applicantFieldsFor,
    applicantWording,
    firstApplicantError,
} from '../../domain/rules/applicant';
import type { ApplicantInput } from '../../domain/rules/applicant';
import type {
    Applicant,
    ApplicantListFilter,
    ApplicantRegion,
    ApplicantSummary,
    ApplicantType,
} from '../../domain/types/applicants';
import type { FileRef } from '../../domain/types/documents';
import type { PageParams, Paged } from '../../domain/types/wire';
import type { ApplicantRow, FilePolicy } from '../db';
import { urlOf } from '../files/storage';
import type { Queries, ReadQueries } from '../store';
import { conflict, refused } from './errors';
import { pagedOf } from './listing';
import { found, resolveOwnFile } from './tenancy';

export const APPLICANT_MISSING_MSG = '申请人不存在';

export const toApplicantSummary = (row: ApplicantRow): ApplicantSummary => ({
    id: row.id,
    applicantName: row.applicantName,
    applicantRegion: row.applicantRegion,
    applicantType: row.applicantType,
    cardNumber: row.cardNumber,
    auditStatus: row.auditStatus,
});

/** One page of the agency's applicants matching the filter, newest first. */
export const listApplicants = (
    q: ReadQueries,
    spId: number,
    filter: ApplicantListFilter,
    page: PageParams,
): Paged<ApplicantSummary> => pagedOf(q.applicants.list(spId, filter, page), toApplicantSummary);

/** The detail: the row with the trademark name of its latest order ('' when it has none). */
export const toApplicant = (q: ReadQueries, row: ApplicantRow): Applicant => {
    const { spId: _spId, ...fields } = row;
    return { ...fields, trademarkName: q.orders.latestTrademarkName(row.spId, row.id) ?? '' };
};

// --- createApplicant / deleteApplicant -------------------------------------------------------

export const DUPLICATE_CARD_MSG = '该证件号码的申请人已存在';
export const APPLICANT_IN_USE_MSG = '该申请人存在未关闭的订单，不能删除';

export { APPLICANT_TEXT_FIELDS, SINGLE_FILE_FIELDS };
export type TextField = (typeof APPLICANT_TEXT_FIELDS)[number];
export type SingleFileField = (typeof SINGLE_FILE_FIELDS)[number];
type FileField = SingleFileField | 'sebeIdCardOss';

/** A FileRef as the client sends it back: the key counts, url and name are the server's. */
export interface FileRefInput {
    ossKey: string;
}

/** The body of `createApplicant`, type-checked; the values themselves are checked here. */
export interface ApplicantBody {
    /** the applicant to update; null to create one */
    id: number | null;
    /** as sent (absent or a number): the shared rules say what is wrong with it */
    applicantType: number | null | undefined;
    applicantRegion: number | null | undefined;
    text: Record<TextField, string>;
    /** front and back; a slot may be null (not uploaded yet) */
    sebeIdCardOss: (FileRefInput | null)[];
    files: Record<SingleFileField, FileRefInput | null>;
}

/** The body as the shared rules see it (file refs only need to be there). */
const toRuleInput = (body: ApplicantBody): Partial<ApplicantInput> => {
    const toRef = (ref: FileRefInput): FileRef => ({
        ossKey: ref.ossKey,
        url: urlOf(ref.ossKey),
        fileName: '',
    });
    const asRef = (ref: FileRefInput | null): FileRef | null => ref && toRef(ref);
    return {
        applicantType: body.applicantType as ApplicantType,
        applicantRegion: body.applicantRegion as ApplicantRegion,
        ...body.text,
        sebeIdCardOss: body.sebeIdCardOss.map(asRef),
        sebePassportOss: asRef(body.files.sebePassportOss),
        sebeBusinessLicenceOss: asRef(body.files.sebeBusinessLicenceOss),
        sebeLegalNoticeOss: asRef(body.files.sebeLegalNoticeOss),
    };
};

/** What each file field must have been uploaded as. */
const FIELD_POLICY: Record<FileField, FilePolicy> = {
    sebeIdCardOss: 'ID_CARD',
    sebePassportOss: 'PASSPORT',
    sebeBusinessLicenceOss: 'LICENCE',
    sebeLegalNoticeOss: 'LEGAL_NOTICE',
};

/** A referenced file as stored: the agency's own, uploaded for this field. */
const resolveFileRef = (
    q: ReadQueries,
    spId: number,
    field: FileField,
    label: string,
    ref: FileRefInput,
): FileRef => resolveOwnFile(q, spId, ref.ossKey, [FIELD_POLICY[field]], label);

export type ApplicantFields = Omit<ApplicantRow, 'id' | 'spId' | 'auditStatus' | 'createTime'>;

/**
 * The stored form of valid input: fields that do not apply to the type × region are empty,
 * text is trimmed and the card number upper-cased. Used by createApplicant and the seed.
 */
export const normalizeApplicant = (input: ApplicantInput): ApplicantFields => {
    const applies = applicantFieldsFor(input.applicantType, input.applicantRegion);
    const keep = (field: keyof typeof applies & TextField) =>
        applies[field] ? input[field].trim() : '';
    return {
        applicantType: input.applicantType,
        applicantRegion: input.applicantRegion,
        applicantName: input.applicantName.trim(),
        EName: keep('EName'),
        cardNumber: keep('cardNumber').toUpperCase(),
        Province: keep('Province'),
        Address: keep('Address'),
        EAddress: keep('EAddress'),
        postcode: input.postcode.trim(),
        Country: keep('Country'),
        sebeIdCardOss: applies.sebeIdCardOss ? input.sebeIdCardOss.filter(ref => ref !== null) : [],
        sebePassportOss: applies.sebePassportOss ? input.sebePassportOss : null,
        sebeBusinessLicenceOss: applies.sebeBusinessLicenceOss
            ? input.sebeBusinessLicenceOss
            : null,
        sebeLegalNoticeOss: input.sebeLegalNoticeOss,
    };
};

/**
 * Checks a parsed body against the shared rules and the stored files, and gives the fields
 * to store; throws the 400 (first failing rule, or a bad file) or the 409 (duplicate card).
 */
export const applicantFieldsOf = (
    q: ReadQueries,
    spId: number,
    body: ApplicantBody,
    ownId: number | null,
): ApplicantFields => {
    const ruleInput = toRuleInput(body);
    const problem = firstApplicantError(ruleInput);
    if (problem) throw refused(problem);
    const type = ruleInput.applicantType as ApplicantType;
    const region = ruleInput.applicantRegion as ApplicantRegion;
    const applies = applicantFieldsFor(type, region);
    const words = applicantWording(type, region);

    let cards: FileRef[] = [];
    if (applies.sebeIdCardOss) {
        const present = body.sebeIdCardOss.filter(ref => ref !== null);
        if (present.length > 2) throw refused('身份证正反面只能上传两张');
        const [front, back] = present;
        if (front.ossKey === back.ossKey) throw refused('身份证正面和反面不能是同一个文件');
        cards = present.map(ref => resolveFileRef(q, spId, 'sebeIdCardOss', '身份证正反面', ref));
    }
    const single = (field: SingleFileField, applicable: boolean, label: string) => {
        const ref = body.files[field];
        return applicable && ref ? resolveFileRef(q, spId, field, label, ref) : null;
    };
    const fields = normalizeApplicant({
        applicantType: type,
        applicantRegion: region,
        ...body.text,
        sebeIdCardOss: cards,
        sebePassportOss: single('sebePassportOss', applies.sebePassportOss, '护照'),
        sebeBusinessLicenceOss: single(
            'sebeBusinessLicenceOss',
            applies.sebeBusinessLicenceOss,
            words.licenceRequired.replace(/^请上传/, ''),
        ),
        sebeLegalNoticeOss: single('sebeLegalNoticeOss', true, '法律文件'),
    });

    const duplicate =
        fields.cardNumber !== '' && q.applicants.cardTaken(spId, fields.cardNumber, ownId);
    if (duplicate) throw conflict(DUPLICATE_CARD_MSG);
    return fields;
};

/** Creates (no id) or updates (own id; 404 otherwise) an applicant; it (re)starts unaudited. */
export const saveApplicant = (
    q: Queries,
    spId: number,
    body: ApplicantBody,
    now: string,
): ApplicantRow => {
    const existing =
        body.id === null ? null : found(q.applicants.own(spId, body.id), APPLICANT_MISSING_MSG);
    const fields = applicantFieldsOf(q, spId, body, existing?.id ?? null);
    if (existing) {
        q.applicants.update(existing.id, { ...fields, auditStatus: UNAUDITED_STATUS });
        return found(q.applicants.own(spId, existing.id), APPLICANT_MISSING_MSG);
    }
    return q.applicants.create({ spId, auditStatus: UNAUDITED_STATUS, ...fields, createTime: now });
};

/** Removes an own applicant that no open order uses. */
export const deleteApplicant = (q: Queries, spId: number, id: number): void => {
    found(q.applicants.own(spId, id), APPLICANT_MISSING_MSG);
    if (q.orders.usesApplicant(spId, id, CLOSED_ORDER_STATE)) throw conflict(APPLICANT_IN_USE_MSG);
    q.applicants.delete(id);
};
