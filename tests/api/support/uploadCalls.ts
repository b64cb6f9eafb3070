/** The upload tests' calls: `file/uploadFile` as a client, and a stored file's bytes. */
import type { UploadAnswer } from '../../../domain/types/documents';
import type { Client, Query, ServerContext } from '../harness';

export const FORMAT = '上传文件的格式不支持';
export const UPLOAD = '/api/file/uploadFile';
export const ADAPT = '/sebe_engine/api/file/uploadAdapt';

/** The calls, as the admin unless told. */
export const uploadCalls = (ctx: ServerContext<'admin'>) => {
    const upload = (query: Query, fileName: string, data: Uint8Array, client: Client = ctx.admin) =>
        client.upload<UploadAnswer>(UPLOAD, query, [{ fileName, data }]);

    const legal = (fileName: string, data: Uint8Array, scene?: 'add' | 'edit') =>
        upload({ uploadFilePolicy: 'LEGAL_NOTICE', ...(scene ? { scene } : {}) }, fileName, data);

    /** The bytes a stored file is served with, for its owner. */
    const download = (url: string, client: Client = ctx.admin) =>
        ctx.server.download(url, { query: { access_token: client.token } });

    return { upload, legal, download };
};
