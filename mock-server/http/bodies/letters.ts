/**
 * The bodies of `downloadLegalNotice` and `downloadEntrustFile`: the names and addresses to
 * print, read as plain text (control characters become spaces). What must be there is the
 * rule's (rules/letters.ts).
 */
import { NAME_MAX as APPLICANT_NAME_MAX } from '../../../domain/rules/applicant';
import { plainText } from '../../pdf/legalNotice';
import type { EntrustFields } from '../../rules/letters';
import { refused } from '../../rules/errors';
import { checkBody } from '../params';
import { isAbsent, wrongType } from './fields';

/**
 * The name on a legal notice: `{applicant}` (the spec's name) or `{applicantName}`; '' when
 * neither is given.
 */
export const parseLegalNoticeName = (body: unknown): string => {
    const { applicant, applicantName } = checkBody(body ?? {}, ['applicant', 'applicantName']);
    for (const [field, value] of Object.entries({ applicant, applicantName })) {
        if (!isAbsent(value) && typeof value !== 'string') throw wrongType('申请人名称', field);
    }
    return plainText(((applicant || applicantName) as string | null | undefined) ?? '');
};

/** The fields of the proxy letter, with their limits. */
const ENTRUST_FIELDS = {
    applicant: { label: '申请人', max: APPLICANT_NAME_MAX },
    country: { label: '国籍（地区）', max: 100 },
    trademarkName: { label: '商标名称', max: 50 },
    province: { label: '省份', max: 50 },
    address: { label: '地址', max: 200 },
    postcode: { label: '邮编', max: 20 },
} as const;
type EntrustField = keyof typeof ENTRUST_FIELDS;

/** Each field a string or absent (''), within its limit. */
export const parseEntrustBody = (body: unknown): EntrustFields => {
    const raw = checkBody(body ?? {}, Object.keys(ENTRUST_FIELDS));
    const values = {} as Record<EntrustField, string>;
    for (const [field, { label, max }] of Object.entries(ENTRUST_FIELDS) as [
        EntrustField,
        { label: string; max: number },
    ][]) {
        const value = raw[field];
        if (!isAbsent(value) && typeof value !== 'string') throw wrongType(label, field);
        const text = plainText(value ?? '');
        if ([...text].length > max) throw refused(`${label}（${field}）不能超过 ${max} 个字符`);
        values[field] = text;
    }
    return values;
};
