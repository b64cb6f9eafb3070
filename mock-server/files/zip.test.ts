/** The zip of official documents (yazl): entries stored, UTF-8 names, China's wall-clock times. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip';
import type { ZipEntry } from './zip';

const zipOf = async (entries: readonly ZipEntry[]): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const chunk of zipStream(entries)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
};

interface Read {
    name: string;
    flags: number;
    method: number;
    /** MS-DOS date and time, as `YYYY-MM-DD hh:mm:ss` */
    modified: string;
    data: Buffer;
}

const dosText = (time: number, day: number): string => {
    const two = (n: number) => String(n).padStart(2, '0');
    return (
        `${1980 + (day >> 9)}-${two((day >> 5) & 15)}-${two(day & 31)} ` +
        `${two(time >> 11)}:${two((time >> 5) & 63)}:${two((time & 31) * 2)}`
    );
};

/** Every entry by the central directory, each checked against its local header and CRC. */
const readZip = (zip: Buffer): Read[] => {
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(end).toBeGreaterThan(-1);
    const count = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    const read: Read[] = [];
    for (let i = 0; i < count; i += 1) {
        expect(zip.readUInt32LE(at)).toBe(0x02014b50);
        const flags = zip.readUInt16LE(at + 8);
        const method = zip.readUInt16LE(at + 10);
        const modified = dosText(zip.readUInt16LE(at + 12), zip.readUInt16LE(at + 14));
        const crc = zip.readUInt32LE(at + 16);
        const size = zip.readUInt32LE(at + 24);
        const nameLength = zip.readUInt16LE(at + 28);
        const extra = zip.readUInt16LE(at + 30);
        const comment = zip.readUInt16LE(at + 32);
        const local = zip.readUInt32LE(at + 42);
        const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
        expect(zip.readUInt32LE(local)).toBe(0x04034b50);
        expect(zip.toString('utf8', local + 30, local + 30 + zip.readUInt16LE(local + 26))).toBe(
            name,
        );
        const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const data = zip.subarray(dataAt, dataAt + size);
        expect(zlib.crc32(data)).toBe(crc);
        read.push({ name, flags, method, modified, data });
        at += 46 + nameLength + extra + comment;
    }
    return read;
};

const ENTRIES: ZipEntry[] = [
    {
        name: 'TM2026000123-受理通知书.pdf',
        data: Buffer.from('%PDF-1.7 受理'),
        // 2026-03-05 23:30:10 in China is 15:30:10 UTC
        date: new Date('2026-03-05T15:30:10Z'),
    },
    {
        name: 'TM2026000124-补正通知书 (2).pdf',
        data: Buffer.alloc(70_000, 7),
        date: new Date('2026-12-31T16:00:00Z'),
    },
];

describe('zipStream', () => {
    it('stores every entry whole, under its UTF-8 name, at China wall-clock time', async () => {
        const read = readZip(await zipOf(ENTRIES));
        expect(read.map(({ name, method, modified }) => ({ name, method, modified }))).toEqual([
            { name: ENTRIES[0].name, method: 0, modified: '2026-03-05 23:30:10' },
            { name: ENTRIES[1].name, method: 0, modified: '2027-01-01 00:00:00' },
        ]);
        for (const [i, entry] of read.entries()) {
            expect(entry.flags & 0x0800).toBe(0x0800);
            expect(entry.data.equals(ENTRIES[i].data)).toBe(true);
        }
    });

    it('writes times before 1980 (a missing date) as the first day MS-DOS knows', async () => {
        const [entry] = readZip(
            await zipOf([{ name: 'a.pdf', data: Buffer.from('x'), date: new Date(0) }]),
        );
        expect(entry.modified).toBe('1980-01-01 08:00:00');
    });

    it('makes an empty zip of no entries', async () => {
        expect(readZip(await zipOf([]))).toEqual([]);
    });

    const unzip = spawnSync('unzip', ['-v'], { encoding: 'utf8' });
    it.skipIf(unzip.status !== 0)('opens in Info-ZIP unzip, names and bytes intact', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
        try {
            const file = path.join(dir, 'docs.zip');
            fs.writeFileSync(file, await zipOf(ENTRIES));
            const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
            expect(test.stdout).toContain('No errors detected');
            const out = path.join(dir, 'out');
            expect(spawnSync('unzip', ['-q', file, '-d', out]).status).toBe(0);
            for (const entry of ENTRIES) {
                expect(fs.readFileSync(path.join(out, entry.name)).equals(entry.data)).toBe(true);
            }
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});
