/**
 * The applicant form's validation matrix (docs/rules.md, applicants), one module for both sides: the portal
 * runs it on blur and before saving, the mock server runs it on `createApplicant` and answers
 * 400 with the first failing message. Which fields apply depends on applicantType ×
 * applicantRegion; messages are the spec's, word for word.
 */
import type { ApplicantRegion, ApplicantType } from '../types/applicants';
import type { FileRef } from '../types/documents';
import { isResidentId, isUscc } from './identity';
import { isCountry, isProvince } from './regions';

export interface ApplicantInput {
    id?: number;
    applicantType: ApplicantType;
    applicantRegion: ApplicantRegion;
    applicantName: string;
    EName: string;
    cardNumber: string;
    Province: string;
    Address: string;
    EAddress: string;
    postcode: string;
    Country: string;
    sebeIdCardOss: (FileRef | null)[];
    sebePassportOss: FileRef | null;
    sebeBusinessLicenceOss: FileRef | null;
    sebeLegalNoticeOss: FileRef | null;
}

export type ApplicantField = keyof Omit<ApplicantInput, 'id'>;
export type ApplicantErrors = Partial<Record<ApplicantField, string>>;

/** The order in which fields are checked, so "the first failing rule" is well defined. */
export const APPLICANT_FIELDS: readonly ApplicantField[] = [
    'applicantType',
    'applicantRegion',
    'applicantName',
    'EName',
    'cardNumber',
    'Country',
    'Province',
    'Address',
    'EAddress',
    'postcode',
    'sebeIdCardOss',
    'sebePassportOss',
    'sebeBusinessLicenceOss',
    'sebeLegalNoticeOss',
];

export const NAME_MAX = 100;
export const ADDRESS_MAX = 200;

export const isIndividual = (type: unknown) => type === 1;
export const isMainland = (region: unknown) => region === 1;

/** Which inputs the form shows for a type × region (the same set the rules check). */
export const applicantFieldsFor = (type: ApplicantType, region: ApplicantRegion) => {
    const mainland = isMainland(region);
    const individual = isIndividual(type);
    return {
        EName: !mainland,
        cardNumber: individual || mainland,
        Country: region === 5,
        Province: mainland,
        Address: mainland || !individual,
        EAddress: !mainland,
        sebeIdCardOss: individual && mainland,
        sebePassportOss: individual && !mainland,
        sebeBusinessLicenceOss: !individual || mainland,
    };
};

