/**
 * The shape of the mock database: its row types, and the whole database as one JSON object of
 * collections (`Db`: what the seed builds, `store.snapshot()` answers and `db:export` /
 * `db:import` exchange; the rows themselves live in SQLite, store/). Rows hold the wire fields
 * (domain/types/) plus the owning agency (`spId`); money is integer fen (`…Fen`) and
 * is converted to yuan only on the way out; related rows point at each other by numeric id.
 */
import type { AgencySettings, UserInfo } from '../domain/types/account';
import type { Applicant } from '../domain/types/applicants';
import type { FileRef, UploadFilePolicy, UploadScene } from '../domain/types/documents';
import type { CapitalDetail, PaymentChannel, PaymentState, SpInfo } from '../domain/types/money';
import type { Order, OrderState, Supplement, TrademarkFeedback } from '../domain/types/orders';
import type { FenUnitPrices } from '../domain/rules/fee';

/** 2: stored files (`files`) and one Nice class per order. */
export const DB_VERSION = 2;

export interface AgencyRow extends Omit<SpInfo, 'balance'> {
    id: number;
    /** always equal to the sum of the agency's capital details (the ledger invariant) */
    balanceFen: number;
    settings: AgencySettings;
}

export interface UserRow extends UserInfo {
    /** `scrypt$N$r$p$salt$hash` of the client's SHA-256 hex (see rules/passwords.ts) */
    passwordHash: string;
    createTime: string;
}

export interface SessionRow {
    /** SHA-256 hex of the token; the token itself is never stored */
    tokenHash: string;
    userId: number;
    spId: number;
    /** epoch milliseconds */
    createdAt: number;
    expiresAt: number;
    /**
     * Set when the session was ended by something other than its user's logout: a login
     * elsewhere under single login, or a password change. The row stays until it expires so
     * the next call can say why it was signed out.
     */
    endedReason?: SessionEndReason;
}

export type SessionEndReason = 'signedInElsewhere' | 'passwordChanged' | 'tooManySessions';

export interface ApplicantRow extends Omit<Applicant, 'trademarkName'> {
    spId: number;
}

export interface OrderRow extends Omit<
    Order,
    | 'orderAmount'
    | 'supplementState'
    | 'supplementId'
    | 'trademarkState'
    | 'trademarkFeedbacks'
    | 'supplement'
> {
    spId: number;
    orderAmountFen: number;
    /** the user who filed it */
    userId: number;
    /**
     * `createTrademarkOrder`'s idempotency key (unique per agency) and the SHA-256 of the
     * request it came with; never answered. Seeded orders have none.
     */
    requestId?: string;
    requestFingerprint?: string;
}

export interface SupplementRow extends Omit<
    Supplement,
    'supplementOfficialFile' | 'userFiles' | 'userFileOsskeys'
> {
    spId: number;
    orderTbId: number;
    /** the 补正通知书 in `officialDocuments` */
    documentId: number | null;
    /**
     * The explanation files sent with the answer, stored as comma lists (URLs and keys in the
     * same order, '' for none); the wire answers them as lists (rules/orders.ts). Keys are the
     * server's own (`supplement/<digest>.<ext>`), and so are the URLs: neither has a comma.
     */
    userFiles: string;
    userFileOsskeys: string;
}

export interface FeedbackRow extends TrademarkFeedback {
    spId: number;
    orderTbId: number;
}

export interface ProgressRow {
    id: number;
    spId: number;
    orderTbId: number;
    state: OrderState;
    uploadTime: string;
    /** the official document this step delivered, if any */
    documentId: number | null;
}

export interface DocumentRow {
    id: number;
    spId: number;
    orderTbId: number;
    officialName: string;
    deliveryTime: string;
    officialFile: FileRef;
}

export interface CapitalRow extends Omit<CapitalDetail, 'money' | 'balance'> {
    spId: number;
    /** always positive; `inandexType` says which way it moved */
    moneyFen: number;
    balanceFen: number;
}

export interface PaymentRow {
    id: number;
    spId: number;
    paymentSn: string;
    amountFen: number;
    channel: PaymentChannel;
    paymentState: PaymentState;
    createTime: string;
    paidTime: string;
    /** the secret of its cashier link; payments made before the cashier had keys have none */
    cashierKey?: string;
}

/**
 * What a stored file was made for: the upload policies of `uploadFile`, the card types of
 * `uploadAdapt`, and the documents the server generates. A FileRef given to a call must have
 * the purpose that call expects (an ID card is no legal document).
 */
export type FilePolicy =
    | UploadFilePolicy
    | 'ID_CARD'
    | 'LICENCE'
    | 'PASSPORT'
    | 'LEGAL_NOTICE_TEMPLATE'
    | 'ATTORNEY_TEMPLATE'
    | 'OFFICIAL_DOCUMENT';

/** A stored file's key: `folder/<16–64 hex>.<ext>`, nothing else (no dots, no `..`, no `/` more). */
export const OSS_KEY = /^[a-z]{1,20}\/[0-9a-f]{16,64}\.(jpg|png|bmp|pdf)$/;

export interface FileRow {
    id: number;
    /** `folder/<hex>.<ext>`; the file is `<db folder>/files/<spId>/<hex>.<ext>` */
    ossKey: string;
    spId: number;
    policy: FilePolicy;
    /** the client's name, sanitized; only ever shown, never used as a path */
    fileName: string;
    size: number;
    mime: string;
    /** pixel size of an image; null for a PDF */
    width: number | null;
    height: number | null;
    createTime: string;
}

