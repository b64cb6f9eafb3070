/** Reads a zip's central directory and its stored (method 0) entries, for the API tests. */
import zlib from 'node:zlib';

export interface UnzippedEntry {
    name: string;
    /** general-purpose flags (bit 11: UTF-8 name) */
    flags: number;
    data: Buffer;
}

export const unzipStored = (zip: Buffer): UnzippedEntry[] => {
    const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (endAt < 0) throw new Error('not a zip: no end of central directory');
    const count = zip.readUInt16LE(endAt + 10);
    let at = zip.readUInt32LE(endAt + 16);
    const entries: UnzippedEntry[] = [];
    for (let i = 0; i < count; i += 1) {
        if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central header');
        const flags = zip.readUInt16LE(at + 8);
        const method = zip.readUInt16LE(at + 10);
        const crc = zip.readUInt32LE(at + 16);
        const size = zip.readUInt32LE(at + 20);
        const nameLength = zip.readUInt16LE(at + 28);
        const extra = zip.readUInt16LE(at + 30);
        const comment = zip.readUInt16LE(at + 32);
        const localAt = zip.readUInt32LE(at + 42);
        const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
        if (method !== 0) throw new Error(`entry ${name} is not stored`);
        if (zip.readUInt32LE(localAt) !== 0x04034b50) throw new Error('bad local header');
        const dataAt =
            localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
        const data = zip.subarray(dataAt, dataAt + size);
        if (zlib.crc32(data) !== crc) throw new Error(`entry ${name}: crc mismatch`);
        entries.push({ name, flags, data });
        at += 46 + nameLength + extra + comment;
    }
    return entries;
};
