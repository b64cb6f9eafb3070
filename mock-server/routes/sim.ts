/**
 * The office simulator's control API (docs/api.md, "The mock server"): the agency's review and
 * the trademark office live outside the portal, so in development these calls play their part.
 * Registered only when NODE_ENV is not `production`; no login (it stands for the back office).
 * Orders: the agency's review, the office's states with their documents, correction notices
 * and their time-out; an order is named by its numeric id or by its order number.
 */
import type { Express, Request } from 'express';
import { AUDIT_STATUSES } from '../constants';
import { SUPPLEMENT_DAYS } from '../../domain/states/supplements';
import { orderRefField, requiredOrderRef, scalarText, wrongType } from '../http/bodies/fields';
import type { AppContext } from '../http/context';
import { publicRoute } from '../http/handlers';
import { checkBody, integer, oneOf, parseParams, requireParam } from '../http/params';
import { DAY_MS, formatChinaTime, isDateText, parseChinaTime } from '../../domain/rules/time';
import { refused } from '../rules/errors';
import type { OrderRef } from '../rules/orderRefs';
import { simApplicantAudit } from '../sim/applicants';
import {
    OFFICE_STATES,
    MAX_BACKDATE_DAYS,
    simBackdate,
    simExpireSupplement,
    simOffice,
    simReview,
    simSupplement,
    simTimeoutSupplements,
} from '../sim/orders';
import type { OfficeState } from '../sim/orders';

/** A body's `days`: a whole number from 1 to `max`, else refused naming it as `label`. */
const wholeDays = (days: unknown, max: number, label: string): number => {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > max) {
        throw refused(`${label}（days）应为 1 至 ${max} 的整数`);
    }
    return days;
};

/** A past moment the office dates an act at: `YYYY-MM-DD` (its start) or a wire time. */
const pastTime = (value: unknown, now: Date): Date => {
    const text = typeof value === 'string' ? value.trim() : '';
    const ms = parseChinaTime(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text);
    if (!Number.isFinite(ms) || !isDateText(text.slice(0, 10))) {
        throw refused('办理时间（at）应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss');
    }
    if (ms > now.getTime()) throw refused('办理时间（at）不能晚于现在');
    return new Date(ms);
};

/** The most days ahead a notice's `until` may lie (two years). */
const MAX_UNTIL_DAYS = 730;
const SUPPLEMENT_DAYS_OR_UNTIL = '答复期限（days）和答复截止日（until）只能给一个';

/**
 * A notice's `until`: a day (`YYYY-MM-DD`) after today and at most two years ahead, at the time
 * of day it is now (as `days` gives it).
 */
const dueDay = (value: unknown, now: Date): number => {
    const text = typeof value === 'string' ? value.trim() : '';
    const nowText = formatChinaTime(now);
    const due = parseChinaTime(`${text} ${nowText.slice(11)}`);
    const ahead = (due - now.getTime()) / DAY_MS;
    if (!isDateText(text) || text <= nowText.slice(0, 10) || ahead > MAX_UNTIL_DAYS) {
        throw refused(`答复截止日（until）应为明天起 ${MAX_UNTIL_DAYS} 天内的日期 YYYY-MM-DD`);
    }
    return due;
};