/** What a phone's file is checked and stored as: an uploadFile policy, or an uploadAdapt type. */
export type PhoneUploadTarget =
    | { call: 'uploadFile'; policy: UploadFilePolicy; scene: UploadScene }
    | { call: 'uploadAdapt'; fileType: 1 | 2 | 3 };

/** A 手机上传 session (rules/phoneUploads.ts); not part of an export, it lives 10 minutes. */
export interface PhoneUploadRow {
    /** what the desktop polls with (never in the link) */
    id: string;
    /** SHA-256 (hex) of the secret the link carries; the secret itself is never stored */
    secretHash: string;
    spId: number;
    target: PhoneUploadTarget;
    /** epoch ms */
    createdAt: number;
    expiresAt: number;
    /** the stored file once the phone's upload landed */
    file: PhoneUploadFile | null;
}

/** A phone's stored file; `sentBytes` the size it was sent at, when the server compressed it. */
export type PhoneUploadFile = FileRow & { sentBytes?: number };

/** The unit prices in fen (the shared fee rule's `FenUnitPrices`). */
export type PriceSettings = FenUnitPrices;

export interface Db {
    version: typeof DB_VERSION;
    prices: PriceSettings;
    agencies: AgencyRow[];
    users: UserRow[];
    sessions: SessionRow[];
    applicants: ApplicantRow[];
    orders: OrderRow[];
    supplements: SupplementRow[];
    trademarkFeedbacks: FeedbackRow[];
    progress: ProgressRow[];
    officialDocuments: DocumentRow[];
    capitalDetails: CapitalRow[];
    payments: PaymentRow[];
    files: FileRow[];
}

export type CollectionName = {
    [K in keyof Db]: Db[K] extends unknown[] ? K : never;
}[keyof Db];

export const COLLECTIONS: readonly CollectionName[] = [
    'agencies',
    'users',
    'sessions',
    'applicants',
    'orders',
    'supplements',
    'trademarkFeedbacks',
    'progress',
    'officialDocuments',
    'capitalDetails',
    'payments',
    'files',
];

/** Collections whose rows belong to one agency through `spId`. */
export const OWNED_COLLECTIONS: readonly CollectionName[] = COLLECTIONS.filter(
    name => name !== 'agencies',
);

/** Income adds, expense subtracts. */
export const signedFen = (row: Pick<CapitalRow, 'inandexType' | 'moneyFen'>): number =>
    row.inandexType === 1 ? row.moneyFen : -row.moneyFen;

/**
 * The balance an agency's capital details add up to: always its `balanceFen` (the ledger
 * invariant, which `validateDb` checks and `rules/ledger.ts` keeps).
 */
export const ledgerBalanceFen = (rows: readonly CapitalRow[]): number =>
    rows.reduce((sum, row) => sum + signedFen(row), 0);

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const isFen = (value: unknown): boolean => Number.isSafeInteger(value);

/**
 * Checks that a parsed file is a database this server can run on, and says what is wrong
 * otherwise. It checks the skeleton (collections, ids, owners, money in fen), not every field.
 */
export const validateDb = (value: unknown): Db => {
    const fail = (what: string): never => {
        throw new Error(`malformed mock db: ${what}`);
    };
    if (!isObject(value)) return fail('the top level is not an object');
    if (value.version !== DB_VERSION) fail(`version must be ${DB_VERSION}`);
    const prices = value.prices;
    if (
        !isObject(prices) ||
        !isFen(prices.classUnitPriceFen) ||
        !isFen(prices.extraItemUnitPriceFen)
    ) {
        fail('prices are missing or not integer fen');
    }
    for (const name of COLLECTIONS) {
        const rows = value[name];
        if (!Array.isArray(rows)) return fail(`collection ${name} is missing`);
        rows.forEach((row, index) => {
            if (!isObject(row)) fail(`${name}[${index}] is not an object`);
            const r = row as Record<string, unknown>;
            if (name !== 'sessions' && !Number.isSafeInteger(r.id))
                fail(`${name}[${index}].id is not an integer`);
            if (OWNED_COLLECTIONS.includes(name) && !Number.isSafeInteger(r.spId)) {
                fail(`${name}[${index}].spId is not an integer`);
            }
        });
    }
    const db = value as unknown as Db;
    if (db.agencies.length === 0) fail('there is no agency');
    db.agencies.forEach(
        (a, i) => isFen(a.balanceFen) || fail(`agencies[${i}].balanceFen is not integer fen`),
    );
    db.orders.forEach(
        (o, i) => isFen(o.orderAmountFen) || fail(`orders[${i}].orderAmountFen is not integer fen`),
    );
    db.capitalDetails.forEach(
        (c, i) =>
            (isFen(c.moneyFen) && isFen(c.balanceFen)) ||
            fail(`capitalDetails[${i}] money is not integer fen`),
    );
    // The ledger invariant: a db whose balances disagree with their records is refused at
    // startup rather than served with money that cannot be explained.
    db.agencies.forEach((agency, i) => {
        const sum = ledgerBalanceFen(db.capitalDetails.filter(row => row.spId === agency.id));
        if (agency.balanceFen !== sum || agency.balanceFen < 0) {
            fail(`agencies[${i}].balanceFen is not the sum of its capital details (${sum} fen)`);
        }
    });
    db.files.forEach(
        (f, i) =>
            (typeof f.ossKey === 'string' && OSS_KEY.test(f.ossKey)) ||
            fail(`files[${i}].ossKey is not a stored file key`),
    );
    return db;
};

/** The next free id of a collection (ids are global, so ids never repeat across agencies). */
export const nextId = (rows: readonly { id: number }[]): number =>
    rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
