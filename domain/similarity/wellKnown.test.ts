import { describe, expect, it } from 'vitest';
import { wellKnownHits } from './wellKnown';
import { wellKnownMarks } from './wellKnownNames';

describe('well-known marks (商标法第十三条)', () => {
    it('are found near a new mark in any class, the rule 13 first, then the guideline’s', () => {
        const [hit] = wellKnownHits('海尔电器');
        expect(hit).toMatchObject({ name: '海尔', verdict: 'similar', sharedGroups: [] });
        expect(hit!.rules[0]!.id).toBe('13');
        expect(hit!.rules[0]!.reason).toContain('驰名商标跨类保护（商标法第十三条）');
        expect(hit!.rules[0]!.reason).toContain('电冰箱');
        expect(hit!.rules.slice(1).map(rule => rule.id)).toEqual(['5.1.12']);
        // an imitation one character and a near sound away
        expect(wellKnownHits('哇哈哈').map(h => h.name)).toEqual(['娃哈哈']);
    });

    it('say nothing of a mark near none of them', () => {
        expect(wellKnownHits('星河云')).toEqual([]);
        expect(wellKnownHits('椒宴')).toEqual([]);
    });

    it('each come from the sourced list, with its class when the source gives one', () => {
        const marks = wellKnownMarks();
        expect(marks.length).toBeGreaterThanOrEqual(100);
        expect(marks.every(mark => mark.name.trim() === mark.name && mark.name)).toBe(true);
        expect(marks.filter(mark => mark.cls).every(mark => /^\d{2}$/u.test(mark.cls))).toBe(true);
    });
});
