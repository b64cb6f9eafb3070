/**
 * What the audit trail keeps of a risk the user accepted (我已知晓此风险): the mark and its
 * classes, and the risks' messages, groups and earlier marks, each within the trail's limit. The
 * wizard's step 1 and 批量申报 send it with `acknowledgeRisk`.
 */
import type { SimilarMark } from '../../domain/types/classification';

/** The audit trail keeps at most this many characters of the object and of the risk. */
const AUDIT_TEXT_MAX = 200;

export interface AcceptedRisk {
    message: string;
    groups?: readonly string[];
    marks?: readonly SimilarMark[];
}

export const riskAuditEntry = (
    trademarkName: string,
    classes: readonly string[],
    accepted: readonly AcceptedRisk[],
) => ({
    object: `${trademarkName.trim()} (${classes.join(',')})`.slice(0, AUDIT_TEXT_MAX),
    risk: accepted
        .map(risk =>
            [
                risk.message,
                ...(risk.groups ?? []),
                ...(risk.marks ?? []).map(mark => mark.name),
            ].join(' '),
        )
        .join('; ')
        .slice(0, AUDIT_TEXT_MAX),
});
