/**
 * createApplicant / deleteApplicant through the API: round trips for every type × region,
 * every 400 of the validation matrix, file references, duplicates, deletion rules and
 * tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
    Applicant,
    ApplicantRegion,
    ApplicantSummary,
    ApplicantType,
} from '../../domain/types/applicants';
import type { FileRef, UploadAnswer } from '../../domain/types/documents';
import type { Paged } from '../../domain/types/wire';
import type { ApplicantRow } from '../../mock-server/db';
import { DEMO, expectError, expectOk, startTestServer } from './harness';
import type { Answer, Client, TestServer } from './harness';
import { creditCode, pdf, png, residentId } from './support/samples';

let server: TestServer;
let admin: Client;
let agent: Client;
let other: Client;

/** Applicant 1 whose orders are all closed (made so below), and one with an open order. */
let closedOnly: ApplicantRow;
let inUse: ApplicantRow;

beforeAll(async () => {
    server = await startTestServer({
        prepare: db => {
            const withOrders = db.applicants.filter(
                a => a.spId === 1 && db.orders.some(o => o.applicantTbId === a.id),
            );
            const target = withOrders[0];
            for (const order of db.orders.filter(o => o.applicantTbId === target.id)) {
                order.state = 4;
            }
        },
    });
    [admin, agent, other] = await Promise.all([
        server.login(...DEMO.admin),
        server.login(...DEMO.agent),
        server.login(...DEMO.other),
    ]);
    const db = server.readDb();
    const own = db.applicants.filter(a => a.spId === 1);
    const orders = (a: ApplicantRow) => db.orders.filter(o => o.applicantTbId === a.id);
    closedOnly = own.find(a => orders(a).length > 0 && orders(a).every(o => o.state === 4))!;
    inUse = own.find(a => orders(a).some(o => o.state !== 4))!;
    files = await uploadMaterial(admin);
});
afterAll(() => server.close());

interface Material {
    front: FileRef;
    back: FileRef;
    passport: FileRef;
    licence: FileRef;
    legal: FileRef;
}
let files: Material;

const refOf = ({ ossKey, url, fileName }: UploadAnswer): FileRef => ({ ossKey, url, fileName });

const adapt = async (client: Client, fileType: 1 | 2 | 3, name: string) =>
    refOf(
        expectOk(
            await client.upload<UploadAnswer>(
                '/sebe_engine/api/file/uploadAdapt',
                { fileType, discern: 0 },
                [{ fileName: name, data: png() }],
            ),
        ),
    );

const uploadMaterial = async (client: Client): Promise<Material> => ({
    front: await adapt(client, 1, '身份证正面.png'),
    back: await adapt(client, 1, '身份证反面.png'),
    passport: await adapt(client, 3, 'passport.png'),
    licence: await adapt(client, 2, '营业执照.png'),
    legal: refOf(
        expectOk(
            await client.upload<UploadAnswer>(
                '/api/file/uploadFile',
                { uploadFilePolicy: 'LEGAL_NOTICE' },
                [{ fileName: '法律声明.pdf', data: pdf() }],
            ),
        ),
    ),
});

let serial = 100;

/** A complete, valid body for a type × region, with fresh unique numbers. */
const validBody = (
    type: ApplicantType,
    region: ApplicantRegion,
    m: Material = files,
): Record<string, unknown> => {
    serial += 1;
    const mainland = region === 1;
    const individual = type === 1;
    const body: Record<string, unknown> = {
        applicantType: type,
        applicantRegion: region,
        applicantName: `测试申请人${serial}`,
        postcode: mainland ? '100020' : 'SW1A 1AA',
        sebeLegalNoticeOss: m.legal,
    };
    if (mainland) {
        body.Province = '北京市';
        body.Address = `北京市朝阳区建国路${serial}号`;
        body.cardNumber = individual ? residentId(serial) : creditCode(serial);
        body.sebeBusinessLicenceOss = m.licence;
        if (individual) body.sebeIdCardOss = [m.front, m.back];
    } else {
        body.EName = `Test Applicant ${serial}`;
        body.EAddress = `${serial} Queen's Road Central`;
        if (individual) {
            body.cardNumber = `e${String(serial).padStart(8, '0')}`;
            body.sebePassportOss = m.passport;
        } else {
            body.Address = `香港中环皇后大道中${serial}号`;
            body.sebeBusinessLicenceOss = m.licence;
        }
        if (region === 5) body.Country = '美国';
    }
    return body;
};

