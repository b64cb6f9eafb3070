import type { SimilarMark } from '../../domain/types/classification';
import type { MessageFn } from '../i18n/useMessage';

/** How many earlier marks step 3's pre-flight names before `等 N 件`. */
const SHORT_MARKS = 3;

/** The accepted earlier marks in short: `新星河云（5.1.14）、星河耘（5.1.4）等 7 件`. */
export const shortMarks = (marks: SimilarMark[], m: MessageFn): string => {
    if (!marks.length) return '';
    const separator = m('portal.orders.labels.separator');
    const named = marks
        .slice(0, SHORT_MARKS)
        .map(mark =>
            m('portal.similarity.markRules', {
                name: mark.name,
                rules: mark.rules.map(rule => rule.id).join(separator),
            }),
        )
        .join(separator);
    return marks.length > SHORT_MARKS
        ? m('portal.similarity.more', { marks: named, count: marks.length })
        : named;
};
