/**
 * Addresses for seeded applicants: the 31 mainland provinces (each with its capital, a district,
 * the district's ID-card area code and a postcode), and sample addresses in Hong Kong, Macao,
 * Taiwan and abroad.
 */

export interface Province {
    name: string;
    city: string;
    /** the city in pinyin, for English company names */
    cityEn: string;
    district: string;
    /** 6-digit administrative code of the district (first digits of ID and credit codes) */
    areaCode: string;
    postcode: string;
}

// prettier-ignore
export const PROVINCES: readonly Province[] = [
    { name: '北京市', city: '北京市', cityEn: 'Beijing', district: '朝阳区', areaCode: '110105', postcode: '100020' },
    { name: '天津市', city: '天津市', cityEn: 'Tianjin', district: '和平区', areaCode: '120101', postcode: '300041' },
    { name: '河北省', city: '石家庄市', cityEn: 'Shijiazhuang', district: '长安区', areaCode: '130102', postcode: '050011' },
    { name: '山西省', city: '太原市', cityEn: 'Taiyuan', district: '小店区', areaCode: '140105', postcode: '030006' },
    { name: '内蒙古自治区', city: '呼和浩特市', cityEn: 'Hohhot', district: '新城区', areaCode: '150102', postcode: '010010' },
    { name: '辽宁省', city: '沈阳市', cityEn: 'Shenyang', district: '和平区', areaCode: '210102', postcode: '110001' },
    { name: '吉林省', city: '长春市', cityEn: 'Changchun', district: '朝阳区', areaCode: '220104', postcode: '130012' },
    { name: '黑龙江省', city: '哈尔滨市', cityEn: 'Harbin', district: '南岗区', areaCode: '230103', postcode: '150001' },
    { name: '上海市', city: '上海市', cityEn: 'Shanghai', district: '浦东新区', areaCode: '310115', postcode: '200120' },
    { name: '江苏省', city: '南京市', cityEn: 'Nanjing', district: '鼓楼区', areaCode: '320106', postcode: '210008' },
    { name: '浙江省', city: '杭州市', cityEn: 'Hangzhou', district: '西湖区', areaCode: '330106', postcode: '310012' },
    { name: '安徽省', city: '合肥市', cityEn: 'Hefei', district: '蜀山区', areaCode: '340104', postcode: '230031' },
    { name: '福建省', city: '福州市', cityEn: 'Fuzhou', district: '鼓楼区', areaCode: '350102', postcode: '350001' },
    { name: '江西省', city: '南昌市', cityEn: 'Nanchang', district: '东湖区', areaCode: '360102', postcode: '330006' },
    { name: '山东省', city: '济南市', cityEn: 'Jinan', district: '历下区', areaCode: '370102', postcode: '250011' },
    { name: '河南省', city: '郑州市', cityEn: 'Zhengzhou', district: '金水区', areaCode: '410105', postcode: '450003' },
    { name: '湖北省', city: '武汉市', cityEn: 'Wuhan', district: '洪山区', areaCode: '420111', postcode: '430070' },
    { name: '湖南省', city: '长沙市', cityEn: 'Changsha', district: '岳麓区', areaCode: '430104', postcode: '410006' },
    { name: '广东省', city: '深圳市', cityEn: 'Shenzhen', district: '南山区', areaCode: '440305', postcode: '518057' },
    { name: '广西壮族自治区', city: '南宁市', cityEn: 'Nanning', district: '青秀区', areaCode: '450103', postcode: '530022' },
    { name: '海南省', city: '海口市', cityEn: 'Haikou', district: '龙华区', areaCode: '460106', postcode: '570105' },
    { name: '重庆市', city: '重庆市', cityEn: 'Chongqing', district: '渝中区', areaCode: '500103', postcode: '400010' },
    { name: '四川省', city: '成都市', cityEn: 'Chengdu', district: '武侯区', areaCode: '510107', postcode: '610041' },
    { name: '贵州省', city: '贵阳市', cityEn: 'Guiyang', district: '南明区', areaCode: '520102', postcode: '550001' },
    { name: '云南省', city: '昆明市', cityEn: 'Kunming', district: '五华区', areaCode: '530102', postcode: '650032' },
    { name: '西藏自治区', city: '拉萨市', cityEn: 'Lhasa', district: '城关区', areaCode: '540102', postcode: '850000' },
    { name: '陕西省', city: '西安市', cityEn: "Xi'an", district: '雁塔区', areaCode: '610113', postcode: '710061' },
    { name: '甘肃省', city: '兰州市', cityEn: 'Lanzhou', district: '城关区', areaCode: '620102', postcode: '730030' },
    { name: '青海省', city: '西宁市', cityEn: 'Xining', district: '城中区', areaCode: '630103', postcode: '810000' },
    { name: '宁夏回族自治区', city: '银川市', cityEn: 'Yinchuan', district: '兴庆区', areaCode: '640104', postcode: '750001' },
    { name: '新疆维吾尔自治区', city: '乌鲁木齐市', cityEn: 'Urumqi', district: '天山区', areaCode: '650102', postcode: '830002' },
];

