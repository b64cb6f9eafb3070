import { Box, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { applicantFieldsFor, isMainland } from '../../domain/rules/applicant';
import { maskCardNumber } from '../../domain/rules/identity';
import type { Applicant } from '../../domain/types/applicants';
import { applicantLabels } from '../common/applicantLabels';
import { DetailItem } from '../common/DetailItem';
import { ErrorAlert } from '../common/ErrorAlert';
import { Loading } from '../common/Loading';
import { APPLICANT_REGION_LABELS, APPLICANT_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';

/** The country the proxy letter names (StepTwo.tsx): the applicant's, else its region. */
export const letterCountryOf = (a: Pick<Applicant, 'Country' | 'applicantRegion'>): string =>
    a.Country || APPLICANT_REGION_LABELS[a.applicantRegion];

/** The address as the application names it: a mainland one with its province, else both. */
const addressOf = (a: Applicant): string[] =>
    isMainland(a.applicantRegion)
        ? [a.Address.startsWith(a.Province) ? a.Address : `${a.Province}${a.Address}`]
        : [a.Address, a.EAddress].filter(Boolean);

/**
 * The applicant the order is filed for, as its record says (`describeApplicant`, the read step
 * 2 made): type, region, name, its identity number or credit code partly hidden
 * (domain/rules/identity.ts), address and country, the country as the proxy letter names it.
 * Until the record is read, the name the draft keeps.
 */
export const FiledApplicant = ({ id, name }: { id: number; name: string }) => {
    const m = useMessage();
    const { data, isPending, error, refetch, isRefetching } = useGetOne<Applicant>(
        'applicants',
        { id },
        { retry: false },
    );
    if (!data || data.id !== id)
        return (
            <>
                <Typography fontWeight={600}>{name}</Typography>
                {isPending ? (
                    <Loading minHeight={48} />
                ) : (
                    <ErrorAlert
                        error={error}
                        onRetry={() => void refetch()}
                        retrying={isRefetching}
                    />
                )}
            </>
        );
    const labels = applicantLabels(data.applicantType, data.applicantRegion);
    const shows = applicantFieldsFor(data.applicantType, data.applicantRegion);
    return (
        <Box data-testid="filed-applicant">
            <Typography fontWeight={600}>{data.applicantName}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <DetailItem label={m('resources.applicants.fields.applicantType')}>
                    {APPLICANT_TYPE_LABELS[data.applicantType]}
                </DetailItem>
                <DetailItem label={m('resources.applicants.fields.applicantRegion')}>
                    {APPLICANT_REGION_LABELS[data.applicantRegion]}
                </DetailItem>
                {shows.EName && <DetailItem label={m(labels.EName)}>{data.EName}</DetailItem>}
                {shows.cardNumber && (
                    <DetailItem label={m(labels.cardNumber)}>
                        {maskCardNumber(data.cardNumber)}
                    </DetailItem>
                )}
                <DetailItem label={m('portal.applicants.labels.country')}>
                    {letterCountryOf(data)}
                </DetailItem>
            </Box>
            <DetailItem label={m('portal.wizard.stepThree.address')}>
                {addressOf(data).map(line => (
                    <div key={line}>{line}</div>
                ))}
            </DetailItem>
        </Box>
    );
};
