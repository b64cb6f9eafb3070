/**
 * The portal's messages of correction deadlines (portal.deadlines.*): the countdown badge, the
 * overview's 即将到期 card, 我的订单's 补正期限 filter, the 期限管理 page and its calendar files.
 */
export const deadlinesMessages = {
    /** the countdown badge */
    left: '剩 %{days} 天',
    today: '今天到期',
    overdue: '已逾期 %{days} 天',
    unknown: '截止日期未知',
    /** the badge's full text (tooltip and screen readers) */
    lastDay: '补正截止：%{date}',
    rolled: '原定 %{raw} 为节假日或休息日，按商标法实施条例第十二条顺延至 %{date}',
    /** the same, short, under a last day in 期限管理 */
    rolledShort: '原定 %{raw}，遇节假日顺延',
    uncoveredShort: '%{year} 年节假日未收录，仅按周末推算',
    /** between the parts of a deadline's full text */
    separator: '；',
    uncovered: '%{year} 年的节假日安排尚未收录，仅按周末顺延，请以商标局通知为准',
    /** the full text after the badge's short one, for screen readers */
    aside: '（%{text}）',
    /** the overview's card and 我的订单's filter */
    card: '即将到期',
    filter: '补正期限',
    within: '%{days} 天内到期',
    /** 期限管理 */
    title: '期限管理',
    intro: '所有待补正订单的补正期限，按紧急程度排列。截止日期已按法定节假日顺延。',
    groups: {
        overdue: '已逾期',
        urgent: '3 天内到期',
        soon: '7 天内到期',
        later: '7 天以后到期',
        unknown: '截止日期未知',
    },
    unknownHint: '未能读取这些订单的补正通知，请打开订单查看截止日期。',
    count: '共 %{count} 项',
    empty: '暂无待补正的期限',
    lastDayColumn: '截止日期',
    leftColumn: '剩余时间',
    correct: '补正',
    /** calendar files (.ics) */
    addToCalendar: '加入日历',
    exportAll: '全部导出到日历',
    /** why 全部导出到日历 waits */
    noneToExport: '暂无可导出的补正期限',
    calendarTitle: '商标补正截止：%{trademarkName}（%{cls}）',
    calendarBody:
        '订单号：%{orderId}\n商标名称：%{trademarkName}\n类别：%{cls}\n申请人：%{applicant}\n补正截止日期：%{date}\n查看订单：%{url}',
    calendarFailed: '日历文件生成失败',
    /** a calendar file's name: the order number, or all open deadlines of a day */
    fileOne: '补正期限_%{orderId}.ics',
    fileAll: '补正期限_全部_%{date}.ics',
    tooMany: '待补正订单共 %{total} 条，超过 %{max} 条，无法全部读取',
};
