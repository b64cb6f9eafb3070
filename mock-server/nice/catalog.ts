/**
 * The Nice classification as the wizard's calls answer it (the spec's Classification), built once
 * per process from `nice-classification.json`: the 45 big classes, each class's similar groups with
 * their items (`mins`), and per class a lookup from an item code to its name and groups.
 *
 * Item codes are not unique inside a class (synonyms share a Nice number, and some items are listed
 * in several similar groups; see SOURCE.md). An order names its items by code only
 * (`classifications` of `createTrademarkOrder`), so a code stands for one item of its class: its
 * name is the first one the table lists under it, and it belongs to every group that lists it.
 */
import type { NiceClass as NiceClassNode, NiceGroup as NiceGroupNode } from '../../domain/types/classification';
import { loadNiceClasses } from './classification';

export interface CatalogItem {
    code: string;
    /** the first name the table lists under this code in the class */
    name: string;
    /** every similar group of the class that lists the code, in table order */
    groups: string[];
}

export interface CatalogClass {
    code: string;
    /** '第九类' */
    label: string;
    /** the answer of `findNiceClassification?parentCode=<code>` */
    groups: NiceGroupNode[];
    items: ReadonlyMap<string, CatalogItem>;
}

export interface NiceCatalog {
    /** the answer of `findNiceClassification` without parentCode */
    classes: NiceClassNode[];
    byCode: ReadonlyMap<string, CatalogClass>;
}

const build = (): NiceCatalog => {
    const source = loadNiceClasses();
    const byCode = new Map<string, CatalogClass>();
    const classes = source.map((niceClass): NiceClassNode => {
        const items = new Map<string, CatalogItem>();
        const groups = niceClass.groups.map((group): NiceGroupNode => {
            for (const item of group.items) {
                const known = items.get(item.code);
                if (!known) items.set(item.code, { code: item.code, name: item.name, groups: [group.code] });
                else if (!known.groups.includes(group.code)) known.groups.push(group.code);
            }
            return {
                parentCode: niceClass.code,
                classificationCode: group.code,
                classificationName: group.name,
                officialCode: group.code,
                total: group.items.length,
                mins: group.items.map(item => ({
                    classificationCode: item.code,
                    classificationName: item.name,
                    officialCode: item.code,
                })),
            };
        });
        byCode.set(niceClass.code, { code: niceClass.code, label: niceClass.label, groups, items });
        return {
            parentCode: '',
            classificationCode: niceClass.code,
            classificationName: niceClass.label,
            officialCode: niceClass.code,
            total: groups.reduce((sum, group) => sum + group.total, 0),
            description: niceClass.name,
        };
    });
    return { classes, byCode };
};

let catalog: NiceCatalog | undefined;

/** Built on first use (a few milliseconds); the server builds it when it starts. */
export const niceCatalog = (): NiceCatalog => {
    catalog ??= build();
    return catalog;
};
