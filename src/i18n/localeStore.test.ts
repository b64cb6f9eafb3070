import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withLocale } from './localeStore';

describe('withLocale', () => {
    it('answers the portal locale while none is stored, and a stored one once there is', () => {
        const inner = memoryStore();
        const store = withLocale(inner, 'zh-CN');
        store.setup();
        expect(store.getItem('locale')).toBe('zh-CN');
        store.setItem('locale', 'en');
        expect(store.getItem('locale')).toBe('en');
        expect(inner.getItem('locale')).toBe('en');
        store.reset();
        expect(store.getItem('locale')).toBe('zh-CN');
    });

    it('leaves every other key as the store holds it', () => {
        const store = withLocale(memoryStore({ 'orders.listParams': { page: 2 } }), 'zh-CN');
        expect(store.getItem('orders.listParams')).toEqual({ page: 2 });
        expect(store.getItem('missing')).toBeUndefined();
        expect(store.getItem('missing', 3)).toBe(3);
    });

    it('tells subscribers of changes as the store does', () => {
        const store = withLocale(memoryStore(), 'zh-CN');
        store.setup();
        const seen: unknown[] = [];
        const stop = store.subscribe('sidebar.open', value => seen.push(value));
        store.setItem('sidebar.open', false);
        stop();
        store.setItem('sidebar.open', true);
        expect(seen).toEqual([false]);
    });
});