export const STREETS: readonly string[] = [
    '建国路',
    '中山路',
    '人民路',
    '解放路',
    '科技园路',
    '长江路',
    '文化路',
    '新华路',
    '学院路',
    '滨江大道',
    '创业大街',
    '金融街',
];

/** `北京市朝阳区建国路88号华贸中心2号楼1203室`; municipalities are not named twice. */
export const mainlandAddress = (
    province: Province,
    street: string,
    number: number,
    building: number,
    room: number,
): string => {
    const city = province.city === province.name ? '' : province.city;
    return `${province.name}${city}${province.district}${street}${number}号${building}号楼${room}室`;
};

export interface ForeignAddress {
    address: string;
    EAddress: string;
    postcode: string;
}

export const HONG_KONG_ADDRESSES: readonly ForeignAddress[] = [
    {
        address: '香港九龙尖沙咀弥敦道132号美丽华大厦15楼',
        EAddress: '15/F, Mirador Mansion, 132 Nathan Road, Tsim Sha Tsui, Kowloon, Hong Kong',
        postcode: '999077',
    },
    {
        address: '香港中环皇后大道中99号中环中心38楼',
        EAddress: "38/F, The Center, 99 Queen's Road Central, Central, Hong Kong",
        postcode: '999077',
    },
    {
        address: '香港新界沙田科学园科技大道西16号',
        EAddress:
            '16 Science Park West Avenue, Hong Kong Science Park, Sha Tin, New Territories, Hong Kong',
        postcode: '999077',
    },
];

export const MACAO_ADDRESSES: readonly ForeignAddress[] = [
    {
        address: '澳门新马路61号永光广场8楼',
        EAddress: '8/F, Edificio Wing Kwong, No. 61 Avenida de Almeida Ribeiro, Macao',
        postcode: '999078',
    },
    {
        address: '澳门氹仔布拉干萨街188号',
        EAddress: 'No. 188 Rua de Braganca, Taipa, Macao',
        postcode: '999078',
    },
];

export const TAIWAN_ADDRESSES: readonly ForeignAddress[] = [
    {
        address: '台湾省台北市信义区信义路五段7号',
        EAddress: 'No. 7, Sec. 5, Xinyi Rd., Xinyi Dist., Taipei City, Taiwan',
        postcode: '110',
    },
    {
        address: '台湾省新竹市东区光复路二段101号',
        EAddress: 'No. 101, Sec. 2, Guangfu Rd., East Dist., Hsinchu City, Taiwan',
        postcode: '300',
    },
    {
        address: '台湾省台中市西屯区台湾大道三段99号',
        EAddress: 'No. 99, Sec. 3, Taiwan Blvd., Xitun Dist., Taichung City, Taiwan',
        postcode: '407',
    },
];

export interface Country {
    name: string;
    address: string;
    EAddress: string;
    postcode: string;
    /** a passport number of this country, from a template: `9` a digit, `A` a letter */
    passport: string;
}

export const COUNTRIES: readonly Country[] = [
    {
        name: '美国',
        address: '美国加利福尼亚州旧金山市场街100号',
        EAddress: '100 Market Street, San Francisco, CA 94105, USA',
        postcode: '94105',
        passport: '599999999',
    },
    {
        name: '日本',
        address: '日本东京都千代田区丸之内一丁目2番3号',
        EAddress: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan',
        postcode: '100-0005',
        passport: 'TK9999999',
    },
    {
        name: '新加坡',
        address: '新加坡安顺路10号国际大厦',
        EAddress: '10 Anson Road, International Plaza, Singapore 079903',
        postcode: '079903',
        passport: 'E9999999A',
    },
    {
        name: '英国',
        address: '英国伦敦贝克街25号',
        EAddress: '25 Baker Street, London W1U 3BW, United Kingdom',
        postcode: 'W1U 3BW',
        passport: '199999999',
    },
    {
        name: '德国',
        address: '德国杜塞尔多夫国王大道60号',
        EAddress: 'Koenigsallee 60, 40212 Duesseldorf, Germany',
        postcode: '40212',
        passport: 'C9AAA9AA9',
    },
    {
        name: '韩国',
        address: '韩国首尔江南区德黑兰路123号',
        EAddress: '123 Teheran-ro, Gangnam-gu, Seoul 06133, Republic of Korea',
        postcode: '06133',
        passport: 'M99999999',
    },
    {
        name: '法国',
        address: '法国巴黎香榭丽舍大街52号',
        EAddress: '52 Avenue des Champs-Elysees, 75008 Paris, France',
        postcode: '75008',
        passport: '99AA99999',
    },
    {
        name: '澳大利亚',
        address: '澳大利亚悉尼乔治街200号',
        EAddress: '200 George Street, Sydney NSW 2000, Australia',
        postcode: '2000',
        passport: 'PA9999999',
    },
];
