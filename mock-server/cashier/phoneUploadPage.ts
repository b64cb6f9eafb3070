/**
 * The page a 手机上传 QR code opens on a phone (docs/api.md, "Upload from a phone"): one
 * self-contained HTML page (inline style, no script, no external resource) with two forms
 * posting one file back to this server: a photo from the camera, or a file from the phone.
 */
import { CASHIER_CSP, escapeHtml } from './page';

/** The same policy as the cashier: its own style, forms posting only to this server. */
export const PHONE_UPLOAD_CSP = CASHIER_CSP;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#f2f4f7;color:#1f2329;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif}
main{width:min(94vw,400px);background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);overflow:hidden}
h1{margin:0;padding:14px 20px;color:#fff;background:#0958d9;font-size:17px;font-weight:600}
section{padding:20px}
form{margin:0 0 16px;padding:14px;border:1px dashed #c9cdd4;border-radius:8px}
label{display:block;font-weight:600;margin-bottom:8px}
input[type=file]{display:block;width:100%;margin-bottom:10px;font-size:15px}
button{width:100%;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:600;color:#fff;background:#0958d9;cursor:pointer}
.done{text-align:center;color:#07a35a;font-size:18px;font-weight:600;margin:8px 0 4px}
.error{color:#d4380d;font-weight:600;margin:0 0 12px}
.note{margin:12px 0 0;color:#646a73;font-size:13px}
`;

const page = (body: string): string => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>手机上传</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>手机上传</h1>
<section>
${body}
</section>
</main>
</body>
</html>
`;

export interface PhoneUploadView {
    /** the link's secret (the forms post back to it) */
    secret: string;
    /** what is asked for, e.g. 商标代理委托书 */
    what: string;
    /** the accept list of the file chooser (`.jpg,.jpeg,.pdf`) */
    accept: string;
    /** the rule in words: formats, size, pixels */
    ruleText: string;
    /** China time the link stops working */
    expireTime: string;
    /** why the last try was refused, shown above the forms */
    error?: string;
}

/** The upload page of a live link: take a photo, or choose a file. */
export const renderPhoneUploadPage = (view: PhoneUploadView): string => {
    const action = `/api/phoneUpload/m/${encodeURIComponent(view.secret)}`;
    const form = (id: string, label: string, attributes: string) =>
        `<form method="post" enctype="multipart/form-data" action="${action}">` +
        `<label for="${id}">${escapeHtml(label)}</label>` +
        `<input id="${id}" type="file" name="file" required ${attributes}>` +
        `<button type="submit">上传</button></form>`;
    return page(
        `<p>上传：<strong>${escapeHtml(view.what)}</strong></p>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
${form('photo', '拍照上传', 'accept="image/*" capture="environment"')}
${form('pick', '选择文件上传', `accept="${escapeHtml(view.accept)}"`)}
<p class="note">${escapeHtml(view.ruleText)}</p>
<p class="note">链接在 ${escapeHtml(view.expireTime)} 前有效，只能上传一次。上传后请回到电脑查看。</p>`,
    );
};

/** After the upload: nothing more to do here (`compressed`: what the server did to the photo). */
export const renderPhoneUploadDone = (fileName: string, compressed: string | null = null): string =>
    page(
        `<p class="done" role="status">上传成功</p>` +
            (compressed ? `<p class="note">${escapeHtml(compressed)}</p>` : '') +
            `<p class="note">已收到 ${escapeHtml(fileName)}，请回到电脑继续填写。</p>`,
    );

/** A link that cannot be used (unknown, expired or spent): why, and what to do. */
export const renderPhoneUploadRefusal = (message: string): string =>
    page(`<p class="error" role="alert">${escapeHtml(message)}</p>`);
