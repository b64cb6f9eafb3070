/**
 * The upload rules the security suite sweeps: `file/uploadFile` with each `uploadFilePolicy`
 * and `uploadAdapt` with each `fileType`, with valid files of each type each rule takes.
 */
import { FILE_RULES } from '../../../domain/rules/files';
import type { FileKind } from '../../../domain/rules/files';
import type { FilePolicy } from '../../../mock-server/db';
import type { Query } from '../../api/harness';
import { bmp, jpeg, pdf, png } from '../../api/support/samples';

export const UPLOAD = '/api/file/uploadFile';
export const ADAPT = '/sebe_engine/api/file/uploadAdapt';
export const FORMAT = '上传文件的格式不支持';

export type Bytes = 'jpg' | 'png' | 'bmp' | 'pdf';
export const MIME: Record<Bytes, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    bmp: 'image/bmp',
    pdf: 'application/pdf',
};
export const EXTENSION_TYPE: Record<string, Bytes> = {
    jpg: 'jpg',
    jpeg: 'jpg',
    png: 'png',
    bmp: 'bmp',
    pdf: 'pdf',
};

export interface Target {
    name: string;
    path: string;
    query: Query;
    kind: FileKind;
    /** the purpose the stored file gets */
    policy: FilePolicy;
    /** valid files of each type the rule takes (within its pixel range) */
    samples: Partial<Record<Bytes, () => Buffer>>;
}

export const small: Record<Bytes, () => Buffer> = {
    jpg: () => jpeg(64, 48),
    png: () => png(64, 48),
    bmp: () => bmp(32, 16),
    pdf: () => pdf(),
};
const images = { jpg: small.jpg, png: small.png, bmp: small.bmp };
export const TARGETS: Target[] = [
    {
        name: 'uploadFile ATTORNEY (verifyType 1)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'ATTORNEY', verifyType: 1 },
        kind: 'attorney',
        policy: 'ATTORNEY',
        samples: {
            jpg: () => jpeg(800, 1000),
            // whole images: a header alone is refused now (its pixels are decoded)
            png: () => png(800, 800),
            bmp: () => bmp(800, 800),
        },
    },
    {
        name: 'uploadFile LEGAL_NOTICE (add)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'LEGAL_NOTICE' },
        kind: 'legalNoticeAdd',
        policy: 'LEGAL_NOTICE',
        samples: small,
    },
    {
        name: 'uploadFile LEGAL_NOTICE (edit)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'LEGAL_NOTICE', scene: 'edit' },
        kind: 'legalNoticeEdit',
        policy: 'LEGAL_NOTICE',
        samples: small,
    },
    {
        name: 'uploadFile SUPPLEMENT',
        path: UPLOAD,
        query: { uploadFilePolicy: 'SUPPLEMENT' },
        kind: 'supplement',
        policy: 'SUPPLEMENT',
        samples: { jpg: small.jpg, png: small.png },
    },
    {
        name: 'uploadFile ICON (verifyType 2)',
        path: UPLOAD,
        query: { uploadFilePolicy: 'ICON', verifyType: 2 },
        kind: 'icon',
        policy: 'ICON',
        samples: { jpg: () => jpeg(400, 400) },
    },
    ...(
        [
            [1, 'idCard', 'ID_CARD'],
            [2, 'licence', 'LICENCE'],
            [3, 'passport', 'PASSPORT'],
        ] as const
    ).map(([fileType, kind, policy]): Target => ({
        name: `uploadAdapt fileType ${fileType}`,
        path: ADAPT,
        query: { fileType, discern: 0 },
        kind,
        policy,
        samples: images,
    })),
];
export const extensionsOf = (target: Target): readonly string[] =>
    FILE_RULES[target.kind].extensions;
/** A valid file of the target's first type, and its extension. */
export const validFile = (target: Target): { ext: Bytes; data: Buffer } => {
    const ext = Object.keys(target.samples)[0] as Bytes;
    return { ext, data: target.samples[ext]?.() ?? Buffer.alloc(0) };
};
