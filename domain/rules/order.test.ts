import { describe, expect, it } from 'vitest';
import {
    firstTrademarkError,
    isChoosableApplicant,
    validateApplicantStep,
    validateTrademark,
} from './order';

const word = {
    trademarkType: 1 as const,
    trademarkName: '知联',
    trademarkDesc: '',
    trademarkIconOsskey: 'k',
    trademarkIconType: null,
    itemCount: 3,
};

describe('validateTrademark', () => {
    it('accepts a complete word mark without an icon type', () => {
        expect(validateTrademark(word)).toEqual({});
    });
    it.each([
        [{ trademarkName: ' ' }, 'trademarkName', '请填写商标名称'],
        [{ trademarkName: '商'.repeat(51) }, 'trademarkName', '商标名称不能超过50个字符'],
        [{ trademarkDesc: '说'.repeat(91) }, 'trademarkDesc', '商标说明不能超过90个字'],
        [{ trademarkIconOsskey: '' }, 'trademarkIcon', '请上传商标图样'],
        [{ itemCount: 0 }, 'items', '请完善商标信息'],
    ])('%o → %s %s', (patch, field, message) => {
        expect(validateTrademark({ ...word, ...patch })).toEqual({ [field]: message });
    });
    it('lets 50 characters and 90 description characters through', () => {
        expect(
            validateTrademark({
                ...word,
                trademarkName: '商'.repeat(50),
                trademarkDesc: '说'.repeat(90),
            }),
        ).toEqual({});
    });
    it('needs no name for a figure mark but an icon type', () => {
        expect(validateTrademark({ ...word, trademarkType: 2, trademarkName: '' })).toEqual({
            trademarkIconType: '请选择商标图样',
        });
        expect(
            validateTrademark({
                ...word,
                trademarkType: 2,
                trademarkName: '',
                trademarkIconType: 1,
            }),
        ).toEqual({});
    });
    it('needs both a name and an icon type for a combined mark', () => {
        expect(validateTrademark({ ...word, trademarkType: 3, trademarkName: '' })).toEqual({
            trademarkName: '请填写商标名称',
            trademarkIconType: '请选择商标图样',
        });
    });
    it('reports the first error in page order', () => {
        expect(firstTrademarkError({ ...word, trademarkName: '', itemCount: 0 })).toBe(
            '请填写商标名称',
        );
        expect(firstTrademarkError(word)).toBeNull();
    });
});

describe('step 2', () => {
    it('asks for the applicant, then the proxy letter, then the legal file', () => {
        expect(
            validateApplicantStep({
                applicantTbId: null,
                entrustFileOsskey: '',
                legalNoticeOsskey: '',
            }),
        ).toBe('请选择申请人');
        expect(
            validateApplicantStep({
                applicantTbId: 3,
                entrustFileOsskey: '',
                legalNoticeOsskey: '',
            }),
        ).toBe('请上传委托书');
        expect(
            validateApplicantStep({
                applicantTbId: 3,
                entrustFileOsskey: 'a',
                legalNoticeOsskey: '',
            }),
        ).toBe('请上传法律文件');
        expect(
            validateApplicantStep({
                applicantTbId: 3,
                entrustFileOsskey: 'a',
                legalNoticeOsskey: 'b',
            }),
        ).toBeNull();
    });
    it('allows applicants in audit states 1 to 3 only', () => {
        expect([1, 2, 3, 4, 5, 6].map(isChoosableApplicant)).toEqual([
            true,
            true,
            true,
            false,
            false,
            false,
        ]);
    });
});
