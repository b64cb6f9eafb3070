import type { OfficialDocument } from '../../dataProvider/types';

export const BATCH_DOWNLOAD_PATH = '/api/batchDownloadOfficialDocument';

/**
 * The address of the zip of `docs` (spec §7): `fileUrl` adds the token to the query, as the
 * browser opens it in a new window without an Authorization header.
 */
export const batchDownloadHref = (
    fileUrl: (url: string) => string,
    docs: readonly Pick<OfficialDocument, 'officialFile'>[],
): string => {
    const base = fileUrl(BATCH_DOWNLOAD_PATH);
    const officialFiles = docs.map(d => d.officialFile.ossKey).join(',');
    return `${base}${base.includes('?') ? '&' : '?'}officialFiles=${encodeURIComponent(officialFiles)}`;
};
