/**
 * The list of well-known marks (data/well-known-marks.tsv, generated into
 * data/well-known-marks.json), and whether a mark's words are one of them. Apart from
 * wellKnown.ts so that the rules can ask without importing the examination.
 */
import { analyseMark } from './mark';
import type { Mark } from './mark';
import WELL_KNOWN from './data/well-known-marks.json';

export interface WellKnownMark {
    name: string;
    /** the class it was recognised in, '' when the source does not say */
    cls: string;
    /** the goods it was recognised for, '' likewise */
    goods: string;
}

let marks: WellKnownMark[] | undefined;
let names: Map<string, WellKnownMark> | undefined;

export const wellKnownMarks = (): WellKnownMark[] => {
    marks ??= (WELL_KNOWN as string[][]).map(([name, cls, goods]) => ({
        name: name!,
        cls: cls ?? '',
        goods: goods ?? '',
    }));
    return marks;
};

/** The well-known mark whose words the mark's are (长城, 海尔), if any. */
export const wellKnownAs = (mark: Mark): WellKnownMark | undefined => {
    if (!names) {
        names = new Map();
        for (const known of wellKnownMarks()) {
            const analysed = analyseMark(known.name);
            const text = analysed.hanzi || analysed.latin;
            if (text && !names.has(text)) names.set(text, known);
        }
    }
    const text = mark.hanzi || mark.latin;
    return text ? names.get(text) : undefined;
};