const create = (body: Record<string, unknown>, client: Client = admin) =>
    client.post<Applicant>('/api/createApplicant', body);

const describeOf = async (id: number, client: Client = admin) =>
    expectOk(await client.get<Applicant>('/api/describeApplicant', { id }));

const COMBOS: [ApplicantType, ApplicantRegion][] = [1, 2].flatMap(type =>
    [1, 2, 3, 4, 5].map(region => [type, region] as [ApplicantType, ApplicantRegion]),
);

describe('createApplicant: create and read back', () => {
    it.each(COMBOS)('type %i × region %i', async (type, region) => {
        const body = validBody(type, region);
        const created = expectOk(await create(body));
        expect(created).toMatchObject({
            applicantType: type,
            applicantRegion: region,
            applicantName: body.applicantName,
            auditStatus: 1,
            trademarkName: '',
        });
        expect(created.id).toBeGreaterThan(0);
        expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(created).not.toHaveProperty('spId');
        // the stored FileRefs are the server's (url and name from the upload)
        expect(created.sebeLegalNoticeOss).toEqual(files.legal);
        expect(await describeOf(created.id)).toEqual(created);

        const page = expectOk(
            await admin.get<Paged<ApplicantSummary>>('/api/listApplicants', {
                ApplicantName: String(body.applicantName),
            }),
        );
        expect(page.elements).toEqual([
            {
                id: created.id,
                applicantName: body.applicantName,
                applicantRegion: region,
                applicantType: type,
                cardNumber: created.cardNumber,
                auditStatus: 1,
            },
        ]);
    });

    it('stores empty what does not apply to the type × region, trims, and upper-cases the card', async () => {
        const body: Record<string, unknown> = {
            ...validBody(1, 5),
            applicantName: '  Ｊｏｈｎ 约翰  ',
            Province: '北京市',
            Address: '北京市某地',
            sebeIdCardOss: [files.front, files.back],
            sebeBusinessLicenceOss: files.licence,
        };
        const created = expectOk(await create(body));
        expect(created).toMatchObject({
            applicantName: 'Ｊｏｈｎ 约翰',
            Province: '',
            Address: '',
            Country: '美国',
            sebeIdCardOss: [],
            sebeBusinessLicenceOss: null,
            sebePassportOss: files.passport,
        });
        expect(created.cardNumber).toBe(String(body.cardNumber).toUpperCase());

        const mainland = expectOk(
            await create({ ...validBody(2, 1), EName: 'Ignored Ltd', Country: '美国' }),
        );
        expect([mainland.EName, mainland.EAddress, mainland.Country]).toEqual(['', '', '']);
    });

    it('accepts null for empty inputs and front/back slots, as react-admin sends them', async () => {
        const body = {
            ...validBody(2, 2),
            cardNumber: null,
            Province: null,
            sebeIdCardOss: [null],
        };
        expect(expectOk(await create(body)).cardNumber).toBe('');
        const missingBack = { ...validBody(1, 1), sebeIdCardOss: [files.front, null] };
        expectError(await create(missingBack), 400, '请上传身份证正反面');
    });
});

describe('createApplicant: update', () => {
    it('updates an own applicant, sends it back to audit 1 and keeps its id and createTime', async () => {
        const audited = server.seed.applicants.find(
            a =>
                a.spId === 1 &&
                a.auditStatus === 3 &&
                a.applicantType === 2 &&
                a.applicantRegion === 1,
        )!;
        const before = await describeOf(audited.id);
        const answer = expectOk(
            await agent.post<Applicant>('/api/createApplicant', {
                ...before,
                applicantName: `${before.applicantName}（更名）`,
                Address: '上海市浦东新区世纪大道100号',
            }),
        );
        expect(answer).toMatchObject({
            id: audited.id,
            auditStatus: 1,
            createTime: before.createTime,
            applicantName: `${before.applicantName}（更名）`,
            Address: '上海市浦东新区世纪大道100号',
            cardNumber: before.cardNumber,
            trademarkName: before.trademarkName,
        });
        expect(await describeOf(audited.id)).toEqual(answer);
        expect(server.readDb().applicants.filter(a => a.id === audited.id)).toHaveLength(1);
    });

    it('ignores the read-only fields sent back (auditStatus, createTime, trademarkName)', async () => {
        const created = expectOk(await create(validBody(1, 2)));
        const again = expectOk(
            await create({
                ...created,
                auditStatus: 3,
                createTime: '2000-01-01 00:00:00',
                trademarkName: 'x',
            }),
        );
        expect(again).toEqual(created);
    });

    it('answers 404 for an unknown id, and changes nothing', async () => {
        const count = server.readDb().applicants.length;
        expectError(await create({ ...validBody(2, 1), id: 999_999 }), 404, '申请人不存在');
        expect(server.readDb().applicants.length).toBe(count);
    });
});

