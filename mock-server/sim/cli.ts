/**
 * `npm run sim -- <command> ...`: drives the running mock server's simulator (/__sim), so
 * the portal shows the change at once. It finds the server `npm start` or `npm run mock` started,
 * on whatever port (their entries in .tmp/mock-servers/, ../running.ts); `--port <port>` or
 * MOCK_PORT picks one when several run, and without any it tries 3001.
 *
 *   npm run sim -- applicant-audit <applicantId> <auditStatus 1..6>
 *   npm run sim -- order-review <order> pass|fail [note]
 *   npm run sim -- order-office <order> <an office state: 20|21|22|23|29|30|31|99> [YYYY-MM-DD]
 *   npm run sim -- order-backdate <order> <days>
 *   npm run sim -- order-supplement <order> [days|YYYY-MM-DD]
 *   npm run sim -- supplement-expire <order>
 *   npm run sim -- supplements-timeout [order]
 * (<order> is the order's numeric id, as in #/home/myorder/myorderdetail/<id>, or its order
 * number, e.g. TM20260101120000123456)
 */
import { AUDIT_STATUSES, auditStatusOf } from '../../domain/states/applicants';
import {
    OFFICE_STATES,
    orderStateOf,
    PENDING_REVIEW_STATE,
    REVIEW_FAILED_STATE,
    REVIEW_PASSED_STATE,
} from '../../domain/states/orders';
import type { OrderState } from '../../domain/types/orders';
import { runningServers } from '../running';
import { failureOf, serverTarget, withoutPortFlag } from './target';
import {
    CORRECTION_TIMED_OUT_STATE,
    SUPPLEMENT_DAYS,
    SUPPLEMENT_NOTICE,
    supplementStateOf,
} from '../../domain/states/supplements';

const { argv, port: portFlag } = withoutPortFlag(process.argv.slice(2));
const [command, ...args] = argv;
const target = serverTarget(portFlag ?? process.env.MOCK_PORT, runningServers());
const base = `http://127.0.0.1:${target.port}`;

/** `20 已报送商标局, 21 商标局已受理, …` from the state tables. */
const listOf = <K extends number>(codes: readonly K[], label: (code: K) => string) =>
    codes.map(code => `${code} ${label(code)}`).join(', ');

/** `待审核(1)`: a state's label and its number. */
const orderStateText = (state: OrderState) => `${orderStateOf(state).label}(${state})`;

const USAGE = [
    'usage: npm run sim -- <command> ... [--port <port>]   (the running mock server is found on its own; --port or MOCK_PORT picks one of several)',
    `  applicant-audit <applicantId> <auditStatus>   ${listOf(AUDIT_STATUSES, s => auditStatusOf(s).label)}`,
    `  order-review <order> pass|fail [note]          ${orderStateText(PENDING_REVIEW_STATE)} → ${orderStateText(REVIEW_PASSED_STATE)} / ${orderStateText(REVIEW_FAILED_STATE)}`,
    `  order-office <order> <state> [date]            ${listOf(OFFICE_STATES, s => orderStateOf(s).label)}；date：发文日期（过去的 YYYY-MM-DD，默认现在）`,
    '  order-backdate <order> <days>                  订单提交时间和全部商标局记录提前 days 天（1 至 4000；演示注册满九年的续展期）',
    `  order-supplement <order> [days|date]           下发${SUPPLEMENT_NOTICE}（${SUPPLEMENT_DAYS} 天内补正，或 days 天，或截止到 YYYY-MM-DD）`,
    '  supplement-expire <order>                      待补正的补正通知立即过期（补正期限移到过去）',
    `  supplements-timeout [order]                    过期的待补正通知记为${supplementStateOf(CORRECTION_TIMED_OUT_STATE).label}(${CORRECTION_TIMED_OUT_STATE})；可只处理一个订单`,
    '<order>: the numeric id or the order number (订单的数字编号 id 或订单号 orderId，如 TM20260101120000123456)',
].join('\n');

const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { status: number; msg: string; data: unknown };
    if (envelope.status !== 200) throw new Error(envelope.msg);
    return envelope.data;
};

try {
    if (target.ambiguous) {
        throw new Error(target.ambiguous);
    } else if (command === 'applicant-audit' && args.length === 2) {
        console.log(
            JSON.stringify(
                await post(`/__sim/applicants/${encodeURIComponent(args[0])}/audit`, {
                    auditStatus: Number(args[1]),
                }),
            ),
        );
    } else if (command === 'order-review' && (args[1] === 'pass' || args[1] === 'fail')) {
        const note = args.slice(2).join(' ') || (args[1] === 'fail' ? '申请材料不完整' : '');
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/review`, {
                    pass: args[1] === 'pass',
                    note,
                }),
            ),
        );
    } else if (command === 'order-office' && (args.length === 2 || args.length === 3)) {
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/office`, {
                    state: Number(args[1]),
                    ...(args.length === 3 ? { at: args[2] } : {}),
                }),
            ),
        );
    } else if (command === 'order-backdate' && args.length === 2) {
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/backdate`, {
                    days: Number(args[1]),
                }),
            ),
        );
    } else if (command === 'order-supplement' && (args.length === 1 || args.length === 2)) {
        console.log(
            JSON.stringify(
                await post(
                    `/__sim/orders/${encodeURIComponent(args[0])}/supplement`,
                    args.length < 2
                        ? {}
                        : /^\d{4}-\d{2}-\d{2}$/.test(args[1])
                          ? { until: args[1] }
                          : { days: Number(args[1]) },
                ),
            ),
        );
    } else if (command === 'supplement-expire' && args.length === 1) {
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/supplement/expire`, {}),
            ),
        );
    } else if (command === 'supplements-timeout' && args.length <= 1) {
        console.log(
            JSON.stringify(
                await post(
                    '/__sim/supplements/timeout',
                    args.length === 1 ? { orderId: args[0] } : {},
                ),
            ),
        );
    } else {
        console.error(USAGE);
        process.exitCode = 2;
    }
} catch (error) {
    // several servers run and none was named: no call was made to any of them
    console.error(`sim: ${target.ambiguous ?? failureOf(error, base)}`);
    process.exitCode = 1;
}
