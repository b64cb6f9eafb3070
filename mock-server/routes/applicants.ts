/** The agency's applicants: list and detail (spec §7). Create, delete and uploads: issue 3. */
import type { Express } from 'express';
import { APPLICANT_TYPES, AUDIT_STATUSES } from '../constants';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import {
    integer,
    oneOf,
    PAGE_PARAMS,
    pageOf,
    parseParams,
    requireParam,
    text,
} from '../http/params';
import {
    APPLICANT_MISSING_MSG,
    matchesApplicant,
    toApplicant,
    toApplicantSummary,
} from '../rules/applicants';
import { listPage } from '../rules/listing';
import { findOwn, ownRows } from '../rules/tenancy';

const LIST_PARAMS = {
    ...PAGE_PARAMS,
    ApplicantName: text('申请人名称'),
    ApplicantType: oneOf('申请人类型', APPLICANT_TYPES),
    auditStatus: oneOf('审核状态', AUDIT_STATUSES),
};

const ID_PARAMS = { id: integer('申请人编号', 1, Number.MAX_SAFE_INTEGER) };

export const registerApplicantRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/listApplicants',
        authedRoute(ctx, (req, auth) => {
            const { pgIndex, pgCount, ...filter } = parseParams(req.query, LIST_PARAMS);
            return listPage(ownRows(ctx.store.read().applicants, auth.user.spId), {
                matches: row => matchesApplicant(row, filter),
                timeOf: row => row.createTime,
                page: pageOf({ pgIndex, pgCount }),
                present: toApplicantSummary,
            });
        }),
    );

    app.get(
        '/api/describeApplicant',
        authedRoute(ctx, (req, auth) => {
            const id = requireParam(parseParams(req.query, ID_PARAMS).id, '申请人编号', 'id');
            const db = ctx.store.read();
            return toApplicant(
                findOwn(db.applicants, id, auth.user.spId, APPLICANT_MISSING_MSG),
                db,
            );
        }),
    );
};
