/**
 * The agency's audit of an applicant, as the office simulator plays it (any agency's applicant).
 */
import type { AuditStatus } from '../../domain/types/applicants';
import { APPLICANT_MISSING_MSG } from '../rules/applicants';
import { missing } from '../rules/errors';
import type { Store } from '../store';

export const simApplicantAudit = (store: Store, id: number, status: AuditStatus) =>
    store.write(q => {
        if (!q.applicants.get(id)) throw missing(APPLICANT_MISSING_MSG);
        q.applicants.update(id, { auditStatus: status });
        return { id, auditStatus: status };
    });
