/** A small seeded PRNG (mulberry32): the same seed and `now` always build the same database. */
export class Random {
    private state: number;

    constructor(seed: number) {
        this.state = seed >>> 0;
    }

    /** A float in [0, 1). */
    next(): number {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    }

    /** An integer in [min, max]. */
    int(min: number, max: number): number {
        return min + Math.floor(this.next() * (max - min + 1));
    }

    /** A float in [min, max). */
    between(min: number, max: number): number {
        return min + this.next() * (max - min);
    }

    chance(probability: number): boolean {
        return this.next() < probability;
    }

    pick<T>(items: readonly T[]): T {
        if (items.length === 0) throw new Error('pick from an empty list');
        return items[Math.floor(this.next() * items.length)];
    }

    /** A value chosen with the given weights. */
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
        const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
        let roll = this.next() * total;
        for (const [value, weight] of choices) {
            roll -= weight;
            if (roll < 0) return value;
        }
        return choices[choices.length - 1][0];
    }

    shuffle<T>(items: readonly T[]): T[] {
        const copy = [...items];
        for (let i = copy.length - 1; i > 0; i--) {
            const j = Math.floor(this.next() * (i + 1));
            [copy[i], copy[j]] = [copy[j], copy[i]];
        }
        return copy;
    }

    digits(count: number): string {
        let text = '';
        for (let i = 0; i < count; i++) text += String(this.int(0, 9));
        return text;
    }

    hex(count: number): string {
        let text = '';
        for (let i = 0; i < count; i++) text += this.int(0, 15).toString(16);
        return text;
    }
}

/** Draws values until one is new, for serial numbers that must not repeat. */
export const uniqueDraw = (used: Set<string>, draw: () => string): string => {
    for (let attempt = 0; attempt < 1000; attempt++) {
        const value = draw();
        if (!used.has(value)) {
            used.add(value);
            return value;
        }
    }
    throw new Error('seed: could not draw a unique value');
};
