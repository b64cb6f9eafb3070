/**
 * The pre-flight check of step 3 (issue 19, item 1): every rule an order must meet before it is
 * submitted, each passed, failed or unknown, with where to fix it. Pure: it reads the draft and
 * the facts step 3 fetched (balance, unit prices, the applicant's audit state, the files'
 * metadata). A fact the backend cannot give stays `undefined` and its item is `unknown` (said,
 * not guessed); a fact still loading is `'loading'`.
 */
import { orderAmount } from '../../domain/rules/fee';
import { FILE_RULES, checkDimensions, checkFile, extensionOf } from '../../domain/rules/files';
import type { FileRule } from '../../domain/rules/files';
import {
    DESC_MAX,
    NAME_MAX,
    isChoosableApplicant,
    needsIconType,
    needsName,
} from '../../domain/rules/order';
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
    | 'iconType'
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
    missing: string,
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
    if (needsName(draft.trademarkType)) {
        const reason = !name
            ? '请填写商标名称'
            : [...name].length > NAME_MAX
              ? `商标名称不能超过${NAME_MAX}个字符`
              : undefined;
        items.push({
            id: 'name',
            status: reason ? 'fail' : 'pass',
            reason,
            fix: one('trademarkName'),
        });
    }
    const descTooLong = [...draft.trademarkDesc].length > DESC_MAX;
    items.push({
        id: 'desc',
        status: descTooLong ? 'fail' : 'pass',
        reason: descTooLong ? `商标说明不能超过${DESC_MAX}个字` : undefined,
        fix: one('trademarkDesc'),
    });
    items.push({
        ...fileItem(
            'iconFile',
            draft.trademarkIconOsskey,
            facts.icon,
            FILE_RULES.icon,
            one('trademarkIcon'),
            '请上传商标图样',
        ),
    });
    if (needsIconType(draft.trademarkType)) {
        const ok = draft.trademarkIconType === 1 || draft.trademarkIconType === 2;
        items.push({
            id: 'iconColour',
            status: ok ? 'pass' : 'fail',
            reason: ok ? undefined : '请选择商标图样',
            fix: one('trademarkIconType'),
        });
    }
    const count = itemCountOf(draft);
    items.push({
        id: 'items',
        status: count > 0 ? 'pass' : 'fail',
        reason: count > 0 ? undefined : '请完善商标信息',
        fix: one('items'),
    });
    if (needsName(draft.trademarkType)) {
        const ok = !!name && draft.nameCheckedFor === nameCheckKey(draft);
        items.push({ id: 'nameCheck', status: ok ? 'pass' : 'fail', fix: one('nameCheck') });
    }
    items.push(
        draft.applicantTbId
            ? known('applicant', facts.applicantAuditStatus, status =>
                  isChoosableApplicant(status)
                      ? { id: 'applicant', status: 'pass' }
                      : {
                            id: 'applicant',
                            status: 'fail',
                            reason: '不能选择该申请人，请前往我的申请人查看并修改',
                            fix: two('applicant'),
                        },
              )
            : { id: 'applicant', status: 'fail', reason: '请选择申请人', fix: two('applicant') },
    );
    items.push(
        fileItem(
            'letter',
            draft.AuthorizationOssKey,
            facts.letter,
            FILE_RULES.attorney,
            two('letter'),
            '请上传委托书',
        ),
    );
    items.push(
        fileItem(
            'legalNotice',
            draft.LegalNoticeOssKey,
            facts.legalNotice,
            FILE_RULES.legalNoticeAdd,
            two('legalNotice'),
            '请上传法律文件',
        ),
    );
    if (facts.prices === 'loading' || facts.balance === 'loading')
        items.push({ id: 'balance', status: 'loading' });
    else if (facts.prices === undefined || facts.balance === undefined)
        items.push({ id: 'balance', status: 'unknown' });
    else {
        const fee = feeOf(draft, facts.prices);
        const short = Math.round((fee - facts.balance) * 100) / 100;
        items.push(
            short > 0
                ? {
                      id: 'balance',
                      status: 'fail',
                      reason: '账户余额不足',
                      fix: { topUp: true, amount: short },
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
