import type { HTMLAttributes, Key } from 'react';
import { Box, Typography } from '@mui/material';
import { APPLICANT_NOT_CHOOSABLE, isChoosableApplicant } from '../../domain/rules/order';
import type { ApplicantSummary } from '../../domain/types/applicants';
import { AUDIT_STATUS_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';

/**
 * An applicant in a picker (Autocomplete's `renderOption`): its name and audit state, its
 * number when asked for, and, for one that cannot be chosen (greyed out), why not.
 */
export const ApplicantOption = ({
    props,
    applicant,
    showNumber = false,
}: {
    props: HTMLAttributes<HTMLLIElement> & { key?: Key };
    applicant: Pick<ApplicantSummary, 'applicantName' | 'auditStatus' | 'cardNumber'>;
    showNumber?: boolean;
}) => {
    const m = useMessage();
    const { key: _key, ...rest } = props;
    return (
        <li {...rest}>
            <Box>
                {m('portal.common.applicantOption', {
                    name: applicant.applicantName,
                    status: AUDIT_STATUS_LABELS[applicant.auditStatus],
                })}
                {showNumber && applicant.cardNumber && (
                    <Typography variant="caption" component="div" color="text.secondary">
                        {applicant.cardNumber}
                    </Typography>
                )}
                {!isChoosableApplicant(applicant.auditStatus) && (
                    <Typography variant="caption" component="div" color="text.secondary">
                        {APPLICANT_NOT_CHOOSABLE}
                    </Typography>
                )}
            </Box>
        </li>
    );
};
