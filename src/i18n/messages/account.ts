/**
 * The portal's messages of the user centre (portal.account.*): the account page and the
 * top-up dialog. The amount rule's messages are the domain's (domain/rules/money.ts).
 */
export const accountMessages = {
    info: {
        title: '账户信息',
        spName: '机构名称',
        spContacts: '联系人',
        spPhone: '联系电话',
        spAccount: '账户名称',
        note: '以上信息如有误，请致电客服热线 %{hotline} 修改。',
    },
    balance: {
        title: '账户余额',
        available: '可用余额(元)',
        records: '查看收支明细',
        amount: '充值金额',
        amountHint: '单次充值最多100万元，支持两位小数',
        yuan: '元',
        submit: '立即充值',
    },
    topUp: {
        title: '账户充值',
        amount: '充值金额：',
        choose: '请选择支付方式',
        /** the channel's mark: its first character, drawn in the channel's colour */
        glyph: {
            wx_pub_qr: '微',
            alipay_pc_direct: '支',
        },
        scan: {
            wx_pub_qr: '请使用微信扫一扫，扫描二维码完成支付',
            alipay_pc_direct: '请使用支付宝扫一扫，扫描二维码完成支付',
        },
        qrCode: '%{channel}支付二维码',
        /** on a phone: paying on the phone itself, as far as the channel allows */
        openOnPhone: {
            alipay_pc_direct: '在本机打开支付宝付款',
            wx_pub_qr:
                '微信支付需用微信扫码：请用另一台设备的微信扫一扫，或截屏保存后在微信扫一扫中从相册选取。',
        },
        paymentSn: '支付单号：%{paymentSn}',
        pollFailed: '查询支付结果失败：%{message}。已停止查询，支付完成后请点击重试。',
        waiting: '等待支付结果，支付完成后将自动刷新',
        switchChannel: '切换支付方式',
        paid: '支付成功',
        paidDetail: '已成功充值 ¥%{amount}，余额已更新',
    },
};
