import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { ordersMessages } from '../i18n/messages/orders';
import { catalogueProblems } from './testing';

describe('portal.orders.* messages', () => {
    it('each have a Chinese text, which the catalogue answers for the key', () => {
        expect(Object.keys(ordersMessages).length).toBeGreaterThan(0);
        expect(catalogueProblems('portal.orders', ordersMessages, i18nProvider.translate)).toEqual(
            [],
        );
    });
});
