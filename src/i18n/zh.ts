/**
 * The portal's own Chinese messages: `resources.<res>.fields.*` label react-admin fields,
 * `portal.*` everything else, one module per screen area under messages/ and the shell's
 * (menu, header, login, shared parts) here. The wordings users are told (请输入用户名, 确认退出吗？,
 * 是否确认删除？…) are kept word for word. Components read them through `useMessage` (typed
 * keys) or react-admin's `translate`; they hold no Chinese text of their own (a test scans them).
 */
import { accountMessages } from './messages/account';
import { applicantsMessages } from './messages/applicants';
import { dashboardMessages } from './messages/dashboard';
import { deadlinesMessages } from './messages/deadlines';
import { loginMessages, PORTAL_TITLE } from './messages/login';
import { notificationsMessages } from './messages/notifications';
import { documentsMessages } from './messages/documents';
import { exportMessages } from './messages/export';
import { ordersMessages } from './messages/orders';
import { settingsMessages } from './messages/settings';
import { wizardMessages } from './messages/wizard';
import { preflightMessages } from './messages/preflight';
import { similarityMessages } from './messages/similarity';
import { classSuggestMessages } from './messages/classSuggest';
import { phoneUploadMessages } from './messages/phoneUpload';
import { imageFixMessages } from './messages/imageFix';
import { batchMessages } from './messages/batch';
import { auditMessages, auditRecordFields } from './messages/audit';

export const portalMessages = {
    resources: {
        applicants: {
            name: '申请人',
            fields: {
                applicantName: '申请人名称',
                applicantType: '申请人类型',
                applicantRegion: '所属地区',
                cardNumber: '证件号码',
                auditStatus: '审核状态',
                ApplicantName: '申请人名称',
            },
        },
        orders: {
            name: '订单',
            fields: {
                orderId: '订单号',
                trademarkName: '商标名称',
                applicant: '申请人',
                cls: '类别',
                clsName: '类别名称',
                minsName: '商品/服务项目',
                orderAmount: '订单金额(元)',
                createTime: '创建时间',
                state: '订单状态',
                supplementState: '补正状态',
                trademarkType: '商标类型',
                trademarkNumber: '申请号',
            },
        },
        officialDocuments: {
            name: '官文',
            fields: {
                orderId: '订单号',
                trademarkName: '商标名称',
                cls: '类别',
                deliveryTime: '发文时间',
                applicant: '申请人',
                trademarkNumber: '申请号',
                officialName: '官文名称',
            },
        },
        capitalDetails: {
            name: '收支明细',
            fields: {
                tradeSn: '交易流水号',
                tradeTime: '交易时间',
                inandexType: '收支类型',
                tradeType: '交易类型',
                money: '金额(元)',
                paymentSn: '订单号',
                balance: '余额(元)',
            },
        },
        auditRecords: auditRecordFields,
    },
    portal: {
        title: PORTAL_TITLE,
        menu: {
            overview: '数据概览',
            orderHome: '数据概览',
            applicants: '申请人管理',
            applicant: '我的申请人',
            orders: '订单管理',
            stepOne: '新增订单',
            orderList: '我的订单',
            batch: '批量申报',
            deadlines: '期限管理',
            similar: '近似查询',
            documents: '官文管理',
            officialDoc: '官文下载',
            userCenter: '用户中心',
            account: '账户信息',
            userList: '收支明细',
            audit: '操作日志',
            addApplicant: '新增申请人',
            addOrder: '新增订单',
            hotline: '客服热线',
            collapse: '收起菜单',
            expand: '展开菜单',
            home: '返回首页',
            hotlineTitle: '客服热线：%{hotline}',
            /** names of the two menus, for screen readers */
            shortcuts: '快捷菜单',
            main: '功能菜单',
            /** the phone's menu button and drawer */
            open: '打开菜单',
            close: '关闭菜单',
        },
        orders: ordersMessages,
        wizard: wizardMessages,
        preflight: preflightMessages,
        similarity: similarityMessages,
        classSuggest: classSuggestMessages,
        batch: batchMessages,
        phoneUpload: phoneUploadMessages,
        imageFix: imageFixMessages,
        audit: auditMessages,
        dashboard: dashboardMessages,
        deadlines: deadlinesMessages,
        applicants: applicantsMessages,
        account: accountMessages,
        documents: documentsMessages,
        export: exportMessages,
        settings: settingsMessages,
        notifications: notificationsMessages,
        page: {
            orderDetail: '订单详情',
            record: '交易记录',
            forbidden: '您没有访问此页面的权限',
        },
        login: loginMessages,
        header: {
            logout: '退出登录',
            logoutConfirm: '确认退出吗？',
            changePassword: '修改密码',
            changePasswordForbidden: '管理员已禁止您的账号修改密码，如需修改请联系管理员',
            settings: '设置',
            userPage: '账户信息',
            breadcrumb: '面包屑',
        },
        common: {
            /** an applicant in a picker: its name and audit state */
            applicantOption: '%{name}（%{status}）',
            noData: '暂无数据',
            deleted: '删除成功',
            added: '添加成功',
            saved: '操作成功',
            loading: '加载中…',
            /** a failure whose error has no message of its own */
            failed: '操作失败',
            /** a load that failed without a message; also the wire layer's fallback of reads */
            loadFailed: '获取信息失败',
            /** shown under the spinner once a load is slow */
            loadingHard: '拼命加载中',
            /** while the server generates a file */
            generating: '文件生成中',
            ok: '确定',
            confirm: '确定',
            cancel: '取消',
            close: '关闭',
            save: '保存',
            retry: '重试',
            all: '全部',
            view: '查看',
            edit: '编辑',
            delete: '删除',
            download: '下载',
            /** the column of a list's row buttons */
            actions: '操作',
            /** a phone's folded filter panel: its button, and with the number of filters set */
            filters: '筛选',
            filtersActive: '筛选（%{count}）',
            /** a QR code whose link only this computer can open */
            qrLoopback:
                '二维码中的地址 %{host} 只能在本机打开，手机扫码后无法访问。请在电脑上用局域网地址打开门户（%{protocol}//电脑的局域网 IP%{port}），再重新生成二维码。',
            /** a narrow screen's pager: where the list is */
            pageOf: '第 %{page}/%{pages} 页，共 %{total} 条',
            /** a filter in force, in a list's chips and an export's first line */
            filter: {
                chip: '%{label}：%{value}',
                range: '%{start} 至 %{end}',
                rangeFrom: '%{start} 起',
                rangeUntil: '至 %{end}',
                /** the chips' group, and the button that removes them all */
                active: '当前筛选',
                clear: '清除筛选',
                remove: '移除筛选 %{filter}',
            },
            dateRange: {
                label: '日期范围',
                start: '开始日期',
                end: '结束日期',
                to: '至',
                lastWeek: '最近一周',
                lastMonth: '最近一个月',
                lastThreeMonths: '最近三个月',
            },
            upload: {
                choose: '上传',
                uploading: '上传中 %{percent}%',
                uploadOf: '上传%{label}',
                removeOf: '删除%{label}',
                none: '未上传',
            },
        },
    },
};
