/**
 * The portal's messages of the notification centre (portal.notifications.*): the bell, its
 * panel and the 消息通知 page. `%{subject}` is the order as `subject` or `subjectNoName` names it.
 */
export const notificationsMessages = {
    title: '消息通知',
    /** the bell's name for screen readers, with the unread count */
    bell: '消息通知',
    bellUnread: '消息通知，未读 %{count} 条',
    markAllRead: '全部已读',
    markRead: '标为已读',
    viewAll: '查看全部',
    unread: '未读',
    unreadCount: '未读（%{count}）',
    /** the page's filter: all or unread only */
    filter: '显示',
    subject: '「%{name}」（订单 %{orderId}）',
    subjectNoName: '订单 %{orderId}',
    state: '%{subject}状态由「%{from}」变为「%{to}」',
    reviewNote: '审核意见：%{note}',
    correction: '%{subject}收到补正通知，请于 %{date} 前完成补正',
    correctionNoDate: '%{subject}收到补正通知，请及时补正',
    deadline: '%{subject}距%{limit}（%{date}）还剩 %{days} 天',
    deadlineToday: '%{subject}今天是%{limit}（%{date}）的最后一天',
    deadlinePassed: '%{subject}%{limit}（%{date}）已过',
    deadlinePassedNoDate: '%{subject}%{limit}已过',
    /** which time limit (domain/rules/statutory.ts) */
    limits: {
        correction: '补正期限',
        review: '驳回复审期限',
        renewal: '续展期限',
        grace: '续展宽展期',
    },
    /** after a deadline the holiday rule moved */
    rolled: '（遇法定节假日顺延）',
    balance: '账户余额 ¥%{balance} 已不足一个类别的官费 ¥%{fee}，请及时充值',
    topUp: '充值成功：¥%{amount} 已到账，余额 ¥%{balance}',
    /** when the portal noticed it */
    seenAt: '发现于 %{time}',
    /** what the centre can and cannot know from the provider's calls, said plainly */
    how: '通知由门户比对订单状态、补正通知、账户余额和充值记录得出：页面打开时每分钟比对一次，显示的时间是发现变化的时间；两次比对之间经过的中间状态不会单独列出。',
    baseline: '首次比对只记录当前状态，此后的变化会在这里提醒。',
    watched: '订单较多：仅监测最近的 %{count} 个订单（共 %{total} 个）的状态变化。',
    checkedAt: '最近比对：%{time}',
    notChecked: '尚未比对',
};
