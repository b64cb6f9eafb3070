/** The form's selection lists: the 31 mainland provinces and the foreign countries/regions. */
import countries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json';

countries.registerLocale(zh);

export const PROVINCES = [
    '北京市',
    '天津市',
    '河北省',
    '山西省',
    '内蒙古自治区',
    '辽宁省',
    '吉林省',
    '黑龙江省',
    '上海市',
    '江苏省',
    '浙江省',
    '安徽省',
    '福建省',
    '江西省',
    '山东省',
    '河南省',
    '湖北省',
    '湖南省',
    '广东省',
    '广西壮族自治区',
    '海南省',
    '重庆市',
    '四川省',
    '贵州省',
    '云南省',
    '西藏自治区',
    '陕西省',
    '甘肃省',
    '青海省',
    '宁夏回族自治区',
    '新疆维吾尔自治区',
] as const;

// Mainland China, Hong Kong, Macao and Taiwan have regions of their own (applicantRegion 1–4).
const NOT_OVERSEAS = new Set(['CN', 'HK', 'MO', 'TW']);

/** Chinese names of the foreign countries and regions an overseas applicant may choose. */
export const COUNTRY_NAMES: readonly string[] = Object.entries(
    countries.getNames('zh', { select: 'official' }),
)
    .filter(([code]) => !NOT_OVERSEAS.has(code))
    .map(([, name]) => name)
    .sort((a, b) => a.localeCompare(b, 'zh-CN'));

const COUNTRY_SET = new Set(COUNTRY_NAMES);
export const isCountry = (name: string) => COUNTRY_SET.has(name);
export const isProvince = (name: string) => (PROVINCES as readonly string[]).includes(name);
