/**
 * The 商标代理委托书 (proxy letter, power of attorney) of wizard step 2 (`downloadEntrustFile`;
 * docs/api.md, "The proxy letter"): pre-filled with the applicant, its country, address and
 * postcode, the trademark and the agency, with lines for the applicant's signature or stamp and the
 * date, which the applicant writes by hand before the signed copy is uploaded (policy ATTORNEY).
 * `entrustLetterContent` lays out the text (plain strings: markup is printed as the characters it
 * is), `renderEntrustLetter` draws it.
 */
import type { EntrustFileRequest } from '../../domain/types/orders';
import { BLANK_DATE, plainText, SIGNATURE_BLANK } from './legalNotice';
import { drawLetterTitle, drawParagraphs, drawSignatureBlock, renderPdf, textBox } from './render';

export const ENTRUST_LETTER_TITLE = '商标代理委托书';

/** What the letter is filled with: the request (a mainland applicant's `country` is '' and
 * prints as 中国; a figure mark's `trademarkName` is ''), and the agency entrusted. */
export interface EntrustLetterInput extends EntrustFileRequest {
    agencyName: string;
}

export interface EntrustLetterContent {
    title: string;
    paragraphs: string[];
    /** the matters entrusted, the first one ticked */
    matters: string[];
    /** label and pre-filled value (or a blank to fill in) of each detail line */
    details: { label: string; value: string }[];
    promise: string;
    signature: { label: string; value: string }[];
}

const orBlank = (text: string): string => text || SIGNATURE_BLANK;

/** The address as one line: the province is not repeated when the address starts with it. */
const fullAddress = (province: string, address: string): string =>
    province && !address.startsWith(province) ? `${province}${address}` : address;

export const entrustLetterContent = (input: EntrustLetterInput): EntrustLetterContent => {
    const applicant = plainText(input.applicant);
    const country = plainText(input.country) || '中国';
    const mark = plainText(input.trademarkName);
    const agency = plainText(input.agencyName) || '商标代理机构';
    const address = fullAddress(plainText(input.province), plainText(input.address));
    return {
        title: ENTRUST_LETTER_TITLE,
        paragraphs: [
            `委托人${applicant}是${country}国籍（地区），现委托${agency}代理${
                mark ? `“${mark}”` : '图形'
            }商标的如下商标事宜：`,
        ],
        matters: ['（√）商标注册申请'],
        details: [
            { label: '委托人名称：', value: applicant },
            { label: '国籍（地区）：', value: country },
            { label: '委托人地址：', value: orBlank(address) },
            { label: '邮政编码：', value: orBlank(plainText(input.postcode)) },
            { label: '商标名称：', value: mark || '图形商标' },
            { label: '受托代理机构：', value: agency },
        ],
        promise:
            '委托人保证所提交的申请人信息、商标图样及其他申请材料真实、合法、有效，并承担由此产生的法律责任；' +
            '受托代理机构在委托权限内办理上述商标事宜，并将商标局的各项通知及时转告委托人。',
        signature: [
            { label: '委托人（签字或盖章）：', value: SIGNATURE_BLANK },
            { label: '日期：', value: BLANK_DATE },
        ],
    };
};

export interface RenderEntrustLetterOptions {
    compress?: boolean;
    creationDate?: Date;
}

export const renderEntrustLetter = (
    content: EntrustLetterContent,
    { compress, creationDate }: RenderEntrustLetterOptions = {},
): Promise<Buffer> =>
    renderPdf(
        doc => {
            drawLetterTitle(doc, content.title);
            doc.fontSize(12);
            drawParagraphs(doc, content.paragraphs);
            const { left, width } = textBox(doc);
            for (const matter of content.matters) {
                doc.text(matter, left + 24, doc.y, { width: width - 24, lineGap: 6 });
            }
            doc.moveDown(0.8);
            for (const { label, value } of content.details) {
                doc.text(`${label}${value}`, left, doc.y, { width, lineGap: 8 });
            }
            doc.moveDown(0.8);
            doc.text(content.promise, left, doc.y, { width, indent: 24, lineGap: 6 });
            doc.moveDown(3);
            drawSignatureBlock(doc, content.signature);
        },
        { title: content.title, compress, creationDate },
    );
