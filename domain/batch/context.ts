/**
 * What a batch's rows are checked against, indexed once: the agency's applicants, the
 * classification, the files uploaded with the workbook and the unit prices.
 */
import { normalizeSearchText } from '../rules/niceSearch';
import type { FenUnitPrices } from '../rules/fee';

export interface BatchApplicant {
    id: number;
    applicantName: string;
    cardNumber: string;
    auditStatus: number;
    /** whether the applicant's own legal document is on file; undefined when not known */
    hasLegalNotice?: boolean;
}

/** A file uploaded with the workbook: its name (without folders), bytes, pixels and digest. */
export interface BatchFile {
    name: string;
    size: number;
    width?: number;
    height?: number;
    /** SHA-256 of the bytes, hex */
    sha256: string;
    /** a picture by its name that could not be decoded */
    unreadable?: boolean;
}

export interface BatchItem {
    code: string;
    name: string;
    groupCode: string;
    groupName: string;
}

export interface BatchClass {
    /** '01' … '45' */
    code: string;
    name: string;
    items: BatchItem[];
}

export interface BatchFacts {
    applicants: readonly BatchApplicant[];
    classes: readonly BatchClass[];
    files: readonly BatchFile[];
    /** unknown prices leave each row's fee unknown */
    prices?: FenUnitPrices;
}

export interface IndexedClass extends BatchClass {
    byCode: Map<string, BatchItem>;
    /** normalised name → item (an item listed in several groups: its first) */
    byName: Map<string, BatchItem>;
}

export interface BatchContext {
    facts: BatchFacts;
    applicantsByNumber: Map<string, BatchApplicant>;
    applicantsByName: Map<string, BatchApplicant[]>;
    classes: Map<string, IndexedClass>;
    /** normalised item name → the classes that list it */
    classesOfName: Map<string, string[]>;
    files: Map<string, BatchFile>;
}

/** A file name as matched: its last path part, NFC, lower case. */
export const fileKey = (name: string) =>
    (name.split(/[\\/]/).pop() ?? '').normalize('NFC').trim().toLowerCase();

/** An ID or credit-code number as matched: no spaces, upper case. */
export const numberKey = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export const batchContext = (facts: BatchFacts): BatchContext => {
    const applicantsByNumber = new Map<string, BatchApplicant>();
    const applicantsByName = new Map<string, BatchApplicant[]>();
    for (const applicant of facts.applicants) {
        if (applicant.cardNumber)
            applicantsByNumber.set(numberKey(applicant.cardNumber), applicant);
        const name = applicant.applicantName.trim();
        applicantsByName.set(name, [...(applicantsByName.get(name) ?? []), applicant]);
    }
    const classes = new Map<string, IndexedClass>();
    const classesOfName = new Map<string, string[]>();
    for (const cls of facts.classes) {
        const byCode = new Map<string, BatchItem>();
        const byName = new Map<string, BatchItem>();
        for (const item of cls.items) {
            byCode.set(item.code.toUpperCase(), item);
            const key = normalizeSearchText(item.name);
            if (!byName.has(key)) byName.set(key, item);
            const listed = classesOfName.get(key) ?? [];
            if (!listed.includes(cls.code)) classesOfName.set(key, [...listed, cls.code]);
        }
        classes.set(cls.code, { ...cls, byCode, byName });
    }
    const files = new Map(facts.files.map(file => [fileKey(file.name), file]));
    return { facts, applicantsByNumber, applicantsByName, classes, classesOfName, files };
};
