/** Identity numbers that pass the real check-digit rules, so they look right to a reviewer. */
import type { Random } from './random';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11714: the 9th character of an organisation code. */
const orgCodeCheck = (body: string): string => {
    const sum = [...body].reduce((acc, ch, i) => acc + parseInt(ch, 36) * ORG_CODE_WEIGHTS[i], 0);
    const check = 11 - (sum % 11);
    return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

/** GB 32100: the 18th character of a unified social credit code. */
export const usccCheck = (first17: string): string => {
    const sum = [...first17].reduce(
        (acc, ch, i) => acc + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i],
        0,
    );
    return USCC_CHARS[(31 - (sum % 31)) % 31];
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

export const idCardCheck = (first17: string): string =>
    ID_CHECK[[...first17].reduce((acc, ch, i) => acc + Number(ch) * ID_WEIGHTS[i], 0) % 11];

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
