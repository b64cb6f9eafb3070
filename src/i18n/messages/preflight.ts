/** The pre-flight check of step 3 (portal.preflight.*): one line per rule the order must meet. */
export const preflightMessages = {
    title: '提交前检查',
    summary: {
        ok: '全部检查通过，可以提交',
        failed: '有 %{count} 项未通过，请修改后再提交',
        loading: '正在检查…',
    },
    items: {
        name: '商标名称：必填，不超过50个字符',
        desc: '商标说明：不超过90个字',
        iconFile: '商标图样：JPG/JPEG，小于0.2M，400×400至1500×1500像素',
        iconColour: '图样类型：黑白或指定颜色',
        items: '商品/服务：至少选择一个小项',
        nameCheck: '商标名称检查与近似审查：按当前名称和小项检查，有风险须确认',
        applicant: '申请人：审核状态允许申报',
        letter: '委托书：已上传，格式、大小和像素符合要求',
        legalNotice: '法律文件：已上传，格式和大小符合要求',
        balance: '账户余额：不少于官费',
    },
    status: {
        pass: '通过',
        fail: '未通过',
        unknown: '无法核对',
        loading: '检查中',
    },
    nameCheckAgain: '名称或小项已变更，请在第一步点击“下一步”重新检查',
    /** what the check found, under a passed name check */
    nameCheckFound: {
        clear: '未发现风险',
        accepted: '存在风险提示，您已勾选“我已知晓此风险”并确认继续',
    },
    unknownHint: '当前服务无法提供此项信息，提交时由服务器核对',
    balanceShort: '余额 ¥%{balance}，官费 ¥%{fee}，还差 ¥%{short}',
    balanceEnough: '余额 ¥%{balance}，官费 ¥%{fee}，提交后余额 ¥%{after}',
    fix: '去修改',
    topUp: '去充值',
};
