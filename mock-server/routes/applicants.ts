/**
 * The agency's applicants (docs/api.md, "Applicants"): list, detail, create/update, delete,
 * and the legal notice to sign. Uploads are in files.ts.
 */
import type { Express } from 'express';
import type { Applicant } from '../../domain/types/applicants';
import type { LegalNoticeAnswer } from '../../domain/types/documents';
import { APPLICANT_TYPES, AUDIT_STATUSES } from '../constants';
import { parseApplicantBody } from '../http/bodies/applicants';
import { parseLegalNoticeName } from '../http/bodies/letters';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { integer, oneOf, parseListQuery, parseParams, requireParam, text } from '../http/params';
import {
    APPLICANT_MISSING_MSG,
    deleteApplicant,
    listApplicants,
    saveApplicant,
    toApplicant,
} from '../rules/applicants';
import { makeLegalNotice } from '../rules/letters';
import { found } from '../rules/tenancy';
import { formatChinaTime } from '../../domain/rules/time';

const LIST_PARAMS = {
    ApplicantName: text('申请人名称'),
    ApplicantType: oneOf('申请人类型', APPLICANT_TYPES),
    auditStatus: oneOf('审核状态', AUDIT_STATUSES),
};

const ID_PARAMS = { id: integer('申请人编号', 1, Number.MAX_SAFE_INTEGER) };

export const registerApplicantRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/listApplicants',
        authedRoute(ctx, (req, auth) => {
            const { page, filter } = parseListQuery(req.query, LIST_PARAMS);
            return ctx.store.read(q => listApplicants(q, auth.user.spId, filter, page));
        }),
    );

    app.get(
        '/api/describeApplicant',
        authedRoute(ctx, (req, auth) => {
            const id = requireParam(parseParams(req.query, ID_PARAMS).id, '申请人编号', 'id');
            return ctx.store.read(q =>
                toApplicant(q, found(q.applicants.own(auth.user.spId, id), APPLICANT_MISSING_MSG)),
            );
        }),
    );

    app.post(
        '/api/createApplicant',
        authedRoute(ctx, (req, auth): Applicant => {
            parseParams(req.query, {});
            const body = parseApplicantBody(req.body);
            const now = formatChinaTime(ctx.config.now());
            return ctx.store.write(q =>
                toApplicant(q, saveApplicant(q, auth.user.spId, body, now)),
            );
        }),
    );

    app.put(
        '/api/deleteApplicant',
        authedRoute(ctx, (req, auth) => {
            const id = requireParam(parseParams(req.query, ID_PARAMS).id, '申请人编号', 'id');
            ctx.store.write(q => deleteApplicant(q, auth.user.spId, id));
            return null;
        }),
    );

    app.post(
        '/api/downloadLegalNotice',
        authedRoute(ctx, async (req, auth): Promise<LegalNoticeAnswer> => {
            parseParams(req.query, {});
            const name = parseLegalNoticeName(req.body);
            return makeLegalNotice(ctx.store, auth.user.spId, name, ctx.config.now());
        }),
    );
};
