import { describe, expect, it } from 'vitest';
import { idCardCheck, usccCheck } from './identity';
import { carriesFields, planFill, provinceOf, readRecognition } from './recognition';

// a resident ID and a credit code with their right check characters
const ID = `44030519900307${'123'}${idCardCheck('44030519900307123')}`;
const USCC = `91440300MA5F${'12345'}${usccCheck('91440300MA5F12345')}`;

describe('readRecognition: the form values a recognised document carries', () => {
    it('reads an ID card: name, number, and the province from the address', () => {
        expect(
            readRecognition(
                {
                    applyName: ' 张  伟 ',
                    applyNumber: ID.toLowerCase(),
                    address: '广东省深圳市南山区科技园路 1 号',
                    postcode: '',
                    provinceName: '',
                },
                1,
            ),
        ).toEqual([
            { field: 'applicantName', value: '张 伟', doubt: null },
            { field: 'cardNumber', value: ID, doubt: null },
            { field: 'Province', value: '广东省', doubt: null },
            { field: 'Address', value: '广东省深圳市南山区科技园路 1 号', doubt: null },
        ]);
    });

    it('doubts a number whose check character is wrong, for the document it came from', () => {
        const wrongId = `${ID.slice(0, 17)}${ID[17] === '0' ? '1' : '0'}`;
        expect(readRecognition({ applyNumber: wrongId }, 1)).toEqual([
            { field: 'cardNumber', value: wrongId, doubt: 'idCheck' },
        ]);
        const wrongCode = `${USCC.slice(0, 17)}${USCC[17] === '0' ? '1' : '0'}`;
        expect(readRecognition({ applyNumber: wrongCode }, 2)[0].doubt).toBe('usccCheck');
        expect(readRecognition({ applyNumber: USCC }, 2)[0].doubt).toBeNull();
        // a credit code read from an ID card's slot is no ID number
        expect(readRecognition({ applyNumber: USCC }, 1)[0].doubt).toBe('idCheck');
        // a passport number has no check character
        expect(readRecognition({ applyNumber: 'E12345678' }, 3)[0].doubt).toBeNull();
    });

    it('doubts a postcode that is not six digits, and names the province as the form does', () => {
        expect(readRecognition({ postcode: '5180 57' }, 2)).toEqual([
            { field: 'postcode', value: '518057', doubt: null },
        ]);
        expect(readRecognition({ postcode: '51805' }, 2)[0].doubt).toBe('postcode');
        expect(readRecognition({ provinceName: '内蒙古' }, 2)[0].value).toBe('内蒙古自治区');
        expect(provinceOf('广西南宁市青秀区')).toBe('广西壮族自治区');
        expect(provinceOf('北京市海淀区')).toBe('北京市');
        expect(provinceOf('香港特别行政区')).toBeNull();
    });

    it('carries nothing for an answer that read nothing', () => {
        expect(readRecognition({ applyName: '', applyNumber: ' ' }, 1)).toEqual([]);
        expect(readRecognition({}, 2)).toEqual([]);
    });
});

describe('planFill: a typed field is never overwritten', () => {
    const found = readRecognition(
        { applyName: '深圳云帆科技有限公司', applyNumber: USCC, postcode: '518057' },
        2,
    );

    it('fills the empty fields and keeps the typed ones', () => {
        const plan = planFill(found, { applicantName: '云帆科技', cardNumber: '', postcode: '' });
        expect(plan.fill.map(f => f.field)).toEqual(['cardNumber', 'postcode']);
        expect(plan.kept).toEqual([
            { field: 'applicantName', value: '深圳云帆科技有限公司', doubt: null },
        ]);
    });

    it('replaces what an earlier recognition filled, unless the user changed it since', () => {
        const second = readRecognition({ applyName: '深圳云帆智造有限公司' }, 2);
        expect(
            planFill(
                second,
                { applicantName: '深圳云帆科技有限公司' },
                {
                    applicantName: '深圳云帆科技有限公司',
                },
            ).fill,
        ).toHaveLength(1);
        expect(
            planFill(
                second,
                { applicantName: '深圳云帆科技' },
                {
                    applicantName: '深圳云帆科技有限公司',
                },
            ).kept,
        ).toHaveLength(1);
    });

    it('leaves a field alone that already holds the value read', () => {
        expect(planFill(found, { postcode: '518057' }).fill.map(f => f.field)).toEqual([
            'applicantName',
            'cardNumber',
        ]);
    });
});

describe('carriesFields: which documents recognition is asked to read', () => {
    it("reads an ID card's front, not its back", () => {
        expect(carriesFields(1, 1, 0)).toBe(true);
        expect(carriesFields(1, 1, 1)).toBe(false);
    });

    it("reads an enterprise's licence, not an individual's self-employed one", () => {
        expect(carriesFields(2, 2, 0)).toBe(true);
        expect(carriesFields(1, 2, 0)).toBe(false);
    });

    it('reads a passport', () => {
        expect(carriesFields(1, 3, 0)).toBe(true);
    });
});
