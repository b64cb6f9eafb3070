/**
 * The screens' writes through the data provider, on a spec-only backend as on ours: an
 * applicant added, edited and deleted; an order filed (its number answered by ours, found in
 * the list on the spec), looked up as 批量申报 does, and closed; a correction answered; a top-up
 * begun. The spec answers none of these with a record: the provider refreshes or looks up.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import type { CreateOrderRequest } from '../../domain/types/orders';
import type { CapitalDetail, Order, OrderSummary } from '../../dataProvider/records';
import { approvedApplicant, orderRequest } from './support/orders';
import { listParams, uploadOn, withProfilePair } from './support/profilePair';
import type { PortalSide } from './support/profilePair';
import { creditCode, jpeg, pdf, png } from './support/samples';

const pair = withProfilePair();
const SIDES = ['default', 'spec'] as const;
const sideOf = (profile: (typeof SIDES)[number]): PortalSide => pair[profile];

/** A mainland company with its licence and legal file, uploaded on `side`. */
const companyOn = async (side: PortalSide, serial: number) => {
    const [licence, legal] = await Promise.all([
        uploadOn(
            side,
            '/sebe_engine/api/file/uploadAdapt',
            { fileType: 2, discern: 0 },
            '营业执照.png',
            png(),
        ),
        uploadOn(
            side,
            '/api/file/uploadFile',
            { uploadFilePolicy: 'LEGAL_NOTICE' },
            '法律声明.pdf',
            pdf(),
        ),
    ]);
    const ref = ({ ossKey, url, fileName }: typeof licence) => ({ ossKey, url, fileName });
    return {
        applicantType: 2,
        applicantRegion: 1,
        applicantName: `档案测试科技有限公司${serial}`,
        cardNumber: creditCode(900 + serial),
        Province: '北京市',
        Address: `北京市海淀区知春路${serial}号`,
        postcode: '100080',
        sebeBusinessLicenceOss: ref(licence),
        sebeLegalNoticeOss: ref(legal),
    };
};

/** The applicants of that exact name (the list filters by "contains"). */
const applicantsNamed = async (side: PortalSide, name: string) =>
    (
        await side.provider.getList<ApplicantSummary>(
            'applicants',
            listParams({ ApplicantName: name }),
        )
    ).data.filter(a => a.applicantName === name);

describe.each(SIDES)('an applicant added, edited and deleted (%s profile)', profile => {
    it('is listed as sent, read back, changed and gone', async () => {
        const side = sideOf(profile);
        const body = await companyOn(side, SIDES.indexOf(profile) + 1);
        const created = await side.provider.create<Applicant>('applicants', { data: body });
        // ours answers the saved applicant; the spec answers nothing: the record is what was sent
        if (profile === 'default') expect(created.data.id).toEqual(expect.any(Number));
        else expect(created.data).toEqual({ ...body, id: '' });
        const [row] = await applicantsNamed(side, body.applicantName);
        expect(row).toMatchObject({
            applicantType: 2,
            applicantRegion: 1,
            cardNumber: body.cardNumber,
        });
        const read = (await side.provider.getOne<Applicant>('applicants', { id: row!.id })).data;
        expect(read).toMatchObject({
            Province: '北京市',
            Address: body.Address,
            postcode: '100080',
        });
        expect(read.sebeBusinessLicenceOss?.ossKey).toBe(body.sebeBusinessLicenceOss.ossKey);
        expect(read.sebeLegalNoticeOss?.ossKey).toBe(body.sebeLegalNoticeOss.ossKey);

        const moved = `${body.Address}之一`;
        const updated = await side.provider.update<Applicant>('applicants', {
            id: row!.id,
            data: { ...body, Address: moved },
            previousData: read,
        });
        expect(updated.data).toMatchObject({ id: row!.id, Address: moved });
        const reread = await side.provider.getOne<Applicant>('applicants', { id: row!.id });
        expect(reread.data.Address).toBe(moved);

        await side.provider.delete('applicants', { id: row!.id, previousData: reread.data });
        expect(await applicantsNamed(side, body.applicantName)).toEqual([]);
        await expect(side.provider.getOne('applicants', { id: row!.id })).rejects.toMatchObject({
            status: 404,
            message: '申请人不存在',
        });
    });
});

/** A word mark in class 09 for a passed applicant, its files uploaded on `side`. */
const orderOn = async (side: PortalSide, trademarkName: string): Promise<CreateOrderRequest> => {
    const [icon, entrust] = await Promise.all([
        uploadOn(
            side,
            '/api/file/uploadFile',
            { uploadFilePolicy: 'ICON' },
            '图样.jpg',
            jpeg(800, 800),
        ),
        uploadOn(
            side,
            '/api/file/uploadFile',
            { uploadFilePolicy: 'ATTORNEY' },
            '委托书.jpg',
            jpeg(800, 1000),
        ),
    ]);
    return orderRequest({
        applicantTbId: approvedApplicant(side.server.seed).id,
        classifications: { '09': '090372,090103' },
        icon,
        entrust,
        trademarkName,
    }) as CreateOrderRequest;
};

