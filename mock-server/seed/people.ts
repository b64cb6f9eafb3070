/** Names for seeded applicants, written as they appear on real filings. */

/** [Chinese, pinyin] */
export type NamePart = readonly [string, string];

export const SURNAMES: readonly NamePart[] = [
    ['王', 'Wang'],
    ['李', 'Li'],
    ['张', 'Zhang'],
    ['刘', 'Liu'],
    ['陈', 'Chen'],
    ['杨', 'Yang'],
    ['赵', 'Zhao'],
    ['黄', 'Huang'],
    ['周', 'Zhou'],
    ['吴', 'Wu'],
    ['徐', 'Xu'],
    ['孙', 'Sun'],
    ['胡', 'Hu'],
    ['朱', 'Zhu'],
    ['高', 'Gao'],
    ['林', 'Lin'],
    ['何', 'He'],
    ['郭', 'Guo'],
    ['马', 'Ma'],
    ['罗', 'Luo'],
];

export const GIVEN_NAMES: readonly NamePart[] = [
    ['芳', 'Fang'],
    ['娜', 'Na'],
    ['伟', 'Wei'],
    ['敏', 'Min'],
    ['静', 'Jing'],
    ['丽', 'Li'],
    ['强', 'Qiang'],
    ['磊', 'Lei'],
    ['军', 'Jun'],
    ['洋', 'Yang'],
    ['勇', 'Yong'],
    ['艳', 'Yan'],
    ['杰', 'Jie'],
    ['涛', 'Tao'],
    ['超', 'Chao'],
    ['秀英', 'Xiuying'],
    ['建华', 'Jianhua'],
    ['志强', 'Zhiqiang'],
    ['晓东', 'Xiaodong'],
    ['海燕', 'Haiyan'],
    ['雪梅', 'Xuemei'],
    ['子涵', 'Zihan'],
    ['浩然', 'Haoran'],
    ['欣怡', 'Xinyi'],
    ['思远', 'Siyuan'],
    ['佳琪', 'Jiaqi'],
];

/** Brand words of company names. */
export const BRANDS: readonly NamePart[] = [
    ['星河', 'Xinghe'],
    ['云帆', 'Yunfan'],
    ['华创', 'Huachuang'],
    ['瑞丰', 'Ruifeng'],
    ['博远', 'Boyuan'],
    ['鼎盛', 'Dingsheng'],
    ['恒信', 'Hengxin'],
    ['青禾', 'Qinghe'],
    ['澜图', 'Lantu'],
    ['启明', 'Qiming'],
    ['锦程', 'Jincheng'],
    ['天晟', 'Tiansheng'],
    ['新元', 'Xinyuan'],
    ['宏达', 'Hongda'],
    ['嘉禾', 'Jiahe'],
    ['润泽', 'Runze'],
];

export const INDUSTRIES: readonly NamePart[] = [
    ['科技', 'Technology'],
    ['食品', 'Food'],
    ['贸易', 'Trading'],
    ['生物科技', 'Biotechnology'],
    ['文化传媒', 'Culture & Media'],
    ['餐饮管理', 'Catering Management'],
    ['服饰', 'Apparel'],
    ['电子', 'Electronics'],
    ['网络科技', 'Network Technology'],
    ['化妆品', 'Cosmetics'],
    ['农业发展', 'Agricultural Development'],
    ['教育咨询', 'Education Consulting'],
];

/** [Chinese name, English name as on the travel permit or passport] */
export const HONG_KONG_PEOPLE: readonly NamePart[] = [
    ['陈家明', 'CHAN Ka Ming'],
    ['黄志伟', 'WONG Chi Wai'],
    ['李嘉欣', 'LEE Ka Yan'],
    ['梁振邦', 'LEUNG Chun Bong'],
    ['张美玲', 'CHEUNG Mei Ling'],
    ['何俊杰', 'HO Chun Kit'],
    ['吴咏诗', 'NG Wing Sze'],
];

export const HONG_KONG_COMPANIES: readonly NamePart[] = [
    ['香港恒通贸易有限公司', 'Hang Tung Trading Limited'],
    ['香港海港国际控股有限公司', 'Harbour International Holdings Limited'],
    ['香港维港科技有限公司', 'Victoria Harbour Technology Limited'],
    ['香港金丰食品有限公司', 'Kam Fung Food Company Limited'],
    ['香港明轩设计有限公司', 'Ming Hin Design Limited'],
    ['香港嘉利洋行有限公司', 'Ka Lee Hong Limited'],
    ['香港瑞安投资有限公司', 'Shui On Investment Company Limited'],
];

