import createCache from '@emotion/cache';
import { prefixer, RULESET } from 'stylis';
import type { Element } from 'stylis';

/** A vendor pseudo-class or -element in a selector: `::-moz-focus-inner`, `:-ms-input-placeholder`. */
const VENDOR_PSEUDO = /::?-(?:moz|ms|webkit)-[\w-]+/g;

const known = new Map<string, boolean>();
/** Whether this browser parses the vendor pseudo (asked once each). */
const parses = (pseudo: string) => {
    let answer = known.get(pseudo);
    if (answer === undefined) {
        answer = CSS.supports(`selector(*${pseudo})`);
        known.set(pseudo, answer);
    }
    return answer;
};

const parsesSelector = (selector: string) => (selector.match(VENDOR_PSEUDO) ?? []).every(parses);

/**
 * A stylis step dropping the rules whose selector this browser cannot parse: MUI's styles carry
 * other engines' pseudos (`::-moz-focus-inner`, `::-moz-placeholder`, `:-ms-input-placeholder`),
 * and each such rule made the browser throw from `insertRule`, which emotion catches: ~0.4 ms a
 * rule while a page commits, 15 ms on wizard step 1 (docs/decisions.md, a light portal).
 * Browsers that parse them keep them.
 */
export const dropUnparsedRules = (element: Element) => {
    if (element.type !== RULESET || typeof CSS === 'undefined' || !CSS.supports) return;
    const props = (element.props as string[]).filter(parsesSelector);
    if (props.length === (element.props as string[]).length) return;
    if (props.length > 0) element.props = props;
    // no selector left: nothing for stringify to write, so nothing is inserted
    else element.children = [];
};

/** The portal's emotion cache: emotion's own (key `css`, prefixed), less unparsable rules. */
export const createEmotionCache = () =>
    createCache({ key: 'css', stylisPlugins: [prefixer, dropUnparsedRules] });
