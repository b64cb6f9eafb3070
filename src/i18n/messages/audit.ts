/** The portal's messages of 操作日志 (portal.audit.*), the audit trail page. */
export const auditMessages = {
    title: '操作日志',
    unavailable: '当前服务未提供操作日志，无法查看。',
    system: '系统（收银台）',
    none: '—',
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
    },
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
