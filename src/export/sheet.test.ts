import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { CapitalDetail, OfficialDocument } from '../../dataProvider/records';
import { CAPITAL_DETAIL_LIST } from '../account/capitalDetailListDef';
import { APPLICANT_LIST } from '../applicants/applicantListDef';
import type { Translate } from '../common/lists/listDefinition';
import { i18nProvider } from '../i18n/i18nProvider';
import { DOCUMENT_LIST } from '../officialDocuments/documentListDef';
import { ORDER_LIST } from '../orders/orderListDef';
import { orderSummary } from '../orders/testing';
import { buildSheet, exportFileName, filterLine } from './sheet';
import { exportWorkbook, writeSheet } from './workbook';

// the lists declare what they export in their own folders; the export receives them
const EXPORT_LISTS = {
    orders: ORDER_LIST,
    capitalDetails: CAPITAL_DETAIL_LIST,
    officialDocuments: DOCUMENT_LIST,
    applicants: APPLICANT_LIST,
};

const m: Translate = (key, values) => i18nProvider.translate(key, values);

/** The .xlsx file as the user's spreadsheet reads it back: rows of cell values. */
const readBack = async (blob: Blob) => readSheet(blob);

/**
 * A date cell's time, to the second: a spreadsheet stores it as a fraction of days, which the
 * reader turns back into milliseconds a hair short (07:59:59.999); Excel shows 08:00:00.
 */
const timeOf = (cell: unknown): string => {
    expect(cell).toBeInstanceOf(Date);
    return new Date(Math.round((cell as Date).getTime() / 1000) * 1000).toISOString();
};

const ORDERS = [
    orderSummary({
        id: 'TM1',
        orderId: 'TM1',
        state: 3,
        supplementState: 2,
        orderAmount: 1234.5,
        createTime: '2026-11-01 09:30:05',
        trademarkNumber: '71234567',
    }),
    orderSummary({ id: 'TM2', orderId: 'TM2', state: 29, orderAmount: 300, cls: '35' }),
];

describe('the filter line', () => {
    it('says 无 when no filter is set', () => {
        expect(filterLine(EXPORT_LISTS.orders, {}, m)).toBe('筛选条件：无');
        expect(filterLine(EXPORT_LISTS.orders, { orderId: '', state: undefined }, m)).toBe(
            '筛选条件：无',
        );
    });

    it('writes each filter in words, codes as labels, a date range as its two days', () => {
        expect(
            filterLine(
                EXPORT_LISTS.orders,
                { endTime: '2026-11-26', state: '3', startTime: '2026-11-01' },
                m,
            ),
        ).toBe('筛选条件：订单状态：审核通过；创建时间：2026-11-01 至 2026-11-26');
        expect(
            filterLine(
                EXPORT_LISTS.orders,
                { state: '29,30', supplementState: 2, trademarkName: '知联' },
                m,
            ),
        ).toBe('筛选条件：商标名称：知联；补正状态：待补正；订单状态：商标局驳回');
        expect(filterLine(EXPORT_LISTS.orders, { supplementState: 2, dueWithin: '7' }, m)).toBe(
            '筛选条件：补正状态：待补正；法定期限：7 天内到期',
        );
        expect(
            filterLine(
                EXPORT_LISTS.capitalDetails,
                { inandexType: 1, tradeType: 1, tradeTimeBegin: '2026-11-01' },
                m,
            ),
        ).toBe('筛选条件：收支类型：收入；交易类型：充值；交易时间：2026-11-01 起');
        expect(filterLine(EXPORT_LISTS.applicants, { ApplicantType: 2, auditStatus: 3 }, m)).toBe(
            '筛选条件：申请人类型：企业；审核状态：审核通过',
        );
    });

    it('keeps a filter the list does not know, as it is', () => {
        expect(
            filterLine(EXPORT_LISTS.officialDocuments, { endTime: '2026-11-26', extra: 'x' }, m),
        ).toBe('筛选条件：发文时间：至 2026-11-26；extra：x');
    });
});

describe('the file name', () => {
    it('is the list and the day in China', () => {
        // 2026-11-25 17:00 UTC is already the 26th in China
        expect(exportFileName('我的订单', new Date(Date.UTC(2026, 10, 25, 17)))).toBe(
            '我的订单_2026-11-26.xlsx',
        );
    });
});

