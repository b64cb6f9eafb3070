/**
 * The simulated cashier (docs/api.md, "Top-up and the cashier"): the page a top-up's QR code opens,
 * on a phone or in a browser. One self-contained HTML page (inline style, no script, no external
 * resource) that shows the amount and channel and posts the confirmation back to the mock server.
 */
import { PAYMENT_CHANNEL_LABELS } from '../../domain/rules/money';
import type { PaymentChannel } from '../../domain/types/money';

/** The page carries its own style and nothing else; its form may only post to this server. */
export const CASHIER_CSP =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const ESCAPES: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, ch => ESCAPES[ch]);

const CHANNEL_COLORS: Record<PaymentChannel, string> = {
    wx_pub_qr: '#07c160',
    alipay_pc_direct: '#1677ff',
};

export interface CashierView {
    paymentSn: string;
    /** the payment's cashier key, which the confirm must carry too */
    cashierKey: string;
    /** yuan, formatted with 2 decimals */
    amount: string;
    channel: PaymentChannel;
    spName: string;
    createTime: string;
    paid: boolean;
    paidTime: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#f2f4f7;color:#1f2329;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif}
main{width:min(92vw,380px);background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);overflow:hidden}
header{padding:14px 20px;color:#fff;font-weight:600;font-size:17px}
section{padding:20px}
.amount{text-align:center;font-size:36px;font-weight:700;margin:4px 0 16px}
.amount small{font-size:20px;margin-right:2px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}
dt{color:#8a919f}dd{margin:0;text-align:right;word-break:break-all}
button{width:100%;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:600;color:#fff;cursor:pointer}
.paid{text-align:center;color:#07a35a;font-size:18px;font-weight:600;margin:8px 0 4px}
.note{margin:16px 0 0;color:#8a919f;font-size:12px;text-align:center}
`;

const page = (title: string, color: string, body: string): string => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header style="background:${color}">${escapeHtml(title)}</header>
<section>
${body}
</section>
</main>
</body>
</html>
`;

/** The cashier of one payment: pending with a 确认支付 button, or paid. */
export const renderCashierPage = (view: CashierView): string => {
    const channel = PAYMENT_CHANNEL_LABELS[view.channel];
    const color = CHANNEL_COLORS[view.channel];
    const rows: [string, string][] = [
        ['充值账户', view.spName],
        ['支付方式', channel],
        ['支付单号', view.paymentSn],
        ['创建时间', view.createTime],
        ...(view.paid ? ([['支付时间', view.paidTime]] as [string, string][]) : []),
    ];
    const details = rows
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('');
    const action = view.paid
        ? '<p class="paid" role="status">支付成功</p>'
        : `<form method="post" action="/pay/${encodeURIComponent(view.paymentSn)}/confirm?key=${encodeURIComponent(view.cashierKey)}">` +
          `<button type="submit" style="background:${color}">确认支付</button></form>`;
    return page(
        `${channel} · 模拟收银台`,
        color,
        `<p class="amount"><small>¥</small>${escapeHtml(view.amount)}</p>
<dl>${details}</dl>
${action}
<p class="note">这是开发与演示用的模拟收银台：确认后即视为支付成功，不会产生真实扣款。</p>`,
    );
};

/** A page that only says why the cashier cannot go on, and what to do. */
const renderCashierRefusal = (headline: string, note: string): string =>
    page(
        '模拟收银台',
        '#8a919f',
        `<p class="paid" style="color:#d4380d">${escapeHtml(headline)}</p><p class="note">${escapeHtml(note)}</p>`,
    );

/** A payment number that does not exist, a malformed one, or a link without its key. */
export const renderCashierNotFound = (): string =>
    renderCashierRefusal('支付单不存在', '请回到门户重新发起充值。');

/** A pending payment past its time. */
export const renderCashierExpired = (): string =>
    renderCashierRefusal('支付单已过期', '请回到门户重新发起充值。');

/** Too many requests from one address. */
export const renderCashierTooMany = (): string =>
    renderCashierRefusal('请求过于频繁', '请稍后再试。');
