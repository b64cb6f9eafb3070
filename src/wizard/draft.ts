/**
 * The order draft kept between wizard steps: local storage key `sls_admin_trademarkDatas`, the
 * spec's field names plus two of ours (docs/decisions.md, Order wizard: Draft fields), so a
 * reload at any step loses nothing.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../../dataProvider/session';
import type { FileRef } from '../../domain/types/documents';
import type { TrademarkIconType, TrademarkType } from '../../domain/types/orders';
import { isIconType, isMarkType, WORD_MARK_TYPE } from '../../domain/states/markTypes';

export const DRAFT_KEY = `${STORAGE_PREFIX}trademarkDatas`;

export interface SelectedItem {
    code: string;
    name: string;
    groupCode: string;
    groupName: string;
}

export interface SelectedClass {
    /** class code, e.g. `09` */
    code: string;
    name: string;
    /** codes of the similar groups that have selected items */
    groups: string[];
    items: SelectedItem[];
}

export interface OrderDraft {
    trademarkType: TrademarkType;
    trademarkName: string;
    trademarkDesc: string;
    trademarkIcon: string;
    trademarkIconType: TrademarkIconType | null;
    trademarkIconOsskey: string;
    /** one class per order; a list as the spec names it */
    curSelectedLists: SelectedClass[];
    smallCheckedIds: string[];
    orderAmount: number;
    AuthorizationOssKey: string;
    SebeAuthorizationOss: string;
    applicantTbId: number | null;
    /** shown on step 3 without another call */
    applicantName: string;
    LegalNoticeOssKey: string;
    SebeLegalNoticeOss: string;
    /** the submission's idempotency key: a retried or double-clicked submit files once */
    requestId: string;
    /**
     * The name and items whose name check and duplicate check were answered (risks acknowledged
     * with 我已知晓), as `nameCheckKey` (preflight.ts) makes them; '' until step 1 checks.
     */
    nameCheckedFor: string;
    /**
     * What that check found: no risk (`clear`), or risks the user accepted with 我已知晓
     * (`accepted`); '' until step 1 checks, and in drafts kept before it was noted.
     */
    nameCheckOutcome: NameCheckOutcome;
    /**
     * The similar earlier marks accepted with that check, in short (`新星河云（5.1.14）、…`),
     * for step 3's pre-flight; '' when none.
     */
    nameCheckMarks: string;
    /**
     * Other classes to file after this order, each as a copy of it with that class's items
     * (描述您的业务's 另建一单; step 4 starts them). Ours, like the three above.
     */
    nextClasses: SelectedClass[];
    /**
     * The sentence typed into 描述您的业务, kept over a reload like the rest (its suggestions are
     * asked again). Ours; never sent.
     */
    businessDescription: string;
}

export type NameCheckOutcome = '' | 'clear' | 'accepted';
const NAME_CHECK_OUTCOMES: readonly string[] = ['', 'clear', 'accepted'];

