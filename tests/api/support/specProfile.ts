/** What the spec profile's tests share: the exact key sets of its answers and URL checks. */
import { expect } from 'vitest';

/** Keys of an object, sorted, to compare with `toEqual(sortedKeys(...))`. */
export const keysOf = (value: unknown): string[] => {
    if (typeof value !== 'object' || value === null) throw new Error(`not an object: ${value}`);
    return Object.keys(value).sort();
};
export const sortedKeys = (...keys: string[]): string[] => [...keys].sort();

export const USER_KEYS = ['id', 'name', 'trueName', 'email', 'role', 'spId'];

export const APPLICANT_ROW_KEYS = [
    'id',
    'applicantName',
    'applicantRegion',
    'applicantType',
    'cardNumber',
    'auditStatus',
];

export const APPLICANT_KEYS = [
    'id',
    'applicantType',
    'applicantRegion',
    'applicantName',
    'EName',
    'cardNumber',
    'Province',
    'Address',
    'EAddress',
    'postcode',
    'Country',
    'auditStatus',
    'trademarkName',
    'sebeIdCardOss',
    'sebePassportOss',
    'sebeBusinessLicenceOss',
    'sebeLegalNoticeOss',
];

export const UPLOAD_KEYS = [
    'url',
    'fileName',
    'ossKey',
    'applyName',
    'applyNumber',
    'address',
    'postcode',
    'provinceName',
    'msg',
];

export const ORDER_KEYS = [
    'orderId',
    'bsType',
    'applicant',
    'applicantTbId',
    'trademarkName',
    'cls',
    'clsName',
    'minsName',
    'mins',
    'orderAmount',
    'createTime',
    'state',
    'supplementState',
    'note',
    'trademarkType',
    'trademarkDesc',
    'trademarkIcon',
    'trademarkIconType',
    'trademarkIconOsskey',
    'trademarkNumber',
    'trademarkState',
    'entrustFile',
    'sebeLegalNoticeOss',
];

/** The correction notice's fields on the order detail (`supplementState` is an order field). */
export const SUPPLEMENT_KEYS = [
    'supplementId',
    'serialNumber',
    'sendTime',
    'acceptExpirationDate',
    'supplementOfficialFile',
    'userFiles',
    'userFileOsskeys',
    'content',
    'operateTime',
    'ifSupplement',
];

export const PROGRESS_KEYS = ['state', 'uploadTime', 'deliveryTime', 'officialFile'];

export const DOCUMENT_KEYS = [
    'orderId',
    'trademarkName',
    'cls',
    'deliveryTime',
    'applicant',
    'trademarkNumber',
    'officialName',
    'officialFile',
];

export const CAPITAL_KEYS = [
    'tradeSn',
    'tradeTime',
    'inandexType',
    'tradeType',
    'money',
    'paymentSn',
    'balance',
];

export const NICE_CLASS_KEYS = [
    'parentCode',
    'classificationCode',
    'classificationName',
    'officialCode',
    'total',
];

/** `<origin>/files/<key>?expires=<ms>&signature=<64 hex>` */
export const PRESIGNED = (origin: string, key = '[a-z]+/[0-9a-f]{16,64}\\.(?:jpg|png|bmp|pdf)') =>
    new RegExp(
        `^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/files/${key}\\?expires=\\d{13}&signature=[0-9a-f]{64}$`,
    );

/** Asserts a presigned URL of `origin` for the file `ossKey` (when given). */
export const expectPresigned = (url: unknown, origin: string, ossKey?: string): void => {
    expect(url).toMatch(
        PRESIGNED(origin, ossKey?.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') ?? undefined),
    );
};

/** The ossKey a presigned URL names. */
export const keyOfPresigned = (url: string): string =>
    decodeURIComponent(new URL(url).pathname.slice('/files/'.length));

/** A presigned URL's path and query, to fetch it from the test server. */
export const pathOf = (url: string): string => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
};
