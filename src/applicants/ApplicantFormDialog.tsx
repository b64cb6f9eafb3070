import { DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, Form, useCreate, useUpdate } from 'react-admin';
import { useWholeRecord } from '../common/useWholeRecord';
import { useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { applicantFieldsFor, validateApplicant } from '../../domain/rules/applicant';
import type { ApplicantInput } from '../../domain/rules/applicant';
import type { Applicant } from '../../domain/types/applicants';
import type { FileRef } from '../../domain/types/documents';
import { DialogError } from '../common/ErrorAlert';
import { FormDialogActions } from '../common/FormDialogActions';
import { Loading } from '../common/Loading';
import { PortalDialog } from '../common/PortalDialog';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';
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

/** Tells the dialog whether the form holds anything the user changed. */
const DirtyWatch = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
    const { isDirty } = useFormState();
    useEffect(() => onChange(isDirty), [isDirty, onChange]);
    return null;
};

export interface ApplicantFormDialogProps {
    /** the applicant to edit; absent to add one */
    id?: number;
    onClose: () => void;
    onSaved?: (applicant: Applicant) => void;
}

/**
 * The add / edit overlay: validated on blur, saved only when the server agrees. A long form
 * with no draft: a click outside never closes it, and Esc (or the ×) closes it at once only
 * while nothing was changed; else it asks first (放弃填写的内容？). 取消 closes it.
 */
export const ApplicantFormDialog = ({ id, onClose, onSaved }: ApplicantFormDialogProps) => {
    const m = useMessage();
    const isEdit = id !== undefined;
    const {
        data: record,
        isPending,
        error,
        refetch,
    } = useWholeRecord<Applicant>('applicants', id ?? 0, { enabled: isEdit });
    // react-admin's own mutations keep its cache of applicants up to date; useAction adds
    // the messages.
    const [create] = useCreate<Applicant>();
    const [update] = useUpdate<Applicant>();
    const [dirty, setDirty] = useState(false);
    const [discarding, setDiscarding] = useState(false);
    const dismiss = () => (dirty ? setDiscarding(true) : onClose());
    const save = useAction(
        (data: ApplicantPayload) =>
            isEdit
                ? update(
                      'applicants',
                      { id, data, previousData: record },
                      { mutationMode: 'pessimistic', returnPromise: true },
                  )
                : create('applicants', { data }, { returnPromise: true }),
        {
            success: isEdit ? 'portal.common.saved' : 'portal.common.added',
            refresh: false,
            onSuccess: saved => {
                onSaved?.(saved as Applicant);
                onClose();
            },
        },
    );

    return (
        <>
            {/* 放弃填写的内容？: asked by Esc or the × once something was changed */}
            <Confirm
                isOpen={discarding}
                title={m('portal.applicants.discard.title')}
                content={m('portal.applicants.discard.content')}
                confirm={m('portal.applicants.discard.confirm')}
                cancel={m('portal.applicants.discard.cancel')}
                confirmColor="warning"
                onConfirm={onClose}
                onClose={() => setDiscarding(false)}
            />
            <PortalDialog
                onClose={dismiss}
                holdsInput
                maxWidth="md"
                fullWidth
                aria-labelledby="applicant-form-title"
            >
                <DialogTitle id="applicant-form-title">
                    {m(isEdit ? 'portal.applicants.editTitle' : 'portal.applicants.add')}
                </DialogTitle>
                {isEdit && isPending ? (
                    <DialogContent>
                        <Loading />
                    </DialogContent>
                ) : isEdit && (error || !record) ? (
                    <DialogError error={error} onClose={onClose} onRetry={() => void refetch()} />
                ) : (
                    <Form
                        record={isEdit ? { ...EMPTY, ...record } : EMPTY}
                        validate={values => validateApplicant(toApplicantInput(values))}
                        mode="onBlur"
                        reValidateMode="onBlur"
                        onSubmit={(values: FieldValues) => save.run(toApplicantInput(values, id))}
                        noValidate
                    >
                        <DirtyWatch onChange={setDirty} />
                        <DialogContent dividers>
                            <ApplicantInputs scene={isEdit ? 'edit' : 'add'} />
                        </DialogContent>
                        <FormDialogActions onCancel={onClose} />
                    </Form>
                )}
            </PortalDialog>
        </>
    );
};
