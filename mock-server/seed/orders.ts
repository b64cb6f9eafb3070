/**
 * Orders, each with the timeline that led to its state: the office steps it went through,
 * its correction notice and its closing. officeHistory.ts, supplements.ts and capital.ts turn
 * the timelines into their rows, so every record agrees with the order's state.
 */
import { deadlineOf } from '../../domain/rules/deadline';
import { orderFeeFen } from '../../domain/rules/fee';
import {
    CLOSED_ORDER_STATE,
    FORMALITY_PASSED_STATE,
    OFFICE_ACCEPTED_STATE,
    OFFICE_DISMISSED_STATE,
    OFFICE_SUBMITTED_STATE,
    officePathTo,
    ORDER_STATES,
    orderStateOf,
    REVIEW_FAILED_STATE,
    REVIEW_PASSED_STATE,
} from '../../domain/states/orders';
import { AUDIT_PASSED_STATUS } from '../../domain/states/applicants';
import {
    AWAITING_CORRECTION_STATE,
    CORRECTED_STATE,
    CORRECTION_ABANDONED_STATE,
    CORRECTION_SUBMITTED_STATE,
    CORRECTION_TIMED_OUT_STATE,
    NO_CORRECTION_STATE,
    SUPPLEMENT_DAYS,
    supplementStateOf,
} from '../../domain/states/supplements';
import type { OrderState, SupplementState, TrademarkType } from '../../domain/types/orders';
import { CHOOSABLE_AUDIT_STATUSES, ORDER_BS_TYPE } from '../constants';
import type { ApplicantRow, OrderRow, UserRow } from '../db';
import { loadNiceClasses } from '../nice/classification';
import type { NiceClass, NiceItem } from '../nice/classification';
import { compactChinaTime, DAY_MS, formatChinaTime } from '../../domain/rules/time';
import type { SeedContext } from './context';
import { seedFile } from './files';
import { uniqueDraw } from './random';
import { ICON_TYPES, isWordOnly, needsIconType, needsName } from '../../domain/states/markTypes';

export interface OfficeStep {
    state: OrderState;
    time: number;
}

export interface SupplementPlan {
    state: SupplementState;
    sendTime: number;
    /** when the user corrected or abandoned it */
    operateTime: number | null;
}

export interface OrderPlan {
    row: OrderRow;
    applicant: ApplicantRow;
    createTime: number;
    /** the agency's review (passed, or failed with the order's note), when it has been made */
    review: OfficeStep | null;
    /** the office states the order went through, oldest first */
    steps: OfficeStep[];
    supplement: SupplementPlan | null;
    /** a closed order: when the user closed it (and got the refund) */
    closeTime: number | null;
}

/**
 * When a notice awaiting correction is due, so the deadline desk has each kind to show: in
 * about 2 days (urgent) or 6 (soon), both on a working day, or later on a rest day (a
 * weekend or holiday, which the holiday rule moves to the next working day).
 */
type Due = 'urgent' | 'soon' | 'restDay';

/** The days from now its deadline may fall, the most wanted first, and whether on a rest day. */
const DUE_DAYS: Record<Due, { days: readonly number[]; restDay: boolean }> = {
    urgent: { days: [2, 1, 3], restDay: false },
    soon: { days: [6, 5, 7, 4], restDay: false },
    restDay: { days: Array.from({ length: 15 }, (_, i) => 10 + i), restDay: true },
};

/** The raw deadline (epoch ms, whole seconds) of a notice due as `due` says. */
const dueDeadline = (ctx: SeedContext, due: Due): number => {
    const { days, restDay } = DUE_DAYS[due];
    const at = (d: number) => ctx.now + d * DAY_MS;
    const day = days.find(d => deadlineOf(formatChinaTime(at(d)))?.rolled === restDay);
    return at(day ?? days[0]);
};

interface Scenario {
    spId: number;
    state: OrderState;
    supplement?: SupplementState;
    /** a notice awaiting correction: when it is due; otherwise 11 to 26 days from now */
    due?: Due;
}

/**
 * The order in which the seed files orders with a notice (the random draws follow it): each
 * notice state's orders are its row's `seedOrders`.
 */
