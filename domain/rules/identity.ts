/** Check digits of mainland identity numbers (GB 11643 resident ID, GB 32100 credit code). */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** The 31 characters a unified social credit code is written with (no I, O, Z, S, V). */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The 18th character of a resident ID number from its first 17 digits. */
export const idCardCheck = (first17: string): string =>
    ID_CHECK[[...first17].reduce((acc, ch, i) => acc + Number(ch) * ID_WEIGHTS[i], 0) % 11];

/** The 18th character of a unified social credit code from its first 17 characters. */
export const usccCheck = (first17: string): string => {
    const sum = [...first17].reduce(
        (acc, ch, i) => acc + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i],
        0,
    );
    return USCC_CHARS[(31 - (sum % 31)) % 31];
};

const isRealDate = (yyyymmdd: string) => {
    const [y, m, d] = [+yyyymmdd.slice(0, 4), +yyyymmdd.slice(4, 6), +yyyymmdd.slice(6, 8)];
    const date = new Date(Date.UTC(y, m - 1, d));
    return (
        y >= 1900 &&
        date.getUTCFullYear() === y &&
        date.getUTCMonth() === m - 1 &&
        date.getUTCDate() === d
    );
};

/** An 18-character mainland resident ID number with a valid birth date and check digit. */
export const isResidentId = (value: string): boolean =>
    /^\d{17}[\dX]$/.test(value) &&
    isRealDate(value.slice(6, 14)) &&
    idCardCheck(value.slice(0, 17)) === value[17];

/** An 18-character unified social credit code with a valid check character. */
export const isUscc = (value: string): boolean =>
    /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value) &&
    usccCheck(value.slice(0, 17)) === value[17];

/** What stands for each hidden character of a masked number. */
export const MASK_CHAR = '*';

/**
 * An identity number or credit code shown partly hidden, one `*` per hidden character so its
 * length still shows: an 18-character resident ID or credit code (14 characters or more) keeps
 * its first 6 (the region) and last 4, hiding the birth date or the organisation code
 * (110105********1234); a passport or other document of 7 to 13 keeps its first 2 and last 2
 * (E1*****78); a shorter one its last character; one or two characters are hidden whole.
 * Spaces around it are dropped; an empty number stays empty.
 */
export const maskCardNumber = (value: string): string => {
    const text = value.trim();
    const chars = [...text];
    const n = chars.length;
    const [head, tail] = n >= 14 ? [6, 4] : n >= 7 ? [2, 2] : n >= 3 ? [0, 1] : [0, 0];
    return (
        chars.slice(0, head).join('') +
        MASK_CHAR.repeat(n - head - tail) +
        chars.slice(n - tail).join('')
    );
};