/** Expected message when the field is left empty, per type × region (spec §5, word for word). */
const REQUIRED: Record<string, Record<string, string>> = {
    '1-1': {
        applicantName: '请输入申请人名称',
        cardNumber: '请输入身份证号',
        Province: '请选择申请人省份',
        Address: '请填写申请人详细地址',
        postcode: '请输入邮编号码',
        sebeIdCardOss: '请上传身份证正反面',
        sebeBusinessLicenceOss: '请上传个体工商户营业执照',
        sebeLegalNoticeOss: '请上传法律文件',
    },
    '2-1': {
        applicantName: '请输入企业名称',
        cardNumber: '请输入统一社会信用代码',
        Province: '请选择营业执照地址省份',
        Address: '请填写营业执照详细地址',
        postcode: '请输入邮编号码',
        sebeBusinessLicenceOss: '请上传营业执照',
        sebeLegalNoticeOss: '请上传法律文件',
    },
};
const foreignIndividual: Record<string, string> = {
    applicantName: '请输入申请人名称',
    EName: '请输入申请人名称英文',
    cardNumber: '请输入身份证号',
    EAddress: '请填写申请人地址(英文)',
    postcode: '请输入邮编号码',
    sebePassportOss: '请上传护照',
    sebeLegalNoticeOss: '请上传法律文件',
};
const foreignCompany: Record<string, string> = {
    applicantName: '请输入企业名称',
    EName: '请输入企业名称英文',
    Address: '请填写申请人详细地址',
    EAddress: '请输入申请人地址(英文)',
    postcode: '请输入邮编号码',
    sebeBusinessLicenceOss: '请上传主体资格证明文件',
    sebeLegalNoticeOss: '请上传法律文件',
};
for (const region of [2, 3, 4, 5]) {
    const country: Record<string, string> = region === 5 ? { Country: '请选择国家' } : {};
    REQUIRED[`1-${region}`] = { ...foreignIndividual, ...country };
    REQUIRED[`2-${region}`] = { ...foreignCompany, ...country };
}

const REQUIRED_CASES = COMBOS.flatMap(([type, region]) =>
    Object.entries(REQUIRED[`${type}-${region}`]).map(
        ([field, msg]) => [type, region, field, msg] as const,
    ),
);

describe('createApplicant: every required field of every type × region (400)', () => {
    it.each(REQUIRED_CASES)(
        'type %i region %i without %s: %s',
        async (type, region, field, msg) => {
            const count = server.readDb().applicants.length;
            const body = validBody(type, region);
            const empty = field.startsWith('sebe') ? (field === 'sebeIdCardOss' ? [] : null) : '  ';
            expectError(await create({ ...body, [field]: empty }), 400, msg);
            expectError(
                await create(Object.fromEntries(Object.entries(body).filter(([k]) => k !== field))),
                400,
                msg,
            );
            expect(server.readDb().applicants.length).toBe(count);
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
            () => ({ ...validBody(2, 1), sebeLegalNoticeOss: { ...files.legal, size: 1 } }),
            '不支持的参数：sebeLegalNoticeOss.size',
        ],
        ['a bad id', () => ({ ...validBody(2, 1), id: 'abc' }), '申请人编号（id）格式不正确'],
        ['id 0', () => ({ ...validBody(2, 1), id: 0 }), '申请人编号（id）格式不正确'],
        ['an array', () => [], '请求内容必须是 JSON 对象'],
    ];
    it.each(cases)('%s', async (_name, body, msg) => {
        expectError(await admin.post('/api/createApplicant', body()), 400, msg);
    });

    it('refuses invalid JSON and query parameters', async () => {
        expectError(
            await server.request('POST', '/api/createApplicant', {
                token: admin.token,
                rawBody: '{"a":',
            }),
            400,
            '请求内容不是有效的 JSON',
        );
        expectError(
            await server.request('POST', '/api/createApplicant', {
                token: admin.token,
                query: { foo: 1 },
                body: validBody(2, 1),
            }),
            400,
            '不支持的参数：foo',
        );
    });

    it('needs a session', async () => {
        expectError(
            await server.request('POST', '/api/createApplicant', { body: validBody(2, 1) }),
            401,
        );
    });
});

