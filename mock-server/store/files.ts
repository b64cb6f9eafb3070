/** The stored files' rows (their bytes are on disk: files/storage.ts). */
import type { FileRow } from '../db';
import { Table } from './sql';
import type { Params, Sql } from './sql';

export const FILES = new Table<FileRow>('files', [
    { key: 'id', column: 'id' },
    { key: 'ossKey', column: 'oss_key' },
    { key: 'spId', column: 'sp_id' },
    { key: 'policy', column: 'policy' },
    { key: 'fileName', column: 'file_name' },
    { key: 'size', column: 'size' },
    { key: 'mime', column: 'mime' },
    { key: 'width', column: 'width' },
    { key: 'height', column: 'height' },
    { key: 'createTime', column: 'create_time' },
]);

export class FileRepository {
    constructor(private readonly sql: Sql) {}

    private first(where: string, params: Params): FileRow | undefined {
        const raw = this.sql.get<FileRow>(
            `SELECT ${FILES.select} FROM files WHERE ${where} ORDER BY id LIMIT 1`,
            params,
        );
        return raw && FILES.fromSql(raw);
    }

    /** Any agency's file by its key (a presigned link names no agency). */
    byKey(ossKey: string): FileRow | undefined {
        return this.first('oss_key = @ossKey', { ossKey });
    }

    /** The agency's file by its key; another agency's reads as missing. */
    ownByKey(spId: number, ossKey: string): FileRow | undefined {
        return this.first('oss_key = @ossKey AND sp_id = @spId', { ossKey, spId });
    }

    count(): number {
        return this.sql.value<number>('SELECT COUNT(*) FROM files')!;
    }

    /** Every file, by id (the export). */
    all(): FileRow[] {
        return this.sql
            .all<FileRow>(`SELECT ${FILES.select} FROM files ORDER BY id`)
            .map(raw => FILES.fromSql(raw));
    }

    insert(row: FileRow): number {
        return this.sql.run(FILES.insert, FILES.rowParams(row));
    }

    /** A new file row; its id is the next free one. */
    create(row: Omit<FileRow, 'id'>): FileRow {
        const id = this.sql.run(FILES.insert, { ...FILES.rowParams(row), id: null });
        return { id, ...row };
    }

    update(id: number, patch: Partial<Omit<FileRow, 'id' | 'spId' | 'ossKey'>>): void {
        const { text, params } = FILES.update(patch, 'id = @id');
        this.sql.run(text, { ...params, id });
    }
}
