/**
 * The demo database (docs/api.md, "The database file"): two agencies, their users, applicants,
 * orders in every state with their office history and corrections, and ledgers that add up.
 * Deterministic: the same `now` always gives the same database, with every time in the 90 days
 * before it.
 */
import { DB_VERSION } from '../db';
import type { ApplicantRow, Db, PriceSettings } from '../db';
import { DAY_MS, formatChinaTime, parseChinaTime } from '../../domain/rules/time';
import { buildAgencies } from './agencies';
import { buildApplicants } from './applicants';
import { buildCapital } from './capital';
import type { SeedContext } from './context';
import { filesDirOf } from '../files/storage';
import { clearStoredFiles, settleFiles, writeSeedFiles } from './files';
import { buildOfficeHistory } from './officeHistory';
import { buildOrderPlans } from './orders';
import type { OrderPlan } from './orders';
import { Random } from './random';
import { buildSupplements } from './supplements';
import { buildUsers } from './users';

const PRNG_SEED = 0x7d2025;

/** 300.00 per class (up to 10 items), 30.00 per extra item (domain/rules/fee.ts); editable. */
export const DEFAULT_PRICES: PriceSettings = {
    classUnitPriceFen: 30_000,
    extraItemUnitPriceFen: 3_000,
};

/** Each applicant was created before its first order; numbered in creation order. */
const settleApplicants = (
    ctx: SeedContext,
    applicants: ApplicantRow[],
    plans: readonly OrderPlan[],
): void => {
    for (const applicant of applicants) {
        const first = Math.min(
            ...plans.filter(p => p.applicant === applicant).map(p => p.createTime),
        );
        if (Number.isFinite(first) && parseChinaTime(applicant.createTime) >= first) {
            const earliest = ctx.now - 89.95 * DAY_MS;
            applicant.createTime = formatChinaTime(
                Math.max(earliest, first - ctx.rng.between(0.5, 3) * DAY_MS),
            );
        }
    }
    applicants.sort((a, b) =>
        a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : 0,
    );
    applicants.forEach((applicant, index) => {
        applicant.id = index + 1;
    });
};

/** Orders numbered in filing order, pointing at their applicants' final ids. */
const settleOrders = (plans: OrderPlan[]): void => {
    plans.sort((a, b) => a.createTime - b.createTime);
    plans.forEach((plan, index) => {
        plan.row.id = index + 1;
        plan.row.applicantTbId = plan.applicant.id;
    });
};

export const buildSeed = (now: Date, prices: PriceSettings = DEFAULT_PRICES): Db => {
    const ctx: SeedContext = {
        rng: new Random(PRNG_SEED),
        now: Math.floor(now.getTime() / 1000) * 1000,
        prices,
        files: [],
    };
    const agencies = buildAgencies();
    const users = buildUsers(ctx);
    const applicants = buildApplicants(ctx);
    const plans = buildOrderPlans(ctx, applicants, users);
    settleApplicants(ctx, applicants, plans);
    settleOrders(plans);
    const history = buildOfficeHistory(ctx, plans);
    const supplements = buildSupplements(ctx, plans, history.supplementDocumentIds);
    const capital = buildCapital(ctx, plans);
    for (const agency of agencies) agency.balanceFen = capital.balanceFen.get(agency.id) ?? 0;

    const db: Db = {
        version: DB_VERSION,
        prices: { ...prices },
        agencies,
        users,
        sessions: [],
        applicants,
        orders: plans.map(plan => plan.row),
        supplements,
        trademarkFeedbacks: history.trademarkFeedbacks,
        progress: history.progress,
        officialDocuments: history.officialDocuments,
        capitalDetails: capital.capitalDetails,
        payments: capital.payments,
        files: ctx.files,
    };
    settleFiles(db, formatChinaTime(ctx.now));
    return db;
};

/**
 * A fresh demo database for `dbFile`, with its demo files written into the files folder
 * beside it (whatever was stored there before is removed: the new db does not know it).
 * The caller writes the db file itself, after the files.
 */
export const seedDbFolder = (dbFile: string, now: Date): Db => {
    const db = buildSeed(now);
    const filesDir = filesDirOf(dbFile);
    clearStoredFiles(filesDir);
    writeSeedFiles(db, filesDir);
    return db;
};
