/**
 * The engine's suggestions (suggest.ts) named for a screen or an answer: the class's name
 * (第九类), each group's name and each item's group, from the same classification the engine
 * was built on. Shared by the portal's browser path and the mock's `suggestClasses`.
 */
import type { ClassSuggestion } from '../types/classification';
import type { Suggestion, SuggestClass } from './suggest';

/** A class as the engine takes it, with its name as the classification gives it. */
export interface NamedClass extends SuggestClass {
    name: string;
}

/** A function giving each suggestion of the engine its names. */
export const namingOf = (classes: readonly NamedClass[]) => {
    const classNames = new Map<string, string>();
    const groupNames = new Map<string, string>();
    const groupOfItem = new Map<string, string>();
    for (const niceClass of classes) {
        classNames.set(niceClass.code, niceClass.name);
        for (const group of niceClass.groups) {
            groupNames.set(group.code, group.name);
            for (const item of group.items)
                if (!groupOfItem.has(item.code)) groupOfItem.set(item.code, group.code);
        }
    }
    return (found: Suggestion): ClassSuggestion => ({
        cls: found.cls,
        clsName: classNames.get(found.cls) ?? found.cls,
        score: found.score,
        confidence: found.confidence,
        reason: found.reason,
        groups: found.groups.map(code => ({ code, name: groupNames.get(code) ?? code })),
        items: found.items.map(item => {
            const groupCode = groupOfItem.get(item.code) ?? '';
            return { ...item, groupCode, groupName: groupNames.get(groupCode) ?? '' };
        }),
    });
};
