/**
 * The trademark office's letters (the spec's Official document): 受理通知书, 不予受理通知书,
 * 补正通知书, 部分驳回通知书, 驳回通知书, 初步审定公告通知书 and 商标注册证, rendered with
 * pdfkit and the CJK font from the document's row and its order. `officialDocumentContent`
 * lays out the text (plain strings), `renderOfficialDocument` draws it.
 */
import { chineseDate, plainText } from './legalNotice';
import { drawParagraphs, drawSeal, renderPdf, SEAL_RED, textBox } from './render';
import type { SealStyle } from './render';

export const OFFICE_NAME = '国家知识产权局商标局';

export interface OfficialDocumentInput {
    officialName: string;
    orderId: string;
    trademarkName: string;
    cls: string;
    applicant: string;
    trademarkNumber: string;
    /** `YYYY-MM-DD HH:mm:ss`, China time */
    deliveryTime: string;
}

export interface OfficialDocumentContent {
    title: string;
    serial: string;
    addressee: string;
    details: { label: string; value: string }[];
    paragraphs: string[];
    office: string;
    date: string;
}

const BODY: Record<string, (input: OfficialDocumentInput, mark: string) => string[]> = {
    受理通知书: (_, mark) => [
        `你（单位）提交的${mark}商标注册申请，经审查，符合《中华人民共和国商标法》及其实施条例的有关规定，决定予以受理。`,
        '申请日以本局收到申请文件的日期为准。本局将依法对该商标注册申请进行审查，审查结果将另行通知。',
    ],
    不予受理通知书: (_, mark) => [
        `你（单位）提交的${mark}商标注册申请，经审查，申请手续不齐备或者未按照规定填写申请文件，根据《中华人民共和国商标法实施条例》第十八条的规定，决定不予受理。`,
        '如需继续申请，请按规定重新提交申请文件。',
    ],
    补正通知书: (_, mark) => [
        `你（单位）提交的${mark}商标注册申请，经审查，申请文件需要补正。根据《中华人民共和国商标法实施条例》第十八条的规定，请你（单位）自收到本通知之日起三十日内，按照指定内容补正并交回本局。`,
        '期满未补正的，或者不按照要求进行补正的，视为放弃申请，本局将书面通知申请人。',
    ],
    部分驳回通知书: (input, mark) => [
        `你（单位）在第${input.cls}类商品/服务上申请注册的${mark}商标，经审查，部分指定商品/服务与他人在同一种或类似商品/服务上已经注册的商标相同或近似，根据《中华人民共和国商标法》第三十条、第三十四条的规定，决定驳回在部分指定商品/服务上的注册申请，在其余指定商品/服务上予以初步审定。`,
        '如对本决定不服，可以自收到本通知之日起十五日内向国家知识产权局申请复审。',
    ],
    驳回通知书: (input, mark) => [
        `你（单位）在第${input.cls}类商品/服务上申请注册的${mark}商标，经审查，与他人在同一种或类似商品/服务上已经注册的商标相同或近似，根据《中华人民共和国商标法》第三十条、第三十四条的规定，决定驳回该商标的注册申请。`,
        '如对本决定不服，可以自收到本通知之日起十五日内向国家知识产权局申请复审。',
    ],
    初步审定公告通知书: (_, mark) => [
        `你（单位）申请注册的${mark}商标，经审查，符合《中华人民共和国商标法》的有关规定，予以初步审定，并刊登在商标公告上。`,
        '自公告之日起三个月内，无异议或者经裁定异议不能成立的，予以核准注册。',
    ],
    商标注册证: (input, mark) => [
        `${mark}商标，核定使用商品/服务第${input.cls}类，经核准注册，特发此证。`,
        '注册人应依法使用注册商标，商标注册有效期为十年，自核准注册之日起计算；有效期满需要继续使用的，应当在期满前十二个月内按照规定办理续展手续。',
    ],
};

const fallbackBody = (input: OfficialDocumentInput, mark: string): string[] => [
    `关于你（单位）申请注册的${mark}商标（第${input.cls}类），本局特此通知如下，请依法办理相关事宜。`,
];

export const officialDocumentContent = (input: OfficialDocumentInput): OfficialDocumentContent => {
    const title = plainText(input.officialName) || '商标官方文书';
    const name = plainText(input.trademarkName);
    const mark = name ? `“${name}”` : '图形';
    const number = plainText(input.trademarkNumber);
    const day = input.deliveryTime.slice(0, 10);
    const [y, m, d] = day.split('-').map(Number);
    const date = Number.isFinite(y) ? chineseDate(new Date(Date.UTC(y, m - 1, d, 4))) : '';
    return {
        title,
        serial: `发文编号：TMZC${day.replace(/-/g, '')}${plainText(input.orderId).slice(-6)}`,
        addressee: `${plainText(input.applicant)}：`,
        details: [
            { label: '订单号：', value: plainText(input.orderId) },
            { label: '申请号/注册号：', value: number || '（待分配）' },
            { label: '商标名称：', value: name || '图形商标' },
            { label: '类别：', value: `第${plainText(input.cls)}类` },
            { label: '申请人：', value: plainText(input.applicant) },
        ],
        paragraphs: (BODY[title] ?? fallbackBody)(input, mark),
        office: OFFICE_NAME,
        date,
    };
};

const OFFICE_SEAL: SealStyle = {
    radius: 50,
    starRise: 6,
    label: '商标局（演示）',
    fontSize: 9,
    labelWidth: 80,
    labelDrop: 16,
};

export const renderOfficialDocument = (
    content: OfficialDocumentContent,
    { compress, creationDate }: { compress?: boolean; creationDate?: Date } = {},
): Promise<Buffer> =>
    renderPdf(
        doc => {
            const { left, width } = textBox(doc);
            doc.fillColor(SEAL_RED)
                .fontSize(16)
                .text(content.office, { align: 'center', characterSpacing: 4 });
            doc.moveDown(0.3);
            const ruleY = doc.y;
            doc.save()
                .lineWidth(1.5)
                .strokeColor(SEAL_RED)
                .moveTo(left, ruleY)
                .lineTo(left + width, ruleY)
                .stroke()
                .restore();
            doc.moveDown(1);
            doc.fillColor('#000000').fontSize(22).text(content.title, left, doc.y, {
                width,
                align: 'center',
                characterSpacing: 6,
            });
            doc.moveDown(0.4);
            doc.fontSize(10)
                .fillColor('#555555')
                .text(content.serial, left, doc.y, { width, align: 'right' });
            doc.moveDown(1);
            doc.fillColor('#000000')
                .fontSize(12)
                .text(content.addressee, left, doc.y, { width, lineGap: 6 });
            doc.moveDown(0.5);
            drawParagraphs(doc, content.paragraphs);
            doc.moveDown(0.6);
            for (const { label, value } of content.details) {
                doc.text(`${label}${value}`, left + 24, doc.y, { width: width - 24, lineGap: 6 });
            }
            doc.moveDown(3);
            const blockLeft = left + width * 0.55;
            const sealY = doc.y + 10;
            doc.text(content.office, blockLeft, doc.y, {
                width: width * 0.45,
                align: 'center',
                lineGap: 8,
            });
            doc.text(content.date, blockLeft, doc.y, { width: width * 0.45, align: 'center' });
            drawSeal(doc, blockLeft + width * 0.225, sealY, OFFICE_SEAL);
        },
        { title: content.title, compress, creationDate },
    );