export const MACAO_PEOPLE: readonly NamePart[] = [
    ['区志豪', 'AU Chi Hou'],
    ['梁嘉怡', 'LEONG Ka I'],
    ['何文华', 'HO Man Wa'],
    ['陈伟杰', 'CHAN Wai Kit'],
    ['林小敏', 'LAM Sio Man'],
    ['苏家乐', 'SOU Ka Lok'],
    ['黄颖欣', 'VONG Weng Ian'],
];

export const MACAO_COMPANIES: readonly NamePart[] = [
    ['澳门濠江贸易有限公司', 'Hou Kong Trading Company Limited'],
    ['澳门金莲花餐饮有限公司', 'Lotus Dourado Restauracao Limitada'],
    ['澳门新丰科技有限公司', 'San Fong Technology Company Limited'],
    ['澳门葡京酒业有限公司', 'Vinhos Lisboa Limitada'],
    ['澳门南湾文化传播有限公司', 'Nam Van Cultural Media Limited'],
    ['澳门永利食品有限公司', 'Weng Lei Food Limited'],
    ['澳门氹仔制衣有限公司', 'Taipa Garment Manufacturing Limited'],
];

export const TAIWAN_PEOPLE: readonly NamePart[] = [
    ['陈建宏', 'CHEN Chien-Hung'],
    ['林怡君', 'LIN Yi-Chun'],
    ['王雅婷', 'WANG Ya-Ting'],
    ['张家豪', 'CHANG Chia-Hao'],
    ['李宗翰', 'LEE Tsung-Han'],
    ['黄淑芬', 'HUANG Shu-Fen'],
    ['蔡承恩', 'TSAI Cheng-En'],
];

export const TAIWAN_COMPANIES: readonly NamePart[] = [
    ['宏图电子股份有限公司', 'Hongtu Electronics Co., Ltd.'],
    ['日月光茶业有限公司', 'Sun Moon Tea Co., Ltd.'],
    ['新竹精密机械股份有限公司', 'Hsinchu Precision Machinery Co., Ltd.'],
    ['台湾佳味食品股份有限公司', 'Taiwan Jiawei Foods Co., Ltd.'],
    ['阿里山文创有限公司', 'Alishan Creative Co., Ltd.'],
    ['宝岛生技股份有限公司', 'Formosa Biotech Co., Ltd.'],
    ['大同智能家电股份有限公司', 'Datong Smart Appliances Co., Ltd.'],
];

/** Overseas people and companies by country: [Chinese transliteration, original name]. */
export const OVERSEAS_PEOPLE: Readonly<Record<string, readonly NamePart[]>> = {
    美国: [
        ['约翰·史密斯', 'John Smith'],
        ['艾米丽·约翰逊', 'Emily Johnson'],
    ],
    日本: [
        ['山田太郎', 'Taro Yamada'],
        ['佐藤花子', 'Hanako Sato'],
    ],
    新加坡: [['陈志明', 'Tan Chee Meng']],
    英国: [['奥利弗·布朗', 'Oliver Brown']],
    德国: [['卢卡斯·穆勒', 'Lukas Mueller']],
    韩国: [['金敏俊', 'Kim Min-jun']],
    法国: [['卡米尔·杜邦', 'Camille Dupont']],
    澳大利亚: [['杰克·威尔逊', 'Jack Wilson']],
};

export const OVERSEAS_COMPANIES: Readonly<Record<string, readonly NamePart[]>> = {
    美国: [
        ['艾派克斯机器人公司', 'Apex Robotics Inc.'],
        ['蓝湾咖啡有限责任公司', 'Blue Bay Coffee LLC'],
    ],
    日本: [['樱花食品株式会社', 'Sakura Foods Co., Ltd.']],
    新加坡: [['狮城贸易私人有限公司', 'Lion City Trading Pte. Ltd.']],
    英国: [['泰晤士设计有限公司', 'Thames Design Ltd']],
    德国: [['莱茵技术有限公司', 'Rhein Technik GmbH']],
    韩国: [['汉江化妆品株式会社', 'Hangang Cosmetics Co., Ltd.']],
    法国: [['塞纳时装股份有限公司', 'Seine Couture SAS']],
    澳大利亚: [['南十字星酒业有限公司', 'Southern Cross Wines Pty Ltd']],
};
