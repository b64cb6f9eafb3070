/**
 * `searchNiceItems` (our addition to the spec's calls; docs/api.md, "Item search"): the shared
 * fuzzy search (domain/rules/niceSearch.ts) over the classification this server serves, indexed
 * once per process.
 */
import {
    buildSearchIndex,
    SEARCH_MAX_HITS,
    searchIndexPage,
} from '../../domain/rules/niceSearch';
import type { SearchIndex } from '../../domain/rules/niceSearch';
import type { NiceSearchAnswer, NiceSearchHit } from '../../domain/types/classification';
import { loadNiceClasses } from './classification';

export { normalizeSearchText, SEARCH_MAX_HITS } from '../../domain/rules/niceSearch';

function* hitsOf(): Generator<NiceSearchHit> {
    for (const niceClass of loadNiceClasses()) {
        for (const group of niceClass.groups) {
            for (const item of group.items) {
                yield {
                    cls: niceClass.code,
                    clsName: niceClass.label,
                    groupCode: group.code,
                    groupName: group.name,
                    code: item.code,
                    name: item.name,
                };
            }
        }
    }
}

let index: SearchIndex | undefined;

/** Built on first use (some 20 ms); the server builds it when it starts. */
export const niceSearchIndex = (): SearchIndex => {
    index ??= buildSearchIndex(hitsOf());
    return index;
};

/** The best `limit` hits for `keyword` (already trimmed, not empty), and how many matched. */
export const searchNiceItems = (keyword: string, limit = SEARCH_MAX_HITS): NiceSearchAnswer =>
    searchIndexPage(niceSearchIndex(), keyword, limit);
