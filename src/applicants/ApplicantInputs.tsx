import { useState } from 'react';
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
import {
    LEGAL_NOTICE_NEEDS_NAME,
    applicantFieldsFor,
    isIndividual,
} from '../../domain/rules/applicant';
import { FILE_RULES } from '../../domain/rules/files';
import { COUNTRY_NAMES, PROVINCES } from '../../domain/rules/regions';
import type { ApplicantRegion, ApplicantType } from '../../domain/types/applicants';
import { APPLICANT_REGION_LABELS, APPLICANT_TYPE_LABELS, toChoices } from '../i18n/labels';
import { useFileUrl } from '../common/fileUrl';
import { ApplicantFileInput } from './ApplicantFileInput';

const TYPE_CHOICES = toChoices(APPLICANT_TYPE_LABELS).reverse(); // 企业 first, as agencies mostly file for companies
const REGION_CHOICES = toChoices(APPLICANT_REGION_LABELS);
const COUNTRY_CHOICES = COUNTRY_NAMES.map(name => ({ id: name, name }));
const PROVINCE_CHOICES = PROVINCES.map(name => ({ id: name, name }));

const row = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    columnGap: 2,
} as const;

/**
 * The applicant form's inputs (spec §5): which inputs show, their labels and the uploads
 * follow applicantType × applicantRegion, from the same table the validation uses.
 */
export const ApplicantInputs = ({ scene }: { scene: 'add' | 'edit' }) => {
    const type = Number(useWatch({ name: 'applicantType' }) ?? 2) as ApplicantType;
    const region = Number(useWatch({ name: 'applicantRegion' }) ?? 1) as ApplicantRegion;
    const shows = applicantFieldsFor(type, region);
    const individual = isIndividual(type);
    const mainland = region === 1;

    return (
        <>
            <Box sx={row}>
                <RadioButtonGroupInput
                    source="applicantType"
                    label="申请人类型"
                    choices={TYPE_CHOICES}
                    isRequired
                />
                <SelectInput
                    source="applicantRegion"
                    label="所属地区"
                    choices={REGION_CHOICES}
                    isRequired
                />
            </Box>
            <Box sx={row}>
                <TextInput
                    source="applicantName"
                    label={individual ? '申请人名称' : '企业名称'}
                    isRequired
                />
                {shows.EName && (
                    <TextInput
                        source="EName"
                        label={individual ? '申请人名称英文' : '企业名称英文'}
                        isRequired
                    />
                )}
                {shows.cardNumber && (
                    <TextInput
                        source="cardNumber"
                        label={
                            individual ? (mainland ? '身份证号' : '证件号码') : '统一社会信用代码'
                        }
                        isRequired
                    />
                )}
                {shows.Country && (
                    <AutocompleteInput
                        source="Country"
                        label="国家/地区"
                        choices={COUNTRY_CHOICES}
                        isRequired
                    />
                )}
                {shows.Province && (
                    <SelectInput
                        source="Province"
                        label={individual ? '申请人省份' : '营业执照地址省份'}
                        choices={PROVINCE_CHOICES}
                        isRequired
                    />
                )}
                {shows.Address && (
                    <TextInput
                        source="Address"
                        label={individual || !mainland ? '申请人详细地址' : '营业执照详细地址'}
                        isRequired
                    />
                )}
                {shows.EAddress && (
                    <TextInput source="EAddress" label="申请人地址(英文)" isRequired />
                )}
                <TextInput source="postcode" label="邮政编码" isRequired />
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
                证明材料（JPG、PNG、BMP、JPEG，小于2M）
            </Typography>
            {shows.sebeIdCardOss && (
                <ApplicantFileInput
                    source="sebeIdCardOss"
                    label="身份证正反面"
                    slots={['身份证正面', '身份证反面']}
                    rule={FILE_RULES.idCard}
                    adaptType={1}
                />
            )}
            {shows.sebePassportOss && (
                <ApplicantFileInput
                    source="sebePassportOss"
                    label="护照"
                    slots={['护照']}
                    rule={FILE_RULES.passport}
                    adaptType={3}
                />
            )}
            {shows.sebeBusinessLicenceOss && (
                <ApplicantFileInput
                    source="sebeBusinessLicenceOss"
                    label={
                        individual
                            ? '个体工商户营业执照'
                            : mainland
                              ? '营业执照'
                              : '主体资格证明文件'
                    }
                    slots={[
                        individual
                            ? '个体工商户营业执照'
                            : mainland
                              ? '营业执照'
                              : '主体资格证明文件',
                    ]}
                    rule={FILE_RULES.licence}
                    adaptType={2}
                />
            )}
            <ApplicantFileInput
                source="sebeLegalNoticeOss"
                label="法律文件"
                slots={['法律文件']}
                rule={scene === 'add' ? FILE_RULES.legalNoticeAdd : FILE_RULES.legalNoticeEdit}
                scene={scene}
                hint={`下载法律声明，签字或盖章后上传（JPG、PNG、BMP、JPEG、PDF，小于${scene === 'add' ? 2 : 10}M）`}
            />
            <LegalNoticeButton />
        </>
    );
};

/** 下载法律声明: a PDF generated by the server with the applicant's name filled in. */
const LegalNoticeButton = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const fileUrl = useFileUrl();
    const notify = useNotify();
    const name = (useWatch({ name: 'applicantName' }) ?? '') as string;
    const [busy, setBusy] = useState(false);

    const download = async () => {
        if (!name.trim()) {
            notify(LEGAL_NOTICE_NEEDS_NAME, { type: 'warning' });
            return;
        }
        setBusy(true);
        try {
            const { url } = await dataProvider.downloadLegalNotice(name.trim());
            window.open(fileUrl(url), '_blank', 'noopener');
        } catch (error) {
            notify((error as Error).message || '生成失败', { type: 'error' });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Button
            variant="outlined"
            size="small"
            onClick={download}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        >
            {busy ? '文件生成中…' : '下载法律声明'}
        </Button>
    );
};
