import { describe, expect, it } from 'vitest';
import {
    DRAFT_KEY,
    classificationsOf,
    copyForClass,
    draftFile,
    draftStore,
    emptyDraft,
    itemCountOf,
    parseDraft,
} from './draft';
import { addItem, removeItem } from './ClassPicker';

const item = (code: string, groupCode = '0901') => ({
    code,
    name: `项${code}`,
    groupCode,
    groupName: '组',
});

describe('draftFile', () => {
    it('names a file by its path, a signed URL’s query left out, so a PDF reads as one', () => {
        const url =
            'http://portal.example/files/legal/a29a.pdf?expires=1796191697657&signature=fd96';
        expect(draftFile('legal/a29a.pdf', url)).toEqual({
            ossKey: 'legal/a29a.pdf',
            url,
            fileName: 'a29a.pdf',
        });
        expect(draftFile('uploads/letter.png', '')?.fileName).toBe('letter.png');
        expect(draftFile('', url)).toBeNull();
    });
});

describe('order draft', () => {
    it('copies a filed draft for a queued class: same mark and applicant, that class, a new key', () => {
        const phones = { code: '09', name: '第九类', groups: ['0901'], items: [item('090001')] };
        const selling = {
            code: '35',
            name: '第三十五类',
            groups: ['3502'],
            items: [item('350001', '3502')],
        };
        const food = {
            code: '43',
            name: '第四十三类',
            groups: ['4301'],
            items: [item('430001', '4301')],
        };
        const filed = {
            ...emptyDraft(),
            trademarkName: '知联',
            applicantTbId: 11,
            AuthorizationOssKey: 'uploads/letter.jpg',
            curSelectedLists: [phones],
            smallCheckedIds: ['090001'],
            orderAmount: 300,
            nameCheckedFor: '知联|090001',
            nameCheckOutcome: 'clear' as const,
            nextClasses: [selling, food],
        };
        const copy = copyForClass(filed, selling);
        expect(copy).toMatchObject({
            trademarkName: '知联',
            applicantTbId: 11,
            AuthorizationOssKey: 'uploads/letter.jpg',
            curSelectedLists: [selling],
            smallCheckedIds: ['350001'],
            nextClasses: [food],
            orderAmount: 0,
            nameCheckedFor: '',
            nameCheckOutcome: '',
        });
        expect(copy.requestId).not.toBe(filed.requestId);
        // a stored draft from before the field reads as having none
        expect(parseDraft(JSON.stringify({ trademarkName: '旧' })).nextClasses).toEqual([]);
        expect(parseDraft(JSON.stringify({ nextClasses: 'x' })).nextClasses).toEqual([]);
    });

    it('round-trips through local storage under sls_admin_trademarkDatas', () => {
        draftStore.update({ trademarkName: '知联', orderAmount: 330 });
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
            trademarkName: '知联',
            orderAmount: 330,
        });
        expect(draftStore.get()).toMatchObject({
            trademarkName: '知联',
            orderAmount: 330,
            trademarkType: 1,
        });
        draftStore.clear();
        expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
        expect(draftStore.get().trademarkName).toBe('');
    });

    it('starts afresh from damaged storage and drops ill-typed fields', () => {
        expect(parseDraft('{not json')).toMatchObject({ trademarkName: '', curSelectedLists: [] });
        const parsed = parseDraft(
            JSON.stringify({
                trademarkName: 42,
                trademarkType: 7,
                trademarkDesc: '说明',
                applicantTbId: 5,
            }),
        );
        expect(parsed).toMatchObject({
            trademarkName: '',
            trademarkType: 1,
            trademarkDesc: '说明',
            applicantTbId: 5,
        });
    });

    it('keeps its idempotency key until cleared', () => {
        const first = draftStore.get().requestId;
        draftStore.update({ trademarkName: 'A' });
        expect(draftStore.get().requestId).toBe(first);
        draftStore.clear();
        expect(draftStore.get().requestId).not.toBe(first);
    });
});

describe('selection', () => {
    it('adds items into one class, tracks groups, counts and maps to the wire', () => {
        let selection = addItem(undefined, { code: '09', name: '第九类' }, item('090001'));
        selection = addItem(selection, { code: '09', name: '第九类' }, item('090652', '0906'));
        expect(selection.groups).toEqual(['0901', '0906']);
        const draft = { ...emptyDraft(), curSelectedLists: [selection] };
        expect(itemCountOf(draft)).toBe(2);
        expect(classificationsOf(draft)).toEqual({ '09': '090001,090652' });
        expect(removeItem(selection, '090001')?.groups).toEqual(['0906']);
        expect(removeItem(removeItem(selection, '090001')!, '090652')).toBeUndefined();
    });

    it('starts a new selection when an item of another class is added', () => {
        const nine = addItem(undefined, { code: '09', name: '第九类' }, item('090001'));
        expect(
            addItem(nine, { code: '35', name: '第三十五类' }, item('350039', '3501')).items,
        ).toHaveLength(1);
    });
});
