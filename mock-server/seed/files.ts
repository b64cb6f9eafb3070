/**
 * The demo files behind every seeded FileRef, drawn by files/demoFiles.ts. Each seeded file is
 * registered in `files` like an upload, with the purpose (policy) the calls expect, so the
 * portal's thumbnails open and an applicant can be saved again unchanged. The key's folder
 * names the template, so `writeSeedFiles` can write the bytes of any row.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileRef } from '../../domain/types/documents';
import type { Db } from '../db';
import { renderTemplate, TEMPLATES, templateOfKey } from '../files/demoFiles';
import type { SeedTemplate } from '../files/demoFiles';
import { MIME_TYPES } from '../files/sniff';
import { diskPathOf, urlOf } from '../files/storage';
import type { SeedContext } from './context';

export { renderTemplate, TEMPLATES, templateOfKey } from '../files/demoFiles';
export type { SeedTemplate } from '../files/demoFiles';

/**
 * A seeded file: registers its row (id and createTime are settled with the rows that point
 * at it, see `settleFiles`) and returns the FileRef to store. `name` has no extension.
 */
export const seedFile = (
    ctx: SeedContext,
    spId: number,
    template: SeedTemplate,
    name: string,
): FileRef => {
    const { type, data, width, height } = renderTemplate(template);
    const ossKey = `${TEMPLATES[template].folder}/${ctx.rng.hex(24)}.${type}`;
    const fileName = `${name}.${type}`;
    ctx.files.push({
        id: 0,
        ossKey,
        spId,
        policy: TEMPLATES[template].policy,
        fileName,
        size: data.length,
        mime: MIME_TYPES[type],
        width,
        height,
        createTime: '',
    });
    return { ossKey, url: urlOf(ossKey), fileName };
};

/** Each file dates from the first record that uses it; ids follow that order. */
export const settleFiles = (db: Db, now: string): void => {
    const firstUse = new Map<string, string>();
    const noteUse = (ossKey: string | undefined, time: string) => {
        if (!ossKey || !time) return;
        const known = firstUse.get(ossKey);
        if (known === undefined || time < known) firstUse.set(ossKey, time);
    };
    for (const a of db.applicants) {
        for (const ref of [
            ...a.sebeIdCardOss,
            a.sebePassportOss,
            a.sebeBusinessLicenceOss,
            a.sebeLegalNoticeOss,
        ]) {
            noteUse(ref?.ossKey, a.createTime);
        }
    }
    for (const o of db.orders) {
        noteUse(o.trademarkIconOsskey, o.createTime);
        noteUse(o.entrustFileOsskey, o.createTime);
        noteUse(o.sebeLegalNoticeOss?.ossKey, o.createTime);
    }
    for (const d of db.officialDocuments) noteUse(d.officialFile.ossKey, d.deliveryTime);
    for (const s of db.supplements) noteUse(s.userFileOsskeys, s.operateTime);

    for (const row of db.files) row.createTime = firstUse.get(row.ossKey) ?? now;
    db.files.sort((a, b) =>
        a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : 0,
    );
    db.files.forEach((row, index) => {
        row.id = index + 1;
    });
};

/**
 * Writes the bytes of every seeded file into `filesDir` (beside the db). Files of other rows
 * (uploads) are not the seed's and are left alone.
 */
export const writeSeedFiles = (db: Db, filesDir: string): void => {
    const made = new Set<string>();
    for (const row of db.files) {
        const template = templateOfKey(row.ossKey);
        if (!template) continue;
        const file = diskPathOf(filesDir, row);
        const dir = path.dirname(file);
        if (!made.has(dir)) {
            fs.mkdirSync(dir, { recursive: true });
            made.add(dir);
        }
        fs.writeFileSync(file, renderTemplate(template).data);
    }
};

/** Removes the stored files of a db folder before a reseed (only the agencies' folders). */
export const clearStoredFiles = (filesDir: string): void => {
    if (!fs.existsSync(filesDir)) return;
    for (const name of fs.readdirSync(filesDir)) {
        if (/^\d+$/.test(name))
            fs.rmSync(path.join(filesDir, name), { recursive: true, force: true });
    }
};
