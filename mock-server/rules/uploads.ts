/**
 * Upload rules (docs/api.md, "Uploads") on the server: which shared FILE_RULES apply to a policy,
 * and the checks on the received bytes. The type is decided by the bytes; the name's extension must
 * be allowed and name the same type; images must decode to the end and, where the office asks, be within the
 * pixel range.
 */
import {
    checkDimensions,
    checkFile,
    extensionOf,
    FILE_RULES,
    FORMAT_NOT_SUPPORTED,
    sizeExceeded,
} from '../../domain/rules/files';
import type { FileKind, FileRule } from '../../domain/rules/files';
import { fixedName, shrinksPhoto } from '../../domain/rules/imageFix';
import type { AdaptFileType, UploadFilePolicy, UploadScene } from '../../domain/types/documents';
import type { FilePolicy } from '../db';
import { decodesFully, tooManyPixels } from '../files/images';
import { compressPhoto } from '../files/photos';
import { detectType, imageSize, MIME_TYPES, typeOfExtension } from '../files/sniff';
import type { StoredType } from '../files/sniff';
import { refused, tooLarge, unsupportedType } from './errors';
import type { DomainError } from './errors';

/** The shared rule of an `uploadFile` policy; a legal document is 2 MB when added, 10 when edited. */
export const kindOfPolicy = (policy: UploadFilePolicy, scene: UploadScene): FileKind => {
    switch (policy) {
        case 'LEGAL_NOTICE':
            return scene === 'edit' ? 'legalNoticeEdit' : 'legalNoticeAdd';
        case 'ATTORNEY':
            return 'attorney';
        case 'SUPPLEMENT':
            return 'supplement';
        case 'ICON':
            return 'icon';
    }
};

/** The `verifyType` a policy is sent with (the spec's `uploadFile`); the others take none. */
export const VERIFY_TYPES: Partial<Record<UploadFilePolicy, 1 | 2>> = { ATTORNEY: 1, ICON: 2 };

/** `uploadAdapt` card types: their rule and the purpose the stored file gets. */
export const ADAPT_FILE_TYPES: Record<AdaptFileType, { kind: FileKind; policy: FilePolicy }> = {
    1: { kind: 'idCard', policy: 'ID_CARD' },
    2: { kind: 'licence', policy: 'LICENCE' },
    3: { kind: 'passport', policy: 'PASSPORT' },
};

export interface CheckedUpload {
    type: StoredType;
    mime: string;
    width: number | null;
    height: number | null;
}

/** The 413 of a file over the rule's size. */
export const fileTooLarge = (rule: FileRule): DomainError => tooLarge(sizeExceeded(rule.maxMb));

const unsupported = () => unsupportedType(FORMAT_NOT_SUPPORTED);
export const TOO_MANY_PIXELS_MSG = '图片像素过多，不能超过 4000 万像素';
export const IMAGE_BROKEN_MSG = '图片文件已损坏或不完整，无法读取';

/** Checks a received file against a rule; the 400/413/415 to answer, or what it is. */
export const checkUpload = async (
    rule: FileRule,
    fileName: string,
    data: Buffer,
): Promise<CheckedUpload> => {
    const nameProblem = checkFile(rule, { name: fileName, size: data.length });
    if (nameProblem === sizeExceeded(rule.maxMb)) throw fileTooLarge(rule);
    // A wrong extension, and an empty file (which has no format at all).
    if (nameProblem) throw unsupportedType(nameProblem);

    const type = await detectType(data);
    if (!type || type !== typeOfExtension(extensionOf(fileName))) throw unsupported();
    if (!(rule.extensions as readonly string[]).includes(type)) throw unsupported();
    if (type === 'pdf') return { type, mime: MIME_TYPES.pdf, width: null, height: null };

    const size = imageSize(type, data);
    if (!size) throw unsupported();
    if (tooManyPixels(size)) throw refused(TOO_MANY_PIXELS_MSG);
    const dimensionProblem = checkDimensions(rule, size);
    if (dimensionProblem) throw refused(dimensionProblem);
    if (!(await decodesFully(type, data, size))) throw unsupportedType(IMAGE_BROKEN_MSG);
    return { type, mime: MIME_TYPES[type], ...size };
};

export const ruleOf = (kind: FileKind): FileRule => FILE_RULES[kind];

/**
 * The largest photo a phone may send to a slot whose photos are compressed (a rule with
 * `photo`: ID card, passport, licence): 20 MB, more than a 48-megapixel phone's JPEG at its
 * highest quality. The parser stops one byte past it, as it stops past a rule's own size.
 */
export const PHONE_PHOTO_MAX_MB = 20;
export const PHONE_PHOTO_MAX_BYTES = PHONE_PHOTO_MAX_MB * 1024 * 1024;

/** The 413 of a phone's photo over PHONE_PHOTO_MAX_MB. */
export const phonePhotoTooLarge = (rule: FileRule): DomainError =>
    tooLarge(`上传照片大小不能超过${PHONE_PHOTO_MAX_MB}M（超过${rule.maxMb}M的照片会自动压缩）`);

/**
 * A phone's photo refused by its rule for its size alone (`shrinksPhoto`, the browser's test),
 * in a type the server compresses (JPEG or PNG, its bytes agreeing with its name), compressed
 * within the rule (files/photos.ts) and named `.jpg`. Null when it is not such a photo or
 * cannot be made small enough: its checks then refuse it as before.
 */
export const shrunkPhoto = async (
    rule: FileRule,
    file: { fileName: string; data: Buffer },
): Promise<{ fileName: string; data: Buffer } | null> => {
    if (!shrinksPhoto(rule, { name: file.fileName, size: file.data.length })) return null;
    const type = await detectType(file.data);
    if (type !== 'jpg' && type !== 'png') return null;
    if (type !== typeOfExtension(extensionOf(file.fileName))) return null;
    const data = await compressPhoto(file.data, rule);
    return data && { fileName: fixedName(file.fileName), data };
};
