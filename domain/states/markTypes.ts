/**
 * The kinds of mark (`trademarkType`) and of mark image (`trademarkIconType`), one row each:
 * what a mark of the kind is made of decides which of step 1's fields it has, what the batch
 * workbook and the server accept, what the similarity examination compares and what the seed
 * files. Adding a kind is one member of the type and one row here.
 */
import type { TrademarkIconType, TrademarkType } from '../types/orders';

export interface MarkTypeRow {
    /** it has words: a name (商标名称) the examination compares */
    words: boolean;
    /** it has a figure: its image says whether it is black and white or in colour */
    figure: boolean;
}

export const MARK_TYPE_TABLE = {
    1: { words: true, figure: false },
    2: { words: false, figure: true },
    3: { words: true, figure: true },
} as const satisfies Record<TrademarkType, MarkTypeRow>;

export const MARK_TYPES = Object.keys(MARK_TYPE_TABLE).map(Number) as TrademarkType[];

/** A word mark (文字): the kind a new draft starts as. */
export const WORD_MARK_TYPE: TrademarkType = 1;
/** A figure mark (图形): words only in its description. */
export const FIGURE_MARK_TYPE: TrademarkType = 2;

export const isMarkType = (value: unknown): value is TrademarkType =>
    MARK_TYPES.includes(value as TrademarkType);

/** A mark with words has a name; a figure mark has none. */
export const needsName = (type: TrademarkType): boolean => MARK_TYPE_TABLE[type].words;
/** A mark with a figure says whether its image is black and white or in colour. */
export const needsIconType = (type: TrademarkType): boolean => MARK_TYPE_TABLE[type].figure;
/** Only a word mark: its image may be drawn from its name. */
export const isWordOnly = (type: TrademarkType): boolean => !MARK_TYPE_TABLE[type].figure;

export interface IconTypeRow {
    /** the image is shown and filed in black and white */
    grey: boolean;
}

export const ICON_TYPE_TABLE = {
    1: { grey: true },
    2: { grey: false },
} as const satisfies Record<TrademarkIconType, IconTypeRow>;

/** Black and white (黑白): what an image is read as when its answer says nothing better. */
export const BLACK_WHITE_ICON_TYPE: TrademarkIconType = 1;

export const ICON_TYPES = Object.keys(ICON_TYPE_TABLE).map(Number) as TrademarkIconType[];

export const isIconType = (value: unknown): value is TrademarkIconType =>
    ICON_TYPES.includes(value as TrademarkIconType);

/** Whether a mark's image is black and white (false for a word mark's missing choice). */
export const isGreyIcon = (type: TrademarkIconType | null | undefined): boolean =>
    type != null && ICON_TYPE_TABLE[type].grey;
