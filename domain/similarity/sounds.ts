/** Whether two characters sound the same or near (§5.1.4): every usual reading, near sounds folded. */
import { NEAR_SOUNDS } from './lexicon';
import { readingsOf } from './mark';
import type { Mark } from './mark';

const nearForms = (reading: string): string[] => {
    const forms = new Set([reading]);
    for (const [long, short] of NEAR_SOUNDS) {
        for (const form of [...forms]) {
            if (form.startsWith(long)) forms.add(short + form.slice(long.length));
            else if (form.startsWith(short)) forms.add(long + form.slice(short.length));
            if (form.endsWith(long)) forms.add(form.slice(0, -long.length) + short);
            else if (form.endsWith(short)) forms.add(form.slice(0, -short.length) + long);
        }
    }
    return [...forms];
};

export type Sound = 'same' | 'near' | 'different';

export const soundOf = (x: string[], y: string[]): Sound => {
    if (x.some(reading => y.includes(reading))) return 'same';
    const near = new Set(y.flatMap(nearForms));
    return x.flatMap(nearForms).some(form => near.has(form)) ? 'near' : 'different';
};

/** The readings of a character of `text`, a part of the mark: read in the mark's context. */
export const charReadings = (mark: Mark, char: string, text: string, index: number): string[] => {
    const at = mark.hanzi.indexOf(text);
    return (at >= 0 ? mark.readings[at + index] : undefined) ?? readingsOf(char)[0] ?? [char];
};
