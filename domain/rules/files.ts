/**
 * Upload rules (docs/rules.md, uploads), shared by the portal (checked before sending) and the mock
 * server (checked again on the bytes it receives). Messages are the spec's.
 */

export type FileKind =
    | 'idCard'
    | 'passport'
    | 'licence'
    | 'legalNoticeAdd'
    | 'legalNoticeEdit'
    | 'attorney'
    | 'icon'
    | 'supplement'
    | 'default';

export type FileExtension = 'jpg' | 'jpeg' | 'png' | 'bmp' | 'pdf';

export interface FileRule {
    extensions: readonly FileExtension[];
    /** size limit in MB as the spec writes it (0.2, 2, 10), and as its message says it */
    maxMb: number;
    /** the spec's exact limit where it gives one in K: the file must be under this many KB */
    underKb?: number;
    /** allowed pixel size of images; `reason` when the rule is ours and not the spec's */
    dimensions?: { min: number; max: number; reason?: string };
    /**
     * a photographed document: one over the size limit is scaled and compressed in the browser
     * before it is sent (domain/rules/imageFix.ts, `photoPlans`), or by the server when a phone
     * sends it (mock-server/files/photos.ts), never refused for its size alone
     */
    photo?: true;
}

const IMAGES: readonly FileExtension[] = ['jpg', 'png', 'bmp', 'jpeg'];

export const FILE_RULES: Record<FileKind, FileRule> = {
    idCard: { extensions: IMAGES, maxMb: 2, photo: true },
    passport: { extensions: IMAGES, maxMb: 2, photo: true },
    licence: { extensions: IMAGES, maxMb: 2, photo: true },
    legalNoticeAdd: { extensions: [...IMAGES, 'pdf'], maxMb: 2 },
    legalNoticeEdit: { extensions: [...IMAGES, 'pdf'], maxMb: 10 },
    // "under 2000K": its message still says 2M, as the product's message does
    attorney: { extensions: IMAGES, maxMb: 2, underKb: 2000, dimensions: { min: 800, max: 3900 } },
    // The spec gives the icon no pixel range; the trademark office requires 400–1500 px.
    icon: {
        extensions: ['jpg', 'jpeg'],
        maxMb: 0.2,
        dimensions: { min: 400, max: 1500, reason: '商标局对商标图样的要求' },
    },
    supplement: { extensions: ['jpg', 'png', 'jpeg'], maxMb: 10 },
    default: { extensions: [...IMAGES, 'pdf'], maxMb: 10 },
};

export const FORMAT_NOT_SUPPORTED = '上传文件的格式不支持';
export const EMPTY_FILE = '上传文件不能为空';
export const sizeExceeded = (maxMb: number) => `上传文件大小不能超过${maxMb}M`;
export const dimensionsOutOfRange = ({
    min,
    max,
    reason,
}: {
    min: number;
    max: number;
    reason?: string;
}) => `图片尺寸须在${min}×${min}到${max}×${max}像素之间${reason ? `（${reason}）` : ''}`;

/** The largest file a rule takes, in bytes (a file "under 2000K" is at most 2000 KB − 1 byte). */
export const maxBytes = (rule: FileRule) =>
    rule.underKb ? rule.underKb * 1024 - 1 : Math.round(rule.maxMb * 1024 * 1024);

/**
 * A file's size in MB with one decimal, counted as the size limits are (1 MB = 1024 × 1024
 * bytes): 12,700,000 bytes is `12.1`.
 */
export const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

export const extensionOf = (fileName: string): string => {
    const dot = fileName.lastIndexOf('.');
    return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The `accept` attribute of a file input for a rule. */
export const acceptOf = (rule: FileRule) => rule.extensions.map(ext => `.${ext}`).join(',');

/**
 * Checks a file's name and size against a rule; `null` when it passes, else the message.
 * (The server also checks the bytes: a renamed file is refused there.)
 */
export const checkFile = (rule: FileRule, file: { name: string; size: number }): string | null => {
    if (!(rule.extensions as readonly string[]).includes(extensionOf(file.name)))
        return FORMAT_NOT_SUPPORTED;
    if (file.size <= 0) return EMPTY_FILE;
    if (file.size > maxBytes(rule)) return sizeExceeded(rule.maxMb);
    return null;
};

/** Checks an image's pixel size against the rule's range, if it has one. */
export const checkDimensions = (
    rule: FileRule,
    size: { width: number; height: number },
): string | null => {
    const range = rule.dimensions;
    if (!range) return null;
    const fits = (n: number) => n >= range.min && n <= range.max;
    return fits(size.width) && fits(size.height) ? null : dimensionsOutOfRange(range);
};
