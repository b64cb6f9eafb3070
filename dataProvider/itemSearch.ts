/**
 * Item search for the wizard. Our backend answers it (`searchNiceItems`, an extension); on a
 * backend that only speaks the provider's calls, the call answers 404, and the portal then searches in the
 * browser: it reads every class's groups through `findNiceClassification` once (45 calls,
 * six at a time) and indexes them with the same ranking the mock server uses.
 */
import { buildSearchIndex, searchIndexPage } from '../domain/rules/niceSearch';
import type { SearchIndex } from '../domain/rules/niceSearch';
import { UnsupportedCallError } from './invoke';
import type { NiceClass, NiceGroup, NiceSearchHit } from '../domain/types/classification';
import type { NiceSearchResult } from './records';

export interface ItemSearchCalls {
    searchNiceItems(keyword: string): Promise<NiceSearchResult>;
    getNiceClasses(): Promise<NiceClass[]>;
    getNiceGroups(classCode: string): Promise<NiceGroup[]>;
}

/** How many classes are read at once while building the browser's index. */
const PARALLEL = 6;

const mapLimited = async <T, R>(
    items: readonly T[],
    limit: number,
    map: (item: T) => Promise<R>,
) => {
    const results: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const at = next++;
            results[at] = await map(items[at]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
};

const buildIndex = async (calls: ItemSearchCalls): Promise<SearchIndex> => {
    const classes = await calls.getNiceClasses();
    const groupsOfClasses = await mapLimited(classes, PARALLEL, niceClass =>
        calls.getNiceGroups(niceClass.classificationCode),
    );
    const hits: NiceSearchHit[] = [];
    classes.forEach((niceClass, at) => {
        for (const group of groupsOfClasses[at]) {
            for (const item of group.mins) {
                hits.push({
                    cls: niceClass.classificationCode,
                    clsName: niceClass.classificationName,
                    groupCode: group.classificationCode,
                    groupName: group.classificationName,
                    code: item.classificationCode,
                    name: item.classificationName,
                });
            }
        }
    });
    return buildSearchIndex(hits);
};

/** A search that uses the backend's when it has one, else the browser's index. */
export const createItemSearch = (calls: ItemSearchCalls) => {
    let backendHasSearch = true;
    let index: Promise<SearchIndex> | null = null;
    const browserIndex = () => {
        index ??= buildIndex(calls).catch(error => {
            index = null; // a failed read is tried again by the next search
            throw error;
        });
        return index;
    };
    return async (keyword: string): Promise<NiceSearchResult> => {
        const wanted = keyword.trim();
        if (!wanted) return { hits: [], total: 0 };
        if (backendHasSearch) {
            try {
                return await calls.searchNiceItems(wanted);
            } catch (error) {
                if (!(error instanceof UnsupportedCallError)) throw error;
                backendHasSearch = false;
            }
        }
        const page = searchIndexPage(await browserIndex(), wanted);
        return { hits: page.elements, total: page.totalElements };
    };
};
