import { describe, expect, it } from 'vitest';
import { classLabel } from './labels';

describe('classLabel', () => {
    it('names a class one way everywhere: 第9类, without the wire’s leading zero', () => {
        expect(classLabel('09')).toBe('第9类');
        expect(classLabel('30')).toBe('第30类');
        expect(classLabel('9')).toBe('第9类');
    });

    it('names a code that is no number as it came', () => {
        expect(classLabel('X1')).toBe('第X1类');
    });
});
