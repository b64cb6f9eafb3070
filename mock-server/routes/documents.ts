/**
 * Official documents (docs/api.md, "Official documents"; the spec's spelling): the list, `preview`
 * (the URL(s) the viewer reads) and `batchDownloadOfficialDocument` (one zip of the agency's PDFs,
 * named `<订单号>-<官文名称>.pdf`). Another agency's file, or anything that is not an own document's key,
 * is a 404 and no zip is written.
 */
import type { Express } from 'express';
import {
    BATCH_DOWNLOAD_MAX,
    BATCH_DOWNLOAD_TOO_MANY_MSG,
    NO_DOCUMENT_SELECTED_MSG,
} from '../../domain/rules/documents';
import type { PreviewAnswer } from '../../domain/types/documents';
import { contentDisposition, isOssKey, keyOfUrlPath, urlOf } from '../files/storage';
import { zipStream } from '../files/zip';
import type { ZipEntry } from '../files/zip';
import type { AppContext } from '../http/context';
import { authedRoute, tokenOf } from '../http/handlers';
import { parseListQuery, parseParams, requireParam, text } from '../http/params';
import type { Param } from '../http/params';
import { listDocuments } from '../rules/documents';
import { missing, refused } from '../rules/errors';
import { documentOfKey, readOwnFile } from '../rules/officialFiles';
import { authenticate } from '../rules/sessions';
import { compactChinaTime, parseChinaTime } from '../../domain/rules/time';
import { FILE_MISSING_MSG } from './files';
import { ORDER_FILTER_PARAMS } from './orders';

/** A stored file named by its key or by its URL (`/files/<key>`, as the list gives it). */
const keyOf = (item: string): string | null => {
    const text = item.trim();
    return text.startsWith('/files/') ? keyOfUrlPath(text) : isOssKey(text) ? text : null;
};

const PREVIEW_PARAMS = { pdf_url: text('PDF 地址', 300) };

/** The comma list of documents: no empty item, at most `BATCH_DOWNLOAD_MAX` distinct ones. */
const officialFilesParam: Param<string[]> = {
    label: '官文文件',
    parse(raw) {
        const items = [
            ...new Set(
                raw
                    .split(',')
                    .map(item => item.trim())
                    .filter(Boolean),
            ),
        ];
        if (items.length === 0) throw refused(NO_DOCUMENT_SELECTED_MSG);
        if (items.length > BATCH_DOWNLOAD_MAX) throw refused(BATCH_DOWNLOAD_TOO_MANY_MSG);
        return items;
    },
};
const BATCH_PARAMS = { officialFiles: officialFilesParam };

/** Names in the zip: `<订单号>-<官文名称>.pdf`, made unique with ` (2)`, ` (3)`… */
const uniqueName = (taken: Set<string>, base: string): string => {
    // eslint-disable-next-line no-control-regex
    const clean = base.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
    let name = `${clean}.pdf`;
    for (let n = 2; taken.has(name); n += 1) name = `${clean} (${n}).pdf`;
    taken.add(name);
    return name;
};

export const registerDocumentRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/preview',
        authedRoute(ctx, async (req, auth): Promise<PreviewAnswer> => {
            const { pdf_url } = parseParams(req.query, PREVIEW_PARAMS);
            const key = keyOf(requireParam(pdf_url, 'PDF 地址', 'pdf_url'));
            const found = key === null ? null : await readOwnFile(ctx.store, key, auth.user.spId);
            if (!found || key === null || found.row.mime !== 'application/pdf') {
                throw missing(FILE_MISSING_MSG);
            }
            return { urls: [urlOf(key)] };
        }),
    );

    app.get('/api/batchDownloadOfficialDocument', async (req, res, next) => {
        try {
            const auth = authenticate(ctx.store, ctx.config, tokenOf(req));
            const { officialFiles } = parseParams(req.query, BATCH_PARAMS);
            if (!officialFiles) throw refused(NO_DOCUMENT_SELECTED_MSG);
            const items = officialFiles;
            const spId = auth.user.spId;
            const resolved = ctx.store.read(q =>
                items.map(item => {
                    const key = keyOf(item);
                    const doc = key === null ? undefined : documentOfKey(q, spId, key);
                    if (!doc) throw missing(FILE_MISSING_MSG);
                    return doc;
                }),
            );
            // a document named twice (by key and by URL) goes in once
            const docs = [...new Map(resolved.map(doc => [doc.id, doc])).values()];
            const taken = new Set<string>();
            const entries: ZipEntry[] = [];
            // Every file is read before the first byte goes out: a failure is still a JSON error.
            for (const doc of docs) {
                const found = await readOwnFile(ctx.store, doc.officialFile.ossKey, spId);
                if (!found) throw missing(FILE_MISSING_MSG);
                const order = ctx.store.read(q => q.orders.own(spId, doc.orderTbId));
                const delivered = parseChinaTime(doc.deliveryTime);
                entries.push({
                    name: uniqueName(taken, `${order?.orderId ?? doc.id}-${doc.officialName}`),
                    data: found.data,
                    date: new Date(Number.isNaN(delivered) ? 0 : delivered),
                });
            }
            const zipName = `官文_${compactChinaTime(ctx.config.now())}.zip`;
            res.status(200).set({
                'Content-Type': 'application/zip',
                'Content-Disposition': contentDisposition(zipName).replace(/^inline/, 'attachment'),
                'X-Content-Type-Options': 'nosniff',
                'Cache-Control': 'private, no-store',
            });
            zipStream(entries)
                .on('error', error => res.destroy(error))
                .pipe(res);
        } catch (error) {
            next(error);
        }
    });

    app.get(
        '/api/findOfficialDocuemntList',
        authedRoute(ctx, (req, auth) => {
            const { page, filter } = parseListQuery(req.query, ORDER_FILTER_PARAMS, [
                'startTime',
                'endTime',
            ]);
            return ctx.store.read(q => listDocuments(q, auth.user.spId, filter, page));
        }),
    );
};
