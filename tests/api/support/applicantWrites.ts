/**
 * What the applicant write tests share: the server (one applicant of agency 1 with only closed
 * orders), the demo users, uploaded material, and a valid body for every type × region.
 */
import { beforeAll } from 'vitest';
import type { Applicant, ApplicantRegion, ApplicantType } from '../../../domain/types/applicants';
import type { FileRef, UploadAnswer } from '../../../domain/types/documents';
import type { ApplicantRow } from '../../../mock-server/db';
import { expectOk, madeInHook, withTestServer } from '../harness';
import type { Answer, Client, ServerContext } from '../harness';
import { creditCode, pdf, png, residentId } from './samples';

export interface Material {
    front: FileRef;
    back: FileRef;
    passport: FileRef;
    licence: FileRef;
    legal: FileRef;
}

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

export const uploadMaterial = async (client: Client): Promise<Material> => ({
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
const bodyOf = (
    type: ApplicantType,
    region: ApplicantRegion,
    m: Material,
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

export const COMBOS: [ApplicantType, ApplicantRegion][] = [1, 2].flatMap(type =>
    [1, 2, 3, 4, 5].map(region => [type, region] as [ApplicantType, ApplicantRegion]),
);

/** Expected message when the field is left empty, per type × region (docs/rules.md, applicants; word for word). */
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

export const REQUIRED_CASES = COMBOS.flatMap(([type, region]) =>
    Object.entries(REQUIRED[`${type}-${region}`]).map(
        ([field, msg]) => [type, region, field, msg] as const,
    ),
);

export interface ApplicantWriting extends ServerContext<'admin' | 'agent' | 'other'> {
    /** the admin's uploaded material */
    readonly files: Material;
    /** an applicant of agency 1 whose orders are all closed (made so), and one with an open order */
    readonly closedOnly: ApplicantRow;
    readonly inUse: ApplicantRow;
    /** a complete, valid body for a type × region, with fresh unique numbers */
    validBody(type: ApplicantType, region: ApplicantRegion, m?: Material): Record<string, unknown>;
    create(body: Record<string, unknown>, client?: Client): Promise<Answer<Applicant>>;
    describeOf(id: number, client?: Client): Promise<Applicant>;
}

/** The server of the file, its users and material, and the calls the tests make. */
export const withApplicantWriting = (): ApplicantWriting => {
    const ctx = withTestServer(
        {
            prepare: db => {
                const withOrders = db.applicants.filter(
                    a => a.spId === 1 && db.orders.some(o => o.applicantTbId === a.id),
                );
                const target = withOrders[0];
                for (const order of db.orders.filter(o => o.applicantTbId === target.id)) {
                    order.state = 4;
                }
            },
        },
        ['admin', 'agent', 'other'],
    );
    let files: Material | undefined;
    let closedOnly: ApplicantRow | undefined;
    let inUse: ApplicantRow | undefined;
    beforeAll(async () => {
        const db = ctx.server.readDb();
        const own = db.applicants.filter(a => a.spId === 1);
        const orders = (a: ApplicantRow) => db.orders.filter(o => o.applicantTbId === a.id);
        closedOnly = own.find(a => orders(a).length > 0 && orders(a).every(o => o.state === 4))!;
        inUse = own.find(a => orders(a).some(o => o.state !== 4))!;
        files = await uploadMaterial(ctx.admin);
    });
    const writing = Object.defineProperties(ctx, {
        files: madeInHook('the material', () => files),
        closedOnly: madeInHook('closedOnly', () => closedOnly),
        inUse: madeInHook('inUse', () => inUse),
        validBody: {
            value: (type: ApplicantType, region: ApplicantRegion, m?: Material) =>
                bodyOf(type, region, m ?? writing.files),
        },
        create: {
            value: (body: Record<string, unknown>, client: Client = ctx.admin) =>
                client.post<Applicant>('/api/createApplicant', body),
        },
        describeOf: {
            value: async (id: number, client: Client = ctx.admin) =>
                expectOk(await client.get<Applicant>('/api/describeApplicant', { id })),
        },
    }) as ApplicantWriting;
    return writing;
};
