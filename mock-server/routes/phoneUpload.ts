/**
 * Upload from a phone (docs/api.md, "Upload from a phone"), an extension of the default
 * profile: `POST /api/phoneUpload/create` opens a session for one slot and answers its link,
 * `GET /api/phoneUpload/status` is what the desktop polls, and `/api/phoneUpload/m/<secret>`
 * is the page the phone opens (no session: the secret is the key) and the form it posts. The
 * phone's file gets exactly the checks of `uploadFile` / `uploadAdapt` (rules/uploads.ts:
 * the shared FILE_RULES, the type by its bytes, pixel ranges, a full decode); a photo of an ID
 * card, passport or licence over its size is compressed first (up to PHONE_PHOTO_MAX_MB sent),
 * as the desktop's browser does it, since the phone's page runs no script.
 */
import type { Express, RequestHandler, Response } from 'express';
import { acceptOf } from '../../domain/rules/files';
import type { FileRule } from '../../domain/rules/files';
import { compressedMessage } from '../../domain/rules/imageFix';
import type { Compression } from '../../domain/rules/imageFix';
import { formatChinaTime } from '../../domain/rules/time';
import { UPLOAD_FILE_POLICIES, UPLOAD_SCENES } from '../../domain/types/documents';
import type { UploadAnswer } from '../../domain/types/documents';
import {
    PHONE_UPLOAD_CSP,
    renderPhoneUploadDone,
    renderPhoneUploadPage,
    renderPhoneUploadRefusal,
} from '../cashier/phoneUploadPage';
import type { FilePolicy, FileRow, PhoneUploadFile } from '../db';
import { parseFileOrigin } from '../files/links';
import { toFileRef } from '../files/registry';
import type { AppContext } from '../http/context';
import { sendOk } from '../http/envelope';
import { authedRoute } from '../http/handlers';
import { publicOrigin } from '../http/origin';
import { choice, oneOf, parseParams, requireParam, text } from '../http/params';
import { DomainError, forbidden, missing, refused } from '../rules/errors';
import {
    PHONE_LINK_EXPIRED_MSG,
    PHONE_LINK_MISSING_MSG,
    PHONE_LINK_USED_MSG,
    PHONE_SESSION_MISSING_MSG,
    PhoneUploads,
    phoneUploadTtlFromEnv,
} from '../rules/phoneUploads';
import type { PhoneUploadSession, PhoneUploadTarget } from '../rules/phoneUploads';
import { ADAPT_FILE_TYPES, kindOfPolicy, PHONE_PHOTO_MAX_MB, ruleOf } from '../rules/uploads';
import { readPhoneFile, storeUpload } from './files';

export const PHONE_UPLOAD_PATHS = {
    create: '/api/phoneUpload/create',
    status: '/api/phoneUpload/status',
    page: '/api/phoneUpload/m/:secret',
} as const;

const CREATE_PARAMS = {
    uploadFilePolicy: choice('上传策略', UPLOAD_FILE_POLICIES),
    scene: choice('上传场景', UPLOAD_SCENES),
    fileType: oneOf('证件类型', [1, 2, 3] as const),
};
const STATUS_PARAMS = { id: text('会话编号', 128) };

/** What a target is called on the phone's page. */
const TARGET_NAMES: Record<string, string> = {
    ATTORNEY: '商标代理委托书',
    LEGAL_NOTICE: '法律文件',
    SUPPLEMENT: '补充材料',
    ICON: '商标图样',
    1: '身份证',
    2: '营业执照',
    3: '护照',
};

const ruleAndPolicy = (target: PhoneUploadTarget): { rule: FileRule; policy: FilePolicy } =>
    target.call === 'uploadFile'
        ? { rule: ruleOf(kindOfPolicy(target.policy, target.scene)), policy: target.policy }
        : {
              rule: ruleOf(ADAPT_FILE_TYPES[target.fileType].kind),
              policy: ADAPT_FILE_TYPES[target.fileType].policy,
          };

const nameOf = (target: PhoneUploadTarget): string =>
    TARGET_NAMES[target.call === 'uploadFile' ? target.policy : target.fileType] ?? '文件';

/** The answer of `uploadFile` for the stored file (the office's fields empty, as there). */
const uploadAnswer = (row: FileRow): UploadAnswer => ({
    ...toFileRef(row),
    applyName: '',
    applyNumber: '',
    address: '',
    postcode: '',
    provinceName: '',
    msg: '',
    width: row.width,
    height: row.height,
});

