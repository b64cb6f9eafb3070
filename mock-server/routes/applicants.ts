/**
 * The agency's applicants (spec §7): list, detail, create/update, delete, and the legal
 * notice to sign. Uploads are in files.ts.
 */
import type { Express } from 'express';
import { LEGAL_NOTICE_NEEDS_NAME, NAME_MAX } from '../../domain/rules/applicant';
import type { Applicant } from '../../domain/types/applicants';
import type { LegalNoticeAnswer } from '../../domain/types/documents';
import { APPLICANT_TYPES, AUDIT_STATUSES } from '../constants';
import { saveGeneratedPdf, toFileRef } from '../files/registry';
import { badRequest } from '../http/envelope';
import { authedRoute } from '../http/handlers';
import type { AppContext } from '../http/handlers';
import {
    checkBody,
    integer,
    oneOf,
    PAGE_PARAMS,
    pageOf,
    parseParams,
    requireParam,
    text,
} from '../http/params';
import { legalNoticeContent, plainText, renderLegalNotice } from '../pdf/legalNotice';
import {
    APPLICANT_MISSING_MSG,
    deleteApplicant,
    matchesApplicant,
    parseApplicantBody,
    saveApplicant,
    toApplicant,
    toApplicantSummary,
} from '../rules/applicants';
import { listPage } from '../rules/listing';
import { findOwn, ownRows } from '../rules/tenancy';
import { formatChinaTime } from '../../domain/rules/time';

const LIST_PARAMS = {
    ...PAGE_PARAMS,
    ApplicantName: text('申请人名称'),
    ApplicantType: oneOf('申请人类型', APPLICANT_TYPES),
    auditStatus: oneOf('审核状态', AUDIT_STATUSES),
};

const ID_PARAMS = { id: integer('申请人编号', 1, Number.MAX_SAFE_INTEGER) };

/** `{applicant}` (the spec's name) or `{applicantName}`: the applicant's name, as plain text. */
const legalNoticeName = (body: unknown): string => {
    const { applicant, applicantName } = checkBody(body ?? {}, ['applicant', 'applicantName']);
    for (const [field, value] of Object.entries({ applicant, applicantName })) {
        if (value !== undefined && value !== null && typeof value !== 'string') {
            throw badRequest(`申请人名称（${field}）格式不正确`);
        }
    }
    const name = plainText(((applicant || applicantName) as string | null | undefined) ?? '');
    if (!name) throw badRequest(LEGAL_NOTICE_NEEDS_NAME);
    if (name.length > NAME_MAX) throw badRequest(`名称不能超过${NAME_MAX}个字符`);
    return name;
};

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

    app.post(
        '/api/createApplicant',
        authedRoute(ctx, (req, auth): Applicant => {
            parseParams(req.query, {});
            const body = parseApplicantBody(req.body);
            const now = formatChinaTime(ctx.config.now());
            return ctx.store.write(db =>
                toApplicant(saveApplicant(db, auth.user.spId, body, now), db),
            );
        }),
    );

    app.put(
        '/api/deleteApplicant',
        authedRoute(ctx, (req, auth) => {
            const id = requireParam(parseParams(req.query, ID_PARAMS).id, '申请人编号', 'id');
            ctx.store.write(db => deleteApplicant(db, auth.user.spId, id));
            return null;
        }),
    );

    app.post(
        '/api/downloadLegalNotice',
        authedRoute(ctx, async (req, auth): Promise<LegalNoticeAnswer> => {
            parseParams(req.query, {});
            const name = legalNoticeName(req.body);
            const now = ctx.config.now();
            const agency = ctx.store.read().agencies.find(a => a.id === auth.user.spId);
            const data = await renderLegalNotice(
                legalNoticeContent({
                    applicantName: name,
                    agencyName: agency?.spName ?? '',
                    date: now,
                }),
            );
            const row = saveGeneratedPdf(ctx.store, {
                spId: auth.user.spId,
                policy: 'LEGAL_NOTICE_TEMPLATE',
                fileName: `法律声明（${name.replace(/[\\/<>:"|?*]/g, '_')}）.pdf`,
                data,
                now,
            });
            return toFileRef(row);
        }),
    );
};
