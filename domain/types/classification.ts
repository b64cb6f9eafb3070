/** The Nice classification, item search and the wizard's checks. Field names are exactly the spec's. */
/** A big class of `findNiceClassification` (no parentCode). */
export interface NiceClass {
    parentCode: string;
    classificationCode: string;
    classificationName: string;
    officialCode: string;
    /** number of items in the class */
    total: number;
    /** the class's long heading */
    description: string;
}

/** An item (小项) of a similar group. */
export interface NiceItem {
    classificationCode: string;
    classificationName: string;
    officialCode: string;
}

/** A similar group (类似群) of `findNiceClassification?parentCode=<class>`, with its items. */
export interface NiceGroup {
    parentCode: string;
    classificationCode: string;
    classificationName: string;
    officialCode: string;
    total: number;
    mins: NiceItem[];
}

/** A standard item suggested for a description of the business, with its similar group. */
export interface SuggestedItem {
    code: string;
    name: string;
    groupCode: string;
    groupName: string;
    /**
     * ticked when shown: the engine is confident an agent would file it for this business; the
     * rest are shown unticked under 其他可选
     */
    ticked: boolean;
}

/**
 * A class suggested for a description of the business (描述您的业务; `suggestClasses`, ours, or
 * the browser's engine: docs/classes.md).
 */
export interface ClassSuggestion {
    /** '01' … '45' */
    cls: string;
    /** the class's name as the classification gives it (第九类) */
    clsName: string;
    score: number;
    /** 0–1: how surely the description names a business of this class (LOW_CONFIDENCE: 仅供参考) */
    confidence: number;
    /** the words that matched */
    reason: string;
    /** the most relevant similar groups, best first */
    groups: { code: string; name: string }[];
    /** the most relevant standard items, best first, each with its group */
    items: SuggestedItem[];
}

/** A hit of `searchNiceItems` (our addition: fuzzy item search across all classes). */
export interface NiceSearchHit {
    cls: string;
    clsName: string;
    groupCode: string;
    groupName: string;
    code: string;
    name: string;
}

/**
 * A search's answer: its best hits (at most 30) and how many items matched in all, so that a
 * screen can say when it shows only some.
 */
export interface NiceSearchAnswer {
    elements: NiceSearchHit[];
    totalElements: number;
}

/** `checkTrademarkName` and `checkDuplicateClassification` answers. */
export interface NameCheck {
    Result: 'BLOCK' | 'WARN' | 'PASS';
    Message: string;
}
export interface DuplicateCheck {
    Result: 'PASS' | 'WARN';
    Message: string;
    Data: {
        DuplicateSecondaryClassification: { SecondaryClassification: string[] };
        /**
         * Our extension (docs/api.md): the earlier marks behind the groups, each explained by
         * the examination's rules. Absent on a backend that does not examine.
         */
        SimilarMarks?: SimilarMark[];
    };
}

/**
 * `checkNames` (ours): one name's two checks, as `checkTrademarkName` and
 * `checkDuplicateClassification` answer them (批量申报 asks for many names at once).
 */
export interface NamesCheck {
    name: NameCheck;
    similarity: DuplicateCheck;
}

/** A rule of the examination that applies, with its reason (domain/similarity/examine.ts). */
export interface SimilarityRule {
    /** the guideline's section, as `5.1.4` */
    id: string;
    reason: string;
}

/** An earlier mark's status in the register: 申请中, 已注册, 已驳回. */
export type MarkStatus = 'pending' | 'registered' | 'refused';

/** A note of the 区分表 through which a group was searched (`注：…与…类似`). */
export interface NoteCitation {
    /** the similar group whose note it is */
    group: string;
    /** the note's sentence, as the table prints it */
    text: string;
}

/** An earlier mark the examination found a new mark similar to, or at risk with. */
export interface SimilarMark {
    name: string;
    /** the earlier mark's class, as `09` */
    cls: string;
    /** its similar groups */
    groups: string[];
    /** those of them among the groups searched */
    sharedGroups: string[];
    /** its application number ('' for an order the office has not numbered) */
    appNo: string;
    /** its application date, YYYY-MM-DD */
    appDate: string;
    verdict: 'similar' | 'risk';
    rules: SimilarityRule[];
    /** ours: the earlier mark's status (absent on a backend that does not say) */
    status?: MarkStatus;
    /** ours: the names of the earlier mark's goods in the shared groups, at most a few */
    goods?: string[];
    /** ours: how many goods it has in the shared groups in all */
    goodsTotal?: number;
    /**
     * ours: present when none of the shared groups was chosen: the note of the 区分表 that
     * declares them similar to a chosen one
     */
    viaNote?: NoteCitation;
}

/** `searchSimilarMarks` (our extension): the register's earlier marks near a name. */
export interface SimilarMarksAnswer {
    elements: SimilarMark[];
    totalElements: number;
}
