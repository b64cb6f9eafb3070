import { useEffect, useState } from 'react';
import {
    Box,
    Button,
    Card,
    CardActionArea,
    CircularProgress,
    FormLabel,
    Pagination,
    TextField,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDataProvider, useGetList, useGetOne, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import {
    APPLICANT_NOT_CHOOSABLE,
    isChoosableApplicant,
    validateApplicantStep,
} from '../../domain/rules/order';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import { ApplicantFormDialog } from '../applicants/ApplicantFormDialog';
import { useFileUrl } from '../common/fileUrl';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    auditStatusTone,
} from '../i18n/labels';
import { StatusBadge } from '../common/StatusBadge';
import { PATHS } from '../routes';
import { draftStore, itemCountOf, useOrderDraft } from './draft';
import { DraftFileSlot } from './DraftFileSlot';
import { WizardFooter, WizardFrame } from './WizardFrame';

/** Applicant cards per page in step 2 (spec §9). */
export const PICKER_PAGE_SIZE = 20;

/** Step 2 (`#/home/steptwo`): choose the applicant, get and upload the proxy letter and legal file. */
export const StepTwo = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const fileUrl = useFileUrl();
    const draft = useOrderDraft();
    const [page, setPage] = useState(1);
    const [name, setName] = useState('');
    const [adding, setAdding] = useState(false);
    const [generating, setGenerating] = useState(false);
    const {
        data: applicants,
        total,
        isPending,
        error,
    } = useGetList<ApplicantSummary>('applicants', {
        pagination: { page, perPage: PICKER_PAGE_SIZE },
        filter: name.trim() ? { ApplicantName: name.trim() } : {},
    });
    const { data: chosen } = useGetOne<Applicant>(
        'applicants',
        { id: draft.applicantTbId ?? 0 },
        { enabled: !!draft.applicantTbId },
    );

    // The applicant's own signed legal document is used unless the user uploads another.
    const chosenLegal = chosen?.id === draft.applicantTbId ? chosen?.sebeLegalNoticeOss : null;
    useEffect(() => {
        if (chosenLegal && !draftStore.get().LegalNoticeOssKey)
            draftStore.update({
                LegalNoticeOssKey: chosenLegal.ossKey,
                SebeLegalNoticeOss: chosenLegal.url,
            });
    }, [chosenLegal]);

    if (itemCountOf(draft) === 0) return <Navigate to={PATHS.stepOne} replace />;

    const choose = (
        applicant: Pick<Applicant, 'id' | 'applicantName' | 'auditStatus'> & {
            sebeLegalNoticeOss?: Applicant['sebeLegalNoticeOss'];
        },
    ) => {
        if (!isChoosableApplicant(applicant.auditStatus)) {
            notify(APPLICANT_NOT_CHOOSABLE, { type: 'warning' });
            return;
        }
        const legal = applicant.sebeLegalNoticeOss;
        draftStore.update({
            applicantTbId: applicant.id,
            applicantName: applicant.applicantName,
            // The proxy letter names the applicant: another applicant needs another letter.
            ...(draft.applicantTbId !== applicant.id
                ? { AuthorizationOssKey: '', SebeAuthorizationOss: '' }
                : {}),
            ...(legal ? { LegalNoticeOssKey: legal.ossKey, SebeLegalNoticeOss: legal.url } : {}),
        });
    };

    const downloadLetter = async () => {
        if (!chosen) {
            notify('请选择申请人', { type: 'warning' });
            return;
        }
        setGenerating(true);
        try {
            const letter = await dataProvider.downloadEntrustFile({
                applicant: chosen.applicantName,
                country: chosen.Country || APPLICANT_REGION_LABELS[chosen.applicantRegion],
                trademarkName: draft.trademarkName || '图形',
                province: chosen.Province,
                address: chosen.Address || chosen.EAddress,
                postcode: chosen.postcode,
            });
            window.open(fileUrl(letter.url), '_blank', 'noopener');
        } catch (failure) {
            notify((failure as Error).message || '生成失败', { type: 'error' });
        } finally {
            setGenerating(false);
        }
    };

    const next = () => {
        const problem = validateApplicantStep({
            applicantTbId: draft.applicantTbId,
            entrustFileOsskey: draft.AuthorizationOssKey,
            legalNoticeOsskey: draft.LegalNoticeOssKey,
        });
        if (problem) notify(problem, { type: 'warning' });
        else navigate(PATHS.stepThree);
    };

    return (
        <WizardFrame step={1} back={{ to: PATHS.stepOne, label: '返回上一步' }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
                <TextField
                    size="small"
                    label="申请人名称"
                    value={name}
                    onChange={event => {
                        setName(event.target.value);
                        setPage(1);
                    }}
                />
                <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                    新增申请人
                </Button>
            </Box>
            {isPending ? (
                <CircularProgress />
            ) : error ? (
                <Typography color="error">{(error as Error).message}</Typography>
            ) : !applicants?.length ? (
                <Typography color="text.secondary">暂无数据</Typography>
            ) : (
                <Box
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
                        gap: 1.5,
                    }}
                    role="list"
                    aria-label="申请人"
                >
                    {applicants.map(applicant => {
                        const selected = applicant.id === draft.applicantTbId;
                        return (
                            <Card
                                key={applicant.id}
                                variant="outlined"
                                role="listitem"
                                sx={{
                                    borderColor: selected ? 'primary.main' : undefined,
                                    borderWidth: selected ? 2 : 1,
                                }}
                            >
                                <CardActionArea
                                    onClick={() => choose(applicant)}
                                    sx={{ p: 1.5, height: '100%' }}
                                    aria-pressed={selected}
                                    aria-label={applicant.applicantName}
                                >
                                    <Box
                                        sx={{
                                            display: 'flex',
                                            justifyContent: 'space-between',
                                            gap: 1,
                                        }}
                                    >
                                        <Typography
                                            fontWeight={600}
                                            noWrap
                                            title={applicant.applicantName}
                                        >
                                            {applicant.applicantName}
                                        </Typography>
                                        {selected && (
                                            <CheckCircleIcon color="primary" fontSize="small" />
                                        )}
                                    </Box>
                                    <Typography variant="body2" color="text.secondary">
                                        {APPLICANT_TYPE_LABELS[applicant.applicantType]} ·{' '}
                                        {APPLICANT_REGION_LABELS[applicant.applicantRegion]}
                                    </Typography>
                                    <Box sx={{ mt: 1 }}>
                                        <StatusBadge
                                            label={AUDIT_STATUS_LABELS[applicant.auditStatus]}
                                            tone={auditStatusTone(applicant.auditStatus)}
                                        />
                                    </Box>
                                </CardActionArea>
                            </Card>
                        );
                    })}
                </Box>
            )}
            {(total ?? 0) > PICKER_PAGE_SIZE && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
                    <Typography variant="body2">共 {total} 条</Typography>
                    <Pagination
                        count={Math.ceil((total ?? 0) / PICKER_PAGE_SIZE)}
                        page={page}
                        onChange={(_, p) => setPage(p)}
                    />
                </Box>
            )}

            <Box
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    gap: 3,
                    mt: 3,
                }}
            >
                <Box>
                    <FormLabel required sx={{ display: 'block', mb: 1 }}>
                        委托书{chosen ? `（${chosen.applicantName}）` : ''}
                    </FormLabel>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
                        <DraftFileSlot
                            label="委托书"
                            fields={['AuthorizationOssKey', 'SebeAuthorizationOss']}
                            rule={FILE_RULES.attorney}
                            upload={{ policy: 'ATTORNEY', verifyType: 1 }}
                            disabled={!draft.applicantTbId}
                        />
                        <Button
                            size="small"
                            variant="outlined"
                            startIcon={
                                generating ? <CircularProgress size={14} /> : <DownloadIcon />
                            }
                            onClick={downloadLetter}
                            disabled={generating}
                            sx={{ mb: 4 }}
                        >
                            {generating ? '文件生成中…' : '下载委托书'}
                        </Button>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                        JPG、PNG、BMP、JPEG，小于2000K，800×800至3900×3900像素；企业需盖章，个人需签字
                    </Typography>
                </Box>
                <Box>
                    <FormLabel required sx={{ display: 'block', mb: 1 }}>
                        法律文件
                    </FormLabel>
                    <DraftFileSlot
                        label="法律文件"
                        fields={['LegalNoticeOssKey', 'SebeLegalNoticeOss']}
                        rule={FILE_RULES.legalNoticeEdit}
                        upload={{ policy: 'LEGAL_NOTICE', scene: 'edit' }}
                        disabled={!draft.applicantTbId}
                    />
                </Box>
            </Box>

            <WizardFooter itemCount={itemCountOf(draft)}>
                <Button onClick={() => navigate(PATHS.stepOne)}>上一步</Button>
                <Button variant="contained" size="large" onClick={next}>
                    下一步
                </Button>
            </WizardFooter>
            {adding && (
                <ApplicantFormDialog
                    onClose={() => setAdding(false)}
                    // a backend that answers no id leaves the new applicant to be picked in the list
                    onSaved={saved => {
                        if (saved.id) choose(saved);
                    }}
                />
            )}
        </WizardFrame>
    );
};
