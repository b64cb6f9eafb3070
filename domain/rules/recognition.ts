/**
 * What a recognised identity document fills into the applicant form (docs/rules.md,
 * "Uploads"): `uploadAdapt` with recognition on answers the fields it read (`applyName`,
 * `applyNumber`, `address`, `postcode`, `provinceName`). Each becomes the form field it names,
 * with a doubt when it fails the check a person would make (an ID number's or a credit code's
 * check character, a postcode's six digits); the form fills only fields the user has not
 * typed, and each filled one can be undone.
 */
import type { AdaptFileType } from '../types/documents';
import { isResidentId, isUscc } from './identity';
import { PROVINCES } from './regions';

/** The form fields a document can fill, in the order the form shows them. */
export const RECOGNISED_FIELDS = [
    'applicantName',
    'cardNumber',
    'Province',
    'Address',
    'postcode',
] as const;
export type RecognisedField = (typeof RECOGNISED_FIELDS)[number];

/** Why a recognised value should be checked before it is trusted. */
export type RecognitionDoubt = 'idCheck' | 'usccCheck' | 'postcode';

export interface Recognised {
    field: RecognisedField;
    value: string;
    doubt: RecognitionDoubt | null;
}

/** What the upload's answer carries (both upload calls answer these fields). */
export interface RecognitionAnswer {
    applyName?: string;
    applyNumber?: string;
    address?: string;
    postcode?: string;
    provinceName?: string;
}

/**
 * Whether an uploaded document carries the form's fields, so that recognition is asked to read
 * it (`discern=1`) and may say it read nothing: an ID card's front (slot 0; its back has no
 * name or number), a passport, and an enterprise's licence or subject qualification document.
 * An individual's self-employed licence names the business, not the applicant, whose fields
 * come from the ID card's front or the passport.
 */
export const carriesFields = (
    applicantType: number,
    fileType: AdaptFileType,
    slot: number,
): boolean => {
    if (fileType === 1) return slot === 0;
    if (fileType === 2) return applicantType === 2;
    return true;
};

/** Runs of white space in a recognised line become one space; none at its ends. */
const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The province a name or an address starts with (`广东` and `广东省深圳市…` are 广东省); null
 * when none of the 31 does.
 */
export const provinceOf = (text: string): string | null => {
    const value = text.replace(/\s+/g, '');
    if (!value) return null;
    // the name without its suffix: 广东省 → 广东, 内蒙古自治区 → 内蒙古, 广西壮族自治区 → 广西
    return (
        PROVINCES.find(name => {
            const short = name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');
            return value.startsWith(name) || value.startsWith(short);
        }) ?? null
    );
};

/** The doubt a recognised number raises for the document it was read from. */
const numberDoubt = (number: string, fileType: AdaptFileType): RecognitionDoubt | null => {
    if (fileType === 1) return isResidentId(number) ? null : 'idCheck';
    if (fileType === 2) return isUscc(number) ? null : 'usccCheck';
    // a passport number has no check character the portal knows
    return null;
};

/**
 * The form values an answer carries, each with its doubt; nothing for a field it left empty.
 * The province comes from `provinceName`, else from the start of the address.
 */
export const readRecognition = (
    answer: RecognitionAnswer,
    fileType: AdaptFileType,
): Recognised[] => {
    const found: Recognised[] = [];
    const name = clean(answer.applyName);
    if (name) found.push({ field: 'applicantName', value: name, doubt: null });
    const number = clean(answer.applyNumber).replace(/ /g, '').toUpperCase();
    if (number) {
        found.push({ field: 'cardNumber', value: number, doubt: numberDoubt(number, fileType) });
    }
    const address = clean(answer.address);
    const province = provinceOf(clean(answer.provinceName)) ?? provinceOf(address);
    if (province) found.push({ field: 'Province', value: province, doubt: null });
    if (address) found.push({ field: 'Address', value: address, doubt: null });
    const postcode = clean(answer.postcode).replace(/ /g, '');
    if (postcode) {
        found.push({
            field: 'postcode',
            value: postcode,
            doubt: /^\d{6}$/.test(postcode) ? null : 'postcode',
        });
    }
    return found;
};

export interface FillPlan {
    /** the values to fill: the field is empty, or holds what an earlier recognition filled */
    fill: Recognised[];
    /** the values not filled: the user typed the field (or it held a saved value) */
    kept: Recognised[];
}

/**
 * Which recognised values go into the form. `current` is each field's value now; `filled`
 * what a recognition filled in it before (still there unless the user changed it). A value the
 * user typed, or a saved one, is never overwritten; the same value is not filled twice.
 */
export const planFill = (
    found: readonly Recognised[],
    current: Partial<Record<RecognisedField, string>>,
    filled: Partial<Record<RecognisedField, string>> = {},
): FillPlan => {
    const plan: FillPlan = { fill: [], kept: [] };
    for (const item of found) {
        const now = (current[item.field] ?? '').trim();
        if (now === item.value) continue;
        if (!now || now === filled[item.field]) plan.fill.push(item);
        else plan.kept.push(item);
    }
    return plan;
};
