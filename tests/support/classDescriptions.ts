/**
 * Descriptions of a business as customers write them to an agency, each with the classes an
 * agent would file for it, the main one first: the labelled set the class suggestions are
 * measured on (top-1: the first class suggested is the main one; top-3: the main one is among
 * the first three). Every one of the 45 classes is some description's main class. Written for
 * this set, as a customer would say it (no item names copied from the classification), so that
 * a plain keyword search over item names does not pass it by construction.
 */
export interface ClassDescription {
    text: string;
    /** the classes an agent would file, the main one first */
    classes: string[];
}

const d = (text: string, ...classes: string[]): ClassDescription => ({ text, classes });

export const CLASS_DESCRIPTIONS: readonly ClassDescription[] = [
    // 01 chemicals
    d('我们工厂生产工业用的胶水原料和化工助剂', '01'),
    d('做化肥的，主要卖复合肥和有机肥给农户', '01', '31'),
    d('实验室用的试剂和化学品批发', '01'),
    // 02 paints
    d('做墙面乳胶漆和木器漆的涂料厂', '02'),
    d('生产打印机墨盒里的墨水和色粉', '02'),
    // 03 cosmetics, cleaning
    d('我们是做护肤品的，面霜精华面膜都有', '03', '35'),
    d('想注册一个洗衣液和洗洁精的品牌', '03'),
    d('自己调的香水，在网上卖', '03', '35'),
    d('口红眼影这些彩妆', '03'),
    // 04 fuels, candles
    d('汽车机油和润滑油品牌', '04'),
    d('手工香薰蜡烛，送礼用的', '04'),
    d('生物质颗粒燃料和木炭', '04'),
    // 05 pharmaceuticals
    d('我们是药厂，做感冒药和消炎药', '05'),
    d('保健品，主要是维生素片和蛋白粉', '05', '29'),
    d('宠物驱虫药和猫狗的营养补充剂', '05'),
    d('婴儿纸尿裤品牌', '05'),
    // 06 metals
    d('生产不锈钢管材和金属型材', '06'),
    d('做门锁、合页这些五金件', '06'),
    d('金属保险柜', '06'),
    // 07 machines
    d('我们造工业机器人和自动化生产线', '07', '09'),
    d('农用的收割机和播种机', '07'),
    d('家用洗衣机和洗碗机', '07', '11'),
    d('破壁机、榨汁机这些厨房小电器', '07'),
    // 08 hand tools
    d('菜刀和厨房刀具', '08'),
    d('手动的扳手螺丝刀工具套装', '08'),
    d('剃须刀和修眉刀', '08'),
    // 09 electronics, software
    d('我们做手机壳和数据线的电商', '09', '35'),
    d('开发了一款记账的手机APP', '09', '42'),
    d('蓝牙耳机和充电宝', '09'),
    d('做智能手表和运动手环', '09', '14'),
    d('近视眼镜和太阳镜', '09'),
    d('行车记录仪和车载摄像头', '09'),
    // 10 medical devices
    d('血压计、体温计这些家用医疗器械', '10'),
    d('医院用的输液器和注射器', '10'),
    d('按摩椅和按摩仪', '10'),
    d('成人用品', '10'),
    // 11 lighting, heating, appliances
    d('LED灯具和吸顶灯', '11'),
    d('空调和空气净化器', '11'),
    d('电热水器和燃气灶', '11'),
    d('净水器品牌', '11'),
    // 12 vehicles
    d('电动自行车和电动滑板车', '12'),
    d('汽车轮胎', '12'),
    d('婴儿推车', '12'),
    d('我们造新能源汽车', '12', '09'),
    // 13 firearms, fireworks
    d('烟花爆竹厂', '13'),
    d('过年卖的鞭炮和礼花', '13'),
    // 14 jewellery, watches
    d('卖黄金首饰和钻戒', '14'),
    d('手工银饰和串珠手链', '14'),
    d('机械手表品牌', '14'),
    // 15 musical instruments
    d('做吉他和尤克里里', '15'),
    d('钢琴琴行，自己的钢琴品牌', '15', '41'),
    // 16 paper, stationery, print
    d('笔记本、中性笔这些学生文具', '16'),
    d('出版儿童绘本', '16', '41'),
    d('纸巾和卫生纸', '16'),
    d('快递用的纸箱和包装袋', '16'),
    // 17 rubber, plastics, insulation
    d('塑料薄膜和橡胶密封圈', '17'),
    d('电工胶带和绝缘材料', '17'),
    // 18 leather, bags
    d('真皮女包和钱包', '18'),
    d('拉杆箱和双肩背包', '18'),
    d('宠物牵引绳和宠物衣服', '18'),
    d('雨伞和遮阳伞', '18'),
    // 19 building materials (non-metal)
    d('瓷砖和大理石', '19'),
    d('木地板和装修用的板材', '19'),
    d('水泥和石膏板', '19'),
    // 20 furniture
    d('实木家具，沙发床和衣柜', '20'),
    d('办公椅和办公桌', '20'),
    d('床垫品牌', '20'),
    d('镜子和相框', '20'),
    // 21 kitchen and household utensils
    d('不锈钢保温杯和水杯', '21'),
    d('锅具、炒锅和不粘锅', '21'),
    d('陶瓷餐具和茶具', '21'),
    d('牙刷和梳子', '21'),
    d('垃圾桶和拖把', '21'),
    // 22 ropes, tents, bags for goods
    d('户外帐篷和天幕', '22'),
    d('编织袋和麻绳', '22'),
    // 23 yarns
    d('毛线和纺织用纱', '23'),
    // 24 textiles, bedding
    d('床上四件套和被子', '24'),
    d('毛巾和浴巾', '24'),
    d('窗帘布艺', '24'),
    // 25 clothing, footwear, headgear
    d('我们卖女装，连衣裙为主', '25', '35'),
    d('运动鞋品牌', '25'),
    d('童装和婴儿衣服', '25'),
    d('帽子和围巾', '25'),
    d('内衣内裤和袜子', '25'),
    d('汉服定制', '25'),
    // 26 lace, accessories, hair
    d('发夹、头绳这些头饰', '26'),
    d('假发和接发', '26'),
    d('纽扣拉链和服装辅料', '26'),
    // 27 carpets
    d('地毯和地垫', '27'),
    d('瑜伽垫', '27', '28'),
    // 28 toys, sports goods
    d('儿童玩具和积木', '28'),
    d('健身器材和哑铃', '28'),
    d('钓鱼竿和渔具', '28'),
    d('宠物玩具', '28'),
    // 29 meat, eggs, dairy, processed food
    d('卤味熟食，鸭脖鸭翅', '29'),
    d('牛奶和酸奶', '29'),
    d('坚果炒货零食', '29'),
    d('咸鸭蛋和皮蛋', '29'),
    d('自热火锅和方便菜肴', '29', '30'),
    // 30 coffee, tea, bakery, seasoning
    d('我们做茶叶，主要是普洱和红茶', '30'),
    d('烘焙店的面包蛋糕', '30', '43'),
    d('火锅底料和调味料', '30'),
    d('手工月饼和糕点', '30'),
    d('冷冻水饺和汤圆', '30'),
    d('辣条', '30'),
    // 31 fresh produce, animals, feed
    d('新鲜水果，自家果园的苹果', '31'),
    d('猫粮狗粮', '31'),
    d('鲜花和绿植盆栽', '31'),
    d('活的海鲜，大闸蟹', '31'),
    // 32 beer, soft drinks
    d('精酿啤酒', '32'),
    d('矿泉水和饮用水', '32'),
    d('果汁饮料和苏打水', '32'),
    // 33 alcohol except beer
    d('酱香型白酒', '33'),
    d('葡萄酒进口', '33', '35'),
    d('果酒和米酒', '33'),
    // 34 tobacco
    d('电子烟和烟弹', '34'),
    d('打火机', '34'),
    // 35 advertising, business, retail
    d('开网店卖各种日用百货', '35'),
    d('直播带货公司', '35', '41'),
    d('广告公司，做品牌策划', '35'),
    d('人力资源和招聘服务', '35'),
    d('财务代理记账', '35'),
    d('连锁超市', '35'),
    // 36 finance, insurance, real estate
    d('小额贷款和融资租赁', '36'),
    d('保险代理公司', '36'),
    d('房产中介，租房和二手房买卖', '36'),
    d('物业管理公司', '36', '37'),
    // 37 construction, repair, installation
    d('装修公司，家装和工装', '37', '42'),
    d('汽车维修和保养', '37'),
    d('家电上门维修', '37'),
    d('保洁家政和清洗服务', '37', '45'),
    // 38 telecommunications
    d('做视频直播平台，提供直播通道', '38', '41'),
    d('网络电话和短信服务', '38'),
    // 39 transport, travel
    d('物流快递公司', '39'),
    d('旅行社，组织出境游', '39'),
    d('搬家公司', '39'),
    d('停车场运营', '39'),
    // 40 treatment of materials
    d('定制印刷和打样', '40'),
    d('服装加工厂，来料加工', '40'),
    d('废品回收和垃圾处理', '40'),
    // 41 education, entertainment
    d('少儿英语培训机构', '41'),
    d('健身房和瑜伽馆', '41'),
    d('在线课程和职业培训', '41', '09'),
    d('剧本杀和密室逃脱', '41'),
    d('婚礼策划和摄影', '45', '41'),
    // 42 science, technology, software services
    d('软件开发和小程序定制', '42'),
    d('做建筑设计和室内设计的工作室', '42'),
    d('云服务器和数据存储服务', '42'),
    d('检测认证机构', '42'),
    // 43 food and drink services, accommodation
    d('奶茶店', '43', '32', '30'),
    d('开了一家火锅店', '43'),
    d('民宿和酒店', '43'),
    d('外卖快餐', '43'),
    d('咖啡馆', '43', '30'),
    // 44 medical, beauty, agriculture services
    d('口腔诊所', '44'),
    d('美容院和美甲店', '44'),
    d('宠物医院', '44'),
    d('中医理疗和推拿', '44'),
    d('心理咨询', '44'),
    // 45 legal, security, social services
    d('律师事务所', '45'),
    d('婚恋交友和婚姻介绍', '45'),
    d('保安服务公司', '45'),
    d('殡葬服务', '45'),
];
