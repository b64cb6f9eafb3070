/**
 * The pre-flight check of step 3: every rule an order must meet before it is
 * submitted, each passed, failed or unknown, with where to fix it. Pure: it reads the draft and
 * the facts step 3 fetched (balance, unit prices, the applicant's audit state, the files'
 * metadata). A fact the backend cannot give stays `undefined` and its item is `unknown` (said,
 * not guessed); a fact still loading is `'loading'`.
 */
import { balanceAfter, orderAmount } from '../../domain/rules/fee';
import { FILE_RULES, checkDimensions, checkFile, extensionOf } from '../../domain/rules/files';
import type { FileRule } from '../../domain/rules/files';
import {
    APPLICANT_NOT_CHOOSABLE,
    isChoosableApplicant,
    validateApplicantStep,
    validateTrademark,
} from '../../domain/rules/order';
import { needsIconType, needsName } from '../../domain/states/markTypes';
import type { UnitPrices } from '../../domain/types/money';
import { classificationsOf, itemCountOf } from './draft';
import type { OrderDraft } from './draft';

/** What is known of an uploaded file: its byte size and, for an image, its pixels. */
export interface FileFacts {
    size: number;
    width?: number;
    height?: number;
}

type Fact<T> = T | 'loading' | undefined;

export interface PreflightFacts {
    /** the agency's balance in yuan */
    balance: Fact<number>;
    prices: Fact<UnitPrices>;
    /** the chosen applicant's audit state */
    applicantAuditStatus: Fact<number>;
    icon: Fact<FileFacts>;
    letter: Fact<FileFacts>;
    legalNotice: Fact<FileFacts>;
}

export type PreflightId =
    | 'name'
    | 'desc'
    | 'iconFile'
    | 'iconColour'
    | 'items'
    | 'nameCheck'
    | 'applicant'
    | 'letter'
    | 'legalNotice'
    | 'balance';

export type PreflightStatus = 'pass' | 'fail' | 'unknown' | 'loading';

/** Where 去修改 goes: a step and the field it focuses (`?field=`), or the top-up. */
export type PreflightFix =
    { step: 'stepOne' | 'stepTwo'; field: string } | { topUp: true; amount: number };

export interface PreflightItem {
    id: PreflightId;
    status: PreflightStatus;
    /** the name check's, once passed: what it found (none said for a draft that did not note it) */
    found?: 'clear' | 'accepted';
    /** the name check's accepted similar earlier marks, in short */
    marks?: string;
    /** the failing rule's message (a domain message, as the spec words it), if any */
    reason?: string;
    fix?: PreflightFix;
}

/** The key of a name check answered for this name and these items (see `nameCheckKey`). */
export const nameCheckKey = (draft: OrderDraft) =>
    `${draft.trademarkName.trim()}|${JSON.stringify(classificationsOf(draft))}`;

const fileItem = (
    id: PreflightId,
    ossKey: string,
    facts: Fact<FileFacts>,
    rule: FileRule,
    fix: PreflightFix,
    missing: string | undefined,
): PreflightItem => {
    if (!ossKey) return { id, status: 'fail', reason: missing, fix };
    const byName = checkFile(rule, {
        name: ossKey,
        size: facts && facts !== 'loading' ? facts.size : 1,
    });
    if (byName) return { id, status: 'fail', reason: byName, fix };
    if (facts === 'loading') return { id, status: 'loading' };
    if (!facts) return { id, status: 'unknown' };
    if (rule.dimensions && extensionOf(ossKey) !== 'pdf') {
        if (facts.width === undefined || facts.height === undefined)
            return { id, status: 'unknown' };
        const pixels = checkDimensions(rule, { width: facts.width, height: facts.height });
        if (pixels) return { id, status: 'fail', reason: pixels, fix };
    }
    return { id, status: 'pass' };
};

const known = <T>(
    id: PreflightId,
    fact: Fact<T>,
    ok: (value: T) => PreflightItem,
): PreflightItem =>
    fact === 'loading'
        ? { id, status: 'loading' }
        : fact === undefined
          ? { id, status: 'unknown' }
          : ok(fact);

/** The fee of the draft's items at these prices, in yuan. */
export const feeOf = (draft: OrderDraft, prices: UnitPrices) =>
    orderAmount(
        draft.curSelectedLists.map(c => c.items.length),
        prices,
    );

