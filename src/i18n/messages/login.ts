/**
 * The login page's messages (portal.login.*) and the portal's name. The login page reads them
 * directly, without react-admin's i18n, so that it loads without the signed-in application;
 * the catalogue (zh.ts) holds the same objects.
 */
export const PORTAL_TITLE = '商标代理申报门户';

export const loginMessages = {
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
    /** shown in the footer until VITE_ICP sets the agency's record */
    icpPlaceholder: '京ICP备00000000号-1',
    /** what the page shows while the portal loads after signing in */
    opening: '正在进入门户…',
};
