/**
 * Uploads and stored files (docs/api.md, "Uploads", "Stored files"): `file/uploadFile` by
 * policy, `sebe_engine/api/file/uploadAdapt` for ID cards, licences and passports, and
 * `GET /files/<ossKey>`, which serves a file to a session of the agency that owns it, or to
 * anyone with a valid presigned link (`?expires=…&signature=…`, http/fileLinks.ts).
 */
import type { Express, Request } from 'express';
import { maxBytes } from '../../domain/rules/files';
import type { FileRule } from '../../domain/rules/files';
import { UPLOAD_FILE_POLICIES, UPLOAD_SCENES } from '../../domain/types/documents';
import type { AdaptFileType, UploadAdaptAnswer, UploadAnswer } from '../../domain/types/documents';
import type { FilePolicy, FileRow } from '../db';
import { LINK_EXPIRED_MSG } from '../files/links';
import { saveFile, toFileRef } from '../files/registry';
import { contentDisposition, keyOfUrlPath, sanitizeFileName } from '../files/storage';
import type { AppContext } from '../http/context';
import { authedRoute, tokenOf } from '../http/handlers';
import { readSingleFile } from '../http/multipart';
import { choice, oneOf, parseParams, requireParam } from '../http/params';
import type { Param } from '../http/params';
import { DomainError, forbidden, missing, refused } from '../rules/errors';
import { readOwnFile } from '../rules/officialFiles';
import { authenticate } from '../rules/sessions';
import type { AuthContext } from '../rules/sessions';
import {
    ADAPT_FILE_TYPES,
    checkUpload,
    fileTooLarge,
    kindOfPolicy,
    PHONE_PHOTO_MAX_BYTES,
    phonePhotoTooLarge,
    ruleOf,
    shrunkPhoto,
    VERIFY_TYPES,
} from '../rules/uploads';
import { formatChinaTime } from '../../domain/rules/time';
import { readDocument } from '../ocr';

export const FILE_MISSING_MSG = '文件不存在';
/** The multipart field of the file. */
export const FILE_FIELD = 'file';

const UPLOAD_PARAMS = {
    uploadFilePolicy: choice('上传策略', UPLOAD_FILE_POLICIES),
    verifyType: oneOf('校验类型', [1, 2] as const),
    scene: choice('上传场景', UPLOAD_SCENES),
};

const ADAPT_PARAMS = {
    fileType: oneOf('证件类型', [1, 2, 3] as const satisfies readonly AdaptFileType[]),
    discern: oneOf('自动识别', [0, 1] as const),
};

/**
 * Reads the one file of a multipart request and checks it against the rule (type from its
 * bytes, size, pixels): the checks of every upload, from the desktop or a phone.
 */
export const readCheckedFile = async (req: Request, rule: FileRule) => {
    const upload = await readSingleFile(req, {
        field: FILE_FIELD,
        maxBytes: maxBytes(rule),
        tooLarge: () => fileTooLarge(rule),
    });
    const checked = await checkUpload(rule, upload.fileName, upload.data);
    return { upload, checked };
};

/**
 * Reads the one file a phone sends (routes/phoneUpload.ts): to a slot whose photos are
 * compressed (ID card, passport, licence) up to PHONE_PHOTO_MAX_BYTES, a photo over its rule
 * compressed within it first (`shrunkPhoto`); then exactly the checks of `readCheckedFile`.
 * `sentBytes`: the size the phone sent, when what is kept is the compressed photo.
 */
export const readPhoneFile = async (req: Request, rule: FileRule) => {
    if (!rule.photo) return { ...(await readCheckedFile(req, rule)), sentBytes: null };
    const sent = await readSingleFile(req, {
        field: FILE_FIELD,
        maxBytes: PHONE_PHOTO_MAX_BYTES,
        tooLarge: () => phonePhotoTooLarge(rule),
    });
    const upload = (await shrunkPhoto(rule, sent)) ?? sent;
    const checked = await checkUpload(rule, upload.fileName, upload.data);
    return { upload, checked, sentBytes: upload === sent ? null : sent.data.length };
};

/** Stores a checked file as one of the agency's uploads. */
export const storeUpload = (
    ctx: AppContext,
    spId: number,
    policy: FilePolicy,
    { upload, checked }: Awaited<ReturnType<typeof readCheckedFile>>,
): FileRow =>
    saveFile(ctx.store, {
        spId,
        policy,
        folder: 'uploads',
        fileName: sanitizeFileName(upload.fileName, checked.type),
        type: checked.type,
        data: upload.data,
        width: checked.width,
        height: checked.height,
        createTime: formatChinaTime(ctx.config.now()),
    });

