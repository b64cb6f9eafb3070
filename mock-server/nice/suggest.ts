/**
 * `suggestClasses` (ours; docs/api.md, "Class suggestions"): the classes for a description of
 * the business, by the shared engine (domain/classes/suggest.ts) on the classification this
 * server serves, its index built at the first question (about a second) and kept.
 */
import { namingOf } from '../../domain/classes/named';
import type { NamedClass } from '../../domain/classes/named';
import { buildSuggester } from '../../domain/classes/suggest';
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

let engine: { suggest: (text: string, limit: number) => ClassSuggestion[] } | undefined;

/** The suggestions for `text` (trimmed; an empty text has none), at most `limit`. */
export const suggestClasses = (text: string, limit: number): ClassSuggestion[] => {
    if (!text) return [];
    if (!engine) {
        const classes = suggestionClasses();
        const suggester = buildSuggester(classes);
        const name = namingOf(classes);
        engine = { suggest: (wanted, most) => suggester.suggest(wanted, most).map(name) };
    }
    return engine.suggest(text, limit);
};