/** Every rule of the order, in the order of the wizard's fields. */
export const preflight = (draft: OrderDraft, facts: PreflightFacts): PreflightItem[] => {
    const one = (field: string): PreflightFix => ({ step: 'stepOne', field });
    const two = (field: string): PreflightFix => ({ step: 'stepTwo', field });
    const items: PreflightItem[] = [];
    const name = draft.trademarkName.trim();
    // step 1's own rules and messages (domain/rules/order.ts)
    const errors = validateTrademark({
        trademarkType: draft.trademarkType,
        trademarkName: draft.trademarkName,
        trademarkDesc: draft.trademarkDesc,
        trademarkIconOsskey: draft.trademarkIconOsskey,
        trademarkIconType: draft.trademarkIconType,
        itemCount: itemCountOf(draft),
    });
    // step 2's message for one missing part, the other parts taken as present
    const missing = (part: 'applicant' | 'letter' | 'legal') =>
        validateApplicantStep({
            applicantTbId: part === 'applicant' ? null : 1,
            entrustFileOsskey: part === 'letter' ? '' : '-',
            legalNoticeOsskey: part === 'legal' ? '' : '-',
        }) ?? undefined;
    if (needsName(draft.trademarkType)) {
        const reason = errors.trademarkName;
        items.push({
            id: 'name',
            status: reason ? 'fail' : 'pass',
            reason,
            fix: one('trademarkName'),
        });
    }
    items.push({
        id: 'desc',
        status: errors.trademarkDesc ? 'fail' : 'pass',
        reason: errors.trademarkDesc,
        fix: one('trademarkDesc'),
    });
    items.push(
        fileItem(
            'iconFile',
            draft.trademarkIconOsskey,
            facts.icon,
            FILE_RULES.icon,
            one('trademarkIcon'),
            errors.trademarkIcon,
        ),
    );
    if (needsIconType(draft.trademarkType)) {
        items.push({
            id: 'iconColour',
            status: errors.trademarkIconType ? 'fail' : 'pass',
            reason: errors.trademarkIconType,
            fix: one('trademarkIconType'),
        });
    }
    items.push({
        id: 'items',
        status: errors.items ? 'fail' : 'pass',
        reason: errors.items,
        fix: one('items'),
    });
    if (needsName(draft.trademarkType)) {
        const ok = !!name && draft.nameCheckedFor === nameCheckKey(draft);
        const outcome = draft.nameCheckOutcome;
        items.push({
            id: 'nameCheck',
            status: ok ? 'pass' : 'fail',
            fix: one('trademarkName'),
            ...(ok && outcome !== '' && { found: outcome }),
            ...(ok &&
                outcome === 'accepted' &&
                draft.nameCheckMarks && { marks: draft.nameCheckMarks }),
        });
    }
    items.push(
        draft.applicantTbId
            ? known('applicant', facts.applicantAuditStatus, status =>
                  isChoosableApplicant(status)
                      ? { id: 'applicant', status: 'pass' }
                      : {
                            id: 'applicant',
                            status: 'fail',
                            reason: APPLICANT_NOT_CHOOSABLE,
                            fix: two('applicant'),
                        },
              )
            : {
                  id: 'applicant',
                  status: 'fail',
                  reason: missing('applicant'),
                  fix: two('applicant'),
              },
    );
    items.push(
        fileItem(
            'letter',
            draft.AuthorizationOssKey,
            facts.letter,
            FILE_RULES.attorney,
            two('letter'),
            missing('letter'),
        ),
    );
    items.push(
        fileItem(
            'legalNotice',
            draft.LegalNoticeOssKey,
            facts.legalNotice,
            FILE_RULES.legalNoticeEdit,
            two('legalNotice'),
            missing('legal'),
        ),
    );
    if (facts.prices === 'loading' || facts.balance === 'loading')
        items.push({ id: 'balance', status: 'loading' });
    else if (facts.prices === undefined || facts.balance === undefined)
        items.push({ id: 'balance', status: 'unknown' });
    else {
        const fee = feeOf(draft, facts.prices);
        // in fen, as all money is counted (domain/rules/fee.ts)
        const after = balanceAfter(facts.balance, fee);
        items.push(
            after < 0
                ? {
                      id: 'balance',
                      status: 'fail',
                      fix: { topUp: true, amount: -after },
                  }
                : { id: 'balance', status: 'pass' },
        );
    }
    return items;
};

/**
 * Submit is enabled when no item is red or still loading. An item the backend could not answer
 * (`unknown`, e.g. a file the browser could not read back) is shown as unchecked and does not
 * block: the server checks it again on submission.
 */
export const canSubmit = (items: readonly PreflightItem[]) =>
    items.every(i => i.status === 'pass' || i.status === 'unknown');
