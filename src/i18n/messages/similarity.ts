/** The similarity examination's words (portal.similarity.*): step 1's 近似风险 and 近似查询. */
export const similarityMessages = {
    title: '近似风险',
    examinedBy: {
        register: '由服务端按《商标审查审理指南》近似规则，对照在先商标库审查',
        ownOrders:
            '服务商只返回了类似群组；以下由浏览器按《商标审查审理指南》近似规则，对照本机构的订单审查',
    },
    none: {
        register: '未发现近似的在先商标',
        ownOrders: '本机构订单中未发现近似商标；服务商提示的群组原因未说明',
    },
    verdict: { similar: '近似', risk: '有风险' },
    earlier: '第%{cls}类 · 群组 %{groups} · 申请号 %{appNo} · %{appDate}',
    noAppNo: '未编号',
    /** a well-known mark, protected in every class (商标法第十三条) */
    wellKnown: '驰名商标 · 跨类别保护',
    wellKnownIn: '驰名商标 · 第%{cls}类认定 · 跨类别保护',
    /** the earlier mark's status in the register */
    status: { pending: '申请中', registered: '已注册', refused: '已驳回' },
    /** the earlier mark's goods in the shared groups, a few of them */
    goods: '商品/服务：%{goods}',
    goodsMore: '商品/服务：%{goods}等 %{count} 项',
    /** a group searched because a note of the 区分表 declares it similar to a chosen one */
    viaNote: '经区分表 %{group} 类似群注释检索：%{text}',
    /** step 3's pre-flight: the accepted marks in short */
    accepted: '近似商标：%{marks}',
    markRules: '%{name}（%{rules}）',
    more: '%{marks}等 %{count} 件',
    search: {
        scope: '类别或类似群',
        scopeHint: '如 09、30 或 0901、3002，可填多个',
        submit: '查询',
        export: '导出',
        exportFailed: '导出失败',
        providerGroups: '服务商提示以下类似群组存在风险（未说明原因）：%{groups}',
        sheetQuestion: '商标名称：%{name}；类别或类似群：%{scope}；%{examinedBy}',
        columns: {
            name: '在先商标',
            verdict: '结论',
            cls: '类别',
            groups: '共同类似群',
            appNo: '申请号',
            appDate: '申请日期',
            status: '商标状态',
            goods: '商品/服务',
            viaNote: '区分表注释',
            rules: '审查规则与理由',
        },
    },
};