export const newRequestId = () =>
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${Math.random().toString(36).slice(2, 10)}`;

export const emptyDraft = (): OrderDraft => ({
    trademarkType: WORD_MARK_TYPE,
    trademarkName: '',
    trademarkDesc: '',
    trademarkIcon: '',
    trademarkIconType: null,
    trademarkIconOsskey: '',
    curSelectedLists: [],
    smallCheckedIds: [],
    orderAmount: 0,
    AuthorizationOssKey: '',
    SebeAuthorizationOss: '',
    applicantTbId: null,
    applicantName: '',
    LegalNoticeOssKey: '',
    SebeLegalNoticeOss: '',
    requestId: newRequestId(),
    nameCheckedFor: '',
    nameCheckOutcome: '',
    nameCheckMarks: '',
    nextClasses: [],
    businessDescription: '',
});

const isObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object';

/** Reads a stored draft, keeping only well-typed fields (a damaged value starts afresh). */
export const parseDraft = (raw: string | null): OrderDraft => {
    const draft = emptyDraft();
    if (!raw) return draft;
    let stored: unknown;
    try {
        stored = JSON.parse(raw);
    } catch {
        return draft;
    }
    if (!isObject(stored)) return draft;
    const result: Record<string, unknown> = { ...draft };
    for (const [key, value] of Object.entries(draft)) {
        const candidate = stored[key];
        if (candidate === undefined) continue;
        if (
            value === null
                ? candidate === null || typeof candidate === 'number'
                : typeof candidate === typeof value
        )
            result[key] = candidate;
    }
    if (!isMarkType(result.trademarkType)) result.trademarkType = WORD_MARK_TYPE;
    if (result.trademarkIconType !== null && !isIconType(result.trademarkIconType))
        result.trademarkIconType = null;
    if (!Array.isArray(result.curSelectedLists)) result.curSelectedLists = [];
    if (!Array.isArray(result.smallCheckedIds)) result.smallCheckedIds = [];
    result.nextClasses = Array.isArray(result.nextClasses)
        ? result.nextClasses.filter(
              (next: unknown) =>
                  isObject(next) &&
                  typeof next.code === 'string' &&
                  Array.isArray(next.items) &&
                  next.items.length > 0,
          )
        : [];
    if (!NAME_CHECK_OUTCOMES.includes(result.nameCheckOutcome as string))
        result.nameCheckOutcome = '';
    return result as unknown as OrderDraft;
};

const listeners = new Set<() => void>();
let cache: { raw: string | null; draft: OrderDraft } | null = null;

const read = (): OrderDraft => {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!cache || cache.raw !== raw) cache = { raw, draft: parseDraft(raw) };
    return cache.draft;
};

const write = (draft: OrderDraft | null) => {
    if (draft) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.localStorage.removeItem(DRAFT_KEY);
    listeners.forEach(listener => listener());
};

export const draftStore = {
    get: read,
    update: (patch: Partial<OrderDraft>) => write({ ...read(), ...patch }),
    replace: (draft: OrderDraft) => write(draft),
    clear: () => write(null),
    subscribe: (listener: () => void) => {
        listeners.add(listener);
        const onStorage = (event: StorageEvent) => event.key === DRAFT_KEY && listener();
        window.addEventListener('storage', onStorage);
        return () => {
            listeners.delete(listener);
            window.removeEventListener('storage', onStorage);
        };
    },
};

/** The draft, re-rendering when any step (or another tab) changes it. */
export const useOrderDraft = () => useSyncExternalStore(draftStore.subscribe, draftStore.get);

/**
 * A filed order's draft copied for one of its next classes: the same mark, applicant and files,
 * that class's items, a new submission key, the name check to do again; the other next classes
 * stay queued.
 */
export const copyForClass = (draft: OrderDraft, next: SelectedClass): OrderDraft => ({
    ...draft,
    curSelectedLists: [next],
    smallCheckedIds: next.items.map(item => item.code),
    nextClasses: draft.nextClasses.filter(other => other.code !== next.code),
    orderAmount: 0,
    requestId: newRequestId(),
    nameCheckedFor: '',
    nameCheckOutcome: '',
    nameCheckMarks: '',
});

/** Items of the draft as `{class: comma codes}`, the shape of the wire. */
export const classificationsOf = (draft: OrderDraft): Record<string, string> =>
    Object.fromEntries(
        draft.curSelectedLists.map(c => [c.code, c.items.map(i => i.code).join(',')]),
    );

export const itemCountOf = (draft: OrderDraft) =>
    draft.curSelectedLists.reduce((n, c) => n + c.items.length, 0);

/** The icon and proxy letter as FileRefs, from the draft's spec-named fields. */
export const draftFile = (ossKey: string, url: string): FileRef | null =>
    ossKey ? { ossKey, url, fileName: fileNameOf(url) || fileNameOf(ossKey) } : null;

/** The last part of a path or URL, without a signed URL's query: what says the file's type. */
const fileNameOf = (path: string): string => path.split(/[?#]/)[0]!.split('/').pop() ?? '';
