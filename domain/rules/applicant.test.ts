import { describe, expect, it } from 'vitest';
import type { ApplicantRegion, ApplicantType } from '../types/applicants';
import type { FileRef } from '../types/documents';
import { applicantFieldsFor, firstApplicantError, validateApplicant } from './applicant';
import type { ApplicantField, ApplicantInput } from './applicant';
import { idCardCheck, isResidentId, isUscc, usccCheck } from './identity';
import { COUNTRY_NAMES, PROVINCES } from './regions';

const file = (name: string): FileRef => ({
    ossKey: `k/${name}`,
    url: `/files/k/${name}`,
    fileName: name,
});
const ID = `11010519900307123${idCardCheck('11010519900307123')}`;
const USCC = `91110105MA01B2C3D${usccCheck('91110105MA01B2C3D')}`;

/** A complete, valid applicant of a type × region. */
const valid = (type: ApplicantType, region: ApplicantRegion): ApplicantInput => {
    const mainland = region === 1;
    return {
        applicantType: type,
        applicantRegion: region,
        applicantName: type === 1 ? '王芳' : '北京知识产权科技有限公司',
        EName: mainland ? '' : 'Wang Fang Trading Ltd',
        cardNumber: mainland ? (type === 1 ? ID : USCC) : type === 1 ? 'K1234567' : '',
        Province: mainland ? '北京市' : '',
        Address: mainland || type === 2 ? '朝阳区建国路88号' : '',
        EAddress: mainland ? '' : '88 Queen Road, Central',
        postcode: mainland ? '100022' : '999077',
        Country: region === 5 ? '美国' : '',
        sebeIdCardOss: type === 1 && mainland ? [file('front.jpg'), file('back.jpg')] : [],
        sebePassportOss: type === 1 && !mainland ? file('passport.jpg') : null,
        sebeBusinessLicenceOss: type === 2 || mainland ? file('licence.jpg') : null,
        sebeLegalNoticeOss: file('legal.pdf'),
    };
};

const TYPES: ApplicantType[] = [1, 2];
const REGIONS: ApplicantRegion[] = [1, 2, 3, 4, 5];
const COMBINATIONS = TYPES.flatMap(type => REGIONS.map(region => [type, region] as const));

