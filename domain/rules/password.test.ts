import { describe, expect, it } from 'vitest';
import { checkNewPassword, validateChangePassword } from './password';

describe('new password rule', () => {
    it.each([
        ['Newpass123', undefined],
        ['abc12345', undefined],
        ['A1b2C3d4', undefined],
        ['', '请输入新密码'],
        ['abc1234', '密码至少 8 位，且须同时包含字母和数字'],
        ['abcdefgh', '密码至少 8 位，且须同时包含字母和数字'],
        ['12345678', '密码至少 8 位，且须同时包含字母和数字'],
        ['密码密码密码密码12', '密码至少 8 位，且须同时包含字母和数字'],
        [`a1${'x'.repeat(62)}`, undefined],
        [`a1${'x'.repeat(63)}`, '密码不能超过 64 个字符'],
    ])('%s → %s', (password, expected) => {
        expect(checkNewPassword(password)).toBe(expected);
    });
});

describe('change password form', () => {
    it('names every missing field', () => {
        expect(validateChangePassword({})).toEqual({
            old_password: '请输入原密码',
            password: '请输入新密码',
            password_confirm: '请再次输入新密码',
        });
    });

    it('wants the confirmation equal and the new password different from the old', () => {
        expect(
            validateChangePassword({
                old_password: 'Old12345',
                password: 'Newpass123',
                password_confirm: 'Newpass124',
            }),
        ).toEqual({ password_confirm: '两次输入密码不一致!' });
        expect(
            validateChangePassword({
                old_password: 'Same1234',
                password: 'Same1234',
                password_confirm: 'Same1234',
            }),
        ).toEqual({ password: '新密码不能与原密码相同' });
        expect(
            validateChangePassword({
                old_password: 'Old12345',
                password: 'Newpass123',
                password_confirm: 'Newpass123',
            }),
        ).toEqual({});
    });
});
