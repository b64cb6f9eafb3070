import { Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
    AutocompleteInput,
    RadioButtonGroupInput,
    SelectInput,
    TextInput,
    useDataProvider,
    useNotify,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import { LEGAL_NOTICE_NEEDS_NAME, applicantFieldsFor } from '../../domain/rules/applicant';
import { FILE_RULES } from '../../domain/rules/files';
import type { RecognisedField } from '../../domain/rules/recognition';
import { COUNTRY_NAMES, PROVINCES } from '../../domain/rules/regions';
import type { ApplicantRegion, ApplicantType } from '../../domain/types/applicants';
import { useFileUrl } from '../common/fileUrl';
import { useAction } from '../common/useAction';
import { APPLICANT_REGION_LABELS, APPLICANT_TYPE_LABELS, toChoices } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { ApplicantFileInput } from './ApplicantFileInput';
import { applicantLabels } from '../common/applicantLabels';
import { Recognisable, RecognitionProvider } from './recognition';

// Enterprises first: agencies mostly file for companies.
const TYPE_CHOICES = toChoices(APPLICANT_TYPE_LABELS).reverse();
const REGION_CHOICES = toChoices(APPLICANT_REGION_LABELS);
const COUNTRY_CHOICES = COUNTRY_NAMES.map(name => ({ id: name, name }));
const PROVINCE_CHOICES = PROVINCES.map(name => ({ id: name, name }));

const row = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    columnGap: 2,
} as const;

/**
 * The applicant form's inputs: which inputs show, their labels and the uploads follow
 * applicantType × applicantRegion, from the same table the validation uses
 * (`applicantFieldsFor` in domain/rules/applicant.ts).
 */
export const ApplicantInputs = ({ scene }: { scene: 'add' | 'edit' }) => {
    const m = useMessage();
    const type = Number(useWatch({ name: 'applicantType' }) ?? 2) as ApplicantType;
    const region = Number(useWatch({ name: 'applicantRegion' }) ?? 1) as ApplicantRegion;
    const shows = applicantFieldsFor(type, region);
    const labels = applicantLabels(type, region);
    const legalNotice = m('portal.applicants.files.legalNotice');
    const recognisedLabels = {
        applicantName: labels.applicantName,
        cardNumber: labels.cardNumber,
        Province: labels.Province,
        Address: labels.Address,
        postcode: 'portal.applicants.labels.postcode',
    } as const;
    const shown = (field: RecognisedField) =>
        field === 'applicantName' || field === 'postcode' || shows[field];

    return (
        <RecognitionProvider shown={shown} labels={recognisedLabels}>
            <Box sx={row}>
                <RadioButtonGroupInput
                    source="applicantType"
                    label="resources.applicants.fields.applicantType"
                    choices={TYPE_CHOICES}
                    isRequired
                />
                <SelectInput
                    source="applicantRegion"
                    label="resources.applicants.fields.applicantRegion"
                    choices={REGION_CHOICES}
                    isRequired
                />
            </Box>
            <Box sx={row}>
                <Recognisable field="applicantName" label={labels.applicantName}>
                    <TextInput source="applicantName" label={labels.applicantName} isRequired />
                </Recognisable>
                {shows.EName && <TextInput source="EName" label={labels.EName} isRequired />}
                {shows.cardNumber && (
                    <Recognisable field="cardNumber" label={labels.cardNumber}>
                        <TextInput source="cardNumber" label={labels.cardNumber} isRequired />
                    </Recognisable>
                )}
                {shows.Country && (
                    <AutocompleteInput
                        source="Country"
                        label="portal.applicants.labels.country"
                        choices={COUNTRY_CHOICES}
                        isRequired
                    />
                )}
                {shows.Province && (
                    <Recognisable field="Province" label={labels.Province}>
                        <SelectInput
                            source="Province"
                            label={labels.Province}
                            choices={PROVINCE_CHOICES}
                            isRequired
                        />
                    </Recognisable>
                )}
                {shows.Address && (
                    <Recognisable field="Address" label={labels.Address}>
                        <TextInput source="Address" label={labels.Address} isRequired />
                    </Recognisable>
                )}
                {shows.EAddress && (
                    <TextInput
                        source="EAddress"
                        label="portal.applicants.labels.EAddress"
                        isRequired
                    />
                )}
                <Recognisable field="postcode" label="portal.applicants.labels.postcode">
                    <TextInput
                        source="postcode"
                        label="portal.applicants.labels.postcode"
                        isRequired
                    />
                </Recognisable>
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {m('portal.applicants.files.heading')}
            </Typography>
            {shows.sebeIdCardOss && (
                <ApplicantFileInput
                    source="sebeIdCardOss"
                    label={m('portal.applicants.files.idCard')}
                    slots={[
                        m('portal.applicants.files.idCardFront'),
                        m('portal.applicants.files.idCardBack'),
                    ]}
                    rule={FILE_RULES.idCard}
                    adaptType={1}
                />
            )}
            {shows.sebePassportOss && (
                <ApplicantFileInput
                    source="sebePassportOss"
                    label={m('portal.applicants.files.passport')}
                    slots={[m('portal.applicants.files.passport')]}
                    rule={FILE_RULES.passport}
                    adaptType={3}
                />
            )}
            {shows.sebeBusinessLicenceOss && (
                <ApplicantFileInput
                    source="sebeBusinessLicenceOss"
                    label={m(labels.licence)}
                    slots={[m(labels.licence)]}
                    rule={FILE_RULES.licence}
                    adaptType={2}
                />
            )}
            <ApplicantFileInput
                source="sebeLegalNoticeOss"
                label={legalNotice}
                slots={[legalNotice]}
                rule={scene === 'add' ? FILE_RULES.legalNoticeAdd : FILE_RULES.legalNoticeEdit}
                scene={scene}
                hint={m('portal.applicants.files.legalNoticeHint', {
                    mb: scene === 'add' ? 2 : 10,
                })}
            />
            <LegalNoticeButton />
        </RecognitionProvider>
    );
};

/** 下载法律声明: a PDF generated by the server with the applicant's name filled in. */
const LegalNoticeButton = () => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const fileUrl = useFileUrl();
    const notify = useNotify();
    const name = (useWatch({ name: 'applicantName' }) ?? '') as string;
    const generate = useAction((applicant: string) => dataProvider.downloadLegalNotice(applicant), {
        refresh: false,
        onSuccess: ({ url }) => window.open(fileUrl(url), '_blank', 'noopener'),
    });

    const download = () => {
        if (!name.trim()) notify(LEGAL_NOTICE_NEEDS_NAME, { type: 'warning' });
        else void generate.run(name.trim());
    };

    return (
        <Button
            variant="outlined"
            size="small"
            onClick={download}
            disabled={generate.busy}
            startIcon={
                generate.busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />
            }
        >
            {m(
                generate.busy
                    ? 'portal.applicants.legalNotice.generating'
                    : 'portal.applicants.legalNotice.download',
            )}
        </Button>
    );
};