const balanceOf = async (side: PortalSide) => (await side.provider.getSpInfo()).balance;

describe.each(SIDES)('an order filed (%s profile)', profile => {
    it('answers its number, listed newest, charged once; 批量申报 finds it; closing refunds it', async () => {
        const side = sideOf(profile);
        const before = await balanceOf(side);
        const order = await orderOn(side, `档案星${profile === 'spec' ? '乙' : '甲'}`);
        const orderId = await side.provider.createTrademarkOrder(order);
        expect(orderId).toMatch(/^TM\d+$/);
        const [newest] = (await side.provider.getList<OrderSummary>('orders', listParams())).data;
        expect(newest).toMatchObject({ id: orderId, trademarkName: order.trademarkName, state: 1 });
        expect(await balanceOf(side)).toBe(before - 300);
        const charges = await side.provider.getList<CapitalDetail>(
            'capitalDetails',
            listParams({ paymentSn: orderId }),
        );
        expect(charges.data.map(c => [c.tradeType, c.money])).toEqual([[2, 300]]);

        // 批量申报: its rows filed before, one list call per name
        const unfiled = { ...order, trademarkName: `未申报${randomUUID().slice(0, 6)}` };
        expect(await side.provider.findFiledOrder(order)).toBe(orderId);
        expect(await side.provider.findFiledOrders([order, unfiled])).toEqual([orderId, null]);

        await side.provider.closeOrder(orderId!);
        const closed = await side.provider.getOne<Order>('orders', { id: orderId! });
        expect(closed.data.state).toBe(4);
        expect(closed.data.timeline.at(-1)).toMatchObject({ kind: 'state', state: 4 });
        expect(await balanceOf(side)).toBe(before);
        // a closed order is no filed one: 批量申报 files it again
        expect(await side.provider.findFiledOrder(order)).toBeNull();
    });

    it("批量申报's filing: keyed by ours, looked up in the list on the spec", async () => {
        const side = sideOf(profile);
        const order = await orderOn(side, `档案月${profile === 'spec' ? '乙' : '甲'}`);
        const filed = await side.provider.fileKeyedOrder(order);
        expect(filed.keyed).toBe(profile === 'default');
        expect(filed.orderId).toMatch(/^TM\d+$/);
        expect(await side.provider.findFiledOrder(order)).toBe(filed.orderId);
    });
});

describe.each(SIDES)('a correction answered (%s profile)', profile => {
    it('with its explanation and file: corrected, in the history with them', async () => {
        const side = sideOf(profile);
        const awaiting = await side.provider.getList<OrderSummary>(
            'orders',
            listParams({ supplementState: '2' }),
        );
        const { id } = awaiting.data.at(-1)!;
        const before = (await side.provider.getOne<Order>('orders', { id })).data;
        const file = await uploadOn(
            side,
            '/api/file/uploadFile',
            { uploadFilePolicy: 'SUPPLEMENT' },
            '说明.jpg',
            jpeg(800, 600),
        );
        await side.provider.operateSupplement({
            id: before.supplement!.id,
            ifSupplement: 1,
            content: '已按通知补正',
            userFiles: [file.url],
            userFileOsskeys: [file.ossKey],
        });
        const after = (await side.provider.getOne<Order>('orders', { id })).data;
        expect(after.supplementState).toBe(6);
        expect(after.supplement?.userFileOsskeys).toEqual([file.ossKey]);
        expect(after.timeline.at(-1)).toMatchObject({ kind: 'corrected', note: '已按通知补正' });
        expect(after.timeline.at(-1)!.files.map(f => f.ossKey)).toEqual([file.ossKey]);
    });
});

describe.each(SIDES)('a top-up begun (%s profile)', profile => {
    it('shows its code and is not paid yet', async () => {
        const side = sideOf(profile);
        const payment = await side.provider.createPayment({ amount: 100, channel: 'wx_pub_qr' });
        expect(payment).toMatchObject({ amount: 100, channel: 'wx_pub_qr', paymentState: 0 });
        expect(payment.codeUrl).toMatch(/^https?:\/\/.+\/pay\//);
        expect(await side.provider.getPaymentState(payment.paymentSn)).toEqual({
            paymentSn: payment.paymentSn,
            paymentState: 0,
        });
    });
});
