/**
 * `npm run sim -- <command> ...`: drives the running mock server's simulator (/__sim), so
 * the portal shows the change at once. MOCK_PORT picks the server (default 3001).
 *
 *   npm run sim -- applicant-audit <applicantId> <auditStatus 1..6>
 *   npm run sim -- order-review <order> pass|fail [note]
 *   npm run sim -- order-office <order> <state 20|21|22|23|29|30|31|99>
 *   npm run sim -- order-supplement <order>
 *   npm run sim -- supplement-expire <order>
 *   npm run sim -- supplements-timeout [order]
 * (<order> is the order's numeric id, as in #/home/myorder/myorderdetail/<id>, or its order
 * number, e.g. TM20260101120000123456)
 */
export {};

const port = process.env.MOCK_PORT ?? '3001';
const base = `http://127.0.0.1:${port}`;

const USAGE = [
    'usage: npm run sim -- <command> ...',
    '  applicant-audit <applicantId> <auditStatus>   1 未审核, 2 审核中, 3 审核通过, 4 审核失败, 5 草稿, 6 待确认',
    '  order-review <order> pass|fail [note]          待审核(1) → 审核通过(3) / 审核失败(2)',
    '  order-office <order> <state>                   20 提交商标局, 21 受理, 22 不予受理, 23 受理审查通过,',
    '                                                 29 部分驳回, 30 驳回, 31 初审公告, 99 核准注册',
    '  order-supplement <order>                       下发补正通知书（30 天内补正）',
    '  supplement-expire <order>                      待补正的补正通知立即过期（补正期限移到过去）',
    '  supplements-timeout [order]                    过期的待补正通知记为已过期(5)；可只处理一个订单',
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

const [command, ...args] = process.argv.slice(2);
try {
    if (command === 'applicant-audit' && args.length === 2) {
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
    } else if (command === 'order-office' && args.length === 2) {
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/office`, {
                    state: Number(args[1]),
                }),
            ),
        );
    } else if (command === 'order-supplement' && args.length === 1) {
        console.log(
            JSON.stringify(
                await post(`/__sim/orders/${encodeURIComponent(args[0])}/supplement`, {}),
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
    console.error(`sim: ${(error as Error).message} (mock server at ${base})`);
    process.exitCode = 1;
}
