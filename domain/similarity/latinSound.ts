/**
 * How Latin marks sound (§5.1.4 for letters): the Double Metaphone codes of a word (the
 * `double-metaphone` package) and its spelling with the usual variants of one sound written one
 * way (PH → F, CK → K, QU → KW, C before E/I/Y → S, other C → K, X → KS, Y → I, doubled
 * letters once, a silent final E dropped). KWIK and QUICK, FONIX and PHOENIX sound alike.
 */
import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';

export const soundSpelling = (word: string): string => {
    let text = word.toUpperCase().replace(/[^A-Z]/gu, '');
    text = text
        .replace(/PH/gu, 'F')
        .replace(/CK/gu, 'K')
        .replace(/QU/gu, 'KW')
        .replace(/Q/gu, 'K')
        .replace(/X/gu, 'KS')
        .replace(/C(?=[EIY])/gu, 'S')
        .replace(/C/gu, 'K')
        .replace(/Y/gu, 'I')
        .replace(/([A-Z])\1+/gu, '$1');
    return text.length > 3 ? text.replace(/([^AEIOU])E$/u, '$1') : text;
};

/** Whether two Latin words sound alike: the same metaphone code and spellings a sound apart. */
export const soundAlike = (a: string, b: string): boolean => {
    if (Math.min(a.length, b.length) < 3) return false;
    const [pa, sa] = doubleMetaphone(a);
    const [pb, sb] = doubleMetaphone(b);
    const sameCode = pa === pb || pa === sb || sa === pb;
    if (!sameCode || !pa) return false;
    const x = soundSpelling(a);
    const y = soundSpelling(b);
    return x === y || (Math.min(x.length, y.length) >= 4 && distance(x, y) <= 1);
};

/** The code a reason names: KWIK → KK. */
export const metaphoneOf = (word: string): string => doubleMetaphone(word)[0];
