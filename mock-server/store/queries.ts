/**
 * The repositories a rule gets from the store: `store.read(q => …)` hands it the read side of
 * each (`ReadQueries`), `store.write(q => …)` all of it (`Queries`) inside one transaction.
 */
import { SessionRepository, UserRepository } from './accounts';
import { AgencyRepository, PriceRepository } from './agencies';
import { AuditRepository } from './audit';
import { ApplicantRepository } from './applicants';
import { FileRepository } from './files';
import { DocumentRepository, FeedbackRepository, ProgressRepository } from './history';
import { CapitalRepository, PaymentRepository } from './money';
import { OrderRepository } from './orders';
import { PhoneUploadRepository } from './phoneUploads';
import { RegisterRepository } from './register';
import { Sql } from './sql';
import type { Sqlite } from './sql';
import { SupplementRepository } from './supplements';

export interface Queries {
    readonly prices: PriceRepository;
    readonly agencies: AgencyRepository;
    readonly users: UserRepository;
    readonly sessions: SessionRepository;
    readonly applicants: ApplicantRepository;
    readonly orders: OrderRepository;
    readonly supplements: SupplementRepository;
    readonly feedbacks: FeedbackRepository;
    readonly progress: ProgressRepository;
    readonly documents: DocumentRepository;
    readonly capital: CapitalRepository;
    readonly payments: PaymentRepository;
    readonly files: FileRepository;
    readonly audit: AuditRepository;
    readonly phoneUploads: PhoneUploadRepository;
    readonly register: RegisterRepository;
}

/** The methods that change rows, by their names. */
type WriteMethod =
    'insert' | 'create' | `update${string}` | `delete${string}` | `set${string}` | `end${string}`;

/** A repository without its writes. */
export type Reader<R> = { [K in keyof R as K extends WriteMethod ? never : K]: R[K] };

export type ReadQueries = { readonly [N in keyof Queries]: Reader<Queries[N]> };

export const makeQueries = (db: Sqlite): Queries => {
    const sql = new Sql(db);
    return {
        prices: new PriceRepository(sql),
        agencies: new AgencyRepository(sql),
        users: new UserRepository(sql),
        sessions: new SessionRepository(sql),
        applicants: new ApplicantRepository(sql),
        orders: new OrderRepository(sql),
        supplements: new SupplementRepository(sql),
        feedbacks: new FeedbackRepository(sql),
        progress: new ProgressRepository(sql),
        documents: new DocumentRepository(sql),
        capital: new CapitalRepository(sql),
        payments: new PaymentRepository(sql),
        files: new FileRepository(sql),
        audit: new AuditRepository(sql),
        phoneUploads: new PhoneUploadRepository(sql),
        register: new RegisterRepository(sql),
    };
};
