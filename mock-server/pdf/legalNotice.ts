/**
 * The 法律声明 (legal notice) an applicant signs or stamps and uploads as its legal document
 * (docs/api.md, "The legal notice"): pre-filled with the applicant's name, the agency and today's
 * date (China time), with a signature/stamp line. `legalNoticeContent` lays out the text (plain
 * strings: a name with markup is printed as the characters it is), `renderLegalNotice` draws it.
 */
import { formatChinaDate } from '../../domain/rules/time';
import {
    drawLetterTitle,
    drawParagraphs,
    drawSeal,
    drawSignatureBlock,
    renderPdf,
    textBox,
} from './render';
import type { SealStyle } from './render';

export const LEGAL_NOTICE_TITLE = '法律声明';

export interface LegalNoticeInput {
    applicantName: string;
    /** the agency that files for the applicant */
    agencyName: string;
    /** the day pre-filled; null leaves the date to be written by hand */
    date: Date | null;
}

export interface LegalNoticeContent {
    title: string;
    addressee: string;
    paragraphs: string[];
    closing: string;
    /** label and pre-filled value of each line of the signature block */
    signature: { label: string; value: string }[];
}

/**
 * One line of plain text: control characters (newlines included) become spaces; bidi controls
 * (a right-to-left override would print as a missing glyph, and read as NUL) are dropped.
 */
export const plainText = (text: string): string =>
    text
        .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .trim();

/** `2025年6月4日`, the China calendar day. */
export const chineseDate = (date: Date): string => {
    const [y, m, d] = formatChinaDate(date).split('-').map(Number);
    return `${y}年${m}月${d}日`;
};

export const SIGNATURE_BLANK = '________________';
export const BLANK_DATE = '______年____月____日';

export const legalNoticeContent = ({
    applicantName,
    agencyName,
    date,
}: LegalNoticeInput): LegalNoticeContent => {
    const name = plainText(applicantName);
    const agency = plainText(agencyName) || '商标代理机构';
    return {
        title: LEGAL_NOTICE_TITLE,
        addressee: '致：国家知识产权局商标局',
        paragraphs: [
            `本申请人${name}委托${agency}办理商标注册申请事宜，现就所提交的申请材料郑重声明如下：`,
            '一、本申请人提交的申请人名称、证件号码、地址等信息及主体资格证明文件真实、合法、有效，所提交的复印件与原件一致。',
            '二、本申请人申请注册的商标系本申请人自行设计或已依法取得使用权，不侵犯他人的在先权利，包括但不限于著作权、外观设计专利权、姓名权、肖像权及企业名称权。',
            '三、本申请人申请注册商标是基于生产经营活动的真实需要，不属于不以使用为目的的恶意商标注册申请，亦不以不正当手段抢先注册他人已经使用并有一定影响的商标。',
            '四、如因本申请人提供的材料不真实或侵犯他人合法权益而引起的一切法律责任及经济损失，均由本申请人自行承担。',
        ],
        closing: '特此声明。',
        signature: [
            { label: '申请人名称：', value: name },
            { label: '申请人（签字或盖章）：', value: SIGNATURE_BLANK },
            { label: '日期：', value: date ? chineseDate(date) : BLANK_DATE },
        ],
    };
};

export interface RenderLegalNoticeOptions {
    compress?: boolean;
    creationDate?: Date;
    /** draws a red demo stamp over the signature line (a signed copy, for previews) */
    stamped?: boolean;
}

const DEMO_STAMP: SealStyle = {
    radius: 46,
    starRise: 8,
    label: '演示印章',
    fontSize: 10,
    labelWidth: 60,
    labelDrop: 14,
};

export const renderLegalNotice = (
    content: LegalNoticeContent,
    { compress, creationDate, stamped = false }: RenderLegalNoticeOptions = {},
): Promise<Buffer> =>
    renderPdf(
        doc => {
            drawLetterTitle(doc, content.title);
            doc.fontSize(12).text(content.addressee, { lineGap: 6 });
            doc.moveDown(0.6);
            drawParagraphs(doc, content.paragraphs);
            const { left, width } = textBox(doc);
            doc.text(content.closing, left, doc.y, { width, indent: 24, lineGap: 6 });
            doc.moveDown(3);
            let stampAt: [number, number] | undefined;
            drawSignatureBlock(doc, content.signature, ({ value }, x, y) => {
                if (value === SIGNATURE_BLANK) stampAt = [x + 180, y + 6];
            });
            if (stamped && stampAt) drawSeal(doc, ...stampAt, DEMO_STAMP);
        },
        { title: content.title, compress, creationDate },
    );
