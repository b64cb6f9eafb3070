/** Uploads the API tests make as a logged-in client (`file/uploadFile`). */
import type { UploadAnswer } from '../../../domain/types/documents';
import { expectOk } from '../harness';
import type { Client } from '../harness';
import { jpeg } from './samples';

/** `file/uploadFile` of one file for `uploadFilePolicy`, as `client`: the stored file. */
export const uploadAs = async (
    client: Client,
    uploadFilePolicy: string,
    fileName: string,
    data: Uint8Array,
): Promise<UploadAnswer> =>
    expectOk(
        await client.upload<UploadAnswer>('/api/file/uploadFile', { uploadFilePolicy }, [
            { fileName, data },
        ]),
    );

/** The trademark image and the proxy letter of an order. */
export interface OrderFiles {
    icon: UploadAnswer;
    entrust: UploadAnswer;
}

/** The trademark image and the proxy letter an order of `client`'s agency takes. */
export const uploadOrderFiles = async (client: Client): Promise<OrderFiles> => {
    const [icon, entrust] = await Promise.all([
        uploadAs(client, 'ICON', 'icon.jpg', jpeg(800, 800)),
        uploadAs(client, 'ATTORNEY', 'entrust.jpg', jpeg(900, 1200)),
    ]);
    return { icon, entrust };
};
