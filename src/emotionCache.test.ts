import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropUnparsedRules } from './emotionCache';

/** The rules emotion would insert for `css` (as its cache does), through the step under test. */
const rulesOf = (css: string) => {
    const rules: string[] = [];
    serialize(
        compile(css),
        middleware([dropUnparsedRules, stringify, rulesheet(rule => void rules.push(rule))]),
    );
    return rules;
};

describe('dropUnparsedRules', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('drops the rules a Chromium cannot parse and keeps the rest', () => {
        // Chromium: WebKit's pseudos yes, Gecko's and old Edge's no
        vi.stubGlobal('CSS', { supports: (query: string) => !/-(moz|ms)-/.test(query) });
        expect(
            rulesOf(
                '.b{color:red;}.b::-moz-focus-inner{border-style:none;}.b::-webkit-search-decoration{display:none;}',
            ),
        ).toEqual(['.b{color:red;}', '.b::-webkit-search-decoration{display:none;}']);
    });

    it('keeps the selectors of a list the browser parses', () => {
        vi.stubGlobal('CSS', { supports: (query: string) => !query.includes('-ms-') });
        expect(rulesOf('.i:-ms-input-placeholder,.i::placeholder{opacity:0.4;}')).toEqual([
            '.i::placeholder{opacity:0.4;}',
        ]);
    });

    it('keeps everything where the browser says it parses it, or cannot say', () => {
        vi.stubGlobal('CSS', { supports: () => true });
        expect(rulesOf('.f::-moz-placeholder{color:gray;}')).toEqual([
            '.f::-moz-placeholder{color:gray;}',
        ]);
        vi.stubGlobal('CSS', undefined);
        expect(rulesOf('.g::-moz-selection{color:gray;}')).toEqual([
            '.g::-moz-selection{color:gray;}',
        ]);
    });
});
