/**
 * The portal's own Chinese messages: `resources.<res>.fields.*` label react-admin fields,
 * `portal.*` everything else, one module per screen area under messages/. The spec's messages
 * are copied word for word. Components read them through `useMessage` (typed keys) or
 * react-admin's `translate`; they hold no Chinese text of their own.
 */
import { accountMessages } from './messages/account';
import { applicantsMessages } from './messages/applicants';
import { dashboardMessages } from './messages/dashboard';
import { documentsMessages } from './messages/documents';
import { ordersMessages } from './messages/orders';
import { settingsMessages } from './messages/settings';
import { wizardMessages } from './messages/wizard';

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
    },
    portal: {
        title: '商标代理申报门户',
        menu: {
            overview: '数据概览',
            orderHome: '数据概览',
            applicants: '申请人管理',
            applicant: '我的申请人',
            orders: '订单管理',
            stepOne: '新增订单',
            orderList: '我的订单',
            documents: '官文管理',
            officialDoc: '官文下载',
            userCenter: '用户中心',
            account: '账户信息',
            userList: '收支明细',
            addApplicant: '新增申请人',
            addOrder: '新增订单',
            hotline: '客服热线',
            collapse: '收起菜单',
            expand: '展开菜单',
            home: '返回首页',
        },
        orders: ordersMessages,
        wizard: wizardMessages,
        dashboard: dashboardMessages,
        applicants: applicantsMessages,
        account: accountMessages,
        documents: documentsMessages,
        settings: settingsMessages,
        page: {
            orderDetail: '订单详情',
            record: '交易记录',
        },
        login: {
            title: '用户登录',
            username: '账号',
            password: '密码',
            usernameRequired: '请输入用户名',
            passwordRequired: '请输入密码',
            submit: '登录',
            submitting: '登录中…',
            failed: '登录失败',
            forgot: '如忘记密码，请联系客服人员处理',
            hotline: '客服热线：%{hotline}',
        },
        header: {
            logout: '退出登录',
            logoutConfirm: '确认退出吗？',
            changePassword: '修改密码',
            settings: '设置',
            userPage: '账户信息',
        },
        common: {
            noData: '暂无数据',
            deleted: '删除成功',
            added: '添加成功',
            saved: '操作成功',
            loading: '加载中…',
            /** spec §8's generic fallback when a failure has no message */
            failed: '操作失败',
            /** spec §8's "loading hard": shown when a load takes long */
            loadingHard: '拼命加载中',
            /** spec §8's "file generating" */
            generating: '文件生成中',
            ok: '确定',
            confirm: '确定',
            cancel: '取消',
        },
    },
};

export type PortalMessages = typeof portalMessages;