export interface PhoneUploadStatus {
    state: 'pending' | 'done' | 'expired';
    expireTime: string;
    /** the stored file, as `uploadFile` answers it, once done */
    file: UploadAnswer | null;
    /** bytes as the phone sent the photo and as it was stored, when the server compressed it */
    compressed: Compression | null;
}

const compressionOf = (file: PhoneUploadFile | null): Compression | null =>
    file?.sentBytes ? { before: file.sentBytes, after: file.size } : null;

const sendHtml = (res: Response, status: number, html: string): void => {
    res.status(status)
        .set('Content-Security-Policy', PHONE_UPLOAD_CSP)
        .set('X-Content-Type-Options', 'nosniff')
        .set('Referrer-Policy', 'no-referrer')
        .type('html')
        .send(html);
};

export interface PhoneUploadOptions {
    /** `MOCK_PUBLIC_ORIGIN`: the origin written in the links; else where the desktop reached us */
    publicOrigin?: string;
    /** `MOCK_PHONE_UPLOAD_TTL_MS`: the links' lifetime; 10 minutes by default */
    ttlMs?: number;
}

export const phoneUploadOptionsFromEnv = (
    env: NodeJS.ProcessEnv = process.env,
): PhoneUploadOptions => ({
    publicOrigin: env.MOCK_PUBLIC_ORIGIN?.trim()
        ? parseFileOrigin(env.MOCK_PUBLIC_ORIGIN.trim())
        : undefined,
    ttlMs: phoneUploadTtlFromEnv(env),
});

/**
 * The rule in words for the phone's page: formats, size and, where there is one, pixels; and
 * for a photo slot, that a larger photo is compressed.
 */
const ruleText = (rule: FileRule): string =>
    `支持 ${rule.extensions.join('、')} 格式，不超过 ${rule.maxMb}M` +
    (rule.dimensions
        ? `，尺寸 ${rule.dimensions.min}×${rule.dimensions.min} 到 ${rule.dimensions.max}×${rule.dimensions.max} 像素`
        : '') +
    (rule.photo ? `；更大的 JPG、PNG 照片会自动压缩（最大 ${PHONE_PHOTO_MAX_MB}M）` : '');

