import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { dashboardMessages } from '../i18n/messages/dashboard';
import { catalogueProblems } from '../orders/testing';

describe('portal.dashboard.* messages', () => {
    it('each have a Chinese text, which the catalogue answers for the key', () => {
        expect(Object.keys(dashboardMessages).length).toBeGreaterThan(0);
        expect(
            catalogueProblems('portal.dashboard', dashboardMessages, i18nProvider.translate),
        ).toEqual([]);
    });
});
