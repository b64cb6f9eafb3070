/**
 * The notification centre's memory, per user, in local storage under
 * `sls_admin_notifications_<userId>`: the snapshot of what the user last saw, the events and
 * which of them are read. It survives a reload; another user on the same browser has their own.
 * Every change is a synchronous read-modify-write, so two tabs never tell the same change twice
 * (a reading is applied to what the other tab saved). Other tabs' changes are heard.
 */
import { STORAGE_PREFIX } from '../../dataProvider/session';
import { EMPTY_STORED } from './model';
import type { Stored } from './model';

export const notificationsKey = (userId: string | number) =>
    `${STORAGE_PREFIX}notifications_${userId}`;

const isStored = (value: unknown): value is Stored => {
    if (!value || typeof value !== 'object') return false;
    const stored = value as Partial<Stored>;
    return (
        Array.isArray(stored.events) &&
        (stored.snapshot === null || typeof stored.snapshot === 'object') &&
        (stored.checkedAt === null || typeof stored.checkedAt === 'number')
    );
};

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

// parsed once per stored text: useSyncExternalStore needs the same object while nothing changed
let cache: { raw: string | null; key: string; value: Stored } | null = null;

/** The user's stored state; a missing or damaged value starts afresh (a new baseline). */
export const loadNotifications = (userId: string | number): Stored => {
    const key = notificationsKey(userId);
    const raw = storage()?.getItem(key) ?? null;
    if (cache && cache.key === key && cache.raw === raw) return cache.value;
    let value = EMPTY_STORED;
    if (raw) {
        try {
            const parsed: unknown = JSON.parse(raw);
            if (isStored(parsed)) value = parsed;
        } catch {
            // damaged: start afresh
        }
    }
    cache = { raw, key, value };
    return value;
};

const listeners = new Set<() => void>();
const changed = () => listeners.forEach(listener => listener());

/**
 * Applies `change` to the user's stored state and saves it. A full storage keeps the old state
 * (the centre then shows what it had).
 */
export const updateNotifications = (
    userId: string | number,
    change: (stored: Stored) => Stored,
): Stored => {
    const before = loadNotifications(userId);
    const after = change(before);
    if (after === before) return before;
    try {
        storage()?.setItem(notificationsKey(userId), JSON.stringify(after));
    } catch {
        return before;
    }
    changed();
    return after;
};

export const markRead = (userId: string | number, id: string) =>
    updateNotifications(userId, stored =>
        stored.events.some(event => event.id === id && !event.read)
            ? {
                  ...stored,
                  events: stored.events.map(event =>
                      event.id === id ? { ...event, read: true } : event,
                  ),
              }
            : stored,
    );

export const markAllRead = (userId: string | number) =>
    updateNotifications(userId, stored =>
        stored.events.some(event => !event.read)
            ? { ...stored, events: stored.events.map(event => ({ ...event, read: true })) }
            : stored,
    );

/** Calls `listener` on every change of any user's notifications, here or in another tab. */
export const subscribeNotifications = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(`${STORAGE_PREFIX}notifications_`)) {
            listener();
        }
    };
    window.addEventListener('storage', onStorage);
    return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
    };
};
