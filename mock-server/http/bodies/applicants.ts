/**
 * The body of `createApplicant`, read and typed: unknown fields and wrong JSON types are a 400
 * naming the field, `null` counts as empty (react-admin sends a cleared input as null). The
 * values are checked by the rules (rules/applicants.ts).
 */
import { APPLICANT_INPUT_FIELDS } from '../../../domain/types/applicants';
import { APPLICANT_TEXT_FIELDS, SINGLE_FILE_FIELDS } from '../../rules/applicants';
import type {
    ApplicantBody,
    FileRefInput,
    SingleFileField,
    TextField,
} from '../../rules/applicants';
import { checkBody, unknownParam } from '../params';
import { idField, isAbsent, textField, wrongType } from './fields';

/** Fields of `describeApplicant` the server computes; accepted back and ignored. */
const READ_ONLY_FIELDS = ['auditStatus', 'createTime', 'trademarkName'] as const;

export const APPLICANT_BODY_FIELDS: readonly string[] = [
    ...APPLICANT_INPUT_FIELDS,
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

const FILE_REF_FIELDS = ['ossKey', 'url', 'fileName'];

/** A FileRef sent back: `{ossKey, url?, fileName?}`; only the key is kept. */
export const parseFileRef = (value: unknown, label: string, field: string): FileRefInput => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw wrongType(label, field);
    }
    const ref = value as Record<string, unknown>;
    for (const key of Object.keys(ref)) {
        if (!FILE_REF_FIELDS.includes(key)) throw unknownParam(`${field}.${key}`);
    }
    if (typeof ref.ossKey !== 'string' || ref.ossKey === '') throw wrongType(label, field);
    if (!isAbsent(ref.url) && typeof ref.url !== 'string') throw wrongType(label, field);
    if (!isAbsent(ref.fileName) && typeof ref.fileName !== 'string') {
        throw wrongType(label, field);
    }
    return { ossKey: ref.ossKey };
};

const optionalFileRef = (raw: Record<string, unknown>, field: string): FileRefInput | null =>
    isAbsent(raw[field]) ? null : parseFileRef(raw[field], LABELS[field], field);

export const parseApplicantBody = (body: unknown): ApplicantBody => {
    const raw = checkBody(body, APPLICANT_BODY_FIELDS);
    for (const field of ['applicantType', 'applicantRegion'] as const) {
        const value = raw[field];
        if (!isAbsent(value) && typeof value !== 'number') throw wrongType(LABELS[field], field);
    }
    const text = {} as Record<TextField, string>;
    for (const field of APPLICANT_TEXT_FIELDS) {
        text[field] = textField(raw[field], LABELS[field], field);
    }
    const cards = raw.sebeIdCardOss;
    if (!isAbsent(cards) && !Array.isArray(cards)) {
        throw wrongType(LABELS.sebeIdCardOss, 'sebeIdCardOss');
    }
    const files = {} as Record<SingleFileField, FileRefInput | null>;
    for (const field of SINGLE_FILE_FIELDS) files[field] = optionalFileRef(raw, field);
    return {
        id: idField(raw.id, LABELS.id, 'id'),
        applicantType: raw.applicantType as number | null | undefined,
        applicantRegion: raw.applicantRegion as number | null | undefined,
        text,
        sebeIdCardOss: ((cards as unknown[] | null | undefined) ?? []).map(ref =>
            ref === null ? null : parseFileRef(ref, LABELS.sebeIdCardOss, 'sebeIdCardOss'),
        ),
        files,
    };
};
