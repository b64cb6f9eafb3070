/**
 * What a row of 我的申请人 shows beyond plain fields, on the desktop's table and the phone's
 * cards alike: the audit state's badge and the row's actions.
 */
import { Box, Button } from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { ApplicantSummary } from '../../domain/types/applicants';
import { PromptText } from '../common/PromptText';
import { StatusBadge } from '../common/StatusBadge';
import { AUDIT_STATUS_LABELS, auditStatusTone } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';

export const AuditBadge = ({ record }: { record: ApplicantSummary }) => (
    <StatusBadge
        label={AUDIT_STATUS_LABELS[record.auditStatus]}
        tone={auditStatusTone(record.auditStatus)}
    />
);

/** 查看 and 编辑 open their overlay; 删除 asks 是否确认删除？ first, naming the applicant. */
export const RowActions = ({ onOpen }: { onOpen: (kind: 'show' | 'edit', id: number) => void }) => {
    const m = useMessage();
    const record = useRecordContext<ApplicantSummary>();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => onOpen('show', record.id)}>
                {m('portal.common.view')}
            </Button>
            <Button size="small" onClick={() => onOpen('edit', record.id)}>
                {m('portal.common.edit')}
            </Button>
            <DeleteWithConfirmButton
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle="portal.applicants.deleteTitle"
                confirmContent={
                    <PromptText
                        words={m('portal.applicants.deleteConfirm')}
                        context={m('portal.applicants.deleteWhich', {
                            name: record.applicantName,
                        })}
                    />
                }
                confirmColor="warning"
                successMessage="portal.common.deleted"
                translateOptions={{ name: record.applicantName }}
            />
        </Box>
    );
};