describe('createApplicant: file references', () => {
    it('refuses a key that does not exist', async () => {
        const body = {
            ...validBody(2, 1),
            sebeLegalNoticeOss: { ossKey: 'uploads/0123456789abcdef0123456789abcdef.pdf' },
        };
        expectError(await create(body), 400, '上传的法律文件不存在或已失效，请重新上传');
        expectError(
            await create({
                ...validBody(2, 1),
                sebeLegalNoticeOss: { ossKey: '../../etc/passwd' },
            }),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
    });

    it('refuses a file uploaded for another purpose', async () => {
        expectError(
            await create({ ...validBody(2, 1), sebeLegalNoticeOss: files.licence }),
            400,
            '上传的法律文件用途不符，请重新上传',
        );
        expectError(
            await create({ ...validBody(2, 1), sebeBusinessLicenceOss: files.legal }),
            400,
            '上传的营业执照用途不符，请重新上传',
        );
        expectError(
            await create({ ...validBody(1, 1), sebeIdCardOss: [files.front, files.passport] }),
            400,
            '上传的身份证正反面用途不符，请重新上传',
        );
        expectError(
            await create({ ...validBody(2, 2), sebeBusinessLicenceOss: files.passport }),
            400,
            '上传的主体资格证明文件用途不符，请重新上传',
        );
        const notice = expectOk(
            await admin.post<FileRef>('/api/downloadLegalNotice', { applicant: '某公司' }),
        );
        expectError(
            await create({ ...validBody(2, 1), sebeLegalNoticeOss: notice }),
            400,
            '上传的法律文件用途不符，请重新上传',
        );
    });

    it('wants two different ID card files, front and back', async () => {
        expectError(
            await create({ ...validBody(1, 1), sebeIdCardOss: [files.front, files.front] }),
            400,
            '身份证正面和反面不能是同一个文件',
        );
        expectError(
            await create({
                ...validBody(1, 1),
                sebeIdCardOss: [files.front, files.back, files.back],
            }),
            400,
            '身份证正反面只能上传两张',
        );
    });

    it('uses the stored name and url, whatever the client says', async () => {
        const body = {
            ...validBody(2, 1),
            sebeLegalNoticeOss: { ...files.legal, url: 'http://evil.example/x', fileName: 'x.exe' },
        };
        expect(expectOk(await create(body)).sebeLegalNoticeOss).toEqual(files.legal);
    });

    it('lets a seeded applicant be saved back unchanged (its demo files are registered)', async () => {
        for (const [type, region] of [
            [1, 1],
            [1, 5],
            [2, 3],
        ] as const) {
            const seeded = server.seed.applicants.find(
                a => a.spId === 1 && a.applicantType === type && a.applicantRegion === region,
            )!;
            const before = await describeOf(seeded.id);
            const after = expectOk(await create({ ...before }));
            expect({ ...after, auditStatus: before.auditStatus }).toEqual(before);
        }
    });
});

describe('createApplicant: duplicates (409)', () => {
    const DUPLICATE = '该证件号码的申请人已存在';

    it('refuses a card number the agency already has, in any case', async () => {
        const seeded = server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 5,
        )!;
        const count = server.readDb().applicants.length;
        expectError(
            await create({ ...validBody(1, 5), cardNumber: seeded.cardNumber.toLowerCase() }),
            409,
            DUPLICATE,
        );
        const mainland = server.seed.applicants.find(
            a => a.spId === 1 && a.applicantRegion === 1 && a.applicantType === 2,
        )!;
        expectError(
            await create({ ...validBody(2, 1), cardNumber: mainland.cardNumber }),
            409,
            DUPLICATE,
        );
        expect(server.readDb().applicants.length).toBe(count);
    });

    it('refuses an update that takes another applicant’s number, but not keeping its own', async () => {
        const a = expectOk(await create(validBody(1, 1)));
        const b = expectOk(await create(validBody(1, 1)));
        expectError(await create({ ...b, cardNumber: a.cardNumber }), 409, DUPLICATE);
        expect(expectOk(await create({ ...a, applicantName: '新名字' })).cardNumber).toBe(
            a.cardNumber,
        );
    });

    it('allows the same number in another agency, and any number of companies without one', async () => {
        const theirs = await uploadMaterial(other);
        const seeded = server.seed.applicants.find(
            a => a.spId === 1 && a.applicantType === 1 && a.applicantRegion === 1,
        )!;
        expectOk(
            await create({ ...validBody(1, 1, theirs), cardNumber: seeded.cardNumber }, other),
        );
        expectOk(await create(validBody(2, 2)));
        expectOk(await create(validBody(2, 2)));
    });
});

