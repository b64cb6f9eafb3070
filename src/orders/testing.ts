/**
 * What the order screens' tests share: orders, applicants and a correction notice as the
 * dataProvider gives them, the order list opened on them, and the files a test uploads.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { NiceGroup } from '../../domain/types/classification';
import type { Order, OrderSummary, Supplement } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';

/** An order of the list, waiting for review; each test changes what it is about. */
export const orderSummary = (fields: Partial<OrderSummary> = {}): OrderSummary => ({
    id: 'TM20250614093005000001',
    orderId: 'TM20250614093005000001',
    bsType: '商标注册申请',
    applicant: '北京知联科技有限公司',
    applicantTbId: 7,
    trademarkName: '知联',
    cls: '09',
    clsName: '科学仪器',
    mins: '090001',
    minsName: '计算机',
    orderAmount: 300,
    createTime: '2025-06-14 09:30:05',
    state: 1,
    supplementState: 1,
    supplementId: null,
    note: '',
    trademarkType: 1,
    trademarkNumber: '',
    ...fields,
});

/** Class 09's first similar group with two of its items. */
export const NICE_GROUPS_09: NiceGroup[] = [
    {
        parentCode: '09',
        classificationCode: '0901',
        classificationName: '电子计算机及其外部设备',
        officialCode: '0901',
        total: 2,
        mins: [
            { classificationCode: '090001', classificationName: '计算机', officialCode: '090001' },
            { classificationCode: '090002', classificationName: '鼠标', officialCode: '090002' },
        ],
    },
];

/** The list's rows: one waiting, one failed with the reviewer's note, one awaiting correction. */
export const ROWS: OrderSummary[] = [
    orderSummary({ id: 'TM-PENDING', orderId: 'TM-PENDING', state: 1 }),
    orderSummary({ id: 'TM-FAILED', orderId: 'TM-FAILED', state: 2, note: '委托书未盖章' }),
    orderSummary({
        id: 'TM-CORRECT',
        orderId: 'TM-CORRECT',
        state: 20,
        supplementState: 2,
        supplementId: 9,
        acceptExpirationDate: '2099-12-31 23:59:59',
    }),
];

export const APPLICANTS: ApplicantSummary[] = [
    {
        id: 11,
        applicantName: '上海新申请人有限公司',
        applicantRegion: 1,
        applicantType: 2,
        cardNumber: '91310000MA01B2C3DX',
        auditStatus: 3,
    },
    {
        id: 12,
        applicantName: '审核失败的申请人',
        applicantRegion: 1,
        applicantType: 1,
        cardNumber: '110105199003071234',
        auditStatus: 4,
    },
];

export const SUPPLEMENT: Supplement = {
    id: 9,
    supplementState: 2,
    serialNumber: 'BZ20250614000001',
    sendTime: '2025-06-14 09:30:05',
    acceptExpirationDate: '2099-07-14 09:30:05',
    supplementOfficialFile: {
        ossKey: 'official/0123456789abcdef.pdf',
        url: '/files/official/0123456789abcdef.pdf',
        fileName: '补正通知书_1.pdf',
    },
    userFiles: [],
    userFileOsskeys: [],
    content: '',
    operateTime: '',
    ifSupplement: null,
};

/** A row's detail; an order awaiting correction carries its notice. */
export const detailOf = (row: OrderSummary): Order => ({
    ...row,
    trademarkDesc: '文字商标',
    trademarkIcon: '',
    trademarkIconType: null,
    trademarkIconOsskey: '',
    trademarkState: '',
    entrustFile: '',
    entrustFileOsskey: '',
    sebeLegalNoticeOss: null,
    trademarkFeedbacks: [],
    progress: [],
    supplement: row.supplementState === 2 ? SUPPLEMENT : null,
    timeline: [],
});

/** The list answers rows and a total that depends on the state filter, so tab counts differ. */
export const listing = () =>
    vi.fn(async (resource: string, params: GetListParams) => {
        if (resource === 'applicants') return { data: APPLICANTS, total: APPLICANTS.length };
        if (resource !== 'orders') return { data: [], total: 0 };
        const state = params.filter?.state as string | undefined;
        const rows = state ? ROWS.filter(r => String(r.state) === state) : ROWS;
        return { data: rows, total: rows.length };
    });

/** 我的订单 signed in, on the rows above; `calls` adds or replaces dataProvider calls. */
export const openOrderList = (
    path = '/home/myorder/orderlist',
    calls: Record<string, unknown> = {},
    { arrival = false } = {},
) => {
    const getList = listing();
    const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({
        data: detailOf(ROWS.find(r => r.id === id)!),
    }));
    const view = renderApp({
        path,
        loggedIn: true,
        dataProvider: { getList, getOne, ...calls },
        arrival,
    });
    return { ...view, getList, getOne };
};

/** Opens a row's 更多操作 menu and reads its items. */
export const moreActions = async (row: HTMLElement): Promise<string[]> => {
    await userEvent.click(within(row).getByRole('button', { name: '更多操作' }));
    const menu = await screen.findByRole('menu');
    return within(menu)
        .getAllByRole('menuitem')
        .map(item => item.textContent ?? '');
};

/** What `uploadFile` answers for a file stored under `ossKey`. */
export const uploaded = (ossKey: string, fileName: string) => ({
    ossKey,
    url: `/files/${ossKey}`,
    fileName,
});

/** A file whose first bytes say PNG. */
export const pngFile = (name: string) =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A file whose first bytes say JPEG. */
export const jpegFile = (name: string) =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** jsdom decodes no images: every picture then reads as `width` × `height`. */
export const stubImageSize = (width: number, height: number) => {
    class DecodedImage {
        naturalWidth = width;
        naturalHeight = height;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(_url: string) {
            setTimeout(() => this.onload?.(), 0);
        }
    }
    vi.stubGlobal('Image', DecodedImage);
    vi.stubGlobal(
        'URL',
        class extends URL {
            static override createObjectURL = () => 'blob:picture';
            static override revokeObjectURL = () => undefined;
        },
    );
};

/** A CJK ideograph, CJK punctuation (、。“”) or a full-width form (（），：). */
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * The keys of a catalogue module (`portal.<area>.*`) whose text is not Chinese, is empty, or is
 * not what the i18nProvider answers for the key (a module left out of the catalogue).
 */
export const catalogueProblems = (
    prefix: string,
    messages: object,
    translate: (key: string) => string,
): string[] =>
    Object.entries(messages).flatMap(([name, text]: [string, unknown]) => {
        const key = `${prefix}.${name}`;
        if (text && typeof text === 'object') return catalogueProblems(key, text, translate);
        const ok =
            typeof text === 'string' &&
            text.trim() !== '' &&
            CHINESE.test(text) &&
            translate(key) === text;
        return ok ? [] : [key];
    });
