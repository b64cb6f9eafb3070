/**
 * The portal's messages of deadlines (portal.deadlines.*): corrections, reviews of a refusal,
 * renewals and their grace (domain/rules/statutory.ts). The countdown badge, the overview's
 * 即将到期 card, 我的订单's 法定期限 filter, the 期限管理 page and its calendar files.
 */
export const deadlinesMessages = {
    /** the countdown badge */
    left: '剩 %{days} 天',
    today: '今天到期',
    overdue: '已逾期 %{days} 天',
    unknown: '截止日期未知',
    /** the badge's full text (tooltip and screen readers): the last day, by kind */
    lastDay: '补正截止：%{date}',
    lastDays: {
        review: '驳回复审申请截止：%{date}',
        renewal: '续展申请截止：%{date}（注册有效期届满日）',
        grace: '宽展期截止：%{date}',
    },
    /** why the last day is that day: the law and the dates it counts from */
    basis: {
        review: '驳回通知 %{since} 发文，视为 %{served} 送达（商标法实施条例第十条），自收到之日起 15 日内可申请驳回复审（商标法第三十四条）',
        renewal:
            '%{since} 核准注册，有效期至 %{expires}；期满前 12 个月内可申请续展（商标法第四十条）',
        grace: '注册有效期已于 %{expires} 届满；期满后 6 个月宽展期内仍可续展，需缴纳延迟费（商标法第四十条）',
    },
    /** the same, short, under a last day on 期限管理 */
    basisShort: {
        review: '%{since} 发文，%{served} 视为送达；商标法第三十四条',
        renewal: '%{since} 核准注册；商标法第四十条',
        grace: '有效期 %{expires} 届满，宽展期需缴纳延迟费；商标法第四十条',
    },
    /** what a time limit asks for, on the desk and in calendar entries */
    kinds: {
        correction: '补正',
        review: '驳回复审',
        renewal: '续展',
        grace: '宽展期续展',
    },
    kindColumn: '事项',
    /** above an order's detail: what the time limit allows, and its countdown */
    notice: {
        review: '对驳回决定不服的，可以在期限内申请驳回复审，逾期驳回决定即生效。',
        renewal: '注册商标有效期即将届满，请在届满前申请续展，逾期须在宽展期内办理并缴纳延迟费。',
        grace: '注册商标有效期已届满，宽展期内仍可续展（需缴纳延迟费）；宽展期满未续展的，注册商标将被注销。',
    },
    view: '查看订单',
    rolled: '原定 %{raw} 为节假日或休息日，按商标法实施条例第十二条顺延至 %{date}',
    /** the same, short, under a last day in 期限管理 */
    rolledShort: '原定 %{raw}，遇节假日顺延',
    /** a last day in a year whose State Council notice (its 调休) is not published yet */
    uncoveredShort: '%{year} 年调休尚未公布，按法定节假日推算',
    /** between the parts of a deadline's full text */
    separator: '；',
    uncovered:
        '%{year} 年的调休安排尚未公布，截止日期按法定节假日和周末推算，调休未知，请以商标局通知为准',
    /** the full text after the badge's short one, for screen readers */
    aside: '（%{text}）',
    /** the overview's card and 我的订单's filter */
    card: '即将到期',
    filter: '法定期限',
    within: '%{days} 天内到期',
    /** 期限管理 */
    title: '期限管理',
    intro: '待补正订单的补正期限、驳回后的复审期限和注册商标的续展期限，按紧急程度排列。截止日期已按法定节假日顺延，依据见各期限的说明。',
    /** above the groups, when a deadline lies in a year whose 调休 is not published */
    unpublished:
        '%{years} 年的调休安排国务院尚未公布：这些年份的截止日期按《全国年节及纪念日放假办法》规定的法定节假日和周末推算，仅调休（补班日、调休放假日）未知，请以商标局通知为准。',
    /** between the years of that note */
    yearSeparator: '、',
    groups: {
        overdue: '已逾期',
        urgent: '3 天内到期',
        soon: '7 天内到期',
        later: '7 天以后到期',
        unknown: '截止日期未知',
    },
    unknownHint: '未能读取这些订单的通知或发文日期，请打开订单查看截止日期。',
    count: '共 %{count} 项',
    empty: '暂无待处理的期限',
    lastDayColumn: '截止日期',
    leftColumn: '剩余时间',
    correct: '补正',
    /** calendar files (.ics) */
    addToCalendar: '加入日历',
    exportAll: '全部导出到日历',
    /** why 全部导出到日历 waits */
    noneToExport: '暂无可导出的期限',
    calendarTitle: '商标%{kind}截止：%{trademarkName}（%{cls}）',
    calendarBody:
        '订单号：%{orderId}\n商标名称：%{trademarkName}\n类别：%{cls}\n申请人：%{applicant}\n%{kind}截止日期：%{date}\n查看订单：%{url}',
    calendarFailed: '日历文件生成失败',
    /** a calendar file's name: the order number, or all open deadlines of a day */
    fileOne: '%{kind}期限_%{orderId}.ics',
    fileAll: '期限_全部_%{date}.ics',
    tooMany: '有期限的订单共 %{total} 条，超过 %{max} 条，无法全部读取',
};
