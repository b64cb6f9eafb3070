import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'ra-core';
import { raChineseMessages } from './raChinese';
import { portalMessages } from './zh';

/** English underneath, so a key react-admin adds later falls back instead of showing raw. */
export const chineseMessages = mergeTranslations(
    englishMessages,
    raChineseMessages,
    portalMessages,
);

export const i18nProvider = polyglotI18nProvider(
    () => chineseMessages,
    'zh-CN',
    [{ locale: 'zh-CN', name: '简体中文' }],
    {
        allowMissing: true,
    },
);
