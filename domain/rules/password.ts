/**
 * The change-password form: old password, new password and confirmation
 * required, the confirmation equal to the new one, and the new one at least 8 characters with
 * both letters and digits. Checked on the typed text, before `dataProvider.changePassword`
 * hashes it, because the server only ever receives SHA-256 digests (docs/api.md).
 */
export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const NEW_PASSWORD_REQUIRED = '请输入新密码';
export const CONFIRM_REQUIRED = '请再次输入新密码';
export const PASSWORDS_DIFFER = '两次输入密码不一致!';
export const PASSWORD_TOO_WEAK = '密码至少 8 位，且须同时包含字母和数字';
export const PASSWORD_TOO_LONG = '密码不能超过 64 个字符';
export const PASSWORD_SAME_AS_OLD = '新密码不能与原密码相同';
/** shown under the new-password field */
export const PASSWORD_HINT = '至少 8 位，须同时包含字母和数字';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export interface ChangePasswordForm {
    old_password: string;
    password: string;
    password_confirm: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordForm, string>>;

/** The strength rule alone; `undefined` when the new password is acceptable. */
export const checkNewPassword = (password: string): string | undefined => {
    if (!password) return NEW_PASSWORD_REQUIRED;
    if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
    const strong =
        password.length >= PASSWORD_MIN_LENGTH &&
        /[A-Za-z]/.test(password) &&
        /[0-9]/.test(password);
    return strong ? undefined : PASSWORD_TOO_WEAK;
};

/** Every field's first problem; an empty object when the form may be sent. */
export const validateChangePassword = ({
    old_password,
    password,
    password_confirm,
}: Partial<ChangePasswordForm>): ChangePasswordErrors => {
    const errors: ChangePasswordErrors = {};
    if (!old_password) errors.old_password = OLD_PASSWORD_REQUIRED;
    const weak = checkNewPassword(password ?? '');
    if (weak) errors.password = weak;
    else if (password === old_password) errors.password = PASSWORD_SAME_AS_OLD;
    if (!password_confirm) errors.password_confirm = CONFIRM_REQUIRED;
    else if (password_confirm !== password) errors.password_confirm = PASSWORDS_DIFFER;
    return errors;
};