const NOTICE_ORDER: readonly SupplementState[] = [
    NO_CORRECTION_STATE,
    AWAITING_CORRECTION_STATE,
    CORRECTION_SUBMITTED_STATE,
    CORRECTION_ABANDONED_STATE,
    CORRECTION_TIMED_OUT_STATE,
    CORRECTED_STATE,
];

/** The first agency's notices awaiting correction are due as these say, one each. */
const FIRST_AGENCY_DUES: readonly Due[] = ['urgent', 'soon', 'restDay'];

/**
 * An agency's orders, from the state tables' `seedOrders`: every state as many times as its
 * row says, then the orders that carry a correction notice.
 */
const scenariosOf = (agency: 0 | 1): Scenario[] => {
    const spId = agency + 1;
    const dues = agency === 0 ? FIRST_AGENCY_DUES : [];
    return [
        ...ORDER_STATES.flatMap(state =>
            Array.from({ length: orderStateOf(state).seedOrders[agency] }, () => ({ spId, state })),
        ),
        ...NOTICE_ORDER.flatMap(supplement =>
            supplementStateOf(supplement).seedOrders[agency].map((state, i) => ({
                spId,
                state,
                supplement,
                due: supplementStateOf(supplement).hasDeadline ? dues[i] : undefined,
            })),
        ),
    ];
};

/** Every state several times, plus orders that carry a correction notice in every state. */
const SCENARIOS: readonly Scenario[] = [...scenariosOf(0), ...scenariosOf(1)];

const REVIEW_FAILURES: readonly string[] = [
    '委托书签章与申请人名称不一致，请重新上传委托书后提交。',
    '申请人营业执照已过期，请更新主体资格证明文件。',
    '商标图样不清晰，请上传分辨率不低于800×800的图样。',
    '指定商品项目中含有不规范名称，请按《类似商品和服务区分表》修改。',
    '申请人身份证件信息与证件照片不一致，请核实后修改申请人信息。',
    '商标名称含有“中国”字样，不符合《商标法》第十条的规定，请修改。',
];

// prettier-ignore
export const CHINESE_MARKS: readonly string[] = [
    '星河云', '青禾优品', '澜图', '启明星', '乐享家', '云帆智造', '鲜果时光', '小满茶铺', '暖阳',
    '山海集', '拾光记', '有间书房', '米粒派', '悦动力', '知味坊', '栖木', '初心坊', '禾田农庄',
    '溪谷', '锦鲤跃', '墨韵', '花间集', '清泉源', '麦香村', '橙心', '简予', '百草堂', '瑞雪',
    '金穗', '蓝鲸动力', '熊猫优选', '竹语', '云上茶舍', '北辰', '知行', '匠心坊', '晨光里',
    '听雨轩', '福满堂', '小鹿快跑', '海棠记', '甜心工坊', '银杏树下', '稻香人家',
];
export const ENGLISH_MARKS: readonly string[] = [
    'ZHILINK',
    'LUMOS',
    'NOVAFIT',
    'GREENLEAF',
    'SUNRAY',
    'KIWIBEE',
];

/** Classes agencies file most, weighted toward electronics, advertising, clothing and food. */
// prettier-ignore
const POPULAR_CLASSES: readonly (readonly [string, number])[] = [
    ['09', 6], ['35', 6], ['25', 5], ['30', 4], ['43', 4], ['03', 3], ['05', 3], ['29', 3],
    ['41', 3], ['42', 3], ['32', 2], ['18', 2], ['20', 2], ['21', 2], ['11', 2], ['16', 2],
    ['28', 2], ['44', 2], ['45', 1], ['33', 1],
];

interface ChosenClass {
    niceClass: NiceClass;
    items: NiceItem[];
}

