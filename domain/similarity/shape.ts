/**
 * Whether two characters look alike (字形近似, §5.1.4 and §5.1.5), from their structure and
 * components (data/shapes.json). Two characters look alike when
 * - one is a whole part of the other (惠 in 蕙, 成 in 城);
 * - they are built the same way and share the part that carries the sound, the right or lower
 *   one (氵王 and 日王, 讠丁 and 火丁);
 * - most of their components are the same, rearranged (宴 is 宀 over 日女, 晏 is 日 over 宀女);
 * - or they are plain glyphs a stroke apart (己 / 已, 山 / 川).
 */
import { LOOKALIKE_GLYPHS } from './lexicon';
import SHAPES from './data/shapes.json';

interface Shape {
    structure: string;
    parts: string[];
    components: Set<string>;
}

let table: Map<string, Shape> | undefined;

const shapes = (): Map<string, Shape> => {
    if (table) return table;
    table = new Map();
    for (const line of SHAPES) {
        const [char, structure, parts, components] = line.split(' ');
        if (!char || !structure || !parts || !components) continue;
        table.set(char, {
            structure,
            parts: parts === '-' ? [] : parts.split(','),
            components: new Set(components === '-' ? [] : components.split(',')),
        });
    }
    return table;
};

const lookalikes = new Map<string, string>();
for (const group of LOOKALIKE_GLYPHS) for (const char of group) lookalikes.set(char, group);

/** Share of components in common (Dice) at or above which two characters look alike. */
const SHARED_COMPONENTS = 0.6;

const dice = (a: Set<string>, b: Set<string>): number => {
    if (a.size === 0 || b.size === 0) return 0;
    let shared = 0;
    for (const c of a) if (b.has(c)) shared++;
    return (2 * shared) / (a.size + b.size);
};

export const looksAlike = (x: string, y: string): boolean => {
    if (x === y) return true;
    const group = lookalikes.get(x);
    if (group?.includes(y)) return true;
    const a = shapes().get(x);
    const b = shapes().get(y);
    if (!a || !b) return false;
    if (a.parts.includes(y) || b.parts.includes(x)) return true;
    if (
        a.structure === b.structure &&
        a.parts.length >= 2 &&
        a.parts.length === b.parts.length &&
        a.parts.at(-1) === b.parts.at(-1)
    )
        return true;
    return dice(a.components, b.components) >= SHARED_COMPONENTS;
};
