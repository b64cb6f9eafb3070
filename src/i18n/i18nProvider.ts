import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'ra-core';
import { raChineseMessages } from './raChinese';
import { portalMessages } from './zh';

/**
 * react-admin's keys in Chinese, then the portal's. No English underneath: a unit test checks
 * that every key of ra-language-english has its Chinese here, so the English is not shipped.
 */
export const chineseMessages = mergeTranslations(raChineseMessages, portalMessages);

export const i18nProvider = polyglotI18nProvider(
    () => chineseMessages,
    'zh-CN',
    [{ locale: 'zh-CN', name: '简体中文' }],
    {
        allowMissing: true,
    },
);
