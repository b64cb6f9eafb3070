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
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
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
import { useFileUrl } from '../common/fileUrl';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    auditStatusTone,
    TRADEMARK_TYPE_LABELS,
} from '../i18n/labels';
import { DialogSuspense } from '../common/DialogSuspense';
import { ErrorAlert } from '../common/ErrorAlert';
import { lazyNamed } from '../common/lazyNamed';
import { StatusBadge } from '../common/StatusBadge';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import { draftStore, itemCountOf, useOrderDraft } from './draft';
import { DraftFileSlot } from './DraftFileSlot';
import { WizardFooter, WizardFrame } from './WizardFrame';
import { useFocusField } from './useFocusField';
import { letterCountryOf } from './FiledApplicant';
import { FIGURE_MARK_TYPE } from '../../domain/states/markTypes';

// The applicant form (with the country list) loads when it opens.
const ApplicantFormDialog = lazyNamed(
    () => import('../applicants/ApplicantFormDialog'),
    'ApplicantFormDialog',
);

/**
 * Applicant cards per page in step 2; fixed, with no size picker, as every list's page size
 * (docs/decisions.md, Foundation: Pager).
 */
export const PICKER_PAGE_SIZE = 20;

/** One applicant of the picker: name, type and region, audit state; pressed when chosen. */
const ApplicantCard = ({
    applicant,
    selected,
    onChoose,
}: {
    applicant: Pick<
        ApplicantSummary,
        'applicantName' | 'applicantType' | 'applicantRegion' | 'auditStatus'
    >;
    selected: boolean;
    onChoose: () => void;
}) => (
    <Card
        variant="outlined"
        role="listitem"
        sx={{
            borderColor: selected ? 'primary.main' : undefined,
            borderWidth: selected ? 2 : 1,
        }}
    >
        <CardActionArea onClick={onChoose} sx={{ p: 1.5, height: '100%' }} aria-pressed={selected}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography fontWeight={600} noWrap title={applicant.applicantName}>
                    {applicant.applicantName}
                </Typography>
                {selected && <CheckCircleIcon color="primary" fontSize="small" />}
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

/** Step 2 (`#/home/steptwo`): choose the applicant, get and upload the proxy letter and legal file. */
export const StepTwo = () => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    useFocusField();
    const fileUrl = useFileUrl();
    const draft = useOrderDraft();
    const [page, setPage] = useState(1);
    const [name, setName] = useState('');
    const [adding, setAdding] = useState(false);
    // on a phone, once an applicant is chosen the list folds to it, so the proxy letter and
    // 下一步 follow at once; 更换申请人 opens it again
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [browsing, setBrowsing] = useState(false);
    const {
        data: applicants,
        total,
        isPending,
        error,
        refetch,
    } = useGetList<ApplicantSummary>('applicants', {
        pagination: { page, perPage: PICKER_PAGE_SIZE },
        filter: name.trim() ? { ApplicantName: name.trim() } : {},
    });
    const { data: chosen } = useGetOne<Applicant>(
        'applicants',
        { id: draft.applicantTbId ?? 0 },
        { enabled: !!draft.applicantTbId },
    );

    // A letter and a legal file are an applicant's: their uploads wait for one, saying so.
    const waitsForApplicant = draft.applicantTbId
        ? undefined
        : m('portal.wizard.stepTwo.chooseApplicantFirst');

    // The applicant's own signed legal document is used unless the user uploads another.
    const chosenLegal = chosen?.id === draft.applicantTbId ? chosen?.sebeLegalNoticeOss : null;
    useEffect(() => {
        if (chosenLegal && !draftStore.get().LegalNoticeOssKey)
            draftStore.update({
                LegalNoticeOssKey: chosenLegal.ossKey,
                SebeLegalNoticeOss: chosenLegal.url,
            });
    }, [chosenLegal]);

    // The proxy letter to print, sign and upload, made out to the chosen applicant; a figure
    // mark, which has no name, is named by its type.
    const letter = useAction(
        (applicant: Applicant) =>
            dataProvider.downloadEntrustFile({
                applicant: applicant.applicantName,
                country: letterCountryOf(applicant),
                trademarkName: draft.trademarkName || TRADEMARK_TYPE_LABELS[FIGURE_MARK_TYPE],
                province: applicant.Province,
                address: applicant.Address || applicant.EAddress,
                postcode: applicant.postcode,
            }),
        {
            refresh: false,
            onSuccess: file => window.open(fileUrl(file.url), '_blank', 'noopener'),
        },
    );

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
        setBrowsing(false);
    };
    const folded =
        isPhone && !browsing && !!draft.applicantTbId && chosen?.id === draft.applicantTbId;

    const downloadLetter = () => {
        if (chosen) letter.run(chosen);
        else notify(m('portal.wizard.stepTwo.chooseApplicant'), { type: 'warning' });
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
        <WizardFrame step={1} back={{ to: PATHS.stepOne, label: m('portal.wizard.back') }}>
            {folded && chosen ? (
                <Box data-field="applicant" role="list" aria-label={m('resources.applicants.name')}>
                    <ApplicantCard applicant={chosen} selected onChoose={() => setBrowsing(true)} />
                    <Button sx={{ mt: 1 }} onClick={() => setBrowsing(true)}>
                        {m('portal.wizard.stepTwo.changeApplicant')}
                    </Button>
                </Box>
            ) : (
                <>
                    <Box
                        data-field="applicant"
                        sx={{
                            display: 'flex',
                            gap: 2,
                            alignItems: 'center',
                            flexWrap: 'wrap',
                            mb: 2,
                        }}
                    >
                        <TextField
                            size="small"
                            label={m('resources.applicants.fields.applicantName')}
                            value={name}
                            onChange={event => {
                                setName(event.target.value);
                                setPage(1);
                            }}
                        />
                        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                            {m('portal.wizard.stepTwo.addApplicant')}
                        </Button>
                    </Box>
                    {isPending ? (
                        <CircularProgress aria-label={m('portal.common.loading')} />
                    ) : error ? (
                        <ErrorAlert error={error} onRetry={() => void refetch()} />
                    ) : !applicants?.length ? (
                        <Typography color="text.secondary">{m('portal.common.noData')}</Typography>
                    ) : (
                        <Box
                            sx={{
                                display: 'grid',
                                gridTemplateColumns: {
                                    xs: '1fr',
                                    sm: '1fr 1fr',
                                    lg: 'repeat(4, 1fr)',
                                },
                                gap: 1.5,
                            }}
                            role="list"
                            aria-label={m('resources.applicants.name')}
                        >
                            {applicants.map(applicant => (
                                <ApplicantCard
                                    key={applicant.id}
                                    applicant={applicant}
                                    selected={applicant.id === draft.applicantTbId}
                                    onChoose={() => choose(applicant)}
                                />
                            ))}
                        </Box>
                    )}
                    {(total ?? 0) > PICKER_PAGE_SIZE && (
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
                            <Typography variant="body2">
                                {m('portal.wizard.stepTwo.total', { total: total ?? 0 })}
                            </Typography>
                            <Pagination
                                count={Math.ceil((total ?? 0) / PICKER_PAGE_SIZE)}
                                page={page}
                                onChange={(_, p) => setPage(p)}
                            />
                        </Box>
                    )}
                </>
            )}

            <Box
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    gap: 3,
                    mt: 3,
                }}
            >
                <Box data-field="letter">
                    <FormLabel required sx={{ display: 'block', mb: 1 }}>
                        {chosen
                            ? m('portal.wizard.stepTwo.entrustOf', { name: chosen.applicantName })
                            : m('portal.orders.labels.entrust')}
                    </FormLabel>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
                        <DraftFileSlot
                            label={m('portal.orders.labels.entrust')}
                            fields={['AuthorizationOssKey', 'SebeAuthorizationOss']}
                            rule={FILE_RULES.attorney}
                            upload={{ policy: 'ATTORNEY', verifyType: 1 }}
                            disabledReason={waitsForApplicant}
                        />
                        <Button
                            size="small"
                            variant="outlined"
                            startIcon={
                                letter.busy ? (
                                    <CircularProgress size={14} aria-hidden />
                                ) : (
                                    <DownloadIcon />
                                )
                            }
                            onClick={downloadLetter}
                            disabled={letter.busy}
                            sx={{ mb: 4 }}
                        >
                            {letter.busy
                                ? m('portal.wizard.stepTwo.generating')
                                : m('portal.wizard.stepTwo.downloadLetter')}
                        </Button>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                        {m('portal.wizard.stepTwo.letterHint')}
                    </Typography>
                </Box>
                <Box data-field="legalNotice">
                    <FormLabel required sx={{ display: 'block', mb: 1 }}>
                        {m('portal.orders.labels.legalNotice')}
                    </FormLabel>
                    <DraftFileSlot
                        label={m('portal.orders.labels.legalNotice')}
                        fields={['LegalNoticeOssKey', 'SebeLegalNoticeOss']}
                        rule={FILE_RULES.legalNoticeEdit}
                        upload={{ policy: 'LEGAL_NOTICE', scene: 'edit' }}
                        disabledReason={waitsForApplicant}
                    />
                </Box>
            </Box>

            <WizardFooter itemCount={itemCountOf(draft)}>
                <Button onClick={() => navigate(PATHS.stepOne)}>
                    {m('portal.wizard.previous')}
                </Button>
                <Button variant="contained" size="large" onClick={next}>
                    {m('portal.wizard.next')}
                </Button>
            </WizardFooter>
            {adding && (
                <DialogSuspense onClose={() => setAdding(false)}>
                    <ApplicantFormDialog
                        onClose={() => setAdding(false)}
                        // a backend that answers no id leaves the new applicant to be picked in the list
                        onSaved={saved => {
                            if (saved.id) choose(saved);
                        }}
                    />
                </DialogSuspense>
            )}
        </WizardFrame>
    );
};