describe('validateApplicant', () => {
    it.each(COMBINATIONS)(
        'accepts a complete applicant of type %i in region %i',
        (type, region) => {
            expect(validateApplicant(valid(type, region))).toEqual({});
        },
    );

    // [type, region, field, bad value, message]: every required-field rule (docs/rules.md, applicants).
    const REQUIRED: [ApplicantType, ApplicantRegion, ApplicantField, unknown, string][] = [
        [1, 1, 'applicantName', '  ', '请输入申请人名称'],
        [2, 1, 'applicantName', '', '请输入企业名称'],
        [1, 2, 'EName', '', '请输入申请人名称英文'],
        [1, 5, 'EName', '', '请输入申请人名称英文'],
        [2, 3, 'EName', '', '请输入企业名称英文'],
        [2, 5, 'EName', '', '请输入企业名称英文'],
        [1, 1, 'cardNumber', '', '请输入身份证号'],
        [1, 4, 'cardNumber', '', '请输入身份证号'],
        [2, 1, 'cardNumber', '', '请输入统一社会信用代码'],
        [1, 5, 'Country', '', '请选择国家'],
        [2, 5, 'Country', '', '请选择国家'],
        [1, 1, 'Province', '', '请选择申请人省份'],
        [1, 1, 'Address', '', '请填写申请人详细地址'],
        [1, 2, 'EAddress', '', '请填写申请人地址(英文)'],
        [1, 5, 'EAddress', '', '请填写申请人地址(英文)'],
        [2, 1, 'Province', '', '请选择营业执照地址省份'],
        [2, 1, 'Address', '', '请填写营业执照详细地址'],
        [2, 2, 'Address', '', '请填写申请人详细地址'],
        [2, 2, 'EAddress', '', '请输入申请人地址(英文)'],
        [2, 5, 'EAddress', '', '请输入申请人地址(英文)'],
        ...COMBINATIONS.map(
            ([t, r]) =>
                [t, r, 'postcode', '', '请输入邮编号码'] as [
                    ApplicantType,
                    ApplicantRegion,
                    ApplicantField,
                    unknown,
                    string,
                ],
        ),
        [1, 1, 'sebeIdCardOss', [], '请上传身份证正反面'],
        [1, 1, 'sebeIdCardOss', [file('front.jpg')], '请上传身份证正反面'],
        [1, 1, 'sebeIdCardOss', [null, file('back.jpg')], '请上传身份证正反面'],
        [1, 1, 'sebeBusinessLicenceOss', null, '请上传个体工商户营业执照'],
        [1, 5, 'sebePassportOss', null, '请上传护照'],
        [1, 2, 'sebePassportOss', null, '请上传护照'],
        [2, 1, 'sebeBusinessLicenceOss', null, '请上传营业执照'],
        [2, 3, 'sebeBusinessLicenceOss', null, '请上传主体资格证明文件'],
        [2, 5, 'sebeBusinessLicenceOss', null, '请上传主体资格证明文件'],
        ...COMBINATIONS.map(
            ([t, r]) =>
                [t, r, 'sebeLegalNoticeOss', null, '请上传法律文件'] as [
                    ApplicantType,
                    ApplicantRegion,
                    ApplicantField,
                    unknown,
                    string,
                ],
        ),
    ];

    it.each(REQUIRED)('type %i region %i: %s = %j → %s', (type, region, field, value, message) => {
        const errors = validateApplicant({ ...valid(type, region), [field]: value });
        expect(errors).toEqual({ [field]: message });
    });

    // Format rules beyond "required".
    const FORMAT: [ApplicantType, ApplicantRegion, ApplicantField, unknown, string][] = [
        [1, 1, 'cardNumber', '110105199003071230', '请输入正确的身份证号'],
        [1, 1, 'cardNumber', '11010519901307123X', '请输入正确的身份证号'],
        [2, 1, 'cardNumber', '91110105MA01B2C3D0', '请输入正确的统一社会信用代码'],
        [1, 1, 'postcode', '10002', '请输入正确的邮编号码'],
        [1, 1, 'Province', '台北市', '请选择申请人省份'],
        [1, 5, 'Country', '中国', '请选择国家'],
        [1, 5, 'Country', '火星', '请选择国家'],
        [2, 2, 'EName', '港岛贸易', '英文名称不能包含中文'],
        [1, 2, 'EAddress', '皇后大道88号', '英文地址不能包含中文'],
        [1, 1, 'applicantName', '王'.repeat(101), '名称不能超过100个字符'],
    ];

    it.each(FORMAT)('type %i region %i: %s = %j → %s', (type, region, field, value, message) => {
        expect(validateApplicant({ ...valid(type, region), [field]: value })).toEqual({
            [field]: message,
        });
    });

    it('accepts a lowercase x check digit as the same ID number', () => {
        const lower = `${ID.slice(0, 17)}${ID[17].toLowerCase()}`;
        expect(validateApplicant({ ...valid(1, 1), cardNumber: lower })).toEqual({});
    });

    it('does not check fields that do not apply to the type × region', () => {
        const mainlandPerson = {
            ...valid(1, 1),
            EName: '',
            EAddress: '',
            Country: '',
            sebePassportOss: null,
        };
        expect(validateApplicant(mainlandPerson)).toEqual({});
        const hkCompany = { ...valid(2, 2), cardNumber: '', Province: '', sebeIdCardOss: [] };
        expect(validateApplicant(hkCompany)).toEqual({});
    });

    it('asks for type and region before anything else', () => {
        expect(validateApplicant({})).toEqual({
            applicantType: '请选择申请人类型',
            applicantRegion: '请选择所属地区',
        });
        expect(
            validateApplicant({ ...valid(1, 1), applicantRegion: 9 as ApplicantRegion }),
        ).toEqual({
            applicantRegion: '请选择所属地区',
        });
    });

    it('reports every failing field at once for the form', () => {
        const errors = validateApplicant({ applicantType: 2, applicantRegion: 1 });
        expect(Object.keys(errors).sort()).toEqual(
            [
                'applicantName',
                'cardNumber',
                'Province',
                'Address',
                'postcode',
                'sebeBusinessLicenceOss',
                'sebeLegalNoticeOss',
            ].sort(),
        );
    });
});

describe('firstApplicantError', () => {
    it('names the first failing rule in field order, as the server answers', () => {
        expect(firstApplicantError({ applicantType: 2, applicantRegion: 1 })).toBe(
            '请输入企业名称',
        );
        expect(
            firstApplicantError({ ...valid(2, 1), postcode: '', sebeLegalNoticeOss: null }),
        ).toBe('请输入邮编号码');
        expect(firstApplicantError(valid(1, 3))).toBeNull();
    });
});

describe('applicantFieldsFor', () => {
    it('shows English name and address to every non-mainland applicant, country only overseas', () => {
        for (const [type, region] of COMBINATIONS) {
            const fields = applicantFieldsFor(type, region);
            expect(fields.EName).toBe(region !== 1);
            expect(fields.EAddress).toBe(region !== 1);
            expect(fields.Country).toBe(region === 5);
            expect(fields.Province).toBe(region === 1);
        }
    });
});

describe('identity numbers and lists', () => {
    it('checks resident ID numbers and credit codes by their check characters', () => {
        expect(isResidentId(ID)).toBe(true);
        expect(isResidentId('11010519900230123X')).toBe(false); // 30 February
        expect(isUscc(USCC)).toBe(true);
        expect(isUscc(USCC.replace(/.$/, c => (c === '0' ? '1' : '0')))).toBe(false);
    });

    it('has the 31 mainland provinces and foreign countries without China, HK, Macao, Taiwan', () => {
        expect(PROVINCES).toHaveLength(31);
        expect(COUNTRY_NAMES).toEqual(expect.arrayContaining(['美国', '日本', '新加坡', '英国']));
        expect(COUNTRY_NAMES).not.toContain('中国');
        expect(COUNTRY_NAMES.some(name => /香港|澳门|台湾/.test(name))).toBe(false);
        expect(COUNTRY_NAMES.length).toBeGreaterThan(200);
    });
});
