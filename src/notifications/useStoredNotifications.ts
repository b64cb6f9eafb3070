import { useSyncExternalStore } from 'react';
import { EMPTY_STORED } from './model';
import type { Stored } from './model';
import { loadNotifications, subscribeNotifications } from './storage';

/**
 * The signed-in user's notifications, redrawn on every change (this tab or another). Apart
 * from storage.ts so that the refresh, loaded on demand, does not bring React's hooks along.
 */
export const useStoredNotifications = (userId: string | number | undefined): Stored =>
    useSyncExternalStore(subscribeNotifications, () =>
        userId === undefined ? EMPTY_STORED : loadNotifications(userId),
    );
