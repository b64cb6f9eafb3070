/** What every seed builder shares: the PRNG, the reference time and a few small helpers. */
import type { FileRow, PriceSettings } from '../db';
import { DAY_MS } from '../../domain/rules/time';
import type { Random } from './random';

export interface SeedContext {
    rng: Random;
    /** epoch ms; every seeded time falls in the 90 days before it */
    now: number;
    prices: PriceSettings;
    /** the stored files the seed's FileRefs point at (seed/files.ts) */
    files: FileRow[];
}

export const SEED_DAYS = 90;

export const daysAgo = (ctx: SeedContext, days: number): number => ctx.now - days * DAY_MS;

/** A whole-second time in [from, to). */
export const timeBetween = (ctx: SeedContext, from: number, to: number): number =>
    Math.floor(ctx.rng.between(from, to) / 1000) * 1000;

/** Numbers rows 1, 2, 3… in time order (ids are global across agencies). */
export const assignIds = <T extends { id: number }>(
    rows: T[],
    timeOf: (row: T) => string | number,
): void => {
    rows.sort((a, b) => {
        const ta = timeOf(a);
        const tb = timeOf(b);
        return ta < tb ? -1 : ta > tb ? 1 : 0;
    });
    rows.forEach((row, index) => {
        row.id = index + 1;
    });
};
