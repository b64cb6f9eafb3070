/**
 * A small store-only zip writer (APPNOTE 6.3: local headers, central directory, end record;
 * no compression, UTF-8 names with general-purpose flag bit 11). PDFs are compressed already,
 * so storing them loses little, and no library is needed.
 */
import zlib from 'node:zlib';
import { formatChinaTime } from '../../domain/rules/time';

export interface ZipEntry {
    /** the name inside the zip, UTF-8 */
    name: string;
    data: Buffer;
    /** modification time; written as China wall-clock time, the clock of the portal's users */
    date: Date;
}

const UTF8_FLAG = 0x0800;
const VERSION = 20;

/** MS-DOS time and date (a wall-clock time without a zone) of a moment, in China time. */
const dosTime = (date: Date): { time: number; day: number } => {
    const [year, month, dayOfMonth, hours, minutes, seconds] = formatChinaTime(date)
        .split(/[- :]/)
        .map(Number);
    return {
        time: (hours << 11) | (minutes << 5) | (seconds >> 1),
        day: ((Math.max(year, 1980) - 1980) << 9) | (month << 5) | dayOfMonth,
    };
};

/** Yields the zip's parts one after another, so a response can be written as they come. */
export function* zipChunks(entries: readonly ZipEntry[]): Generator<Buffer> {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
        const name = Buffer.from(entry.name, 'utf8');
        const crc = zlib.crc32(entry.data);
        const { time, day } = dosTime(entry.date);
        if (entry.data.length >= 0xffffffff || offset >= 0xffffffff) {
            throw new Error('zip64 is not supported');
        }
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(VERSION, 4);
        local.writeUInt16LE(UTF8_FLAG, 6);
        local.writeUInt16LE(0, 8); // stored
        local.writeUInt16LE(time, 10);
        local.writeUInt16LE(day, 12);
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(entry.data.length, 18);
        local.writeUInt32LE(entry.data.length, 22);
        local.writeUInt16LE(name.length, 26);
        local.writeUInt16LE(0, 28);
        yield local;
        yield name;
        yield entry.data;

        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(UTF8_FLAG, 8);
        header.writeUInt16LE(0, 10);
        header.writeUInt16LE(time, 12);
        header.writeUInt16LE(day, 14);
        header.writeUInt32LE(crc, 16);
        header.writeUInt32LE(entry.data.length, 20);
        header.writeUInt32LE(entry.data.length, 24);
        header.writeUInt16LE(name.length, 28);
        // extra, comment, disk, internal and external attributes: 0
        header.writeUInt32LE(offset, 42);
        central.push(header, name);
        offset += local.length + name.length + entry.data.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
}
