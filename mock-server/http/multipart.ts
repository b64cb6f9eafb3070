/**
 * Reads the one file of a `multipart/form-data` upload (busboy), with limits: the file is
 * cut off at the policy's size (413, nothing is kept beyond it), a declared body far over
 * it is refused before it is read, and only the expected file field is accepted.
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

        let problem: DomainError | undefined;
        let file: UploadedFile | undefined;
        let pending = 1; // the parser itself, plus each file stream until it ends
        let settled = false;
        const fail = (error: DomainError): void => {
            problem ??= error;
        };
        const done = (): void => {
            pending -= 1;
            if (pending > 0 || settled) return;
            settled = true;
            if (problem) reject(problem);
            else if (!file) reject(refused(NO_FILE));
            else resolve(file);
        };

        parser.on('file', (name: string | undefined, stream, info) => {
            if (name !== field) {
                // a part without a field name is malformed, not an unknown parameter
                fail(name === undefined ? refused(MALFORMED) : unknownParam(name));
                stream.resume();
                return;
            }
            pending += 1;
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('limit', () => fail(tooLarge()));
            stream.on('error', () => fail(refused(MALFORMED)));
            stream.on('end', () => {
                file = { fileName: info.filename ?? '', data: Buffer.concat(chunks) };
                done();
            });
        });
        parser.on('field', (name: string | undefined) =>
            fail(
                name === field
                    ? refused(NO_FILE)
                    : name === undefined
                      ? refused(MALFORMED)
                      : unknownParam(name),
            ),
        );
        parser.on('filesLimit', () => fail(refused('一次只能上传一个文件')));
        parser.on('fieldsLimit', () => fail(refused(MALFORMED)));
        parser.on('partsLimit', () => fail(refused(MALFORMED)));
        parser.on('error', () => {
            fail(refused(MALFORMED));
            req.unpipe(parser);
            req.resume();
            pending = 1;
            done();
        });
        parser.on('close', done);
        req.pipe(parser);
    });
};
