/**
 * A zip of files already in memory, written by yazl: entries stored, not compressed (PDFs are
 * compressed already), UTF-8 names (general-purpose flag bit 11, which yazl always sets) and
 * MS-DOS times on China's wall clock, the clock of the portal's users, whatever the server's
 * time zone.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { formatChinaTime } from '../../domain/rules/time';

export interface ZipEntry {
    /** the name inside the zip, UTF-8; no `/`, `\` or `..` (yazl refuses them) */
    name: string;
    data: Buffer;
    /** modification time; written as China wall-clock time */
    date: Date;
}

/**
 * A date whose local fields (what yazl writes into the MS-DOS time) read China's wall clock at
 * `date`. Only the DOS time is written (`forceDosTimestamp`): the Unix time yazl would add
 * beside it would be this shifted one.
 */
const chinaWallClock = (date: Date): Date => {
    const [year, month, day, hours, minutes, seconds] = formatChinaTime(date)
        .split(/[- :]/)
        .map(Number);
    // MS-DOS times start in 1980. (On a server whose zone has summer time, a China time in the
    // hour its clocks skip in spring comes out an hour later: yazl reads local fields only.)
    return new Date(Math.max(year, 1980), month - 1, day, hours, minutes, seconds);
};

/** The zip of `entries`, as a stream to pipe into the response. */
export const zipStream = (entries: readonly ZipEntry[]): Readable => {
    const zip = new ZipFile();
    for (const entry of entries) {
        zip.addBuffer(entry.data, entry.name, {
            mtime: chinaWallClock(entry.date),
            compress: false,
            forceDosTimestamp: true,
        });
    }
    zip.end();
    return zip.outputStream as Readable;
};
