import { Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { applicantFieldsFor } from '../../domain/rules/applicant';
import type { Applicant } from '../../domain/types/applicants';
import { DetailItem } from '../common/DetailItem';
import { ErrorAlert } from '../common/ErrorAlert';
import { FileThumbnails } from '../common/FileUpload';
import { Loading } from '../common/Loading';
import { useWholeRecord } from '../common/useWholeRecord';
import { PortalDialog } from '../common/PortalDialog';
import { StatusBadge } from '../common/StatusBadge';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    auditStatusTone,
} from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { applicantLabels } from '../common/applicantLabels';

/** The view overlay: every field of the applicant and its material, read-only. */
export const ApplicantShowDialog = ({
    id,
    onClose,
    onEdit,
}: {
    id: number;
    onClose: () => void;
    onEdit: () => void;
}) => {
    const m = useMessage();
    // read whole: the list's row is a summary without the files
    const {
        data,
        isPending: loading,
        error,
        refetch,
        isRefetching,
    } = useWholeRecord<Applicant>('applicants', id);
    return (
        <PortalDialog
            onClose={onClose}
            maxWidth="md"
            fullWidth
            aria-labelledby="applicant-show-title"
        >
            <DialogTitle id="applicant-show-title">{m('portal.applicants.showTitle')}</DialogTitle>
            <DialogContent dividers>
                {loading ? (
                    <Loading />
                ) : error || !data ? (
                    <ErrorAlert
                        error={error}
                        onRetry={() => void refetch()}
                        retrying={isRefetching}
                    />
                ) : (
                    <ApplicantDetails applicant={data} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{m('portal.common.close')}</Button>
                <Button variant="contained" onClick={onEdit} disabled={!data}>
                    {m('portal.common.edit')}
                </Button>
            </DialogActions>
        </PortalDialog>
    );
};

export const ApplicantDetails = ({ applicant: a }: { applicant: Applicant }) => {
    const m = useMessage();
    const shows = applicantFieldsFor(a.applicantType, a.applicantRegion);
    const labels = applicantLabels(a.applicantType, a.applicantRegion);
    return (
        <Box
            sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                columnGap: 3,
            }}
        >
            <DetailItem label={m(labels.applicantName)}>{a.applicantName}</DetailItem>
            <DetailItem label={m('resources.applicants.fields.auditStatus')}>
                <StatusBadge
                    label={AUDIT_STATUS_LABELS[a.auditStatus]}
                    tone={auditStatusTone(a.auditStatus)}
                />
            </DetailItem>
            <DetailItem label={m('resources.applicants.fields.applicantType')}>
                {APPLICANT_TYPE_LABELS[a.applicantType]}
            </DetailItem>
            <DetailItem label={m('resources.applicants.fields.applicantRegion')}>
                {APPLICANT_REGION_LABELS[a.applicantRegion]}
            </DetailItem>
            {shows.EName && <DetailItem label={m(labels.EName)}>{a.EName}</DetailItem>}
            {shows.cardNumber && (
                <DetailItem label={m(labels.cardNumber)}>{a.cardNumber}</DetailItem>
            )}
            {shows.Country && (
                <DetailItem label={m('portal.applicants.labels.country')}>{a.Country}</DetailItem>
            )}
            {shows.Province && (
                <DetailItem label={m('portal.applicants.labels.province')}>{a.Province}</DetailItem>
            )}
            {shows.Address && (
                <DetailItem label={m('portal.applicants.labels.address')}>{a.Address}</DetailItem>
            )}
            {shows.EAddress && (
                <DetailItem label={m('portal.applicants.labels.EAddressShort')}>
                    {a.EAddress}
                </DetailItem>
            )}
            <DetailItem label={m('portal.applicants.labels.postcode')}>{a.postcode}</DetailItem>
            <DetailItem label={m('portal.applicants.labels.latestTrademark')}>
                {a.trademarkName}
            </DetailItem>
            <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
                <FileThumbnails
                    files={[
                        ...(shows.sebeIdCardOss
                            ? [
                                  {
                                      label: m('portal.applicants.files.idCardFront'),
                                      file: a.sebeIdCardOss[0] ?? null,
                                  },
                                  {
                                      label: m('portal.applicants.files.idCardBack'),
                                      file: a.sebeIdCardOss[1] ?? null,
                                  },
                              ]
                            : []),
                        ...(shows.sebePassportOss
                            ? [
                                  {
                                      label: m('portal.applicants.files.passport'),
                                      file: a.sebePassportOss,
                                  },
                              ]
                            : []),
                        ...(shows.sebeBusinessLicenceOss
                            ? [{ label: m(labels.licence), file: a.sebeBusinessLicenceOss }]
                            : []),
                        {
                            label: m('portal.applicants.files.legalNotice'),
                            file: a.sebeLegalNoticeOss,
                        },
                    ]}
                />
            </Box>
        </Box>
    );
};
