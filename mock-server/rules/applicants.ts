/**
 * Applicants as the list and the detail show them (spec §3), and their creation, update and
 * deletion with the shared validation matrix (domain/rules/applicant.ts).
 */
import { CLOSED_ORDER_STATE } from '../../domain/rules/orderActions';
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
import { nextId } from '../db';
import type { ApplicantRow, Db, FilePolicy } from '../db';
import { urlOf } from '../files/storage';
import { ApiError, badRequest } from '../http/envelope';
import { checkBody, unknownParam } from '../http/params';
import { contains, equalsIfSet, newestFirst } from './listing';
import { findOwn } from './tenancy';

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

// --- createApplicant / deleteApplicant -------------------------------------------------------

export const DUPLICATE_CARD_MSG = '该证件号码的申请人已存在';
export const APPLICANT_IN_USE_MSG = '该申请人存在未关闭的订单，不能删除';

const TEXT_FIELDS = [
    'applicantName',
    'EName',
    'cardNumber',
    'Province',
    'Address',
    'EAddress',
    'postcode',
    'Country',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const SINGLE_FILE_FIELDS = [
    'sebePassportOss',
    'sebeBusinessLicenceOss',
    'sebeLegalNoticeOss',
] as const;
type SingleFileField = (typeof SINGLE_FILE_FIELDS)[number];
type FileField = SingleFileField | 'sebeIdCardOss';

/** Fields of `describeApplicant` the server computes; accepted back and ignored. */
const READ_ONLY_FIELDS = ['auditStatus', 'createTime', 'trademarkName'] as const;

export const APPLICANT_BODY_FIELDS: readonly string[] = [
    'id',
    'applicantType',
    'applicantRegion',
    ...TEXT_FIELDS,
    'sebeIdCardOss',
    ...SINGLE_FILE_FIELDS,
    ...READ_ONLY_FIELDS,
];

const LABELS: Record<string, string> = {
    id: '申请人编号',
    applicantType: '申请人类型',
    applicantRegion: '所属地区',
    applicantName: '申请人名称',
    EName: '英文名称',
    cardNumber: '证件号码',
    Province: '省份',
    Address: '地址',
    EAddress: '英文地址',
    postcode: '邮编',
    Country: '国家',
    sebeIdCardOss: '身份证正反面',
    sebePassportOss: '护照',
    sebeBusinessLicenceOss: '营业执照',
    sebeLegalNoticeOss: '法律文件',
    auditStatus: '审核状态',
    createTime: '创建时间',
    trademarkName: '商标名称',
};

const wrongType = (field: string): ApiError => badRequest(`${LABELS[field]}（${field}）格式不正确`);

/** A FileRef as the client sends it back: the key counts, url and name are the server's. */
export interface FileRefInput {
    ossKey: string;
}

const FILE_REF_FIELDS = ['ossKey', 'url', 'fileName'];

export const parseFileRef = (value: unknown, field: string): FileRefInput => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw wrongType(field);
    const ref = value as Record<string, unknown>;
    for (const key of Object.keys(ref)) {
        if (!FILE_REF_FIELDS.includes(key)) throw unknownParam(`${field}.${key}`);
    }
    if (typeof ref.ossKey !== 'string' || ref.ossKey === '') throw wrongType(field);
    if (ref.url !== undefined && ref.url !== null && typeof ref.url !== 'string')
        throw wrongType(field);
    if (ref.fileName !== undefined && ref.fileName !== null && typeof ref.fileName !== 'string')
        throw wrongType(field);
    return { ossKey: ref.ossKey };
};

/** The body of `createApplicant`, type-checked; the values themselves are checked later. */
export interface ApplicantBody {
    id: number | undefined;
    applicantType: unknown;
    applicantRegion: unknown;
    text: Record<TextField, string>;
    /** front and back; a slot may be null (not uploaded yet) */
    sebeIdCardOss: (FileRefInput | null)[];
    files: Record<SingleFileField, FileRefInput | null>;
}

const parseId = (value: unknown): number | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const id =
        typeof value === 'number'
            ? value
            : typeof value === 'string' && /^\d{1,16}$/.test(value)
              ? Number(value)
              : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw wrongType('id');
    return id;
};

/**
 * Strict parsing (DESIGN.md §2): unknown fields and wrong JSON types are a 400 naming the
 * field. `null` counts as empty (react-admin sends a cleared input as null).
 */
