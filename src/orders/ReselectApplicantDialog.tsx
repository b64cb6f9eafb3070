import {
    Alert,
    Autocomplete,
    Box,
    Button,
    DialogActions,
    DialogContent,
    DialogTitle,
    TextField,
    Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { FILE_RULES } from '../../domain/rules/files';
import {
    APPLICANT_NOT_CHOOSABLE,
    isChoosableApplicant,
    validateApplicantStep,
} from '../../domain/rules/order';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { FileRef } from '../../domain/types/documents';
import { ErrorAlert } from '../common/ErrorAlert';
import { FileSlot, usePolicyUpload } from '../common/FileUpload';
import { PortalDialog } from '../common/PortalDialog';
import { useAction } from '../common/useAction';
import { ApplicantOption } from '../common/ApplicantOption';
import { useMessage } from '../i18n/useMessage';

/** The re-select overlay of a failed order: a new applicant and a new proxy letter → state 1. */
export const ReselectApplicantDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const uploadLetter = usePolicyUpload({ policy: 'ATTORNEY', verifyType: 1 });
    const [search, setSearch] = useState('');
    const [applicant, setApplicant] = useState<ApplicantSummary | null>(null);
    const [entrust, setEntrust] = useState<FileRef | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const reselect = useAction(
        (chosen: ApplicantSummary, letter: FileRef) =>
            dataProvider.reselectApplicant({
                id,
                applicantTbId: chosen.id,
                entrustFile: letter.url,
                entrustFileOsskey: letter.ossKey,
            }),
        // the spec's 操作成功, and what happens next
        { success: 'portal.orders.next.resubmitted', onSuccess: onClose },
    );
    const {
        data: applicants = [],
        isPending,
        error: listError,
        refetch,
    } = useGetList<ApplicantSummary>('applicants', {
        pagination: { page: 1, perPage: 20 },
        filter: search.trim() ? { ApplicantName: search.trim() } : {},
    });

    const submit = () => {
        const error =
            applicant && !isChoosableApplicant(applicant.auditStatus)
                ? APPLICANT_NOT_CHOOSABLE
                : validateApplicantStep({
                      applicantTbId: applicant?.id ?? null,
                      entrustFileOsskey: entrust?.ossKey ?? '',
                      legalNoticeOsskey: 'checked by the server',
                  });
        setProblem(error);
        if (!error && applicant && entrust) reselect.run(applicant, entrust);
    };

    return (
        // A stray click outside must not lose the choice and the uploaded letter.
        <PortalDialog
            onClose={onClose}
            holdsInput
            maxWidth="sm"
            fullWidth
            aria-labelledby="reselect-title"
        >
            <DialogTitle id="reselect-title">{m('portal.orders.reselect.title')}</DialogTitle>
            <DialogContent dividers>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                    <Autocomplete<ApplicantSummary>
                        options={applicants}
                        loading={isPending}
                        value={applicant}
                        onChange={(_, next) => {
                            setApplicant(next);
                            // a message about the last choice does not outlive it
                            setProblem(null);
                        }}
                        onInputChange={(_, text, reason) => {
                            if (reason === 'input') setSearch(text);
                        }}
                        filterOptions={options => options}
                        isOptionEqualToValue={(a, b) => a.id === b.id}
                        getOptionLabel={option => option.applicantName}
                        // one in an audit state that cannot be chosen is greyed out, saying why
                        getOptionDisabled={option => !isChoosableApplicant(option.auditStatus)}
                        renderOption={(props, option) => (
                            <ApplicantOption key={option.id} props={props} applicant={option} />
                        )}
                        renderInput={params => (
                            <TextField {...params} label={m('resources.orders.fields.applicant')} />
                        )}
                        noOptionsText={m('portal.common.noData')}
                    />
                    <Box>
                        <Typography variant="body2" sx={{ mb: 1 }}>
                            {m('portal.orders.reselect.letterHint')}
                        </Typography>
                        <FileSlot
                            label={m('portal.orders.labels.entrust')}
                            value={entrust}
                            onChange={setEntrust}
                            rule={FILE_RULES.attorney}
                            upload={uploadLetter}
                        />
                    </Box>
                    {listError && <ErrorAlert error={listError} onRetry={() => void refetch()} />}
                    {problem && <Alert severity="error">{problem}</Alert>}
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{m('portal.common.cancel')}</Button>
                <Button variant="contained" disabled={reselect.busy} onClick={submit}>
                    {m('portal.common.ok')}
                </Button>
            </DialogActions>
        </PortalDialog>
    );
};
