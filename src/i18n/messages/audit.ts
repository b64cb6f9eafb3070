import type { AuditKind } from '../../../domain/types/audit';

/** The portal's messages of 操作日志 (portal.audit.*), the audit trail page. */
export const auditMessages = {
    title: '操作日志',
    unavailable: '当前服务未提供操作日志，无法查看。',
    system: '系统（收银台）',
    kinds: {
        money: '资金变动',
        orderSubmit: '提交订单',
        orderClose: '关闭订单',
        applicantReselect: '重新选择申请人',
        correctionAnswer: '提交补正',
        correctionAbandon: '放弃补正',
        riskAcknowledge: '确认风险（我已知晓）',
        settingsChange: '修改设置',
        passwordChange: '修改密码',
        topUpStart: '发起充值',
    } satisfies Record<AuditKind, string>,
    /** a record's states before and after: `label：before → after` */
    separator: '：',
    /** between those lines where they share one line (a cell of the export) */
    lineSeparator: '；',
    /** what each state a record keeps is called; a key missing here shows as it is */
    fields: {
        balanceFen: '余额(元)',
        moneyFen: '金额(元)',
        feeFen: '官费(元)',
        amountFen: '充值金额(元)',
        state: '订单状态',
        supplementState: '补正状态',
        applicant: '申请人',
        trademarkName: '商标名称',
        inandexType: '收支类型',
        tradeType: '交易类型',
        risk: '风险',
        login_style: '登录方式',
        forbidChangePasswordUserIds: '禁止修改密码的用户',
        channel: '支付方式',
    },
    /** an applicant or a user the page cannot name: their number */
    numbered: '编号 %{id}',
    /** what a record is about, by its kind */
    objects: {
        order: '订单 %{id}',
        topUp: '充值 %{id}',
        settings: '机构设置',
        user: '用户 %{name}',
        mark: '商标 %{name}',
        markOfClasses: '商标 %{name}（%{classes}）',
    },
    loginStyles: { 1: '单点登录', 2: '多点登录' },
    channels: { wx_pub_qr: '微信', alipay_pc_direct: '支付宝' },
} as const;

/** `resources.auditRecords`: the list's field labels. */
export const auditRecordFields = {
    name: '操作日志',
    fields: {
        time: '时间',
        userName: '操作人',
        userId: '操作人',
        address: 'IP 地址',
        kind: '操作类型',
        object: '对象',
        change: '变更前 → 变更后',
    },
} as const;
