import type { ApplicantSummary } from '../../domain/types/applicants';
import { orEmpty } from '../common/format';
import { CardLine, CardList, RecordCard } from '../common/RecordCards';
import { APPLICANT_REGION_LABELS, APPLICANT_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { AuditBadge, RowActions } from './applicantRow';

/**
 * 我的申请人 on a phone: one card per applicant (name, audit state, type, region, identity
 * number) with the row's actions.
 */
export const ApplicantCards = ({
    onOpen,
}: {
    onOpen: (kind: 'show' | 'edit', id: number) => void;
}) => {
    const m = useMessage();
    return (
        <CardList<ApplicantSummary> label={m('portal.menu.applicant')} cardHeight={186}>
            {applicant => (
                <RecordCard
                    title={applicant.applicantName}
                    badge={<AuditBadge record={applicant} />}
                    actions={<RowActions onOpen={onOpen} />}
                >
                    <CardLine source="applicantType">
                        {APPLICANT_TYPE_LABELS[applicant.applicantType]}
                    </CardLine>
                    <CardLine source="applicantRegion">
                        {APPLICANT_REGION_LABELS[applicant.applicantRegion]}
                    </CardLine>
                    <CardLine source="cardNumber">{orEmpty(applicant.cardNumber)}</CardLine>
                </RecordCard>
            )}
        </CardList>
    );
};
