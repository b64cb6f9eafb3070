/**
 * The Chinese Nice classification (类似商品和服务区分表) shipped with the project:
 * `nice-classification.json` beside this file, copied from the shared data folder
 * (provenance in SOURCE.md). 45 classes → similar groups → items.
 */
import fs from 'node:fs';

export interface NiceItem {
    /** 6-digit Nice-based number, or `C` + 6 digits for a domestic item */
    code: string;
    name: string;
    marked: boolean;
    /** part of the similar group, (一) → 1; null when the group has no parts */
    part: number | null;
}

export interface NiceGroup {
    code: string;
    name: string;
    items: NiceItem[];
}

export interface NiceClass {
    /** '01' … '45' */
    code: string;
    /** '第一类' … '第四十五类' */
    label: string;
    /** the official class title */
    name: string;
    groups: NiceGroup[];
}

const FILE = new URL('./nice-classification.json', import.meta.url);

let classes: NiceClass[] | undefined;

/** Read once, on first use. */
export const loadNiceClasses = (): NiceClass[] => {
    classes ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as NiceClass[];
    return classes;
};