/** Labels and messages that differ between an individual and an enterprise. */
export const applicantWording = (type: ApplicantType, region: ApplicantRegion) => {
    const individual = isIndividual(type);
    const mainland = isMainland(region);
    return {
        nameRequired: individual ? '请输入申请人名称' : '请输入企业名称',
        ENameRequired: individual ? '请输入申请人名称英文' : '请输入企业名称英文',
        cardRequired: individual ? '请输入身份证号' : '请输入统一社会信用代码',
        cardInvalid: individual ? '请输入正确的身份证号' : '请输入正确的统一社会信用代码',
        provinceRequired: individual ? '请选择申请人省份' : '请选择营业执照地址省份',
        addressRequired:
            individual || !mainland ? '请填写申请人详细地址' : '请填写营业执照详细地址',
        EAddressRequired: individual ? '请填写申请人地址(英文)' : '请输入申请人地址(英文)',
        licenceRequired: individual
            ? '请上传个体工商户营业执照'
            : mainland
              ? '请上传营业执照'
              : '请上传主体资格证明文件',
    };
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const tooLong = (value: string, max: number) => value.trim().length > max;
const HAS_CHINESE = /[\u3400-\u9fff]/;

/**
 * All errors of an applicant, keyed by field (empty when valid). Fields that do not apply to
 * the type × region are not checked.
 */
export const validateApplicant = (values: Partial<ApplicantInput>): ApplicantErrors => {
    const errors: ApplicantErrors = {};
    const type = values.applicantType;
    const region = values.applicantRegion;
    if (type !== 1 && type !== 2) errors.applicantType = '请选择申请人类型';
    if (![1, 2, 3, 4, 5].includes(region as number)) errors.applicantRegion = '请选择所属地区';
    if (errors.applicantType || errors.applicantRegion) return errors;

    const applies = applicantFieldsFor(type as ApplicantType, region as ApplicantRegion);
    const words = applicantWording(type as ApplicantType, region as ApplicantRegion);
    const text = (field: ApplicantField) => {
        const value = values[field];
        return typeof value === 'string' ? value.trim() : '';
    };

    if (blank(values.applicantName)) errors.applicantName = words.nameRequired;
    else if (tooLong(text('applicantName'), NAME_MAX))
        errors.applicantName = `名称不能超过${NAME_MAX}个字符`;

    /** An English field: required, no Chinese, at most `max` characters. */
    const english = (
        field: 'EName' | 'EAddress',
        required: string,
        noChinese: string,
        max: number,
        tooLongMsg: string,
    ) => {
        if (blank(values[field])) errors[field] = required;
        else if (HAS_CHINESE.test(text(field))) errors[field] = noChinese;
        else if (tooLong(text(field), max)) errors[field] = tooLongMsg;
    };

    if (applies.EName) {
        english(
            'EName',
            words.ENameRequired,
            '英文名称不能包含中文',
            NAME_MAX,
            `名称不能超过${NAME_MAX}个字符`,
        );
    }

    if (applies.cardNumber) {
        const card = text('cardNumber').toUpperCase();
        if (!card) errors.cardNumber = words.cardRequired;
        else if (isMainland(region) && !(isIndividual(type) ? isResidentId(card) : isUscc(card)))
            errors.cardNumber = words.cardInvalid;
        else if (tooLong(card, 30)) errors.cardNumber = words.cardInvalid;
    }

    if (applies.Country) {
        if (blank(values.Country)) errors.Country = '请选择国家';
        else if (!isCountry(text('Country'))) errors.Country = '请选择国家';
    }

    if (applies.Province && !isProvince(text('Province'))) errors.Province = words.provinceRequired;

    if (applies.Address) {
        if (blank(values.Address)) errors.Address = words.addressRequired;
        else if (tooLong(text('Address'), ADDRESS_MAX))
            errors.Address = `地址不能超过${ADDRESS_MAX}个字符`;
    }

    if (applies.EAddress) {
        english(
            'EAddress',
            words.EAddressRequired,
            '英文地址不能包含中文',
            ADDRESS_MAX,
            `地址不能超过${ADDRESS_MAX}个字符`,
        );
    }

    const postcode = text('postcode');
    if (!postcode) errors.postcode = '请输入邮编号码';
    else if (
        isMainland(region)
            ? !/^\d{6}$/.test(postcode)
            : !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postcode)
    )
        errors.postcode = '请输入正确的邮编号码';

    // Front and back: two slots, either of which may still be empty (null) in the form.
    if (applies.sebeIdCardOss && (values.sebeIdCardOss ?? []).filter(Boolean).length < 2)
        errors.sebeIdCardOss = '请上传身份证正反面';
    if (applies.sebePassportOss && !values.sebePassportOss) errors.sebePassportOss = '请上传护照';
    if (applies.sebeBusinessLicenceOss && !values.sebeBusinessLicenceOss)
        errors.sebeBusinessLicenceOss = words.licenceRequired;
    if (!values.sebeLegalNoticeOss) errors.sebeLegalNoticeOss = '请上传法律文件';

    return errors;
};

/** The first failing rule's message, in field order (what the server answers), or null. */
export const firstApplicantError = (values: Partial<ApplicantInput>): string | null => {
    const errors = validateApplicant(values);
    const field = APPLICANT_FIELDS.find(name => errors[name]);
    return field ? errors[field]! : null;
};

/** Downloading the legal notice needs the name first. */
export const LEGAL_NOTICE_NEEDS_NAME = '请先填写申请人名称';