/** Receives, checks and stores the one file of an upload. */
const receiveFile = async (
    ctx: AppContext,
    req: Request,
    auth: AuthContext,
    rule: FileRule,
    policy: FilePolicy,
): Promise<FileRow> => storeUpload(ctx, auth.user.spId, policy, await readCheckedFile(req, rule));

/** The office's engine reads nothing here: the recognised fields stay empty. */
const uploadAnswer = (row: FileRow, msg = ''): UploadAnswer => ({
    ...toFileRef(row),
    applyName: '',
    applyNumber: '',
    address: '',
    postcode: '',
    provinceName: '',
    msg,
    width: row.width,
    height: row.height,
});

/** A presigned link's part, taken as sent: a malformed one is just not a valid signature. */
const linkPart = (label: string): Param<string> => ({ label, parse: raw => raw });
const FILE_PARAMS = { expires: linkPart('链接有效期'), signature: linkPart('链接签名') };

export const registerFileRoutes = (app: Express, ctx: AppContext): void => {
    app.post(
        '/api/file/uploadFile',
        authedRoute(ctx, async (req, auth) => {
            const params = parseParams(req.query, UPLOAD_PARAMS);
            const policy = requireParam(params.uploadFilePolicy, '上传策略', 'uploadFilePolicy');
            if (params.verifyType !== undefined && params.verifyType !== VERIFY_TYPES[policy]) {
                throw refused(`校验类型（verifyType）与上传策略 ${policy} 不符`);
            }
            const rule = ruleOf(kindOfPolicy(policy, params.scene ?? 'add'));
            return uploadAnswer(await receiveFile(ctx, req, auth, rule, policy));
        }),
    );

    app.post(
        '/sebe_engine/api/file/uploadAdapt',
        authedRoute(ctx, async (req, auth): Promise<UploadAdaptAnswer> => {
            const params = parseParams(req.query, ADAPT_PARAMS);
            const fileType = requireParam(params.fileType, '证件类型', 'fileType');
            const { kind, policy } = ADAPT_FILE_TYPES[fileType];
            const received = await readCheckedFile(req, ruleOf(kind));
            const row = storeUpload(ctx, auth.user.spId, policy, received);
            if (params.discern !== 1) return { ...uploadAnswer(row), discerned: false };
            // read by OCR where the machine can (mock-server/ocr/), else said it cannot be
            const { msg, discerned, ...fields } = await readDocument(
                Buffer.from(received.upload.data),
                fileType,
                ctx.ocr,
                auth.user.spId,
            );
            return { ...uploadAnswer(row, msg), ...fields, discerned };
        }),
    );

    app.get(/^\/files\//, async (req, res, next) => {
        try {
            const { expires, signature } = parseParams(req.query, FILE_PARAMS);
            const key = keyOfUrlPath(req.path);
            const presigned = expires !== undefined || signature !== undefined;
            // A presigned link is read by pdf.js on the portal's origin: no cookie, any origin.
            if (presigned) {
                res.set({
                    'Access-Control-Allow-Origin': '*',
                    'Access-Control-Expose-Headers': 'Content-Disposition',
                });
            }
            let spId: number | undefined;
            if (presigned && key !== null && ctx.links.verify(key, expires, signature)) {
                spId = ctx.store.read(q => q.files.byKey(key))?.spId;
            } else {
                try {
                    spId = authenticate(ctx.store, ctx.config, tokenOf(req)).user.spId;
                } catch (error) {
                    // no valid session either: the link is what failed
                    if (
                        presigned &&
                        error instanceof DomainError &&
                        error.kind === 'unauthenticated'
                    ) {
                        throw forbidden(LINK_EXPIRED_MSG);
                    }
                    throw error;
                }
            }
            const found =
                key === null || spId === undefined ? null : await readOwnFile(ctx.store, key, spId);
            if (!found) throw missing(FILE_MISSING_MSG);
            res.status(200)
                .set({
                    'Content-Type': found.row.mime,
                    'Content-Length': String(found.data.length),
                    'Content-Disposition': contentDisposition(found.row.fileName),
                    'X-Content-Type-Options': 'nosniff',
                    'Cache-Control': 'private, no-store',
                })
                .end(found.data);
        } catch (error) {
            next(error);
        }
    });
};
