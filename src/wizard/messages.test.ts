import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { wizardMessages } from '../i18n/messages/wizard';
import { catalogueProblems } from '../orders/testing';

describe('portal.wizard.* messages', () => {
    it('each have a Chinese text, which the catalogue answers for the key', () => {
        expect(Object.keys(wizardMessages).length).toBeGreaterThan(0);
        expect(catalogueProblems('portal.wizard', wizardMessages, i18nProvider.translate)).toEqual(
            [],
        );
    });
});
