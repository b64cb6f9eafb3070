/** The sweep’s rows for uploads and stored files. */
import type { PreviewAnswer } from '../../../../domain/types/documents';
import { DEMO, expectOk } from '../../../api/harness';
import { jpeg, pdf, png } from '../../../api/support/samples';
import { checksOf } from './checks';
import type { Row } from './checks';
import { FILES_ROUTE } from './routes';
import { ADAPT, UPLOAD } from './world';
import type { Sweep } from './world';

export const fileRows = (t: Sweep): Row[] => {
    const { refused, fileRefused } = checksOf(t);
    return [
        {
            route: 'POST /api/file/uploadFile',
            aim: 'an agency-1 ossKey in the query (to overwrite its file)',
            run: refused(
                () =>
                    t.other.upload(
                        UPLOAD,
                        { uploadFilePolicy: 'ATTORNEY', ossKey: t.fx.a1.files.attorney.ossKey },
                        [{ fileName: 'x.jpg', data: jpeg(800, 800) }],
                    ),
                { status: 400, msg: '不支持的参数：ossKey' },
                () =>
                    t.other.upload(UPLOAD, { uploadFilePolicy: 'ATTORNEY' }, [
                        { fileName: 'x.jpg', data: jpeg(800, 800) },
                    ]),
            ),
        },
        {
            route: 'POST /api/file/uploadFile',
            aim: 'an agency-1 ossKey as a form field beside the file',
            run: refused(
                () =>
                    t.other.upload(UPLOAD, { uploadFilePolicy: 'LEGAL_NOTICE' }, [
                        { fileName: 'x.pdf', data: pdf() },
                        { field: 'ossKey', value: t.fx.a1.files.legal.ossKey },
                    ]),
                { status: 400, msg: '不支持的参数：ossKey' },
            ),
        },
        {
            route: 'POST /sebe_engine/api/file/uploadAdapt',
            aim: 'an agency-1 ossKey in the query',
            run: refused(
                () =>
                    t.other.upload(ADAPT, { fileType: 1, ossKey: t.fx.a1.files.legal.ossKey }, [
                        { fileName: 'card.png', data: png() },
                    ]),
                { status: 400, msg: '不支持的参数：ossKey' },
                () =>
                    t.other.upload(ADAPT, { fileType: 1 }, [{ fileName: 'card.png', data: png() }]),
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 upload with agency 2’s token',
            run: fileRefused(
                () => t.fx.a1.files.attorney.url,
                () => t.other.token,
                404,
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 upload with agency 2’s token, HEAD',
            run: fileRefused(
                () => t.fx.a1.files.legal.url,
                () => t.other.token,
                404,
                'HEAD',
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 official document not read yet (no rendering for agency 2)',
            run: fileRefused(
                () => t.fx.a1.document.officialFile.url,
                () => t.other.token,
                404,
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 file without a token',
            run: fileRefused(
                () => t.fx.a1.files.icon.url,
                () => undefined,
                401,
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 file with a garbage token',
            run: fileRefused(
                () => t.fx.a1.files.icon.url,
                () => 'f'.repeat(64),
                401,
            ),
        },
        {
            route: FILES_ROUTE,
            aim: 'an agency-1 file with an ended (logged out) session of its own user',
            run: async () => {
                const ended = await t.server.login(...DEMO.agent);
                expectOk(await ended.put('/api/logout'));
                await fileRefused(
                    () => t.fx.a1.files.icon.url,
                    () => ended.token,
                    401,
                )();
            },
        },
        {
            route: 'GET /api/preview',
            aim: 'pdf_url of agency 1’s generated legal notice',
            run: refused(
                () => t.other.get('/api/preview', { pdf_url: t.fx.a1.notice.url }),
                { status: 404, msg: '文件不存在' },
                () =>
                    t.other.get<PreviewAnswer>('/api/preview', {
                        pdf_url: t.fx.a2.document.officialFile.url,
                    }),
            ),
        },
        {
            route: 'GET /api/preview',
            aim: 'the ossKey of an agency-1 official document (no rendering for agency 2)',
            run: refused(
                () =>
                    t.other.get('/api/preview', {
                        pdf_url: t.fx.a1.previewDocument.officialFile.ossKey,
                    }),
                { status: 404, msg: '文件不存在' },
                () =>
                    t.admin.get('/api/preview', {
                        pdf_url: t.fx.a1.previewDocument.officialFile.ossKey,
                    }),
            ),
        },
    ];
};
