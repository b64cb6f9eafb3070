/**
 * What 近似查询 searches, as typed: class numbers (`9`, `09`) and similar groups (`3002`),
 * separated by commas, 、 or spaces. A bad code is named in the message; nothing is searched.
 */
export interface ParsedScope {
    classes: string[];
    groups: string[];
}

export const SCOPE_REQUIRED = '请填写商标大类或类似群';

const CLASS_COUNT = 45;

const isClass = (code: string) => Number(code) >= 1 && Number(code) <= CLASS_COUNT;

export const parseScope = (text: string): ParsedScope | { error: string } => {
    const codes = text
        .split(/[\s,，、;；]+/u)
        .map(code => code.trim())
        .filter(Boolean);
    if (!codes.length) return { error: SCOPE_REQUIRED };
    const classes = new Set<string>();
    const groups = new Set<string>();
    for (const code of codes) {
        if (/^\d{1,2}$/u.test(code) && isClass(code)) classes.add(code.padStart(2, '0'));
        else if (/^\d{4}$/u.test(code) && isClass(code.slice(0, 2))) groups.add(code);
        else return { error: `类别或类似群格式不正确：${code}（类别如 09，类似群如 0901）` };
    }
    return { classes: [...classes].sort(), groups: [...groups].sort() };
};
