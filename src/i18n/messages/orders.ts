/**
 * The portal's messages of orders (portal.orders.*), by screen: the list and its row actions,
 * the view dialog, the detail and record pages, the correction and re-select dialogs. Spec
 * messages word for word. Field labels react-admin already names are `resources.orders.fields.*`.
 */
export const ordersMessages = {
    unknownFilter: '链接中的筛选条件无效，已忽略',
    /** labels of an order's fields that resources.orders.fields lacks; the wizard uses them too */
    labels: {
        bsType: '业务类型',
        trademarkDesc: '商标说明',
        orderAmount: '订单金额',
        trademarkState: '商标局状态',
        note: '审核意见',
        icon: '商标图样',
        entrust: '委托书',
        legalNotice: '法律文件',
        state: '状态',
        deliveryTime: '发文时间',
        /** a registered mark's: its number (the application's, kept), day and term */
        registrationNumber: '注册号',
        registrationDate: '注册日期',
        exclusiveTerm: '专用权期限',
        termRange: '%{from} 至 %{to}',
        classOf: '第%{cls}类',
        /** between the items of a list written out as text */
        separator: '、',
    },
    list: {
        auditNote: '审核意见：%{note}',
        detail: '详情',
        more: '更多操作',
        record: '记录',
        copy: '复制',
        editApplicant: '修改申请人',
        closeOrder: '关闭订单',
        closeConfirm: '确认关闭此订单吗？',
        closeRefund: '关闭后，订单金额 ¥%{amount} 将退回账户余额；订单关闭后不能再提交。',
    },
    show: {
        title: '查看订单',
    },
    detail: {
        progressTab: '商标进度跟踪',
        group: '%{code} 群组',
        item: '%{name}（%{code}）',
        viewEntrust: '查看委托书',
        viewLegalNotice: '查看法律文件',
        progress: '商标进度',
    },
    /** 商标进度跟踪: the order's steps, from its filing (normalise/progress.ts) */
    progress: {
        filed: '提交申请',
        notice: '补正通知',
        unknownState: '未知状态（%{state}）',
        reviewNote: '审核意见：%{note}',
        /** what the office's feedback said of the step */
        content: '反馈内容：%{text}',
        explanation: '补正说明：%{text}',
        deliveryTime: '发文时间：%{time}',
        deadline: '补正期限：%{time}',
        /** one of several files of a step */
        downloadNth: '下载（%{n}）',
    },
    /** an order's detail says what happens next, and what the user may do */
    next: {
        failedTitle: '审核未通过',
        failedHow: '请按审核意见选择下列一种处理方式，提交后订单将重新进入审核。',
        /** beside each way forward of a failed review: what it is for */
        reselectFor: '改用另一个申请人，并上传新的委托书',
        editApplicantFor: '修正当前申请人的资料，申请人不变',
        closeFor: '不再申请，订单金额退回账户余额',
        pending: '订单已提交审核，请等待审核结果；结果会在消息通知中告知。',
        resubmitted: '操作成功，订单已重新提交审核',
    },
    record: {
        heading: '订单号：%{orderId}，商标名称：%{trademarkName}',
        money: '资金变动',
        feedback: '商标局反馈',
        time: '时间',
        content: '反馈内容',
    },
    supplement: {
        title: '补正',
        noNotice: '该订单没有可操作的补正通知',
        notice: '补正通知书',
        downloadNotice: '下载补正通知书',
        deadline: '补正截止日期',
        daysLeft: '剩余天数',
        days: '%{days} 天',
        /** a card's deadline line: the day, and the days left */
        deadlineLeft: '%{date}（剩余 %{days} 天）',
        content: '补正说明',
        contentPlaceholder: '请填写对回文的相关说明',
        file: '说明文件',
        /** an uploaded explanation file, by its place among them */
        fileNumber: '说明文件 %{number}',
        fileHint: '可上传多个，支持 JPG、PNG、JPEG，每个不超过 10M，最多 %{max} 个',
        fileCount: '；已添加 %{count} 个',
        fileTwice: '该说明文件已添加',
        closed: '当前补正状态为“%{state}”，不能再操作。',
        abandon: '放弃补正',
        abandonConfirm: '是否确认拒绝补正？',
        abandonMeaning:
            '拒绝后不能再提交补正材料，商标局通常将该申请视为放弃；如仍要申请，需重新提交订单。',
        submit: '提交补正',
    },
    reselect: {
        title: '重新选择申请人',
        letterHint: '新的商标代理委托书（JPG、PNG、BMP、JPEG，不超过 2M，企业盖章、个人签字）',
    },
};
