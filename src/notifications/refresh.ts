/**
 * One refresh of the notification centre: a reading, then the derivation applied to what is
 * stored for the user at that moment (another tab may have saved meanwhile). Loaded on demand
 * by the bell's first refresh: it brings the deadline rule's holiday dataset, which stays out of
 * the login page and the shell's first load.
 */
import { applyReading } from './derive';
import { readWorld } from './read';
import type { Reader } from './read';
import { updateNotifications } from './storage';

export const refreshNotifications = async (
    reader: Reader,
    userId: string | number,
    now: () => number = Date.now,
): Promise<void> => {
    const reading = await readWorld(reader, now);
    updateNotifications(userId, stored => applyReading(stored, reading));
};