export const parseApplicantBody = (body: unknown): ApplicantBody => {
    const raw = checkBody(body, APPLICANT_BODY_FIELDS);
    for (const field of ['applicantType', 'applicantRegion'] as const) {
        const value = raw[field];
        if (value !== undefined && value !== null && typeof value !== 'number')
            throw wrongType(field);
    }
    const text = {} as Record<TextField, string>;
    for (const field of TEXT_FIELDS) {
        const value = raw[field];
        if (value !== undefined && value !== null && typeof value !== 'string')
            throw wrongType(field);
        text[field] = typeof value === 'string' ? value.trim() : '';
    }
    const cards = raw.sebeIdCardOss;
    if (cards !== undefined && cards !== null && !Array.isArray(cards))
        throw wrongType('sebeIdCardOss');
    const files = {} as Record<SingleFileField, FileRefInput | null>;
    for (const field of SINGLE_FILE_FIELDS) {
        const value = raw[field];
        files[field] = value === undefined || value === null ? null : parseFileRef(value, field);
    }
    return {
        id: parseId(raw.id),
        applicantType: raw.applicantType,
        applicantRegion: raw.applicantRegion,
        text,
        sebeIdCardOss: ((cards as unknown[] | null | undefined) ?? []).map(ref =>
            ref === null ? null : parseFileRef(ref, 'sebeIdCardOss'),
        ),
        files,
    };
};

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

/**
 * A referenced file as stored: it must exist, belong to the agency (another agency's key is
 * answered like a missing one) and have been uploaded for this field.
 */
const resolveFileRef = (
    db: Db,
    spId: number,
    field: FileField,
    label: string,
    ref: FileRefInput,
): FileRef => {
    const row = db.files.find(f => f.ossKey === ref.ossKey && f.spId === spId);
    if (!row) throw badRequest(`上传的${label}不存在或已失效，请重新上传`);
    if (row.policy !== FIELD_POLICY[field]) throw badRequest(`上传的${label}用途不符，请重新上传`);
    return { ossKey: row.ossKey, url: urlOf(row.ossKey), fileName: row.fileName };
};

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
    db: Db,
    spId: number,
    body: ApplicantBody,
    ownId: number | undefined,
): ApplicantFields => {
    const ruleInput = toRuleInput(body);
    const problem = firstApplicantError(ruleInput);
    if (problem) throw badRequest(problem);
    const type = ruleInput.applicantType as ApplicantType;
    const region = ruleInput.applicantRegion as ApplicantRegion;
    const applies = applicantFieldsFor(type, region);
    const words = applicantWording(type, region);

    let cards: FileRef[] = [];
    if (applies.sebeIdCardOss) {
        const present = body.sebeIdCardOss.filter(ref => ref !== null);
        if (present.length > 2) throw badRequest('身份证正反面只能上传两张');
        const [front, back] = present;
        if (front.ossKey === back.ossKey) throw badRequest('身份证正面和反面不能是同一个文件');
        cards = present.map(ref => resolveFileRef(db, spId, 'sebeIdCardOss', '身份证正反面', ref));
    }
    const single = (field: SingleFileField, applicable: boolean, label: string) => {
        const ref = body.files[field];
        return applicable && ref ? resolveFileRef(db, spId, field, label, ref) : null;
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
        fields.cardNumber !== '' &&
        db.applicants.some(
            a =>
                a.spId === spId &&
                a.id !== ownId &&
                a.cardNumber.toUpperCase() === fields.cardNumber,
        );
    if (duplicate) throw new ApiError(409, DUPLICATE_CARD_MSG);
    return fields;
};

/** Creates (no id) or updates (own id; 404 otherwise) an applicant; it (re)starts in audit 1. */
export const saveApplicant = (
    db: Db,
    spId: number,
    body: ApplicantBody,
    now: string,
): ApplicantRow => {
    const existing =
        body.id === undefined
            ? undefined
            : findOwn(db.applicants, body.id, spId, APPLICANT_MISSING_MSG);
    const fields = applicantFieldsOf(db, spId, body, existing?.id);
    if (existing) {
        Object.assign(existing, fields, { auditStatus: 1 });
        return existing;
    }
    const row: ApplicantRow = {
        id: nextId(db.applicants),
        spId,
        ...fields,
        auditStatus: 1,
        createTime: now,
    };
    db.applicants.push(row);
    return row;
};

/** Removes an own applicant that no open order uses. */
export const deleteApplicant = (db: Db, spId: number, id: number): void => {
    findOwn(db.applicants, id, spId, APPLICANT_MISSING_MSG);
    const inUse = db.orders.some(
        o => o.spId === spId && o.applicantTbId === id && o.state !== CLOSED_ORDER_STATE,
    );
    if (inUse) throw new ApiError(409, APPLICANT_IN_USE_MSG);
    db.applicants = db.applicants.filter(a => a.id !== id);
};
