/**
 * The portal's messages of the order wizard (portal.wizard.*), by step: the frame and its fee,
 * step 1 with the class picker and the risk warning, steps 2 to 4, copying an order. Spec
 * messages word for word. The order's field labels are resources.orders.fields.* and
 * portal.orders.labels.*.
 */
export const wizardMessages = {
    steps: {
        trademark: '填写商标信息',
        applicant: '选择申请人',
        confirm: '确认信息',
        done: '提交完成',
        label: '申报步骤',
    },
    back: '返回上一步',
    previous: '上一步',
    next: '下一步',
    iconType: '图样类型',
    iconTypes: {
        blackWhite: '黑白',
        colour: '指定颜色',
    },
    fee: {
        label: '官费：',
        failed: '获取价格失败',
        explain: '（%{count} 个小项；每类%{classPrice}元含10个小项，超出每项%{itemPrice}元）',
    },
    stepOne: {
        nameRequired: '请输入商标名称',
        autoIcon: '自动生成图样',
        iconHint: 'JPG、JPEG格式，小于0.2M，400×400至1500×1500像素',
    },
    picker: {
        itemAdded: '该小项已添加',
        /** 描述您的业务's items, every one already chosen */
        itemsAdded: '这些小项已添加',
        changeClass: '更换大类',
        /** a class picked, or an item of another class, while items of one are selected */
        changeClassConfirm:
            '一个订单只能选择一个类别。更换为%{to}将清空已选的%{from}小项（%{count}项），是否继续？',
        changeClassForItem:
            '一个订单只能选择一个类别。“%{item}”属于%{to}，添加它将清空已选的%{from}小项（%{count}项），是否继续？',
        bigClass: '商品/服务大类',
        pickClass: '请选择大类',
        classOption: '%{name}（%{total}项）',
        chooseClass: '请选择大类，或在上方搜索商品/服务项目',
        groupCount: '（%{checked}/%{total}）',
        selected: '已选小项',
        selectedOf: '（%{name}，%{count}项）',
        noneSelected: '暂未选择',
        search: '搜索商品/服务项目',
        searchPlaceholder: '如：计算机软件',
        added: '已添加',
        /** a hit of another class than the selected items' */
        otherClass: '其他类别，选择将更换类别',
        /** the search answers its best 30 hits: said when more matched */
        moreHits: '仅显示前 %{shown} 项，共 %{total} 项，请输入更具体的关键词',
        moreHitsUncounted: '仅显示前 %{shown} 项，请输入更具体的关键词',
    },
    risk: {
        title: '风险提示',
        /** the spec's line: the agency's own open orders of the same name in these groups */
        groups: '重复申请群组：%{groups}',
        /** groups where a similar earlier mark (of another name) was found */
        similarGroups: '近似商标所在群组：%{groups}',
        /** a spec-only backend's groups, which come without a reason */
        providerGroups: '服务商提示的风险群组：%{groups}（服务商未说明是重复申请还是近似商标）',
        aware: '我已知晓此风险',
        back: '返回修改',
        continue: '继续',
        /** why 继续 waits */
        tickFirst: '请先勾选“我已知晓此风险”',
        /** the warning opened from step 1's inline result, to read only */
        close: '知道了',
        /** step 1's result of the checks, asked while the name is typed */
        inline: {
            label: '近似检查',
            checking: '正在检查近似商标…',
            clear: '未发现近似商标',
            /** a name typed, no item chosen yet */
            needsItems: '选择商品/服务项目后，将自动检查近似商标',
            marks: '发现 %{count} 个近似商标',
            duplicate: '存在重复申请风险',
            /** a spec-only backend's groups, unexplained, where the browser found nothing */
            provider: '服务商提示 %{count} 个类似群组存在风险',
            nameWarn: '商标名称存在风险',
            joiner: '；',
            details: '查看详情',
            failed: '近似检查未完成：%{message}',
            retry: '重试',
        },
    },
    stepTwo: {
        changeApplicant: '更换申请人',
        chooseApplicant: '请选择申请人',
        /** why the proxy letter's and the legal file's uploads wait */
        chooseApplicantFirst: '请先在上方选择申请人，再上传',
        addApplicant: '新增申请人',
        total: '共 %{total} 条',
        entrustOf: '委托书（%{name}）',
        generating: '文件生成中…',
        downloadLetter: '下载委托书',
        letterHint:
            'JPG、PNG、BMP、JPEG，小于2000K，800×800至3900×3900像素；企业需盖章，个人需签字',
    },
    stepThree: {
        items: '商品/服务',
        group: '%{group}：%{items}',
        /** the applicant's address as filed: a mainland one with its province, else both */
        address: '地址',
        materials: '材料',
        fee: '官费',
        submit: '提交',
        promptTitle: '提示',
        prompt: '提交后，申请数据将推送至云平台，请确认所填信息准确无误；确认提交后将从账户余额中扣除官费。是否确认提交？',
        promptMoney: '本次扣除官费 ¥%{fee}；账户余额 ¥%{balance}，提交后余额 ¥%{after}。',
        promptFee: '本次扣除官费 ¥%{fee}。',
        recheck: '再检查一下',
        confirmSubmit: '确认提交',
    },
    stepFour: {
        title: '申请已提交',
        body: '您的商标注册申请已提交成功，请等待审核结果。',
        /** the filed order: its number (a link to it) and the fee taken from the balance */
        orderId: '订单号',
        openOrder: '查看订单 %{orderId}',
        charged: '已从余额扣除官费',
        addMore: '继续添加',
        viewOrders: '查看订单',
    },
    copy: {
        failed: '订单信息获取失败，无法复制',
    },
};
