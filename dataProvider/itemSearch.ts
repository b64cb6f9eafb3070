/**
 * Item search for the wizard. Our backend answers it (`searchNiceItems`, an extension); on a
 * backend that only speaks the provider's calls, the call answers 404, and the portal then searches in the
 * browser: it reads the whole classification once (niceData.ts) and indexes it with the same
 * ranking the mock server uses.
 */
import { buildSearchIndex, searchIndexPage } from '../domain/rules/niceSearch';
import type { SearchIndex } from '../domain/rules/niceSearch';
import { UnsupportedCallError } from './invoke';
import type { NiceSearchHit } from '../domain/types/classification';
import { keptUntilFailed } from './niceData';
import type { WholeClassification } from './niceData';
import type { NiceSearchResult } from './records';

export interface ItemSearchCalls {
    searchNiceItems(keyword: string): Promise<NiceSearchResult>;
}

const buildIndex = async (read: () => Promise<WholeClassification>): Promise<SearchIndex> => {
    const { classes, groups } = await read();
    const hits: NiceSearchHit[] = [];
    classes.forEach((niceClass, at) => {
        for (const group of groups[at] ?? []) {
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
export const createItemSearch = (
    calls: ItemSearchCalls,
    readClassification: () => Promise<WholeClassification>,
) => {
    let backendHasSearch = true;
    // a failed read is tried again by the next search
    const browserIndex = keptUntilFailed(() => buildIndex(readClassification));
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
