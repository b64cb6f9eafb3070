/**
 * The workbook of 批量申报 (docs/batch.md): one row per order under a header row, the columns
 * found by their header's text (so a user may reorder them), every cell read and written as
 * text. Its headers and values are a format other tools write, like the wire's field names, so
 * they live here once: the template, the reader, the result workbook and the bench use them.
 */
import type { TrademarkIconType, TrademarkType } from '../types/orders';

/** Most order rows one workbook may hold. */
export const BATCH_MAX_ROWS = 500;

/** The sheet the rows are read from: this name, else the workbook's first sheet. */
export const ROWS_SHEET = '批量申报';
/** The template's second sheet: each column's valid values and how to fill it. */
export const HELP_SHEET = '填写说明';

/** The 图样文件 value asking for the word mark's picture to be generated. */
export const AUTO_ICON = '自动生成';

export type BatchColumn =
    | 'applicant'
    | 'trademarkName'
    | 'trademarkType'
    | 'icon'
    | 'iconColour'
    | 'desc'
    | 'cls'
    | 'items'
    | 'letter'
    | 'legal'
    | 'note';

export interface ColumnSpec {
    key: BatchColumn;
    header: string;
    /** the valid values and how to fill the column, as the help sheet says it */
    help: string;
    /** the template's example row */
    example: string;
}

export const TRADEMARK_TYPE_VALUES: Readonly<Record<string, TrademarkType>> = {
    文字: 1,
    图形: 2,
    组合: 3,
};

export const ICON_COLOUR_VALUES: Readonly<Record<string, TrademarkIconType>> = {
    黑白: 1,
    指定颜色: 2,
};

/** What separates items in 商品/服务项目 (、 or ，, half-width commas and semicolons too). */
export const ITEM_SEPARATOR = /[、，,；;\n]+/;

export const BATCH_COLUMNS: readonly ColumnSpec[] = [
    {
        key: 'applicant',
        header: '申请人',
        help: '已在“我的申请人”中添加并审核通过的申请人：名称，或身份证号码/统一社会信用代码（同名时必填号码）',
        example: '深圳星河云科技有限公司',
    },
    {
        key: 'trademarkName',
        header: '商标名称',
        help: '文字、组合商标必填，不超过50个字符；图形商标不填',
        example: '星河云',
    },
    {
        key: 'trademarkType',
        header: '商标类型',
        help: '文字、图形或组合',
        example: '文字',
    },
    {
        key: 'icon',
        header: '图样文件',
        help: `与工作簿一同上传的图样文件名（JPG/JPEG，小于0.2M，400×400至1500×1500像素）；文字商标可填“${AUTO_ICON}”`,
        example: AUTO_ICON,
    },
    {
        key: 'iconColour',
        header: '图样颜色',
        help: '图形、组合商标必填：黑白或指定颜色；文字商标不填',
        example: '',
    },
    {
        key: 'desc',
        header: '商标说明',
        help: '选填，不超过90个字',
        example: '',
    },
    {
        key: 'cls',
        header: '类别',
        help: '一个类别：1 至 45（如 9 或 09），每行一个订单',
        example: '9',
    },
    {
        key: 'items',
        header: '商品/服务项目',
        help: '该类别的小项编码或标准名称，以“、”或“，”分隔',
        example: '可下载的计算机程序、智能手机用壳',
    },
    {
        key: 'letter',
        header: '委托书文件',
        help: '签字盖章的商标代理委托书图片文件名（JPG/PNG/BMP，小于2M，800×800至3900×3900像素）',
        example: '星河云委托书.jpg',
    },
    {
        key: 'legal',
        header: '法律文件',
        help: '申请人已上传法律文件时可不填；否则填文件名（图片或PDF，小于10M）',
        example: '',
    },
    {
        key: 'note',
        header: '备注',
        help: '选填，仅供您自己查看，不提交',
        example: '',
    },
];

export const HEADER_OF: Readonly<Record<BatchColumn, string>> = Object.fromEntries(
    BATCH_COLUMNS.map(column => [column.key, column.header]),
) as Record<BatchColumn, string>;

/** A row of the workbook as text, by column, with its line number in the sheet (1-based). */
export interface RawRow {
    line: number;
    cells: Record<BatchColumn, string>;
}
