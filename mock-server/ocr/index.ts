/**
 * `uploadAdapt` with `discern=1` (docs/api.md): the document's fields read by OCR where the
 * machine has tesseract (tesseract.ts), else today's answer, that it cannot be read offline.
 * Never an error: a document that cannot be read says so in `msg` and fills nothing.
 */
import { provinceOf } from '../../domain/rules/recognition';
import type { AdaptFileType } from '../../domain/types/documents';
import { parseDocumentText } from './parse';
import { prepareForOcr } from './prepare';
import { ocrAvailable, ocrImage } from './tesseract';

export const OFFLINE_DISCERN_MSG = '离线环境无法识别证件内容，请手动填写';
export const NOT_READ_MSG = '未能识别证件内容，请手动填写';

export interface DocumentReading {
    applyName: string;
    applyNumber: string;
    address: string;
    provinceName: string;
    msg: string;
    discerned: boolean;
}

const NOTHING = { applyName: '', applyNumber: '', address: '', provinceName: '' };

/**
 * Reads an uploaded image of a document of `fileType` (the call takes images only); as offline
 * when `enabled` is false (MOCK_OCR=off) or tesseract is not installed. The image is made
 * ready first (prepare.ts: upright, scaled to what OCR needs, RGB), then waits its turn in the
 * agency's line of the fair queue (`agency`, the uploader's spId).
 */
export const readDocument = async (
    data: Buffer,
    fileType: AdaptFileType,
    enabled: boolean,
    agency = 0,
): Promise<DocumentReading> => {
    if (!enabled || !ocrAvailable()) {
        return { ...NOTHING, msg: OFFLINE_DISCERN_MSG, discerned: false };
    }
    const image = await prepareForOcr(data);
    const text = await ocrImage(image, agency).catch(() => '');
    const fields = parseDocumentText(text, fileType);
    if (!fields.applyName && !fields.applyNumber) {
        return { ...NOTHING, msg: NOT_READ_MSG, discerned: false };
    }
    return { ...fields, provinceName: provinceOf(fields.address) ?? '', msg: '', discerned: true };
};
