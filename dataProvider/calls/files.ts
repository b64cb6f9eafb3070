/** Uploads: the token travels in the query; the answer without url is refused (normalise/wizard.ts). */
import type { AdaptFileType } from '../../domain/types/documents';
import { toUploadAnswer } from '../normalise/wizard';
import { row } from './row';
import type { UploadOptions } from './row';

export const FILE_CALLS = {
    /** `scene` (ours) picks the legal document's limit: 2M when adding, 10M when editing */
    uploadFile: row({
        method: 'POST',
        path: '/api/file/uploadFile',
        query: ['verifyType', 'uploadFilePolicy', 'scene'],
        extras: ['scene'],
        token: 'query',
        upload: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (
            file: Blob & { name?: string },
            options: UploadOptions,
            onProgress?: (percent: number) => void,
        ) => ({
            file,
            onProgress,
            query: {
                uploadFilePolicy: options.policy,
                verifyType: options.verifyType,
                scene: options.scene,
            },
        }),
        answer: toUploadAnswer,
    }),
    /** an ID card (1), licence (2) or passport (3), read by the office's engine when `discern` */
    uploadAdapt: row({
        method: 'POST',
        path: '/sebe_engine/api/file/uploadAdapt',
        query: ['fileType', 'discern'],
        token: 'query',
        upload: true,
        fallback: '操作失败',
        origin: 'spec',
        request: (
            file: Blob & { name?: string },
            fileType: AdaptFileType,
            discern: boolean,
            onProgress?: (percent: number) => void,
        ) => ({ file, onProgress, query: { fileType, discern: discern ? 1 : 0 } }),
        answer: toUploadAnswer,
    }),
} as const;
