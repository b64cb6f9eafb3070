/**
 * Upload from a phone (ours, docs/api.md "Upload from a phone"): a session for one upload slot
 * whose link a phone opens, and its state, which the desktop polls. A backend without them (the
 * spec profile) answers 404: the slots then offer no 手机上传.
 */
import type { AdaptFileType } from '../../domain/types/documents';
import { toPhoneUploadSession, toPhoneUploadStatus } from '../normalise/phoneUpload';
import { row } from './row';
import type { UploadOptions } from './row';

/** The slot the phone's file is for: an `uploadFile` policy, or an `uploadAdapt` card type. */
export type PhoneUploadTarget =
    | { policy: UploadOptions['policy']; scene?: UploadOptions['scene'] }
    | { fileType: AdaptFileType };

export const PHONE_UPLOAD_CALLS = {
    createPhoneUpload: row({
        method: 'POST',
        path: '/api/phoneUpload/create',
        query: ['uploadFilePolicy', 'scene', 'fileType'],
        fallback: '操作失败',
        origin: 'extension',
        request: (target: PhoneUploadTarget) => ({
            query:
                'fileType' in target
                    ? { fileType: target.fileType }
                    : { uploadFilePolicy: target.policy, scene: target.scene },
        }),
        answer: toPhoneUploadSession,
    }),
    getPhoneUploadStatus: row({
        method: 'GET',
        path: '/api/phoneUpload/status',
        query: ['id'],
        fallback: '获取信息失败',
        origin: 'extension',
        request: (id: string) => ({ query: { id } }),
        answer: toPhoneUploadStatus,
    }),
} as const;
