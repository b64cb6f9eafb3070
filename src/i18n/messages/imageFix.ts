/** The image fixer (portal.imageFix.*): the offer under an upload slot and its before/after dialog. */
export const imageFixMessages = {
    offer: '可在浏览器中自动修复（转为 JPG、调整尺寸、压缩）',
    fix: '去修复',
    title: '修复图片：%{label}',
    working: '正在修复图片…',
    before: '修复前',
    after: '修复后',
    facts: '%{width}×%{height} 像素，%{kb} KB',
    factsUnknown: '%{kb} KB',
    grey: '已转为黑白（黑白图样）',
    accept: '使用修复后的图片',
    cancel: '取消',
    undecodable: '浏览器无法读取这张图片，请换一张 JPG 或 PNG 图片',
    tooBig: '无法把图片压缩到规定大小以内，请换一张更简单的图片',
    failed: '修复失败：%{message}',
    /**
     * a photographed document over its size, compressed before upload (FileUpload.tsx); what is
     * said after, 已压缩：a MB → b MB, is the domain's (domain/rules/imageFix.ts), which the phone's
     * page says too
     */
    compressing: '正在压缩…',
};
