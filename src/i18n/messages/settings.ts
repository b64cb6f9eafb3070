/**
 * The portal's messages of the header's dialogs (portal.settings.*): change password and the
 * admins' settings. The password rule's messages are the domain's (domain/rules/password.ts).
 */
export const settingsMessages = {
    password: {
        title: '修改密码',
        email: '邮箱',
        name: '用户名',
        old: '原密码',
        new: '新密码',
        confirm: '确认新密码',
    },
    agency: {
        title: '设置',
        loginStyle: '登录方式',
        singleLogin: '单点登录',
        multipleLogin: '多点登录',
        loginStyleHint:
            '单点登录：同一账号在别处登录后，之前的登录立即失效；多点登录：可同时在多处登录',
        forbidChangePassword: '禁止修改密码的用户',
        forbidChangePasswordHint: '选中的用户不能自行修改密码',
        user: '%{trueName}（%{name}）',
    },
};
