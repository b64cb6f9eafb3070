/**
 * The portal's messages of applicants (portal.applicants.*): the list, the add / edit / view
 * overlays and their uploads. The validation messages are the domain's (domain/rules/), shared
 * with the server; the labels react-admin already names are `resources.applicants.fields.*`.
 */
export const applicantsMessages = {
    add: '新增申请人',
    editTitle: '编辑申请人',
    showTitle: '查看申请人',
    deleteTitle: '删除申请人',
    deleteConfirm: '是否确认删除？',
    /** under 是否确认删除？: the applicant it deletes */
    deleteWhich: '申请人：%{name}',
    /** Esc (or the ×) on the add / edit overlay once something was typed */
    discard: {
        title: '放弃填写的内容？',
        content: '申请人信息尚未保存，关闭后填写的内容将丢失。',
        confirm: '放弃',
        cancel: '继续填写',
    },
    /** labels that depend on the applicant's type and region (see applicantLabels.ts) */
    labels: {
        individualName: '申请人名称',
        enterpriseName: '企业名称',
        individualEName: '申请人名称英文',
        enterpriseEName: '企业名称英文',
        idCardNumber: '身份证号',
        documentNumber: '证件号码',
        creditCode: '统一社会信用代码',
        country: '国家/地区',
        individualProvince: '申请人省份',
        licenceProvince: '营业执照地址省份',
        individualAddress: '申请人详细地址',
        licenceAddress: '营业执照详细地址',
        EAddress: '申请人地址(英文)',
        postcode: '邮政编码',
        /** the view overlay's shorter wordings */
        province: '省份',
        address: '详细地址',
        EAddressShort: '地址(英文)',
        latestTrademark: '最近申请商标',
    },
    files: {
        heading: '证明材料（JPG、PNG、BMP、JPEG，小于2M；证件照片过大时自动压缩）',
        idCard: '身份证正反面',
        idCardFront: '身份证正面',
        idCardBack: '身份证反面',
        passport: '护照',
        selfEmployedLicence: '个体工商户营业执照',
        licence: '营业执照',
        qualification: '主体资格证明文件',
        legalNotice: '法律文件',
        legalNoticeHint: '下载法律声明，签字或盖章后上传（JPG、PNG、BMP、JPEG、PDF，小于%{mb}M）',
    },
    /** the form filled from a recognised identity document (src/applicants/recognition.tsx) */
    recognition: {
        recognised: '已识别',
        doubtful: '识别存疑',
        doubts: {
            idCheck: '身份证号码校验位不符，请对照证件核对',
            usccCheck: '统一社会信用代码校验位不符，请对照执照核对',
            postcode: '邮政编码应为 6 位数字，请核对',
        },
        undo: '撤销',
        undoLabel: '撤销识别结果：%{field}',
        filled: '已从证件识别并填入 %{count} 项，请核对',
        kept: '已填写的%{fields}未被覆盖',
        /** between the kept fields' names */
        listSeparator: '、',
        separator: '；',
    },
    legalNotice: {
        download: '下载法律声明',
        generating: '文件生成中…',
    },
};
