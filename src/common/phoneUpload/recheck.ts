/**
 * The portal's own check of a file a phone uploaded, as it checks a file chosen on the desktop
 * (domain/rules/files.ts): the type by its name, and the pixel size the server measured.
 */
import { FORMAT_NOT_SUPPORTED, checkDimensions, extensionOf } from '../../../domain/rules/files';
import type { FileRule } from '../../../domain/rules/files';

export const recheckPhoneFile = (
    rule: FileRule,
    file: { fileName: string; url: string; width: number | null; height: number | null },
): string | null => {
    const extension = extensionOf(file.fileName || file.url);
    if (!(rule.extensions as readonly string[]).includes(extension)) return FORMAT_NOT_SUPPORTED;
    if (!rule.dimensions || extension === 'pdf') return null;
    if (file.width === null || file.height === null) return FORMAT_NOT_SUPPORTED;
    return checkDimensions(rule, { width: file.width, height: file.height });
};
