/**
 * A small database for the rules' unit tests (the `*.test.ts` files beside this one): two
 * agencies with one admin each, one choosable applicant each, the stored files an order points
 * at, no money yet. Built by hand, so the tests need neither the seed nor HTTP; `openTestStore`
 * puts it in a store on a temporary SQLite file, and the rules run on its repositories
 * (`store.read(q => …)`, `store.write(q => …)`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileRef } from '../../domain/types/documents';
import { DB_VERSION } from '../db';
import type { ApplicantRow, Db, FilePolicy, FileRow, UserRow } from '../db';
import { urlOf } from '../files/storage';
import { Store } from '../store';
import { DomainError } from './errors';
import { hashPasswordDigest, sha256Hex } from './passwords';

export const CREATED = '2025-06-01 09:00:00';

/** The password of every user of the test db, and the digest a client sends for it. */
export const PASSWORD = 'Test@1234';
export const PASSWORD_DIGEST = sha256Hex(PASSWORD);

/** Hashed once per process: scrypt is slow on purpose. */
let passwordHash: string | undefined;

const user = (id: number, spId: number, name: string): UserRow => ({
    id,
    name,
    trueName: name,
    email: `${name}@example.com`,
    role: 'admin',
    spId,
    passwordHash: (passwordHash ??= hashPasswordDigest(PASSWORD_DIGEST)),
    createTime: CREATED,
});

/** The key of a stored file of the test db: `<folder>/<hex of the id>.<ext>`. */
export const keyOf = (id: number, ext = 'pdf'): string =>
    `test/${id.toString(16).padStart(16, '0')}.${ext}`;

const file = (id: number, spId: number, policy: FilePolicy, ext = 'pdf'): FileRow => ({
    id,
    ossKey: keyOf(id, ext),
    spId,
    policy,
    fileName: `${policy}.${ext}`,
    size: 10,
    mime: ext === 'pdf' ? 'application/pdf' : 'image/jpeg',
    width: ext === 'pdf' ? null : 400,
    height: ext === 'pdf' ? null : 400,
    createTime: CREATED,
});

const refOf = (row: FileRow): FileRef => ({
    ossKey: row.ossKey,
    url: urlOf(row.ossKey),
    fileName: row.fileName,
});

/** Agency 1's files: a legal notice, a proxy letter, a trademark picture; agency 2's likewise. */
export const FILES = {
    legalNotice: file(1, 1, 'LEGAL_NOTICE'),
    attorney: file(2, 1, 'ATTORNEY', 'jpg'),
    icon: file(3, 1, 'ICON', 'jpg'),
    otherLegalNotice: file(4, 2, 'LEGAL_NOTICE'),
    otherAttorney: file(5, 2, 'ATTORNEY', 'jpg'),
    otherIcon: file(6, 2, 'ICON', 'jpg'),
};

const applicant = (id: number, spId: number, legalNotice: FileRow): ApplicantRow => ({
    id,
    spId,
    applicantType: 2,
    applicantRegion: 1,
    applicantName: `测试申请人${id}有限公司`,
    EName: '',
    cardNumber: `91110000MA0000000${id}`,
    Province: '北京市',
    Address: '北京市海淀区测试路1号',
    EAddress: '',
    postcode: '100000',
    Country: '',
    sebeIdCardOss: [],
    sebePassportOss: null,
    sebeBusinessLicenceOss: null,
    sebeLegalNoticeOss: refOf(legalNotice),
    auditStatus: 3,
    createTime: CREATED,
});

export const buildTestDb = (): Db => ({
    version: DB_VERSION,
    prices: { classUnitPriceFen: 30_000, extraItemUnitPriceFen: 3_000 },
    agencies: [1, 2].map(id => ({
        id,
        spName: `测试代理机构${id}`,
        spContacts: '联系人',
        spPhone: '010-00000000',
        spAccount: `agency${id}`,
        balanceFen: 0,
        settings: { login_style: 2, forbidChangePasswordUserIds: [] },
    })),
    users: [user(1, 1, 'first'), user(2, 2, 'second'), user(3, 1, 'third')],
    sessions: [],
    applicants: [applicant(1, 1, FILES.legalNotice), applicant(2, 2, FILES.otherLegalNotice)],
    orders: [],
    supplements: [],
    trademarkFeedbacks: [],
    progress: [],
    officialDocuments: [],
    capitalDetails: [],
    payments: [],
    files: Object.values(FILES),
});

export interface TestStore {
    store: Store;
    /** removes the temporary folder */
    remove(): void;
}

/** A store on a temporary SQLite file holding `db` (the test db by default). */
export const openTestStore = (db: Db = buildTestDb()): TestStore => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-test-'));
    const store = Store.open(path.join(dir, 'db.sqlite'), { seed: () => db });
    return {
        store,
        remove: () => {
            store.close();
            fs.rmSync(dir, { recursive: true, force: true });
        },
    };
};

/** The refusal `run` throws, as its kind and message; null when it does not refuse. */
export const refusalOf = (run: () => unknown): { kind: string; message: string } | null => {
    try {
        run();
        return null;
    } catch (error) {
        if (error instanceof DomainError) return { kind: error.kind, message: error.message };
        throw error;
    }
};
