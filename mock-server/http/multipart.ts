/**
 * Reads the one file of a `multipart/form-data` upload (busboy), with limits: the file is
 * cut off at the policy's size (413, nothing is kept beyond it, and the rest of the body is
 * not read), a declared body far over it is refused before it is read, and only the expected
 * file field is accepted. The route checks the session first (handlers.ts).
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { refused } from '../rules/errors';
import type { DomainError } from '../rules/errors';
import { unknownParam } from './params';

export interface UploadedFile {
    /** the client's file name (not trusted: only ever kept as sanitized metadata) */
    fileName: string;
    data: Buffer;
}

export interface ReadFileOptions {
    /** the form field of the file (`file`) */
    field: string;
    maxBytes: number;
    /** the 413 to answer when the file is larger than `maxBytes` */
    tooLarge: () => DomainError;
}

/** Room for the multipart envelope (boundary lines, part headers) around the file. */
const ENVELOPE_SLACK = 64 * 1024;
const MALFORMED = '上传内容格式不正确，请重新选择文件上传';
export const NO_FILE = '请选择要上传的文件';

export const readSingleFile = (
    req: Request,
    { field, maxBytes, tooLarge }: ReadFileOptions,
): Promise<UploadedFile> => {
    if (!req.is('multipart/form-data')) {
        return Promise.reject(refused(`请以 multipart/form-data 格式上传文件（字段名 ${field}）`));
    }
    const declared = Number(req.get('content-length'));
    // Refused unread: Node discards the rest of the body once the answer is sent.
    if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_SLACK) {
        return Promise.reject(tooLarge());
    }

    return new Promise((resolve, reject) => {
        let parser: busboy.Busboy;
        try {
            parser = busboy({
                headers: req.headers,
                defParamCharset: 'utf8',
                limits: {
                    // busboy reports the limit once a file *reaches* it: one byte more lets a
                    // file of exactly `maxBytes` through (the shared rule allows it) and still
                    // stops anything larger
                    fileSize: maxBytes + 1,
                    files: 1,
                    fields: 5,
                    parts: 6,
                    fieldSize: 1024,
                    headerPairs: 20,
                },
            });
        } catch {
            reject(refused(MALFORMED));
            return;
        }

        let settled = false;
        let file: UploadedFile | undefined;
        let filesReading = 0;
        let parserClosed = false;
        /**
         * The first problem is the answer, at once: the body is read no further (the answer
         * closes the connection, envelope.ts), so a chunked upload far over the limit is cut
         * off at the limit, not read to its end.
         */
        const stop = (error: DomainError): void => {
            if (settled) return;
            settled = true;
            req.unpipe(parser);
            reject(error);
        };
        const finishIfDone = (): void => {
            if (settled || !parserClosed || filesReading > 0) return;
            settled = true;
            if (file) resolve(file);
            else reject(refused(NO_FILE));
        };

        parser.on('file', (name: string | undefined, stream, info) => {
            if (name !== field) {
                stream.resume();
                // a part without a field name is malformed, not an unknown parameter
                stop(name === undefined ? refused(MALFORMED) : unknownParam(name));
                return;
            }
            filesReading += 1;
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('limit', () => stop(tooLarge()));
            stream.on('error', () => stop(refused(MALFORMED)));
            stream.on('end', () => {
                filesReading -= 1;
                if (!settled) file = { fileName: info.filename ?? '', data: Buffer.concat(chunks) };
                finishIfDone();
            });
        });
        parser.on('field', (name: string | undefined) =>
            stop(
                name === field
                    ? refused(NO_FILE)
                    : name === undefined
                      ? refused(MALFORMED)
                      : unknownParam(name),
            ),
        );
        parser.on('filesLimit', () => stop(refused('一次只能上传一个文件')));
        parser.on('fieldsLimit', () => stop(refused(MALFORMED)));
        parser.on('partsLimit', () => stop(refused(MALFORMED)));
        parser.on('error', () => stop(refused(MALFORMED)));
        parser.on('close', () => {
            parserClosed = true;
            finishIfDone();
        });
        req.pipe(parser);
    });
};
