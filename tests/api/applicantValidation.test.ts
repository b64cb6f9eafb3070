/** createApplicant's refusals: every 400 of the validation matrix, and malformed bodies. */
import { describe, expect, it } from 'vitest';
import { expectError } from './harness';
import { REQUIRED_CASES, withApplicantWriting } from './support/applicantWrites';
import { residentId } from './support/samples';

const ctx = withApplicantWriting();
const { validBody, create } = ctx;

describe('createApplicant: every required field of every type × region (400)', () => {
    it.each(REQUIRED_CASES)(
        'type %i region %i without %s: %s',
        async (type, region, field, msg) => {
            const count = ctx.server.readDb().applicants.length;
            const body = validBody(type, region);
            const empty = field.startsWith('sebe') ? (field === 'sebeIdCardOss' ? [] : null) : '  ';
            expectError(await create({ ...body, [field]: empty }), 400, msg);
            expectError(
                await create(Object.fromEntries(Object.entries(body).filter(([k]) => k !== field))),
                400,
                msg,
            );
            expect(ctx.server.readDb().applicants.length).toBe(count);
        },
    );
});

describe('createApplicant: format rules (400)', () => {
    const cases: [string, () => Record<string, unknown>, string][] = [
        ['no type', () => ({ ...validBody(1, 1), applicantType: undefined }), '请选择申请人类型'],
        ['type 3', () => ({ ...validBody(1, 1), applicantType: 3 }), '请选择申请人类型'],
        ['region 6', () => ({ ...validBody(1, 1), applicantRegion: 6 }), '请选择所属地区'],
        [
            'bad ID check digit',
            () => ({ ...validBody(1, 1), cardNumber: '110105199003071230' }),
            '请输入正确的身份证号',
        ],
        [
            'ID with a bad date',
            () => ({ ...validBody(1, 1), cardNumber: residentId(5, '19900230') }),
            '请输入正确的身份证号',
        ],
        [
            'bad credit code',
            () => ({ ...validBody(2, 1), cardNumber: '91110105MA01234567' }),
            '请输入正确的统一社会信用代码',
        ],
        [
            'passport too long',
            () => ({ ...validBody(1, 5), cardNumber: 'A'.repeat(31) }),
            '请输入正确的身份证号',
        ],
        [
            'name too long',
            () => ({ ...validBody(2, 1), applicantName: '名'.repeat(101) }),
            '名称不能超过100个字符',
        ],
        [
            'Chinese in EName',
            () => ({ ...validBody(2, 3), EName: 'Macau 公司' }),
            '英文名称不能包含中文',
        ],
        [
            'EName too long',
            () => ({ ...validBody(1, 4), EName: 'A'.repeat(101) }),
            '名称不能超过100个字符',
        ],
        [
            'Chinese in EAddress',
            () => ({ ...validBody(1, 2), EAddress: '中环 Road' }),
            '英文地址不能包含中文',
        ],
        [
            'address too long',
            () => ({ ...validBody(2, 1), Address: '路'.repeat(201) }),
            '地址不能超过200个字符',
        ],
        ['unknown province', () => ({ ...validBody(1, 1), Province: '北京' }), '请选择申请人省份'],
        ['unknown country', () => ({ ...validBody(2, 5), Country: '火星' }), '请选择国家'],
        [
            'mainland postcode',
            () => ({ ...validBody(1, 1), postcode: '10002' }),
            '请输入正确的邮编号码',
        ],
        [
            'foreign postcode',
            () => ({ ...validBody(2, 5), postcode: '#12' }),
            '请输入正确的邮编号码',
        ],
    ];
    it.each(cases)('%s', async (_name, body, msg) => {
        expectError(await create(body()), 400, msg);
    });

    it('checks fields in the spec order: the first failing rule wins', async () => {
        const body = { ...validBody(1, 1), applicantName: '', cardNumber: '', postcode: '' };
        expectError(await create(body), 400, '请输入申请人名称');
        expectError(await create({ ...body, applicantName: '张三' }), 400, '请输入身份证号');
    });
});

describe('createApplicant: malformed bodies (400)', () => {
    const cases: [string, () => unknown, string | RegExp][] = [
        ['an unknown field', () => ({ ...validBody(2, 1), spId: 2 }), '不支持的参数：spId'],
        [
            'a string type',
            () => ({ ...validBody(2, 1), applicantType: '2' }),
            '申请人类型（applicantType）格式不正确',
        ],
        [
            'a number name',
            () => ({ ...validBody(2, 1), applicantName: 42 }),
            '申请人名称（applicantName）格式不正确',
        ],
        [
            'an object postcode',
            () => ({ ...validBody(2, 1), postcode: { a: 1 } }),
            '邮编（postcode）格式不正确',
        ],
        [
            'a string for the ID cards',
            () => ({ ...validBody(1, 1), sebeIdCardOss: 'x' }),
            '身份证正反面（sebeIdCardOss）格式不正确',
        ],
        [
            'a FileRef without ossKey',
            () => ({ ...validBody(2, 1), sebeLegalNoticeOss: { url: '/x' } }),
            '法律文件（sebeLegalNoticeOss）格式不正确',
        ],
        [
            'a FileRef with extra keys',
            () => ({ ...validBody(2, 1), sebeLegalNoticeOss: { ...ctx.files.legal, size: 1 } }),
            '不支持的参数：sebeLegalNoticeOss.size',
        ],
        ['a bad id', () => ({ ...validBody(2, 1), id: 'abc' }), '申请人编号（id）格式不正确'],
        ['id 0', () => ({ ...validBody(2, 1), id: 0 }), '申请人编号（id）格式不正确'],
        ['an array', () => [], '请求内容必须是 JSON 对象'],
    ];
    it.each(cases)('%s', async (_name, body, msg) => {
        expectError(await ctx.admin.post('/api/createApplicant', body()), 400, msg);
    });

    it('refuses invalid JSON and query parameters', async () => {
        expectError(
            await ctx.server.request('POST', '/api/createApplicant', {
                token: ctx.admin.token,
                rawBody: '{"a":',
            }),
            400,
            '请求内容不是有效的 JSON',
        );
        expectError(
            await ctx.server.request('POST', '/api/createApplicant', {
                token: ctx.admin.token,
                query: { foo: 1 },
                body: validBody(2, 1),
            }),
            400,
            '不支持的参数：foo',
        );
    });

    it('needs a session', async () => {
        expectError(
            await ctx.server.request('POST', '/api/createApplicant', { body: validBody(2, 1) }),
            401,
        );
    });
});