const pickItems = (ctx: SeedContext, niceClass: NiceClass, count: number): NiceItem[] => {
    const chosen = new Map<string, NiceItem>();
    for (const group of ctx.rng.shuffle(niceClass.groups)) {
        // Names with a comma would be ambiguous inside the comma-separated minsName.
        for (const item of ctx.rng.shuffle(group.items)) {
            if (chosen.size >= count) break;
            if (!item.name.includes(',') && !chosen.has(item.code)) chosen.set(item.code, item);
        }
        if (chosen.size >= count) break;
    }
    return [...chosen.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
};

/** One Nice class per order, as the wizard files them. */
const pickClass = (ctx: SeedContext): ChosenClass => {
    const code = ctx.rng.weighted(POPULAR_CLASSES);
    const niceClass = loadNiceClasses().find(c => c.code === code);
    if (!niceClass) throw new Error(`seed: Nice class ${code} is missing`);
    // Some orders go past the 10 items the class price covers, to show the extra fee.
    const count = ctx.rng.chance(0.3) ? ctx.rng.int(11, 15) : ctx.rng.int(3, 10);
    return { niceClass, items: pickItems(ctx, niceClass, count) };
};

const trademarkOf = (ctx: SeedContext) => {
    const trademarkType = ctx.rng.weighted<TrademarkType>([
        [1, 6],
        [3, 2.5],
        [2, 1.5],
    ]);
    if (!needsName(trademarkType)) {
        return {
            trademarkType,
            trademarkName: '图形',
            trademarkDesc: '图形商标，由抽象几何图形构成，不含文字。',
        };
    }
    const english = ctx.rng.chance(0.15);
    const trademarkName = ctx.rng.pick(english ? ENGLISH_MARKS : CHINESE_MARKS);
    const script = english ? '英文' : '中文';
    const trademarkDesc = isWordOnly(trademarkType)
        ? `文字商标，由${script}“${trademarkName}”组成，无特殊含义。`
        : `图文组合商标，由${script}“${trademarkName}”与抽象图形组合而成。`;
    return { trademarkType, trademarkName, trademarkDesc };
};

/**
 * The agency's review of an order past it (failed, passed, with the office, or closed after a
 * failed review): within two days of filing and before what came next (the office, the
 * closing), at a time computed without a draw, so the seed's other data stay as they were.
 */
const reviewOf = (
    ctx: SeedContext,
    state: OrderState,
    failed: boolean,
    created: number,
    next: number | null,
): OfficeStep | null => {
    const reviewed = failed || state === REVIEW_PASSED_STATE || orderStateOf(state).by === 'office';
    if (!reviewed) return null;
    const end = next ?? ctx.now - 0.3 * DAY_MS;
    const time = created + Math.min((end - created) * 0.4, 2 * DAY_MS);
    return {
        state: failed ? REVIEW_FAILED_STATE : REVIEW_PASSED_STATE,
        time: Math.floor(time / 1000) * 1000,
    };
};

/** Office steps spread between submission and now, for orders without a correction. */
const plainSteps = (ctx: SeedContext, created: number, path: OrderState[]): OfficeStep[] => {
    if (path.length === 0) return [];
    const end = ctx.now - 0.3 * DAY_MS;
    let time = created + ctx.rng.between(0.5, 1.5) * DAY_MS;
    const steps = [{ state: path[0], time }];
    for (let i = 1; i < path.length; i++) {
        const slot = (end - time) / (path.length - i + 0.5);
        time += slot * ctx.rng.between(0.6, 1);
        steps.push({ state: path[i], time });
    }
    return steps;
};

/**
 * The timeline of an order whose correction notice ends in `state` (its row's `seedAgeDays`),
 * sent at `sentAt` when given (at least 1.5 days after `created`).
 */
const stepsWithSupplement = (
    ctx: SeedContext,
    created: number,
    finalState: OrderState,
    state: SupplementState,
    sentAt?: number,
): { steps: OfficeStep[]; supplement: SupplementPlan } => {
    const days = (min: number, max: number) => ctx.rng.between(min, max) * DAY_MS;
    const submitted = created + days(0.5, 1);
    const steps: OfficeStep[] = [{ state: OFFICE_SUBMITTED_STATE, time: submitted }];
    const drawn = submitted + days(1, 3);
    let sendTime = sentAt ?? drawn;
    let operateTime: number | null = null;
    if (state === NO_CORRECTION_STATE) {
        sendTime = submitted + (ctx.now - submitted) * ctx.rng.between(0.3, 0.8);
    }
    if (state === CORRECTION_SUBMITTED_STATE) operateTime = sendTime + days(1, 4);
    if (state === CORRECTION_ABANDONED_STATE) {
        operateTime = sendTime + days(3, 10);
        steps.push({ state: OFFICE_DISMISSED_STATE, time: operateTime + days(3, 8) });
    }
    if (state === CORRECTION_TIMED_OUT_STATE) {
        const late = sendTime + SUPPLEMENT_DAYS * DAY_MS + days(2, 8);
        steps.push({ state: OFFICE_DISMISSED_STATE, time: late });
    }
    if (state === CORRECTED_STATE) {
        operateTime = sendTime + days(2, 8);
        steps.push({ state: OFFICE_ACCEPTED_STATE, time: operateTime + days(3, 8) });
        if (finalState === FORMALITY_PASSED_STATE) {
            steps.push({ state: FORMALITY_PASSED_STATE, time: steps[1].time + days(3, 8) });
        }
    }
    return { steps, supplement: { state, sendTime, operateTime } };
};

export const buildOrderPlans = (
    ctx: SeedContext,
    applicants: readonly ApplicantRow[],
    users: readonly UserRow[],
): OrderPlan[] => {
    const { rng } = ctx;
    const usedOrderIds = new Set<string>();
    const usedNumbers = new Set<string>();
    return SCENARIOS.map(scenario => {
        const { spId, state, due } = scenario;
        // a notice due at a set time was sent 30 days before it, the order filed before that
        const sentAt = due && dueDeadline(ctx, due) - SUPPLEMENT_DAYS * DAY_MS;
        const [minAge, maxAge] = scenario.supplement
            ? supplementStateOf(scenario.supplement).seedAgeDays
            : orderStateOf(state).seedAgeDays;
        const created = sentAt
            ? Math.floor((sentAt - rng.between(1.5, 4) * DAY_MS) / 1000) * 1000
            : Math.floor((ctx.now - rng.between(minAge, maxAge) * DAY_MS) / 1000) * 1000;
        const timeline = scenario.supplement
            ? stepsWithSupplement(ctx, created, state, scenario.supplement, sentAt)
            : { steps: plainSteps(ctx, created, officePathTo(state)), supplement: null };

        const candidates = applicants.filter(
            a => a.spId === spId && CHOOSABLE_AUDIT_STATUSES.includes(a.auditStatus),
        );
        const audited = candidates.filter(a => a.auditStatus === AUDIT_PASSED_STATUS);
        const applicant = rng.pick(rng.chance(0.85) && audited.length ? audited : candidates);
        const { niceClass, items } = pickClass(ctx);
        const failedReview =
            orderStateOf(state).showsReviewNote ||
            (state === CLOSED_ORDER_STATE && rng.chance(0.5));
        const icon = seedFile(ctx, spId, 'icon', '商标图样');
        const entrust = seedFile(ctx, spId, 'entrust', '商标代理委托书');
        const trademark = trademarkOf(ctx);

        const row: OrderRow = {
            id: 0,
            spId,
            userId: rng.pick(users.filter(u => u.spId === spId)).id,
            orderId: uniqueDraw(
                usedOrderIds,
                () => `TM${compactChinaTime(created)}${rng.digits(4)}`,
            ),
            bsType: ORDER_BS_TYPE,
            applicant: applicant.applicantName,
            applicantTbId: 0,
            ...trademark,
            cls: niceClass.code,
            clsName: niceClass.label,
            mins: items.map(i => i.code).join(','),
            minsName: items.map(i => i.name).join(','),
            orderAmountFen: orderFeeFen([items.length], ctx.prices),
            createTime: formatChinaTime(created),
            state,
            note: failedReview ? rng.pick(REVIEW_FAILURES) : '',
            trademarkNumber: orderStateOf(state).numbered
                ? uniqueDraw(usedNumbers, () => `7${rng.int(1, 9)}${rng.digits(6)}`)
                : '',
            trademarkIcon: icon.url,
            trademarkIconType: needsIconType(trademark.trademarkType) ? rng.pick(ICON_TYPES) : null,
            trademarkIconOsskey: icon.ossKey,
            entrustFile: entrust.url,
            entrustFileOsskey: entrust.ossKey,
            sebeLegalNoticeOss: applicant.sebeLegalNoticeOss,
        };
        const age = ctx.now - created;
        const closeTime =
            state === CLOSED_ORDER_STATE
                ? created + Math.min(age * rng.between(0.2, 0.9), 10 * DAY_MS)
                : null;
        return {
            row,
            applicant,
            createTime: created,
            review: reviewOf(
                ctx,
                state,
                failedReview,
                created,
                timeline.steps[0]?.time ?? closeTime,
            ),
            ...timeline,
            closeTime,
        };
    });
};
