/** The examination's answer and options (examine.ts). */
export type Verdict = 'similar' | 'risk' | 'distinct';

export interface RuleFinding {
    /** the guideline's section, as `5.1.4` */
    id: string;
    reason: string;
    /** what this rule alone says: `distinct` for an exception that set a rule aside */
    verdict: Verdict;
}

export interface Examination {
    verdict: Verdict;
    /** the rules behind the verdict: those that apply, or for `distinct` the exceptions met */
    rules: RuleFinding[];
}

export interface ExamineOptions {
    /**
     * The common names of the goods or services the new mark is filed for (the chosen items'
     * names): words that only name them add nothing to an earlier mark (§5.1.12).
     */
    goodsWords?: ReadonlySet<string>;
}