describe('an exported workbook, read back', () => {
    it('has the filter line, the Chinese headers, then a row per order with labels, numbers, dates', async () => {
        const filter = { state: '3' };
        const { blob, fileName } = await exportWorkbook(
            EXPORT_LISTS.orders,
            ORDERS,
            filter,
            m,
            new Date(Date.UTC(2026, 10, 26, 2)),
        );
        expect(fileName).toBe('我的订单_2026-11-26.xlsx');
        const rows = await readBack(blob);
        expect(rows[0][0]).toBe('筛选条件：订单状态：审核通过');
        expect(rows[1]).toEqual([
            '订单号',
            '商标名称',
            '申请人',
            '类别',
            '订单金额(元)',
            '创建时间',
            '订单状态',
            '补正状态',
            '申请号',
        ]);
        expect(rows).toHaveLength(2 + ORDERS.length);
        const [first, second] = rows.slice(2);
        expect(first.slice(0, 4)).toEqual(['TM1', '知联', '北京知联科技有限公司', 9]);
        // money is a number, not a text; the time is a date reading the China clock
        expect(first[4]).toBe(1234.5);
        expect(timeOf(first[5])).toBe('2026-11-01T09:30:05.000Z');
        expect(first.slice(6)).toEqual(['审核通过', '待补正', '71234567']);
        expect(second[3]).toBe(35);
        expect(second[4]).toBe(300);
        expect(second[6]).toBe('部分驳回');
        // no number: an empty cell
        expect(second[8]).toBeNull();
    });

    it('formats money with two decimals and times as date-times', () => {
        const sheet = buildSheet(EXPORT_LISTS.orders, ORDERS, {}, m);
        const cells = sheet.data[2] as { format?: string }[];
        expect(cells[4].format).toBe('0.00');
        expect(cells[5].format).toBe('yyyy-mm-dd hh:mm:ss');
        expect(sheet.name).toBe('我的订单');
    });

    it('writes 收支明细 signed, with its types and the balance', async () => {
        const rows: CapitalDetail[] = [
            {
                id: 'T1',
                tradeSn: 'T1',
                tradeTime: '2026-11-02 10:00:00',
                inandexType: 1,
                tradeType: 1,
                money: 500,
                paymentSn: 'P1',
                balance: 1500.25,
            },
            {
                id: 'T2',
                tradeSn: 'T2',
                tradeTime: '2026-11-03 11:00:00',
                inandexType: 2,
                tradeType: 2,
                money: 300,
                paymentSn: 'TM1',
                balance: 1200.25,
            },
        ];
        const sheet = buildSheet(EXPORT_LISTS.capitalDetails, rows, { inandexType: 2 }, m);
        const back = await readBack(await writeSheet(sheet));
        expect(back[0][0]).toBe('筛选条件：收支类型：支出');
        expect(back[1]).toEqual([
            '交易流水号',
            '交易时间',
            '收支类型',
            '交易类型',
            '金额(元)',
            '订单号',
            '余额(元)',
        ]);
        expect(back[2].slice(2)).toEqual(['收入', '充值', 500, 'P1', 1500.25]);
        expect(back[3].slice(2)).toEqual(['支出', '消费', -300, 'TM1', 1200.25]);
    });

    it('writes 官文下载 and 我的申请人 with their labels', async () => {
        const docs: OfficialDocument[] = [
            {
                id: 'TM1:1',
                orderId: 'TM1',
                trademarkName: '知联',
                cls: '09',
                deliveryTime: '2026-11-05 08:00:00',
                applicant: '北京知联科技有限公司',
                trademarkNumber: '',
                officialName: '受理通知书',
                officialFile: { ossKey: 'a.pdf', fileName: 'a.pdf', url: '/a.pdf' },
            },
        ];
        const docSheet = await readBack(
            await writeSheet(buildSheet(EXPORT_LISTS.officialDocuments, docs, {}, m)),
        );
        expect(docSheet[1]).toEqual([
            '订单号',
            '商标名称',
            '类别',
            '发文时间',
            '申请人',
            '申请号',
            '官文名称',
        ]);
        expect(docSheet[2][2]).toBe(9);
        expect(timeOf(docSheet[2][3])).toBe('2026-11-05T08:00:00.000Z');
        expect(docSheet[2][6]).toBe('受理通知书');

        const applicants: ApplicantSummary[] = [
            {
                id: 1,
                applicantName: '上海新申请人有限公司',
                applicantRegion: 2,
                applicantType: 2,
                cardNumber: '91310000MA01B2C3DX',
                auditStatus: 3,
            },
        ];
        const applicantSheet = await readBack(
            await writeSheet(buildSheet(EXPORT_LISTS.applicants, applicants, {}, m)),
        );
        expect(applicantSheet[0][0]).toBe('筛选条件：无');
        expect(applicantSheet[1]).toEqual([
            '申请人名称',
            '所属地区',
            '申请人类型',
            '证件号码',
            '审核状态',
        ]);
        expect(applicantSheet[2]).toEqual([
            '上海新申请人有限公司',
            '中国香港',
            '企业',
            '91310000MA01B2C3DX',
            '审核通过',
        ]);
    });

    it('is headers only when the filters select nothing', async () => {
        const back = await readBack(await writeSheet(buildSheet(EXPORT_LISTS.orders, [], {}, m)));
        expect(back).toHaveLength(2);
    });
});
