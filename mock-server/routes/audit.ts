/**
 * The audit trail's calls (extension, docs/api.md "Audit trail"): the list, paged and filtered,
 * and the risk acknowledgement the wizard reports when the user accepts a warning (我已知晓).
 */
import type { Express } from 'express';
import { textField } from '../http/bodies/fields';
import type { AppContext } from '../http/context';
import { authedRoute } from '../http/handlers';
import { checkBody, choice, day, integer, parseListQuery, parseParams } from '../http/params';
import { refused } from '../rules/errors';
import { actorOf, AUDIT_KINDS, listAudit, recordAudit } from '../rules/audit';

const AUDIT_PARAMS = {
    userId: integer('用户', 1, 2 ** 31 - 1),
    kind: choice('操作类型', AUDIT_KINDS),
    timeBegin: day('开始日期'),
    timeEnd: day('结束日期'),
};

const MAX_TEXT = 200;

export const registerAuditRoutes = (app: Express, ctx: AppContext): void => {
    app.get(
        '/api/audit/list',
        authedRoute(ctx, (req, auth) => {
            const { page, filter } = parseListQuery(req.query, AUDIT_PARAMS, [
                'timeBegin',
                'timeEnd',
            ]);
            return ctx.store.read(q => listAudit(q, auth, filter, page));
        }),
    );

    app.post(
        '/api/audit/acknowledgeRisk',
        authedRoute(ctx, (req, auth): null => {
            parseParams(req.query, {});
            const body = checkBody(req.body, ['object', 'risk']);
            const object = textField(body.object, '对象', 'object');
            const risk = textField(body.risk, '风险', 'risk');
            if (risk === '') throw refused('请说明已知晓的风险（risk）');
            if (object.length > MAX_TEXT || risk.length > MAX_TEXT) {
                throw refused(`对象和风险不能超过 ${MAX_TEXT} 个字符`);
            }
            const now = ctx.config.now();
            ctx.store.write(q =>
                q.audit.as(actorOf(auth, req.ip ?? ''), () =>
                    recordAudit(q, {
                        kind: 'riskAcknowledge',
                        object,
                        before: null,
                        after: { risk },
                        time: now,
                    }),
                ),
            );
            return null;
        }),
    );
};