describe('deleteApplicant', () => {
    const del = (id: number | string, client: Client = admin): Promise<Answer> =>
        client.put(`/api/deleteApplicant?id=${id}`);

    it('deletes an applicant without orders: gone from describe and the list', async () => {
        const created = expectOk(await create(validBody(2, 4)));
        expect(expectOk(await del(created.id))).toBeNull();
        expectError(
            await admin.get('/api/describeApplicant', { id: created.id }),
            404,
            '申请人不存在',
        );
        const page = expectOk(
            await admin.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 100 }),
        );
        expect(page.elements.map(e => e.id)).not.toContain(created.id);
        expectError(await del(created.id), 404, '申请人不存在');
    });

    it('refuses while an order that is not closed uses the applicant (409)', async () => {
        expectError(await del(inUse.id), 409, '该申请人存在未关闭的订单，不能删除');
        expect(server.readDb().applicants.some(a => a.id === inUse.id)).toBe(true);
    });

    it('allows it when all its orders are closed', async () => {
        expectOk(await del(closedOnly.id, agent));
        expect(server.readDb().applicants.some(a => a.id === closedOnly.id)).toBe(false);
    });

    it('answers 400 without a valid id', async () => {
        expectError(await admin.put('/api/deleteApplicant'), 400, '缺少参数：申请人编号（id）');
        expectError(await del('x'), 400, /申请人编号（id）/);
    });
});

describe('tenant isolation', () => {
    const mine = () =>
        server.readDb().applicants.find(a => a.spId === 1 && a.id !== closedOnly.id)!;

    it('another agency cannot read, update or delete our applicants (404, nothing changes)', async () => {
        const target = mine();
        const before = JSON.stringify(server.readDb().applicants.find(a => a.id === target.id));
        const theirs = await uploadMaterial(other);
        expectError(
            await other.get('/api/describeApplicant', { id: target.id }),
            404,
            '申请人不存在',
        );
        expectError(
            await create({ ...validBody(2, 1, theirs), id: target.id }, other),
            404,
            '申请人不存在',
        );
        expectError(await other.put(`/api/deleteApplicant?id=${target.id}`), 404, '申请人不存在');
        expect(JSON.stringify(server.readDb().applicants.find(a => a.id === target.id))).toBe(
            before,
        );
    });

    it('another agency cannot use our uploaded files in its applicants', async () => {
        const theirs = await uploadMaterial(other);
        expectError(
            await create({ ...validBody(2, 1, theirs), sebeLegalNoticeOss: files.legal }, other),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
        expectError(
            await create(
                { ...validBody(1, 1, theirs), sebeIdCardOss: [theirs.front, files.back] },
                other,
            ),
            400,
            '上传的身份证正反面不存在或已失效，请重新上传',
        );
        const seededRef = server.seed.applicants.find(a => a.spId === 1)!.sebeLegalNoticeOss!;
        expectError(
            await create({ ...validBody(2, 1, theirs), sebeLegalNoticeOss: seededRef }, other),
            400,
            '上传的法律文件不存在或已失效，请重新上传',
        );
    });

    it('lists only the caller’s applicants after all these writes', async () => {
        const page = expectOk(
            await other.get<Paged<ApplicantSummary>>('/api/listApplicants', { pgCount: 100 }),
        );
        const db = server.readDb();
        expect(page.totalElements).toBe(db.applicants.filter(a => a.spId === 2).length);
        const theirIds = new Set(db.applicants.filter(a => a.spId === 2).map(a => a.id));
        expect(page.elements.every(e => theirIds.has(e.id))).toBe(true);
    });
});
