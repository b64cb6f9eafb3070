import { describe, expect, it } from 'vitest';
import { canSubmit, nameCheckKey, preflight } from './preflight';
import type { PreflightFacts, PreflightId } from './preflight';
import { READY_DRAFT } from './testing';
import type { OrderDraft } from './draft';

const prices = { trademarkRegistClassUnitPrice: 300, trademarkRegistMinUnitPrice: 30 };
const ready: OrderDraft = { ...READY_DRAFT, nameCheckedFor: nameCheckKey(READY_DRAFT) };
const facts: PreflightFacts = {
    balance: 1000,
    prices,
    applicantAuditStatus: 2,
    icon: { size: 100_000, width: 800, height: 800 },
    letter: { size: 500_000, width: 1200, height: 1600 },
    legalNotice: { size: 300_000 },
};
const item = (id: PreflightId, draft: OrderDraft = ready, f: Partial<PreflightFacts> = {}) =>
    preflight(draft, { ...facts, ...f }).find(i => i.id === id);

describe('the pre-flight check of step 3', () => {
    it('passes a complete order with enough balance, every item green', () => {
        const items = preflight(ready, facts);
        expect(items.map(i => i.id)).toEqual([
            'name',
            'desc',
            'iconFile',
            'items',
            'nameCheck',
            'applicant',
            'letter',
            'legalNotice',
            'balance',
        ]);
        expect(items.every(i => i.status === 'pass')).toBe(true);
        expect(canSubmit(items)).toBe(true);
    });

    it('fails a name over 50 characters and a description over 90, pointing at the field', () => {
        const long = { ...ready, trademarkName: '名'.repeat(51), trademarkDesc: '说'.repeat(91) };
        expect(item('name', long)).toMatchObject({
            status: 'fail',
            reason: '商标名称不能超过50个字符',
            fix: { step: 'stepOne', field: 'trademarkName' },
        });
        expect(item('desc', long)).toMatchObject({
            status: 'fail',
            reason: '商标说明不能超过90个字',
        });
        expect(canSubmit(preflight(long, facts))).toBe(false);
    });

    it('has no name items for a figure mark, and asks its colour type', () => {
        const figure: OrderDraft = {
            ...ready,
            trademarkType: 2,
            trademarkName: '',
            trademarkIconType: null,
        };
        expect(item('name', figure)).toBeUndefined();
        expect(item('nameCheck', figure)).toBeUndefined();
        expect(item('iconColour', figure)).toMatchObject({
            status: 'fail',
            fix: { step: 'stepOne', field: 'trademarkIconType' },
        });
        expect(item('iconColour', { ...figure, trademarkIconType: 1 })?.status).toBe('pass');
    });

    it('checks the icon type, size and pixels', () => {
        expect(
            item('iconFile', { ...ready, trademarkIconOsskey: 'uploads/icon.png' }),
        ).toMatchObject({
            status: 'fail',
            reason: '上传文件的格式不支持',
            fix: { step: 'stepOne', field: 'trademarkIcon' },
        });
        expect(
            item('iconFile', ready, { icon: { size: 300_000, width: 800, height: 800 } })?.reason,
        ).toBe('上传文件大小不能超过0.2M');
        expect(
            item('iconFile', ready, { icon: { size: 100_000, width: 300, height: 800 } })?.reason,
        ).toMatch(/400×400到1500×1500/);
        expect(item('iconFile', { ...ready, trademarkIconOsskey: '' })?.reason).toBe(
            '请上传商标图样',
        );
    });

    it('needs at least one item', () => {
        expect(item('items', { ...ready, curSelectedLists: [] })).toMatchObject({
            status: 'fail',
            fix: { step: 'stepOne', field: 'items' },
        });
    });

    it('says what a passed name check found, and nothing of a failed one', () => {
        expect(item('nameCheck', ready)).toMatchObject({ status: 'pass', found: 'clear' });
        expect(item('nameCheck', { ...ready, nameCheckOutcome: 'accepted' })?.found).toBe(
            'accepted',
        );
        expect(item('nameCheck', { ...ready, nameCheckOutcome: '' })?.found).toBeUndefined();
        expect(
            item('nameCheck', { ...ready, nameCheckOutcome: 'accepted', trademarkName: '别的' })
                ?.found,
        ).toBeUndefined();
    });

    it('needs the name check answered for this very name and these items', () => {
        expect(item('nameCheck', { ...ready, nameCheckedFor: '' })?.status).toBe('fail');
        expect(item('nameCheck', { ...ready, trademarkName: '别的名字' })).toMatchObject({
            status: 'fail',
            fix: { step: 'stepOne', field: 'trademarkName' },
        });
    });

    it('needs the applicant in an allowed audit state', () => {
        expect(item('applicant', ready, { applicantAuditStatus: 4 })).toMatchObject({
            status: 'fail',
            fix: { step: 'stepTwo', field: 'applicant' },
        });
        expect(item('applicant', { ...ready, applicantTbId: null })?.reason).toBe('请选择申请人');
    });

    it('checks the proxy letter and the legal file', () => {
        expect(
            item('letter', ready, { letter: { size: 500_000, width: 600, height: 600 } }),
        ).toMatchObject({
            status: 'fail',
            fix: { step: 'stepTwo', field: 'letter' },
        });
        expect(item('letter', { ...ready, AuthorizationOssKey: '' })?.reason).toBe('请上传委托书');
        expect(item('legalNotice', ready, { legalNotice: { size: 11_000_000 } })?.reason).toBe(
            '上传文件大小不能超过10M',
        );
    });

    it('fails a short balance with the top-up of the difference', () => {
        expect(item('balance', ready, { balance: 120.5 })).toMatchObject({
            status: 'fail',
            fix: { topUp: true, amount: 179.5 },
        });
        expect(item('balance', ready, { balance: 300 })?.status).toBe('pass');
    });

    it('says what it could not check, and blocks while facts load', () => {
        const unknown = preflight(ready, { ...facts, icon: undefined, balance: undefined });
        expect(unknown.find(i => i.id === 'iconFile')?.status).toBe('unknown');
        expect(unknown.find(i => i.id === 'balance')?.status).toBe('unknown');
        expect(canSubmit(unknown)).toBe(true);
        expect(canSubmit(preflight(ready, { ...facts, balance: 'loading' }))).toBe(false);
    });
});
