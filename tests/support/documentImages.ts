/**
 * Photographs of identity documents, drawn for the OCR test and its bench (mock-server/ocr/):
 * resident ID cards (front) and business licences with made-up names, valid numbers (their
 * check characters right) and addresses, in the Chinese font the server's PDFs use (Noto Sans
 * SC), on a mottled ground with a slight tilt, blur and JPEG artefacts, as a phone photo of a
 * card looks. Deterministic: the same seed draws the same documents.
 */
import sharp from 'sharp';
import { idCardCheck, usccCheck, USCC_CHARS } from '../../domain/rules/identity';
import { CJK_FONT_FILE } from '../../mock-server/pdf/fonts';

export interface DrawnDocument {
    fileType: 1 | 2;
    fileName: string;
    image: Buffer;
    /** what a reader should find */
    name: string;
    number: string;
    address: string;
}

// prettier-ignore
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
// prettier-ignore
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '建国', '海燕', '志强', '晓东', '文博', '思远'];
// prettier-ignore
const CITIES = [['110105', '北京市朝阳区'], ['310115', '上海市浦东新区'], ['440305', '广东省深圳市南山区'], ['330106', '浙江省杭州市西湖区'], ['510107', '四川省成都市武侯区'], ['420106', '湖北省武汉市武昌区'], ['320102', '江苏省南京市玄武区'], ['370202', '山东省青岛市市南区']];
// prettier-ignore
const STREETS = ['科技园路', '建国路', '中山北路', '人民大道', '文一西路', '天府大道', '解放路', '滨江大道'];
// prettier-ignore
const BRANDS = ['云帆', '星河', '青禾', '澜图', '启明', '知行', '匠心', '北辰', '锦程', '海棠'];
// prettier-ignore
const TRADES = ['科技', '食品', '服饰', '贸易', '文化传媒', '餐饮管理', '电子商务', '生物科技'];

/** A small PRNG (mulberry32): the same seed, the same documents. */
const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const W = 1000;
const H = 630;

type Line = [text: string, x: number, y: number, size: number];

const textImage = (text: string, size: number) =>
    sharp({
        text: {
            text: `<span foreground="#1a1a1a">${text}</span>`,
            font: `Noto Sans SC ${size}`,
            fontfile: CJK_FONT_FILE,
            dpi: 96,
            rgba: true,
        },
    })
        .png()
        .toBuffer();

/** The lines on a mottled, tilted, slightly blurred ground, as a JPEG. */
const photograph = async (lines: readonly Line[], next: () => number): Promise<Buffer> => {
    const ground = Buffer.alloc(W * H * 3);
    const tint = [228 + next() * 20, 226 + next() * 20, 215 + next() * 25];
    for (let i = 0; i < ground.length; i++) {
        ground[i] = Math.min(255, tint[i % 3] + (next() - 0.5) * 36);
    }
    const layers = await Promise.all(
        lines.map(async ([text, x, y, size]) => ({
            input: await textImage(text, size),
            left: x,
            top: y,
        })),
    );
    const flat = await sharp(ground, { raw: { width: W, height: H, channels: 3 } })
        .composite(layers)
        .png()
        .toBuffer();
    return sharp(flat)
        .rotate((next() - 0.5) * 2.4, { background: '#d8d8d0' })
        .blur(0.5 + next() * 0.4)
        .jpeg({ quality: 62 + Math.floor(next() * 20) })
        .toBuffer();
};

const pick = <T>(list: readonly T[], next: () => number): T =>
    list[Math.floor(next() * list.length)];
const digits = (count: number, next: () => number) =>
    Array.from({ length: count }, () => Math.floor(next() * 10)).join('');

const idCard = async (index: number, next: () => number): Promise<DrawnDocument> => {
    const name = pick(SURNAMES, next) + pick(GIVEN, next);
    const [code, city] = pick(CITIES, next);
    const year = 1960 + Math.floor(next() * 45);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const birth = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
    const first17 = `${code}${birth}${digits(3, next)}`;
    const number = first17 + idCardCheck(first17);
    const address = `${city}${pick(STREETS, next)}${1 + Math.floor(next() * 300)}号`;
    const lines: Line[] = [
        [`姓名  ${name}`, 60, 60, 30],
        [`性别  ${next() < 0.5 ? '男' : '女'}     民族  汉`, 60, 130, 26],
        [`出生  ${year} 年 ${month} 月 ${day} 日`, 60, 190, 26],
        [`住址  ${address}`, 60, 255, 26],
        [`公民身份号码  ${number}`, 60, 520, 30],
    ];
    return {
        fileType: 1,
        fileName: `身份证_${index}.jpg`,
        image: await photograph(lines, next),
        name,
        number,
        address,
    };
};

