/** Correction notices (补正), one per order whose timeline has one, in every supplementState. */
import type { SupplementRow } from '../db';
import { compactChinaTime, DAY_MS, formatChinaTime } from '../../domain/rules/time';
import type { SeedContext } from './context';
import { seedFile } from './files';
import { SUPPLEMENT_DAYS, supplementStateOf } from '../../domain/states/supplements';
import type { OrderPlan } from './orders';
import { uniqueDraw } from './random';

const EXPLANATIONS: readonly string[] = [
    '已按补正通知书要求规范指定商品名称，并补充提交申请人主体资格证明文件。',
    '已重新提交清晰的商标图样，并对商标描述作出说明。',
    '已补充签章完整的商标代理委托书，申请人名称与营业执照一致。',
];

/** Needs the orders' final ids and the notices' document ids (officeHistory.ts). */
export const buildSupplements = (
    ctx: SeedContext,
    plans: readonly OrderPlan[],
    documentIds: ReadonlyMap<OrderPlan, number>,
): SupplementRow[] => {
    const used = new Set<string>();
    return plans
        .flatMap(plan => (plan.supplement ? [{ plan, ...plan.supplement }] : []))
        .sort((a, b) => a.sendTime - b.sendTime)
        .map(({ plan, state, sendTime, operateTime }, index): SupplementRow => {
            const { answer } = supplementStateOf(state);
            const corrected = answer === 'corrected';
            const userFile = corrected
                ? seedFile(ctx, plan.row.spId, 'supplement', '补正说明')
                : null;
            return {
                id: index + 1,
                spId: plan.row.spId,
                orderTbId: plan.row.id,
                supplementState: state,
                serialNumber: uniqueDraw(
                    used,
                    () => `BZ${compactChinaTime(sendTime).slice(0, 8)}${ctx.rng.digits(6)}`,
                ),
                sendTime: formatChinaTime(sendTime),
                acceptExpirationDate: formatChinaTime(sendTime + SUPPLEMENT_DAYS * DAY_MS),
                documentId: documentIds.get(plan) ?? null,
                userFiles: userFile?.url ?? '',
                userFileOsskeys: userFile?.ossKey ?? '',
                content: corrected ? ctx.rng.pick(EXPLANATIONS) : '',
                operateTime: operateTime === null ? '' : formatChinaTime(operateTime),
                ifSupplement: corrected ? 1 : answer === 'abandoned' ? 2 : null,
            };
        });
};
