/** The shapes of the class suggestions: the classification it takes, the answer it gives, its index's documents. */

export interface SuggestItem {
    code: string;
    name: string;
}

/** A suggested item: ticked when the engine is confident an agent would file it. */
export interface SuggestedItemOf extends SuggestItem {
    ticked: boolean;
}

export interface SuggestGroup {
    code: string;
    name: string;
    items: SuggestItem[];
}

export interface SuggestClass {
    /** '01' … '45' */
    code: string;
    /** the class's official heading */
    heading: string;
    groups: SuggestGroup[];
}

export interface Suggestion {
    cls: string;
    score: number;
    /** 0–1: how surely the description names a business of this class */
    confidence: number;
    /** the most relevant similar groups, best first */
    groups: string[];
    /** the most relevant standard items, best first: the ticked ones, then 其他可选 */
    items: SuggestedItemOf[];
    /** the words that decided, in plain Chinese */
    reason: string;
}

export type DocKind = 'item' | 'group' | 'heading' | 'industry';

export interface Doc {
    id: number;
    kind: DocKind;
    /** the classes a match counts for, the usual one first (one, but for an industry) */
    classes: readonly string[];
    /** the groups it belongs to or names */
    groups: readonly string[];
    /** an item's code, '' otherwise */
    code: string;
    name: string;
    /** the words it is found by */
    words: string[];
    /** its head: what it is (the last word of a Chinese name, 餐馆外卖和送餐的在线预订服务 → 预订服务) */
    head: string[];
}