const licence = async (index: number, next: () => number): Promise<DrawnDocument> => {
    const [code, city] = pick(CITIES, next);
    const name = `${city.slice(0, city.indexOf('市') + 1).replace(/^.*省/, '')}${pick(BRANDS, next)}${pick(TRADES, next)}有限公司`;
    const body = Array.from({ length: 9 }, () => pick([...USCC_CHARS], next)).join('');
    const first17 = `91${code}${body}`;
    const number = first17 + usccCheck(first17);
    const address = `${city}${pick(STREETS, next)}${1 + Math.floor(next() * 300)}号`;
    const lines: Line[] = [
        ['营 业 执 照', 400, 40, 36],
        [`统一社会信用代码  ${number}`, 60, 140, 26],
        [`名称  ${name}`, 60, 230, 28],
        ['类型  有限责任公司', 60, 300, 26],
        [`法定代表人  ${pick(SURNAMES, next)}${pick(GIVEN, next)}`, 60, 370, 26],
        [`住所  ${address}`, 60, 440, 26],
    ];
    return {
        fileType: 2,
        fileName: `营业执照_${index}.jpg`,
        image: await photograph(lines, next),
        name,
        number,
        address,
    };
};

/** `count` documents, ID cards and licences in turn. */
export const drawDocuments = async (count: number, seed = 29): Promise<DrawnDocument[]> => {
    const next = random(seed);
    const documents: DrawnDocument[] = [];
    for (let i = 0; i < count; i++) {
        documents.push(await (i % 2 === 0 ? idCard(i, next) : licence(i, next)));
    }
    return documents;
};

/** The JPEG's segments before its scan, without the Adobe (APP14) ones. */
const withoutAdobeMarker = (jpeg: Buffer): Buffer => {
    const parts: Buffer[] = [jpeg.subarray(0, 2)];
    let at = 2;
    while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
        const marker = jpeg[at + 1];
        if (marker === 0xda) break;
        const end = at + 2 + jpeg.readUInt16BE(at + 2);
        if (marker !== 0xee) parts.push(jpeg.subarray(at, end));
        at = end;
    }
    parts.push(jpeg.subarray(at));
    return Buffer.concat(parts);
};

/**
 * A photograph as a CMYK JPEG without the Adobe marker, as some scanners and print tools
 * write it: browsers and libvips show it as it should look (they take CMYK JPEGs as
 * Adobe-inverted), tesseract's image library reads it as a blank.
 */
export const cmykJpeg = async (image: Buffer): Promise<Buffer> =>
    withoutAdobeMarker(await sharp(image).toColourspace('cmyk').jpeg({ quality: 90 }).toBuffer());

/** A photograph as a one-channel greyscale JPEG. */
export const greyJpeg = (image: Buffer): Promise<Buffer> =>
    sharp(image).toColourspace('b-w').jpeg({ quality: 90 }).toBuffer();

/** A photograph as a phone takes it: `width` pixels wide (4000 by default), under 2 MB. */
export const largePhoto = (image: Buffer, width = 4000): Promise<Buffer> =>
    sharp(image).resize(width).jpeg({ quality: 90 }).toBuffer();

/**
 * A photograph as a phone's camera saves it: 4032 px wide, with the sensor's grain, at the
 * camera's high JPEG quality: some 7.5 MB, over the documents' 2M. Made in the test, never
 * committed.
 */
export const phonePhoto = async (image: Buffer, seed = 7): Promise<Buffer> => {
    const { data, info } = await sharp(image)
        .resize(4032, 2540, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
    const next = random(seed);
    for (let i = 0; i < data.length; i++) {
        data[i] = Math.max(0, Math.min(255, data[i] + (next() - 0.5) * 24));
    }
    return sharp(data, { raw: info }).jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
};
