/**
 * One reader of the numbers in a mark (§5.1.6: 3506 and 三五零六 mean the same): Arabic digits,
 * the numerals 〇/零–九 and 两, the financial numerals 壹–玖, and the place values 十/拾,
 * 百/佰, 千/仟, 万/萬 and 亿/億, alone or mixed with other characters (8匹马 and 八匹马).
 */

const DIGITS: Readonly<Record<string, number>> = {
    零: 0,
    〇: 0,
    一: 1,
    壹: 1,
    二: 2,
    贰: 2,
    两: 2,
    三: 3,
    叁: 3,
    四: 4,
    肆: 4,
    五: 5,
    伍: 5,
    六: 6,
    陆: 6,
    七: 7,
    柒: 7,
    八: 8,
    捌: 8,
    九: 9,
    玖: 9,
};

const UNITS: Readonly<Record<string, number>> = {
    十: 10,
    拾: 10,
    百: 100,
    佰: 100,
    千: 1000,
    仟: 1000,
};

const GROUPS: Readonly<Record<string, number>> = {
    万: 10_000,
    萬: 10_000,
    亿: 100_000_000,
    億: 100_000_000,
};

const isNumeral = (char: string) =>
    char in DIGITS || char in UNITS || char in GROUPS || /^[0-9]$/u.test(char);

/**
 * The number a run of numerals writes, as digits: 三五零六 → 3506 (read digit by digit),
 * 二十一 → 21, 壹佰零五 → 105, 十 → 10, 3万 → 30000. Undefined when the run is not a number
 * (a place value with nothing to count, 万万).
 */
export const readNumber = (run: string): string | undefined => {
    const chars = [...run];
    if (!chars.length || !chars.every(isNumeral)) return undefined;
    if (!chars.some(char => char in UNITS || char in GROUPS)) {
        return chars.map(char => (char in DIGITS ? String(DIGITS[char]) : char)).join('');
    }
    let total = 0;
    let group = 0;
    let digits = '';
    const flush = () => {
        const value = digits ? Number(digits) : undefined;
        digits = '';
        return value;
    };
    for (const char of chars) {
        if (char in DIGITS) digits += String(DIGITS[char]);
        else if (/^[0-9]$/u.test(char)) digits += char;
        else if (char in UNITS) {
            const value = flush();
            group += (value ?? 1) * UNITS[char]!;
        } else {
            const value = flush();
            const before = group + (value ?? 0);
            if (!before && !total) return undefined;
            total = (total + (before || 1)) * GROUPS[char]!;
            group = 0;
        }
    }
    const rest = flush();
    // 零 between places is a placeholder (一百零五); a trailing single digit counts units
    const value = total + group + (rest !== undefined ? Number(rest) : 0);
    return Number.isSafeInteger(value) ? String(value) : undefined;
};

/**
 * The text with every run of numerals written as digits: 八匹马 → 8匹马, 壹号 → 1号,
 * 二十一克拉 → 21克拉. A lone 一/万/千 inside a word is read too (一品 → 1品): only a comparison
 * with digits or other numerals makes use of it.
 */
export const withDigits = (text: string): string => {
    let out = '';
    let run = '';
    const end = () => {
        out += readNumber(run) ?? run;
        run = '';
    };
    for (const char of text) {
        if (isNumeral(char)) run += char;
        else {
            end();
            out += char;
        }
    }
    end();
    return out;
};

/** Whether the text has numerals written in hanzi (一, 壹, 十 …). */
export const hasHanziNumerals = (text: string): boolean =>
    [...text].some(char => char in DIGITS || char in UNITS || char in GROUPS);

/** The number a text is, when it is numerals only: 三五零六 → 3506, 二十一 → 21; else ''. */
export const numberOf = (text: string): string => (text ? (readNumber(text) ?? '') : '');
