import { describe, expect, it } from 'vitest';
import { parseScope, SCOPE_REQUIRED } from './scope';

describe('the scope of 近似查询', () => {
    it('reads classes and groups however they are separated', () => {
        expect(parseScope('9, 30、3002 0901；0901')).toEqual({
            classes: ['09', '30'],
            groups: ['0901', '3002'],
        });
    });

    it('names a bad code and asks for one when there is none', () => {
        expect(parseScope('  ')).toEqual({ error: SCOPE_REQUIRED });
        expect(parseScope('46')).toMatchObject({ error: expect.stringContaining('：46') });
        expect(parseScope('4601')).toMatchObject({ error: expect.stringContaining('：4601') });
        expect(parseScope('09a')).toMatchObject({ error: expect.stringContaining('：09a') });
    });
});
