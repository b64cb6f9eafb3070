/**
 * The office simulator's control API (DESIGN.md §5): the agency's review and the trademark
 * office live outside the portal, so in development these calls play their part. Registered
 * only when NODE_ENV is not `production`; no login (it stands for the back office).
 * Issue 5 adds the order moves (review, office states, corrections, documents).
 */
import type { Express } from 'express';
import { AUDIT_STATUSES } from '../constants';
import { publicRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import { checkBody, integer, oneOf, parseParams, requireParam } from '../http/params';
import { APPLICANT_MISSING_MSG } from '../rules/applicants';
import { notFound } from '../http/envelope';

export const registerSimRoutes = (app: Express, ctx: AppContext): void => {
    /** The agency's audit of an applicant: `{auditStatus: 1..6}`. */
    app.post(
        '/__sim/applicants/:id/audit',
        publicRoute(req => {
            parseParams(req.query, {});
            const id = requireParam(
                parseParams(
                    { id: req.params.id },
                    { id: integer('申请人编号', 1, Number.MAX_SAFE_INTEGER) },
                ).id,
                '申请人编号',
                'id',
            );
            const body = checkBody(req.body, ['auditStatus']);
            const { auditStatus } = parseParams(
                { auditStatus: String(body.auditStatus ?? '') },
                { auditStatus: oneOf('审核状态', AUDIT_STATUSES) },
            );
            const status = requireParam(auditStatus, '审核状态', 'auditStatus');
            return ctx.store.write(db => {
                const applicant = db.applicants.find(row => row.id === id);
                if (!applicant) throw notFound(APPLICANT_MISSING_MSG);
                applicant.auditStatus = status;
                return { id, auditStatus: status };
            });
        }),
    );
};
