import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { raChineseMessages } from './raChinese';

const keysOf = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
        value && typeof value === 'object'
            ? keysOf(value, `${prefix}${key}.`)
            : [`${prefix}${key}`],
    );

describe('Chinese messages', () => {
    it("translate every one of react-admin 5's own keys", () => {
        const chinese = new Set(keysOf(raChineseMessages));
        const missing = keysOf(englishMessages).filter(key => !chinese.has(key));
        expect(missing).toEqual([]);
    });

    it('are what the provider answers, with the portal wordings', () => {
        expect(i18nProvider.translate('ra.action.save')).toBe('保存');
        expect(i18nProvider.translate('ra.navigation.no_results')).toBe('暂无数据');
        expect(
            i18nProvider.translate('ra.navigation.page_range_info', {
                offsetBegin: 1,
                offsetEnd: 10,
                total: 31,
            }),
        ).toBe('共 31 条');
        expect(i18nProvider.translate('portal.login.usernameRequired')).toBe('请输入用户名');
        expect(i18nProvider.translate('portal.header.logoutConfirm')).toBe('确认退出吗？');
        // the form's toast, with a Chinese comma
        expect(i18nProvider.translate('ra.message.invalid_form')).toBe(
            '表单输入无效，请检查错误提示',
        );
        expect(i18nProvider.getLocale()).toBe('zh-CN');
    });

    it('has no react-admin key left in English', () => {
        const english = new Map(
            keysOf(englishMessages).map(key => [key, i18nProvider.translate(key)]),
        );
        const untranslated = [...english].filter(
            ([, text]) => /^[A-Za-z][A-Za-z ,.'!?%{}_]+$/.test(text) && text.length > 3,
        );
        expect(untranslated.map(([key]) => key)).toEqual([]);
    });
});
