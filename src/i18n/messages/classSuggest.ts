/** 描述您的业务 (portal.classSuggest.*): classes suggested from a description of the business. */
export const classSuggestMessages = {
    title: '描述您的业务',
    label: '您的业务',
    placeholder: '如：我们做手机壳和数据线的电商',
    hint: '用一句话说明卖什么、做什么，推荐应申报的类别和商品/服务项目',
    submit: '推荐类别',
    tooLong: '请控制在 %{max} 个字以内',
    empty: '请先描述您的业务',
    loading: '正在分析…',
    failed: '类别推荐失败，请重试',
    retry: '重试',
    none: '未找到相关类别，请换个说法，或在下方直接搜索商品/服务项目',
    results: '推荐类别',
    found: '为您推荐 %{count} 个类别',
    reason: '匹配：%{words}',
    groups: '类似群：%{groups}',
    items: '%{cls}的推荐项目',
    /** the items the engine did not vouch for: shown unticked, to tick */
    others: '其他可选',
    otherItems: '%{cls}的其他可选项目',
    /** a class the description names only weakly (confidence under LOW_CONFIDENCE) */
    lowConfidence: '仅供参考',
    lowConfidenceWhy: '推荐依据不足，仅供参考',
    /** the class taken into the order, with the items ticked */
    choose: '选择此类（%{count}项）',
    chosen: '已选择',
    noItems: '请至少勾选一个项目',
    /** another class, filed after this order as a copy of it */
    queue: '另建一单',
    queued: '已加入另建',
    queuedTitle: '提交后另建订单（同一商标）',
    nextClass: '%{name}（%{count}项）',
    /** step 4: a queued class started as a copy of the order just filed */
    startNext: '另建%{name}订单（%{count}项）',
    nextTitle: '同一商标的其他类别',
    /** step 4 left another way while classes are still queued */
    leaveTitle: '还有类别未另建订单',
    leaveBody: '%{names}尚未另建订单，离开此页后需重新选择。确定离开吗？',
    /** 近似查询: the class's groups put into the search */
    searchGroups: '查询这些类似群',
};
