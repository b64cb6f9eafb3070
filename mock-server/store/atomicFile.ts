/**
 * Whole files written so that a reader, or a restart after a crash, sees the old file or the
 * new one and never half of one: a temp file in the same folder, fsync, rename. Used for the
 * stored files' bytes and for a database built whole (the seed, an import).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const tempPrefix = (file: string): string => `.${path.basename(file)}.`;

/** `.<name>.<pid>.<random>.tmp` beside `file`: the temp file of a write by this process. */
export const tempFileOf = (file: string): string =>
    path.join(
        path.dirname(file),
        `${tempPrefix(file)}${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );

/** Write-then-rename: readers (and a restart after a crash) see the old file or the new one. */
export const writeFileAtomic = (file: string, text: string | Uint8Array): void => {
    const temp = tempFileOf(file);
    let fd: number | undefined;
    try {
        fd = fs.openSync(temp, 'wx', 0o644);
        fs.writeFileSync(fd, text);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        fd = undefined;
        fs.renameSync(temp, file);
    } catch (error) {
        if (fd !== undefined) fs.closeSync(fd);
        fs.rmSync(temp, { force: true });
        throw error;
    }
    syncDirectory(path.dirname(file));
};

/** Flushes a file written without fsync (a database built whole) to the disk. */
export const syncFile = (file: string): void => {
    const fd = fs.openSync(file, 'r+');
    try {
        fs.fsyncSync(fd);
    } finally {
        fs.closeSync(fd);
    }
};

/** Makes a rename itself durable; not possible on every platform, and then harmless to skip. */
export const syncDirectory = (dir: string): void => {
    let fd: number | undefined;
    try {
        fd = fs.openSync(dir, 'r');
        fs.fsyncSync(fd);
    } catch {
        // Windows cannot open a directory; the rename is still atomic there.
    } finally {
        if (fd !== undefined) fs.closeSync(fd);
    }
};

const isRunning = (pid: number): boolean => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
};

/**
 * Temp files (and a temp database's WAL and shared-memory files) left beside `file` by a
 * process killed mid-write; those of a live process are its business.
 */
export const removeStaleTempFiles = (file: string): void => {
    const dir = path.dirname(file);
    if (!fs.existsSync(dir)) return;
    const prefix = tempPrefix(file);
    for (const name of fs.readdirSync(dir)) {
        if (!name.startsWith(prefix) || !/\.tmp(-wal|-shm|-journal)?$/.test(name)) continue;
        const pid = Number(name.slice(prefix.length).split('.')[0]);
        if (pid !== process.pid && Number.isInteger(pid) && isRunning(pid)) continue;
        fs.rmSync(path.join(dir, name), { force: true });
    }
};
