/**
 * `suggestClasses` (ours; docs/api.md, "Class suggestions"): the classes for a description of
 * the business, by the shared engine (domain/classes/suggest.ts) on the classification this
 * server serves. Its index (about a second to build) is kept: `npm run mock` builds it in steps
 * as it starts (`prepareSuggestions`), so the first question does not wait; a server that did
 * not (the tests' own) builds it at the first question.
 */
import { namingOf } from '../../domain/classes/named';
import type { NamedClass } from '../../domain/classes/named';
import { buildSuggester, buildSuggesterInSteps } from '../../domain/classes/suggest';
import type { Suggester } from '../../domain/classes/suggest';
import type { ClassSuggestion } from '../../domain/types/classification';
import { loadNiceClasses } from './classification';

/** The classification this server serves, as the engine takes it (also the command's and the bench's). */
export const suggestionClasses = (): NamedClass[] =>
    loadNiceClasses().map(niceClass => ({
        code: niceClass.code,
        name: niceClass.label,
        heading: niceClass.name,
        groups: niceClass.groups,
    }));

interface Engine {
    suggest: (text: string, limit: number) => ClassSuggestion[];
}

let engine: Engine | undefined;
let preparing: Promise<void> | undefined;

const engineOf = (classes: NamedClass[], suggester: Suggester): Engine => {
    const name = namingOf(classes);
    return { suggest: (wanted, most) => suggester.suggest(wanted, most).map(name) };
};

/**
 * Builds the index in steps (the server answers other calls meanwhile), once; resolves when it
 * is ready. A question asked before then builds it at once, as without this.
 */
export const prepareSuggestions = (): Promise<void> =>
    (preparing ??= (async () => {
        const classes = suggestionClasses();
        const suggester = await buildSuggesterInSteps(classes);
        engine ??= engineOf(classes, suggester);
    })());

/** Whether the index is built. */
export const suggestionsReady = (): boolean => engine !== undefined;

/** The suggestions for `text` (trimmed; an empty text has none), at most `limit`. */
export const suggestClasses = (text: string, limit: number): ClassSuggestion[] => {
    if (!text) return [];
    if (!engine) {
        const classes = suggestionClasses();
        engine = engineOf(classes, buildSuggester(classes));
    }
    return engine.suggest(text, limit);
};
