import {
    Alert,
    Autocomplete,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    TextField,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import {
    APPLICANT_NOT_CHOOSABLE,
    isChoosableApplicant,
    validateApplicantStep,
} from '../../domain/rules/order';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { FileRef } from '../../domain/types/documents';
import { FileSlot, usePolicyUpload } from '../common/FileUpload';
import { AUDIT_STATUS_LABELS } from '../i18n/labels';

/** The re-select overlay of a failed order: a new applicant and a new proxy letter → state 1. */
export const ReselectApplicantDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const uploadLetter = usePolicyUpload({ policy: 'ATTORNEY', verifyType: 1 });
    const [search, setSearch] = useState('');
    const [applicant, setApplicant] = useState<ApplicantSummary | null>(null);
    const [entrust, setEntrust] = useState<FileRef | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const { data: applicants = [], isPending } = useGetList<ApplicantSummary>('applicants', {
        pagination: { page: 1, perPage: 20 },
        filter: search.trim() ? { ApplicantName: search.trim() } : {},
    });

    const submit = async () => {
        const error =
            applicant && !isChoosableApplicant(applicant.auditStatus)
                ? APPLICANT_NOT_CHOOSABLE
                : validateApplicantStep({
                      applicantTbId: applicant?.id ?? null,
                      entrustFileOsskey: entrust?.ossKey ?? '',
                      legalNoticeOsskey: 'checked by the server',
                  });
        setProblem(error);
        if (error || !applicant || !entrust) return;
        setBusy(true);
        try {
            await dataProvider.reselectApplicant({
                id,
                applicantTbId: applicant.id,
                entrustFile: entrust.url,
                entrustFileOsskey: entrust.ossKey,
            });
            notify('操作成功', { type: 'success' });
            refresh();
            onClose();
        } catch (failure) {
            notify((failure as Error).message || '提交失败', { type: 'error' });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reselect-title">
            <DialogTitle id="reselect-title">重新选择申请人</DialogTitle>
            <DialogContent dividers>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <Autocomplete<ApplicantSummary>
                        options={applicants}
                        loading={isPending}
                        value={applicant}
                        onChange={(_, next) => setApplicant(next)}
                        onInputChange={(_, text, reason) => {
                            if (reason === 'input') setSearch(text);
                        }}
                        filterOptions={options => options}
                        isOptionEqualToValue={(a, b) => a.id === b.id}
                        getOptionLabel={option => option.applicantName}
                        renderOption={(props, option) => (
                            <li {...props} key={option.id}>
                                {option.applicantName}（{AUDIT_STATUS_LABELS[option.auditStatus]}）
                            </li>
                        )}
                        renderInput={params => <TextField {...params} label="申请人" />}
                        noOptionsText="暂无数据"
                    />
                    <Box>
                        <Typography variant="body2" sx={{ mb: 1 }}>
                            新的商标代理委托书（JPG、PNG、BMP、JPEG，不超过 2M，企业盖章、个人签字）
                        </Typography>
                        <FileSlot
                            label="委托书"
                            value={entrust}
                            onChange={setEntrust}
                            rule={FILE_RULES.attorney}
                            upload={uploadLetter}
                        />
                    </Box>
                    {problem && <Alert severity="error">{problem}</Alert>}
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>取消</Button>
                <Button variant="contained" disabled={busy} onClick={() => void submit()}>
                    确定
                </Button>
            </DialogActions>
        </Dialog>
    );
};
