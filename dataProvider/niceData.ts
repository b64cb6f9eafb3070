/**
 * The whole classification as the provider's calls give it: the 45 classes
 * (`findNiceClassification` at the top) and each class's similar groups with their items, read
 * six classes at a time, once, when a search or a suggestion in the browser first needs it. A
 * failed read is tried again by the next one.
 */
import type { NiceClass, NiceGroup } from '../domain/types/classification';

export interface ClassificationCalls {
    getNiceClasses(): Promise<NiceClass[]>;
    getNiceGroups(classCode: string): Promise<NiceGroup[]>;
}

export interface WholeClassification {
    classes: NiceClass[];
    /** the groups of `classes[i]` */
    groups: NiceGroup[][];
}

/** How many classes are read at once. */
const PARALLEL = 6;

export const mapLimited = async <T, R>(
    items: readonly T[],
    limit: number,
    map: (item: T) => Promise<R>,
) => {
    const results: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const at = next++;
            results[at] = await map(items[at]!);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
};

/**
 * A load run once and kept; a failed one is forgotten, so the next call tries again (the
 * classification, and the browser's indexes built from it).
 */
export const keptUntilFailed = <T>(load: () => Promise<T>): (() => Promise<T>) => {
    let kept: Promise<T> | null = null;
    return () => {
        kept ??= load().catch(error => {
            kept = null;
            throw error;
        });
        return kept;
    };
};

/** A reader of the whole classification, read once and kept. */
export const createClassificationReader = (calls: ClassificationCalls) =>
    keptUntilFailed(async (): Promise<WholeClassification> => {
        const classes = await calls.getNiceClasses();
        const groups = await mapLimited(classes, PARALLEL, niceClass =>
            calls.getNiceGroups(niceClass.classificationCode),
        );
        return { classes, groups };
    });
