import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useCreate, useGetOne, useNotify, useUpdate } from 'react-admin';
import { Loading } from '../common/Loading';
import type { FieldValues } from 'react-hook-form';
import { applicantFieldsFor, validateApplicant } from '../../domain/rules/applicant';
import type { ApplicantInput } from '../../domain/rules/applicant';
import type { Applicant } from '../../domain/types/applicants';
import type { FileRef } from '../../domain/types/documents';
import { ApplicantInputs } from './ApplicantInputs';

const EMPTY: ApplicantInput = {
    applicantType: 2,
    applicantRegion: 1,
    applicantName: '',
    EName: '',
    cardNumber: '',
    Province: '',
    Address: '',
    EAddress: '',
    postcode: '',
    Country: '',
    sebeIdCardOss: [],
    sebePassportOss: null,
    sebeBusinessLicenceOss: null,
    sebeLegalNoticeOss: null,
};

type ApplicantPayload = ApplicantInput & { sebeIdCardOss: FileRef[] };

/** What goes on the wire: the input fields only, those that do not apply emptied. */
export const toApplicantInput = (values: FieldValues, id?: number): ApplicantPayload => {
    const input = Object.fromEntries(
        Object.keys(EMPTY).map(key => [key, values[key] ?? EMPTY[key as keyof ApplicantInput]]),
    ) as unknown as ApplicantPayload;
    // Radio and select inputs may hold their values as strings.
    input.applicantType = Number(input.applicantType) as ApplicantInput['applicantType'];
    input.applicantRegion = Number(input.applicantRegion) as ApplicantInput['applicantRegion'];
    const shows = applicantFieldsFor(input.applicantType, input.applicantRegion);
    (Object.keys(shows) as (keyof typeof shows)[]).forEach(field => {
        if (!shows[field]) (input as unknown as Record<string, unknown>)[field] = EMPTY[field];
    });
    input.cardNumber = input.cardNumber.trim().toUpperCase();
    input.sebeIdCardOss = (input.sebeIdCardOss as (FileRef | null)[]).filter(
        (f): f is FileRef => !!f,
    );
    return id ? { ...input, id } : input;
};

export interface ApplicantFormDialogProps {
    /** the applicant to edit; absent to add one */
    id?: number;
    onClose: () => void;
    onSaved?: (applicant: Applicant) => void;
}

/** The add / edit overlay (spec §2): validated on blur, saved only when the server agrees. */
export const ApplicantFormDialog = ({ id, onClose, onSaved }: ApplicantFormDialogProps) => {
    const notify = useNotify();
    const isEdit = id !== undefined;
    const {
        data: record,
        isPending,
        error,
    } = useGetOne<Applicant>('applicants', { id: id ?? 0 }, { enabled: isEdit });
    const [create] = useCreate<Applicant>();
    const [update] = useUpdate<Applicant>();

    const save = async (values: FieldValues) => {
        try {
            const data = toApplicantInput(values, id);
            const saved = isEdit
                ? await update(
                      'applicants',
                      { id, data, previousData: record },
                      { mutationMode: 'pessimistic', returnPromise: true },
                  )
                : await create('applicants', { data }, { returnPromise: true });
            notify(isEdit ? 'portal.common.saved' : 'portal.common.added', { type: 'success' });
            onSaved?.(saved as Applicant);
            onClose();
        } catch (failure) {
            notify((failure as Error).message || '申请人信息更新失败', { type: 'error' });
        }
    };

    return (
        // Closing by clicking outside would lose what was typed: only the buttons close it.
        <Dialog
            open
            maxWidth="md"
            fullWidth
            aria-labelledby="applicant-form-title"
            disableEscapeKeyDown
        >
            <DialogTitle id="applicant-form-title">
                {isEdit ? '编辑申请人' : '新增申请人'}
            </DialogTitle>
            {isEdit && isPending ? (
                <DialogContent>
                    <Loading />
                </DialogContent>
            ) : isEdit && (error || !record) ? (
                <>
                    <DialogContent>{(error as Error)?.message || '获取信息失败'}</DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>关闭</Button>
                    </DialogActions>
                </>
            ) : (
                <Form
                    record={isEdit ? { ...EMPTY, ...record } : EMPTY}
                    validate={values => validateApplicant(toApplicantInput(values))}
                    mode="onBlur"
                    reValidateMode="onBlur"
                    onSubmit={save}
                    noValidate
                >
                    <DialogContent dividers>
                        <ApplicantInputs scene={isEdit ? 'edit' : 'add'} />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>取消</Button>
                        <SaveButton label="保存" alwaysEnable variant="contained" />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
