import { describe, expect, it } from 'vitest';
import { moreHitsOf } from './ItemSearch';

describe('moreHitsOf: when the item search says it shows only some hits', () => {
    it('says so with the total when the backend counts the matches', () => {
        expect(moreHitsOf(30, 57)).toEqual({ shown: 30, total: 57 });
        expect(moreHitsOf(12, 12)).toBeNull();
    });

    it('says so without a total when a backend answers 30 hits and no count', () => {
        expect(moreHitsOf(30, null)).toEqual({ shown: 30, total: null });
        expect(moreHitsOf(29, null)).toBeNull();
    });
});
