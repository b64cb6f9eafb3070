/**
 * What 批量申报's page tests share: the classification and applicants the backend answers, a
 * workbook of rows written as the template is, a data provider answering the dry run and the
 * filing, and the choice of files on the page.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import writeExcelFile from 'write-excel-file/universal';
import { vi } from 'vitest';
import { BATCH_COLUMNS } from '../../domain/batch/format';
import type { BatchColumn } from '../../domain/batch/format';
import type { CreateOrderRequest } from '../../domain/types/orders';
import { textCell } from './workbooks';

export const items = [
    { classificationCode: '090741', classificationName: '智能手机用壳', officialCode: '' },
    { classificationCode: '090658', classificationName: '可下载的计算机程序', officialCode: '' },
];
export const classification = {
    classes: [
        {
            parentCode: '',
            classificationCode: '09',
            classificationName: '第九类',
            officialCode: '',
            total: 2,
            description: '',
        },
    ],
    groups: [
        [
            {
                parentCode: '09',
                classificationCode: '0907',
                classificationName: '通讯设备',
                officialCode: '',
                total: 2,
                mins: items,
            },
        ],
    ],
};
/** The agency's applicants: one to choose, one whose audit failed (not to be chosen). */
export const applicants = [
    { id: 3, applicantName: '星河云科技有限公司', cardNumber: '', auditStatus: 3 },
    { id: 4, applicantName: '星河数据有限公司', cardNumber: '', auditStatus: 4 },
];
export const PASS = { Result: 'PASS', Message: '' };
export const clear = {
    ...PASS,
    Data: { DuplicateSecondaryClassification: { SecondaryClassification: [] as string[] } },
};

export const line = (cells: Partial<Record<BatchColumn, string>>) =>
    BATCH_COLUMNS.map(column =>
        textCell(
            {
                applicant: '星河云科技有限公司',
                trademarkType: '文字',
                icon: '自动生成',
                cls: '9',
                items: '智能手机用壳',
                letter: '委托书.jpg',
                ...cells,
            }[column.key as string] ?? '',
        ),
    );

export const workbook = async (lines: Partial<Record<BatchColumn, string>>[]) =>
    new File(
        [
            await writeExcelFile([
                BATCH_COLUMNS.map(column => textCell(column.header)),
                ...lines.map(line),
            ]).toBlob(),
        ],
        '批量.xlsx',
    );

export const providerOf = (balance: number) => ({
    listAll: vi.fn(async () => applicants),
    readClassification: vi.fn(async () => classification),
    getUnitPrices: vi.fn(async () => ({
        trademarkRegistClassUnitPrice: 300,
        trademarkRegistMinUnitPrice: 30,
    })),
    getSpInfo: vi.fn(async () => ({ spName: '测试代理机构', balance })),
    getOne: vi.fn(async () => ({
        data: {
            id: 3,
            sebeLegalNoticeOss: { ossKey: 'legal', url: '/legal.pdf', fileName: 'l.pdf' },
        },
    })),
    checkNamesInBulk: vi.fn(async (rows: { trademarkName: string }[]) =>
        rows.map(row =>
            row.trademarkName === '星河'
                ? {
                      name: PASS,
                      similarity: {
                          ...clear,
                          Result: 'WARN',
                          Message: '存在近似商标',
                          examinedBy: 'register',
                          marks: [{ name: '星河湾', cls: '09', groups: ['0907'] }],
                      },
                  }
                : { name: PASS, similarity: { ...clear, examinedBy: 'register', marks: [] } },
        ),
    ),
    acknowledgeRisk: vi.fn(async () => null),
    uploadFile: vi.fn(async (file: File) => ({
        ossKey: `k/${file.name}`,
        url: `/u/${file.name}`,
        fileName: file.name,
    })),
    autoTrademarkImage: vi.fn(async () => ({
        ossKey: 'icon',
        url: '/icon.jpg',
        fileName: 'icon.jpg',
    })),
    findFiledOrders: vi.fn(async (orders: unknown[]) => orders.map(() => null as string | null)),
    fileKeyedOrder: vi.fn(async (order: CreateOrderRequest) => ({
        orderId: `TM${order.requestId}`,
        keyed: true,
    })),
});

export const choose = async (files: File[]) =>
    userEvent.upload(await screen.findByTestId('batch-files', {}, { timeout: 5000 }), files, {
        applyAccept: false,
    });
