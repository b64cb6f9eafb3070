/**
 * 描述您的业务: the classes suggested for a description of a business (domain/classes/suggest.ts).
 * Our backend runs the engine on its table (`suggestClasses`, an extension); a backend without
 * it answers 404, and the portal runs the same engine in this browser on the whole
 * classification the provider's calls give (niceData.ts). The engine (with MiniSearch) loads
 * only then, and its index is built once.
 */
import { namingOf } from '../domain/classes/named';
import type { NamedClass } from '../domain/classes/named';
import type { Suggester, Suggestion } from '../domain/classes/suggest';
import type { ClassSuggestion } from '../domain/types/classification';
import { UnsupportedCallError } from './invoke';
import { keptUntilFailed } from './niceData';
import type { WholeClassification } from './niceData';

interface Engine {
    suggester: Suggester;
    name: (found: Suggestion) => ClassSuggestion;
}

const engineOf = async (read: () => Promise<WholeClassification>): Promise<Engine> => {
    const [{ classes, groups }, { buildSuggesterInSteps }] = await Promise.all([
        read(),
        import('../domain/classes/suggest'),
    ]);
    const data: NamedClass[] = classes.map((niceClass, at) => ({
        code: niceClass.classificationCode,
        name: niceClass.classificationName,
        heading: niceClass.description || niceClass.classificationName,
        groups: (groups[at] ?? []).map(group => ({
            code: group.classificationCode,
            name: group.classificationName,
            items: group.mins.map(item => ({
                code: item.classificationCode,
                name: item.classificationName,
            })),
        })),
    }));
    return { suggester: await buildSuggesterInSteps(data), name: namingOf(data) };
};

export interface ClassSuggestCalls {
    /** ours: the backend's suggestions (404 on a backend without them) */
    suggestClasses(text: string, limit: number): Promise<ClassSuggestion[]>;
}

/**
 * Suggestions for a description (`suggest`): the backend's where it has them, else the
 * browser's, whose first call reads the classification and builds the index unless `prepare`
 * began it. `prepare` runs as the box takes the focus: it asks the backend for an empty text
 * (no suggestions, and whether it has them at all) and, without them, begins the browser's
 * index, so it is ready by the time a sentence is typed.
 */
export const createClassSuggest = (
    calls: ClassSuggestCalls,
    read: () => Promise<WholeClassification>,
) => {
    // unknown until the backend first answers
    let backendHas: boolean | undefined;
    const asked = async (text: string, limit: number): Promise<ClassSuggestion[] | null> => {
        if (backendHas === false) return null;
        try {
            const answer = await calls.suggestClasses(text, limit);
            backendHas = true;
            return answer;
        } catch (error) {
            if (!(error instanceof UnsupportedCallError)) throw error;
            backendHas = false;
            return null;
        }
    };
    // a failed read is tried again by the next suggestion
    const browserEngine = keptUntilFailed(() => engineOf(read));
    const suggest = async (text: string, limit = 5): Promise<ClassSuggestion[]> => {
        const answered = await asked(text, limit);
        if (answered) return answered;
        const { suggester, name } = await browserEngine();
        return suggester.suggest(text, limit).map(name);
    };
    return {
        suggest,
        /** begins what the first suggestion needs; a failure is left for the suggestion to tell */
        prepare: async (): Promise<void> => {
            if (backendHas === true) return;
            try {
                if ((await asked('', 1)) === null) await browserEngine();
            } catch {
                // the suggestion asked next tells the user
            }
        },
    };
};
