import { describe, expect, it, vi } from 'vitest';
import { fanOutList } from './fanOut';

interface Row {
    id: string;
    time: string;
}

/** A backend list per value: `count` rows, newest first; a later value is a little newer. */
const backend = (counts: Record<string, number>) =>
    vi.fn(async (value: string, pgIndex: number, pgCount: number) => {
        const offset = Number(value);
        const rows: Row[] = Array.from({ length: counts[value] }, (_, i) => ({
            id: `${value}-${i}`,
            time: String(9_000_000 - i * 100 + offset).padStart(8, '0'),
        }));
        return { data: rows.slice((pgIndex - 1) * pgCount, pgIndex * pgCount), total: rows.length };
    });

describe('fanOutList', () => {
    it('merges the lists newest first and adds up the totals', async () => {
        const listOne = backend({ '29': 3, '30': 2 });
        const page = await fanOutList(['29', '30'], 1, 10, listOne, r => r.time);
        expect(page.total).toBe(5);
        expect(page.data.map(r => r.id)).toEqual(['30-0', '29-0', '30-1', '29-1', '29-2']);
        expect(listOne).toHaveBeenCalledTimes(2);
    });

    it('reads each list far enough for a later page', async () => {
        const listOne = backend({ '29': 25, '30': 25 });
        const page = await fanOutList(['29', '30'], 3, 10, listOne, r => r.time);
        expect(page.total).toBe(50);
        expect(page.data).toHaveLength(10);
        // rows 21–30 of the merged list: the 11th to 15th of each list, interleaved
        expect(page.data[0].id).toBe('30-10');
        expect(listOne).toHaveBeenCalledWith('29', 1, 30);
    });

    it('reads more than one page of a list when a page is deeper than the largest page size', async () => {
        const listOne = backend({ '29': 150, '30': 0 });
        const page = await fanOutList(['29', '30'], 12, 10, listOne, r => r.time);
        expect(page.data.map(r => r.id)[0]).toBe('29-110');
        expect(listOne).toHaveBeenCalledWith('29', 2, 100);
    });

    it('answers an empty page past the end', async () => {
        const page = await fanOutList(
            ['29', '30'],
            9,
            10,
            backend({ '29': 1, '30': 1 }),
            r => r.time,
        );
        expect(page).toEqual({ data: [], total: 2 });
    });
});