export const registerPhoneUploadRoutes = (
    app: Express,
    ctx: AppContext,
    options: PhoneUploadOptions = phoneUploadOptionsFromEnv(),
): void => {
    const sessions = new PhoneUploads(ctx.store, options.ttlMs);
    const now = () => ctx.config.now().getTime();

    const statusOf = (session: PhoneUploadSession): PhoneUploadStatus => {
        return {
            state: sessions.stateOf(session, now()),
            expireTime: formatChinaTime(session.expiresAt),
            file: session.file ? uploadAnswer(session.file) : null,
            compressed: compressionOf(session.file),
        };
    };

    app.post(
        PHONE_UPLOAD_PATHS.create,
        authedRoute(ctx, (req, auth) => {
            const params = parseParams(req.query, CREATE_PARAMS);
            let target: PhoneUploadTarget;
            if (params.fileType !== undefined) {
                if (params.uploadFilePolicy !== undefined) {
                    throw refused('上传策略（uploadFilePolicy）与证件类型（fileType）只能选一个');
                }
                target = { call: 'uploadAdapt', fileType: params.fileType };
            } else {
                const policy = requireParam(
                    params.uploadFilePolicy,
                    '上传策略',
                    'uploadFilePolicy',
                );
                target = { call: 'uploadFile', policy, scene: params.scene ?? 'add' };
            }
            const { session, secret } = sessions.open(auth.user.spId, target, now());
            const origin = options.publicOrigin ?? publicOrigin(req);
            return {
                id: session.id,
                url: `${origin}/api/phoneUpload/m/${secret}`,
                expireTime: formatChinaTime(session.expiresAt),
                expiresInSeconds: Math.round((session.expiresAt - now()) / 1000),
            };
        }),
    );

    app.get(
        PHONE_UPLOAD_PATHS.status,
        authedRoute(ctx, (req, auth): PhoneUploadStatus => {
            const { id } = parseParams(req.query, STATUS_PARAMS);
            const session = sessions.own(auth.user.spId, requireParam(id, '会话编号', 'id'));
            if (!session) throw missing(PHONE_SESSION_MISSING_MSG);
            return statusOf(session);
        }),
    );

    /** The live session of a link, or the refusal (404 unknown, 410 expired or spent). */
    type Live =
        | { session: PhoneUploadSession; refusal?: undefined }
        | { session?: undefined; refusal: { status: 404 | 410; msg: string } };
    const liveSession = (secret: string): Live => {
        const session = sessions.ofSecret(secret);
        if (!session) return { refusal: { status: 404, msg: PHONE_LINK_MISSING_MSG } };
        if (session.file) return { refusal: { status: 410, msg: PHONE_LINK_USED_MSG } };
        if (now() >= session.expiresAt) {
            return { refusal: { status: 410, msg: PHONE_LINK_EXPIRED_MSG } };
        }
        return { session };
    };

    const viewOf = (
        secret: string,
        target: PhoneUploadTarget,
        expiresAt: number,
        error?: string,
    ) => {
        const { rule } = ruleAndPolicy(target);
        return renderPhoneUploadPage({
            secret,
            what: nameOf(target),
            accept: acceptOf(rule),
            ruleText: ruleText(rule),
            expireTime: formatChinaTime(expiresAt),
            error,
        });
    };

    const page: RequestHandler<{ secret: string }> = (req, res, next) => {
        try {
            ctx.cashierLimit.take(req, now());
            const found = liveSession(req.params.secret);
            if (found.refusal) {
                return sendHtml(
                    res,
                    found.refusal.status,
                    renderPhoneUploadRefusal(found.refusal.msg),
                );
            }
            sendHtml(
                res,
                200,
                viewOf(req.params.secret, found.session.target, found.session.expiresAt),
            );
        } catch (error) {
            if (error instanceof DomainError && error.kind === 'tooManyAttempts') {
                res.set('Retry-After', String(error.retryAfterSeconds ?? 60));
                return sendHtml(res, 429, renderPhoneUploadRefusal(error.message));
            }
            next(error);
        }
    };

    // The page's form gets HTML back; a client asking for JSON the envelope.
    const receive: RequestHandler<{ secret: string }> = async (req, res, next) => {
        const wantsJson = req.accepts(['html', 'json']) === 'json';
        let found: Live;
        try {
            ctx.cashierLimit.take(req, now());
            found = liveSession(req.params.secret);
        } catch (error) {
            return next(error);
        }
        if (found.refusal) {
            if (wantsJson) {
                return next(
                    found.refusal.status === 404
                        ? missing(found.refusal.msg)
                        : forbidden(found.refusal.msg),
                );
            }
            return sendHtml(res, found.refusal.status, renderPhoneUploadRefusal(found.refusal.msg));
        }
        const { session } = found;
        const { rule, policy } = ruleAndPolicy(session.target);
        try {
            const file = await readPhoneFile(req, rule);
            // still live once the bytes are in (a second upload of the same link raced this one)
            const again = liveSession(req.params.secret);
            if (again.refusal) throw forbidden(again.refusal.msg);
            const row = storeUpload(ctx, session.spId, policy, file);
            const kept: PhoneUploadFile =
                file.sentBytes === null ? row : { ...row, sentBytes: file.sentBytes };
            if (!sessions.complete(session, kept)) throw forbidden(PHONE_LINK_USED_MSG);
            const compressed = compressionOf(kept);
            if (wantsJson) return sendOk(res, uploadAnswer(row));
            sendHtml(
                res,
                200,
                renderPhoneUploadDone(row.fileName, compressed && compressedMessage(compressed)),
            );
        } catch (error) {
            if (!wantsJson && error instanceof DomainError) {
                // the page again, with why: the phone can try another photo on the same link
                const status = error.kind === 'forbidden' ? 410 : 400;
                if (error.kind === 'forbidden') {
                    return sendHtml(res, status, renderPhoneUploadRefusal(error.message));
                }
                return sendHtml(
                    res,
                    status,
                    viewOf(req.params.secret, session.target, session.expiresAt, error.message),
                );
            }
            next(error);
        }
    };

    app.get(PHONE_UPLOAD_PATHS.page, page);
    app.post(PHONE_UPLOAD_PATHS.page, receive);
};
