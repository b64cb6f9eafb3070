/**
 * 描述您的业务: the classes suggested for a description of a business (domain/classes/suggest.ts),
 * run in this browser on the whole classification the provider's calls give (niceData.ts), so
 * every backend gets them, ours or a spec-only one. The engine (with MiniSearch) loads with the
 * first suggestion asked for, and its index is built once.
 */
import type { Suggester, SuggestClass } from '../domain/classes/suggest';
import type { WholeClassification } from './niceData';

export interface SuggestedItem {
    code: string;
    name: string;
    groupCode: string;
    groupName: string;
}

export interface ClassSuggestion {
    /** '01' … '45' */
    cls: string;
    /** the class's name as the provider gives it (第九类) */
    clsName: string;
    score: number;
    /** the words that matched */
    reason: string;
    /** the most relevant similar groups, best first */
    groups: { code: string; name: string }[];
    /** the most relevant standard items, best first, each with its group */
    items: SuggestedItem[];
}

interface Engine {
    suggester: Suggester;
    classNames: Map<string, string>;
    groupNames: Map<string, string>;
    groupOfItem: Map<string, string>;
}

const engineOf = async (read: () => Promise<WholeClassification>): Promise<Engine> => {
    const [{ classes, groups }, { buildSuggesterInSteps }] = await Promise.all([
        read(),
        import('../domain/classes/suggest'),
    ]);
    const groupNames = new Map<string, string>();
    const groupOfItem = new Map<string, string>();
    const data: SuggestClass[] = classes.map((niceClass, at) => ({
        code: niceClass.classificationCode,
        heading: niceClass.description || niceClass.classificationName,
        groups: (groups[at] ?? []).map(group => {
            groupNames.set(group.classificationCode, group.classificationName);
            return {
                code: group.classificationCode,
                name: group.classificationName,
                items: group.mins.map(item => {
                    groupOfItem.set(item.classificationCode, group.classificationCode);
                    return { code: item.classificationCode, name: item.classificationName };
                }),
            };
        }),
    }));
    return {
        suggester: await buildSuggesterInSteps(data),
        classNames: new Map(classes.map(c => [c.classificationCode, c.classificationName])),
        groupNames,
        groupOfItem,
    };
};

/**
 * Suggestions for a description (`suggest`); the first call reads the classification and builds
 * the index, unless `prepare` began it (the box does when it is focused, so the index is ready
 * by the time a sentence is typed).
 */
export const createClassSuggest = (read: () => Promise<WholeClassification>) => {
    let engine: Promise<Engine> | null = null;
    const prepare = (): Promise<Engine> => {
        engine ??= engineOf(read).catch(error => {
            engine = null; // a failed read is tried again by the next suggestion
            throw error;
        });
        return engine;
    };
    const suggest = async (text: string, limit = 5): Promise<ClassSuggestion[]> => {
        const { suggester, classNames, groupNames, groupOfItem } = await prepare();
        return suggester.suggest(text, limit).map(found => ({
            cls: found.cls,
            clsName: classNames.get(found.cls) ?? found.cls,
            score: found.score,
            reason: found.reason,
            groups: found.groups.map(code => ({ code, name: groupNames.get(code) ?? code })),
            items: found.items.map(item => {
                const groupCode = groupOfItem.get(item.code) ?? '';
                return { ...item, groupCode, groupName: groupNames.get(groupCode) ?? '' };
            }),
        }));
    };
    return {
        suggest,
        /** begins reading and indexing; a failure is left for the suggestion to tell */
        prepare: (): Promise<void> =>
            prepare().then(
                () => undefined,
                () => undefined,
            ),
    };
};
