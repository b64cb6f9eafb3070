/**
 * The portal's messages of 批量申报 (portal.batch.*): the page, reading the workbook, the dry
 * run's preview, the filing and its result. The rows' own messages (a cell's problem) are the
 * rules', in domain/batch/rows.ts and domain/rules/.
 */
export const batchMessages = {
    intro: '下载模板，每行填写一个订单，与图样、委托书等文件（或一个 ZIP 压缩包）一同上传。提交前会逐行检查，只提交没有错误的行，同一订单不会重复提交。',
    template: '下载模板',
    /** the file's name before its extension (.xlsx) */
    templateFile: '批量申报模板',
    helpSheet: { column: '列名', help: '填写说明', example: '示例' },
    choose: '上传工作簿和文件',
    again: '重新上传',
    chooseHint:
        '可多选：一个 Excel 工作簿（xlsx），以及其中提到的图样、委托书、法律文件（JPG/PNG/BMP/PDF），或把它们放进一个 ZIP 压缩包；每次最多 %{max} 行',
    reading: '正在读取工作簿…',
    checking: '正在检查 %{count} 行…',
    problem: {
        noWorkbook: '未找到工作簿，请选择一个 Excel 工作簿（xlsx）',
        manyWorkbooks: '只能上传一个工作簿，当前有：%{names}',
        unreadable: '无法读取“%{name}”，请确认它是 Excel 工作簿（xlsx）或 ZIP 压缩包',
        empty: '工作簿中没有订单行，请在模板的表头下填写',
        missingColumns: '工作簿缺少列：%{columns}。请使用下载的模板填写',
        tooManyRows: '工作簿有 %{count} 行订单，每次最多 %{max} 行，请分批上传',
        sameNames: '有内容不同的同名文件：%{names}。请改用不同的文件名，并在工作簿中写明',
    },
    loadFailed: '检查所需的信息获取失败，请重试',
    checksFailed: '有 %{count} 项商标名称和近似商标的检查失败，请重试',
    summary: '共 %{total} 行：可提交 %{ready} 行，有错误 %{bad} 行，需确认风险 %{risky} 行',
    /** with rows filed before, which are not filed again nor counted in the fee */
    summaryFiled:
        '共 %{total} 行：可提交 %{ready} 行，有错误 %{bad} 行，需确认风险 %{risky} 行，此前已提交 %{filed} 行',
    stillChecking: '还有 %{count} 行正在检查（商标名称和近似商标）…',
    onlyProblems: '只看有问题的行',
    page: { previous: '上一页', next: '下一页', of: '第 %{page}/%{pages} 页' },
    fee: {
        total: '可提交订单的官费合计',
        balance: '账户余额',
        after: '提交后余额',
        short: '余额不足，还差 ¥%{amount}',
        topUp: '去充值',
        unknown: '价格获取失败，无法计算官费',
    },
    column: { line: '行号', status: '状态', fee: '官费', problems: '问题' },
    status: {
        ready: '可提交',
        bad: '有错误',
        risk: '需确认风险',
        checking: '检查中',
        filing: '提交中',
        filed: '已提交',
        filedBefore: '此前已提交',
        found: '已在订单列表中',
        failed: '提交失败',
        leftBalance: '余额不足，未提交',
        leftCancelled: '已取消，未提交',
    },
    fix: {
        apply: '采用建议：%{value}',
        edit: '修改',
        editTitle: '修改第 %{line} 行的“%{column}”',
        save: '确定',
        cancel: '取消',
        applicantHint: '输入申请人名称或证件号码的一部分查找',
        chooseFile: '选择文件',
        currentFile: '当前文件：%{name}',
        chosenFile: '已选择：%{name}',
        fileRule: '格式 %{types}，小于 %{mb}M',
        filePixels: '，尺寸 %{min}×%{min} 到 %{max}×%{max} 像素',
    },
    risk: {
        acknowledge: '我已知晓此风险',
        similar: '近似商标：%{marks}',
        groups: '类似群组：%{groups}',
    },
    submit: '提交 %{count} 个订单',
    nothingToFile: '没有可提交的行',
    confirmTitle: '确认批量提交',
    confirm:
        '将按顺序提交 %{count} 个订单，官费合计 ¥%{fee}，从账户余额中扣除，提交后余额 ¥%{after}。是否继续？',
    confirmShort:
        '余额只够提交前面的部分订单：提交将在余额用完时停止，并列出未提交的行。官费合计 ¥%{fee}，账户余额 ¥%{balance}。是否继续？',
    progress: '正在提交：%{done}/%{total}',
    cancel: '取消',
    cancelling: '将在当前订单提交后停止',
    otherTab: '另一个页面正在提交批量申报，请在它结束后再提交',
    done: '提交结束：新提交 %{filed} 个，此前已提交 %{before} 个，失败 %{failed} 个，未提交 %{left} 个',
    /** every row of the workbook was filed before: nothing is filed */
    nothingNew: '新提交 0 个，此前已提交 %{before} 个：没有重复提交，也没有扣费',
    left: '未提交的行：%{lines}',
    found: '有 %{count} 行在订单列表中找到了名称、类别和申请人都相同的订单，视为已提交，没有重复提交',
    download: '下载结果',
    resultFile: '批量申报结果',
    result: {
        line: '行号',
        status: '结果',
        orderId: '订单号',
        message: '说明',
        filedBefore: '此前已提交，没有重复提交',
    },
    /** a filed row's order number */
    orderId: '订单号：%{id}',
    resume: '上次的批量申报“%{name}”共 %{rows} 行，已提交 %{filed} 行，尚未完成。重新上传同一工作簿即可继续，已提交的订单不会重复提交。',
    lineSeparator: '、',
    /** a problem on its cell: 图样文件：上传文件的格式不支持 */
    cellProblem: '%{column}：%{message}',
    /** a row's card on a phone */
    lineTitle: '第 %{line} 行',
    fileName: '%{name}（%{rows} 行）',
    /** a file chosen in 修改 whose name another file of the batch holds: the row's line (and a number) after its stem */
    lineFileName: '%{stem}（第%{line}行%{more}）%{ext}',
} as const;