/** The order the path names (of any agency); the query must be empty. */
const pathOrderRef = (req: Request): OrderRef => {
    parseParams(req.query, {});
    return requiredOrderRef(req.params.id ?? '');
};

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
                { auditStatus: scalarText(body.auditStatus ?? '', '审核状态', 'auditStatus') },
                { auditStatus: oneOf('审核状态', AUDIT_STATUSES) },
            );
            const status = requireParam(auditStatus, '审核状态', 'auditStatus');
            return simApplicantAudit(ctx.store, id, status);
        }),
    );

    /** The agency's review of a pending order: `{pass: true}` → 3, `{pass: false, note}` → 2. */
    app.post(
        '/__sim/orders/:id/review',
        publicRoute(req => {
            const ref = pathOrderRef(req);
            const body = checkBody(req.body, ['pass', 'note']);
            if (typeof body.pass !== 'boolean') throw refused('缺少参数：是否通过（pass）');
            if (body.note !== undefined && typeof body.note !== 'string') {
                throw wrongType('审核意见', 'note');
            }
            return simReview(ctx.store, ref, body.pass, body.note ?? '', ctx.config.now());
        }),
    );

    /**
     * The office moves an order: `{state: 20|21|22|23|29|30|31|99}`, dated now or
     * `{at: 'YYYY-MM-DD[ HH:mm:ss]'}` in the past (a refusal dispatched days ago, whose review
     * deadline is near).
     */
    app.post(
        '/__sim/orders/:id/office',
        publicRoute(req => {
            const ref = pathOrderRef(req);
            const body = checkBody(req.body, ['state', 'at']);
            const { state } = parseParams(
                { state: scalarText(body.state ?? '', '订单状态', 'state') },
                { state: oneOf<OfficeState>('订单状态', OFFICE_STATES) },
            );
            const at = body.at === undefined ? undefined : pastTime(body.at, ctx.config.now());
            return simOffice(
                ctx.store,
                ref,
                requireParam(state, '订单状态', 'state'),
                ctx.config.now(),
                at,
            );
        }),
    );

    /**
     * Moves the whole story of an order without a correction notice `{days}` days back (1 to
     * 4000): its filing and every record and document of the office, so an old registration
     * shows its renewal window. The money records keep their dates.
     */
    app.post(
        '/__sim/orders/:id/backdate',
        publicRoute(req => {
            const ref = pathOrderRef(req);
            const body = checkBody(req.body ?? {}, ['days']);
            const days = wholeDays(body.days, MAX_BACKDATE_DAYS, '提前天数');
            return simBackdate(ctx.store, ref, days);
        }),
    );

    /**
     * The office issues a correction notice: 30 days to answer, or `{days: 1..30}` (a deadline
     * near at hand, for the deadline desk and its reminders), or `{until: 'YYYY-MM-DD'}` (due
     * that day, for a deadline in a given year: one whose holidays are not published yet).
     */
    app.post(
        '/__sim/orders/:id/supplement',
        publicRoute(req => {
            const ref = pathOrderRef(req);
            const body = checkBody(req.body ?? {}, ['days', 'until']);
            const now = ctx.config.now();
            if (body.until !== undefined) {
                if (body.days !== undefined) throw refused(SUPPLEMENT_DAYS_OR_UNTIL);
                return simSupplement(ctx.store, ref, now, dueDay(body.until, now));
            }
            const days = wholeDays(body.days ?? SUPPLEMENT_DAYS, SUPPLEMENT_DAYS, '答复期限');
            return simSupplement(ctx.store, ref, now, now.getTime() + days * DAY_MS);
        }),
    );

    /** Moves the order's open correction notice past its deadline (it reads 5 at once). */
    app.post(
        '/__sim/orders/:id/supplement/expire',
        publicRoute(req => {
            const ref = pathOrderRef(req);
            checkBody(req.body ?? {}, []);
            return simExpireSupplement(ctx.store, ref, ctx.config.now());
        }),
    );

    /**
     * Persists every notice past its deadline as expired (5): `{}`, or `{orderId}` for one
     * order (its numeric id or its order number).
     */
    app.post(
        '/__sim/supplements/timeout',
        publicRoute(req => {
            parseParams(req.query, {});
            const body = checkBody(req.body ?? {}, ['orderId']);
            if (body.orderId !== undefined) scalarText(body.orderId, '订单编号', 'orderId');
            const ref = orderRefField(body.orderId, 'orderId');
            return simTimeoutSupplements(ctx.store, ctx.config.now(), ref ?? undefined);
        }),
    );
};
