import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUIDELINE_CASES } from '../guidelineCases';
import { labelledPairs } from './set';

const rows = (file: string) =>
    fs
        .readFileSync(
            path.join(path.dirname(fileURLToPath(import.meta.url)), '../data', file),
            'utf8',
        )
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map(line => line.split('\t'));

describe('the labelled pairs and the sourced tables', () => {
    const pairs = labelledPairs();

    it('are at least 300 pairs from independent sources, split once into two halves', () => {
        expect(pairs.filter(p => p.kind === 'cited').length).toBeGreaterThanOrEqual(300);
        const tuning = pairs.filter(p => p.half === 'tuning').length;
        expect(Math.abs(tuning - (pairs.length - tuning))).toBeLessThanOrEqual(1);
    });

    it('cite each case as read, or say it was constructed', () => {
        for (const pair of pairs) {
            if (pair.kind === 'constructed') continue;
            expect(pair.source, `${pair.newMark} / ${pair.earlier}`).toMatch(
                /—\s*\S|github:|https?:/u,
            );
        }
    });

    it('hold none of the guideline’s printed examples', () => {
        const printed = new Set(
            GUIDELINE_CASES.flatMap(c => [
                `${c.newMark}\t${c.earlier}`,
                `${c.earlier}\t${c.newMark}`,
            ]),
        );
        expect(pairs.filter(p => printed.has(`${p.newMark}\t${p.earlier}`))).toEqual([]);
    });

    it('give every row of the brand names and well-known marks a source', () => {
        for (const [latin, hanzi, , source] of rows('brand-transliterations.tsv')) {
            expect(source, `${latin} ${hanzi}`).toMatch(/—\s*\S|github:|https?:/u);
        }
        for (const [mark, , , , source] of rows('well-known-marks.tsv')) {
            expect(source, mark).toMatch(/—\s*\S|github:|https?:/u);
        }
    });
});
