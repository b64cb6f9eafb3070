/**
 * Answers of repeated reads kept in memory until the database changes (store/index.ts
 * `readKept`). An answer is kept with the change count it was read at, the wire time it was
 * read at and the wire time it holds until (a correction deadline: the list's states change
 * with time only there), so a kept answer is always the one the database would give now:
 * any write, or a commit by another connection, makes every kept answer stale. The newest
 * `capacity` answers are kept; answers are frozen, so no caller can change another's.
 */

/** What a kept read gives: its answer, and the wire time it holds until (null: until a change). */
export interface Kept<T> {
    value: T;
    until: string | null;
}

interface Entry {
    changes: number;
    readAt: string;
    until: string | null;
    value: unknown;
}

const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const inner of Object.values(value)) deepFreeze(inner);
    }
    return value;
};

export class ReadCache {
    private readonly entries = new Map<string, Entry>();

    constructor(readonly capacity: number) {}

    get size(): number {
        return this.entries.size;
    }

    /** The kept answer for `key` if it still holds after `changes` changes at `nowText`. */
    get(key: string, changes: number, nowText: string): { value: unknown } | undefined {
        const entry = this.entries.get(key);
        if (!entry) return undefined;
        const holds =
            entry.changes === changes &&
            // wire times (`YYYY-MM-DD HH:mm:ss`) order as text; a clock set back reads again
            entry.readAt <= nowText &&
            (entry.until === null || nowText <= entry.until);
        this.entries.delete(key);
        if (!holds) return undefined;
        // the newest use goes last: the first entry is the one evicted
        this.entries.set(key, entry);
        return { value: entry.value };
    }

    set<T>(key: string, changes: number, nowText: string, kept: Kept<T>): T {
        if (this.capacity <= 0) return kept.value;
        this.entries.delete(key);
        while (this.entries.size >= this.capacity) {
            this.entries.delete(this.entries.keys().next().value as string);
        }
        this.entries.set(key, {
            changes,
            readAt: nowText,
            until: kept.until,
            value: deepFreeze(kept.value),
        });
        return kept.value;
    }

    clear(): void {
        this.entries.clear();
    }
}
