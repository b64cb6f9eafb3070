import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

const AT = '2026-11-24 10:00:00';

describe('ReadCache', () => {
    it('keeps the newest used answers up to its capacity', () => {
        const cache = new ReadCache(2);
        cache.set('a', 0, AT, { value: 1, until: null });
        cache.set('b', 0, AT, { value: 2, until: null });
        expect(cache.get('a', 0, AT)).toEqual({ value: 1 }); // a is now the newest used
        cache.set('c', 0, AT, { value: 3, until: null });
        expect(cache.size).toBe(2);
        expect(cache.get('b', 0, AT)).toBeUndefined();
        expect(cache.get('a', 0, AT)).toEqual({ value: 1 });
        expect(cache.get('c', 0, AT)).toEqual({ value: 3 });
    });

    it('drops an answer once the changes moved, its time passed or the clock went back', () => {
        const cache = new ReadCache(4);
        const until = '2026-11-24 12:00:00';
        cache.set('a', 3, AT, { value: 'x', until });
        expect(cache.get('a', 3, until)).toEqual({ value: 'x' });
        expect(cache.get('a', 3, '2026-11-24 12:00:01')).toBeUndefined();
        cache.set('a', 3, AT, { value: 'x', until });
        expect(cache.get('a', 4, AT)).toBeUndefined();
        cache.set('a', 3, AT, { value: 'x', until });
        expect(cache.get('a', 3, '2026-11-24 09:59:59')).toBeUndefined();
        expect(cache.size).toBe(0);
    });

    it('keeps nothing with no capacity, and freezes what it keeps', () => {
        expect(new ReadCache(0).set('a', 0, AT, { value: [1], until: null })).toEqual([1]);
        const kept = new ReadCache(1).set('a', 0, AT, { value: { rows: [{ n: 1 }] }, until: null });
        expect(Object.isFrozen(kept.rows[0])).toBe(true);
    });
});
