import { describe, expect, it } from 'vitest';
import type { NotificationEvent, Stored } from './model';
import {
    loadNotifications,
    markAllRead,
    markRead,
    notificationsKey,
    updateNotifications,
} from './storage';

const event = (id: string, read = false): NotificationEvent => ({
    id,
    kind: 'topUp',
    seenAt: 1,
    read,
    tradeSn: id,
    amount: 1,
    balance: 1,
});

const withEvents =
    (...events: NotificationEvent[]) =>
    (stored: Stored) => ({
        ...stored,
        events,
        checkedAt: 9,
    });

describe('the notification centre’s storage', () => {
    it('keeps each user’s notifications under sls_admin_notifications_<id>', () => {
        updateNotifications(1, withEvents(event('a')));
        updateNotifications(2, withEvents(event('b'), event('c')));
        expect(notificationsKey(1)).toBe('sls_admin_notifications_1');
        expect(JSON.parse(localStorage.getItem('sls_admin_notifications_1')!).events).toHaveLength(
            1,
        );
        expect(loadNotifications(1).events.map(e => e.id)).toEqual(['a']);
        expect(loadNotifications(2).events.map(e => e.id)).toEqual(['b', 'c']);
        expect(loadNotifications(3)).toEqual({ snapshot: null, events: [], checkedAt: null });
    });

    it('marks one notification read, or all, and the marks survive a reload', () => {
        updateNotifications(1, withEvents(event('a'), event('b'), event('c')));
        markRead(1, 'b');
        expect(loadNotifications(1).events.map(e => e.read)).toEqual([false, true, false]);
        // what a reload reads: the text in local storage
        const saved = JSON.parse(localStorage.getItem('sls_admin_notifications_1')!) as Stored;
        expect(saved.events.map(e => e.read)).toEqual([false, true, false]);
        markAllRead(1);
        expect(loadNotifications(1).events.every(e => e.read)).toBe(true);
        expect(loadNotifications(2).events).toEqual([]);
    });

    it('starts afresh from a damaged value', () => {
        localStorage.setItem('sls_admin_notifications_1', '{not json');
        expect(loadNotifications(1).events).toEqual([]);
        localStorage.setItem('sls_admin_notifications_1', JSON.stringify({ events: 'x' }));
        expect(loadNotifications(1).snapshot).toBeNull();
    });

    it('gives the same object while nothing changed (for React’s external store)', () => {
        updateNotifications(1, withEvents(event('a')));
        expect(loadNotifications(1)).toBe(loadNotifications(1));
    });
});
