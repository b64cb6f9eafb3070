/**
 * Identity numbers that pass the real check-digit rules, so they look right to a reviewer
 * (and to the shared applicant rules, whose check digits these are).
 */
import { idCardCheck, USCC_CHARS, usccCheck } from '../../domain/rules/identity';
import type { Random } from './random';

const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714: the 9th character of an organisation code. */
const orgCodeCheck = (body: string): string => {
    const sum = [...body].reduce((acc, ch, i) => acc + parseInt(ch, 36) * ORG_CODE_WEIGHTS[i], 0);
    const check = 11 - (sum % 11);
    return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

/** A company's 统一社会信用代码: `91` (enterprise) + area code + organisation code + check. */
export const unifiedSocialCreditCode = (rng: Random, areaCode: string): string => {
    // Codes issued since 2015 start with MA; older ones carry the 8-digit organisation code.
    const body = rng.chance(0.5)
        ? `MA${Array.from({ length: 6 }, () => rng.pick([...USCC_CHARS])).join('')}`
        : rng.digits(8);
    const first17 = `91${areaCode}${body}${orgCodeCheck(body)}`;
    return `${first17}${usccCheck(first17)}`;
};

/** A mainland resident ID number: area code, birth date, sequence, check digit. */
export const residentIdNumber = (rng: Random, areaCode: string): string => {
    const birth = `${rng.int(1965, 2000)}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`;
    const first17 = `${areaCode}${birth}${rng.digits(3)}`;
    return `${first17}${idCardCheck(first17)}`;
};

/** Fills a template: `9` becomes a digit, `A` a capital letter, anything else stays. */
export const fromTemplate = (rng: Random, template: string): string =>
    [...template]
        .map(ch =>
            ch === '9' ? rng.digits(1) : ch === 'A' ? String.fromCharCode(65 + rng.int(0, 25)) : ch,
        )
        .join('');
