import { useState } from 'react';
import { Box, FormHelperText, FormLabel } from '@mui/material';
import { ValidationError, useDataProvider, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PortalDataProvider } from '../../dataProvider';
import type { FileRule } from '../../domain/rules/files';
import { carriesFields } from '../../domain/rules/recognition';
import type { AdaptFileType, FileRef } from '../../domain/types/documents';
import { FileSlot } from '../common/FileUpload';
import type { Compressed, Uploader } from '../common/FileUpload';
import { PhoneUploadButton } from '../common/phoneUpload/PhoneUploadButton';
import { useRecognition } from './recognition';

type Source = 'sebeIdCardOss' | 'sebePassportOss' | 'sebeBusinessLicenceOss' | 'sebeLegalNoticeOss';

export interface ApplicantFileInputProps {
    source: Source;
    label: string;
    rule: FileRule;
    /** captions of the slots; more than one makes the value an array (ID card front and back) */
    slots: readonly string[];
    /** identity documents go through uploadAdapt; the legal document through uploadFile */
    adaptType?: AdaptFileType;
    /** legal document limit: 2M when adding, 10M when editing */
    scene?: 'add' | 'edit';
    hint?: string;
}

/** A form input holding the uploaded file(s) of one kind of applicant material. */
export const ApplicantFileInput = ({
    source,
    label,
    rule,
    slots,
    adaptType,
    scene,
    hint,
}: ApplicantFileInputProps) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const recognition = useRecognition();
    const applicantType = Number(useWatch({ name: 'applicantType' }));
    // what a recognition that read nothing said, by slot: under the slots, never a toast (a
    // toast would hold the form's 添加成功 back in react-admin's queue)
    const [notes, setNotes] = useState<(string | null)[]>([]);
    const note = (index: number, text: string | null) =>
        setNotes(now => Object.assign([...now], { [index]: text }));
    // the photos a phone sent that the server compressed, by slot (said under the slot)
    const [phoneCompressed, setPhoneCompressed] = useState<(Compressed | null)[]>([]);
    const isList = slots.length > 1;
    const { field, fieldState, formState } = useInput<FileRef[] | FileRef | null>({ source });
    const files: (FileRef | null)[] = isList
        ? slots.map((_, index) =>
              Array.isArray(field.value) ? (field.value[index] ?? null) : null,
          )
        : [Array.isArray(field.value) ? null : (field.value ?? null)];

    const uploadTo =
        (index: number): Uploader =>
        async (file, onProgress) => {
            if (!adaptType)
                return dataProvider.uploadFile(file, { policy: 'LEGAL_NOTICE', scene }, onProgress);
            // only a document that carries the form's fields is read (not an ID card's back)
            const discern = carriesFields(applicantType, adaptType, index);
            note(index, null);
            const stored = await dataProvider.uploadAdapt(file, adaptType, discern, onProgress);
            if (!discern) return stored;
            // what the document says fills the form (recognition.tsx); a server that read
            // nothing says why (offline, no text found), and nothing is filled in
            const used = recognition?.apply(stored, adaptType) ?? false;
            if (!used && !stored.discerned && stored.msg) note(index, stored.msg);
            return stored;
        };

    const set = (index: number, value: FileRef | null) => {
        if (!value) note(index, null);
        if (!isList) field.onChange(value);
        else {
            // Slot order matters (front, back): an empty slot stays as null until it is filled.
            const next = files.slice();
            next[index] = value;
            field.onChange(next.some(Boolean) ? next : []);
        }
        field.onBlur();
    };

    const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
    return (
        <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mb: 2 }}
            data-testid={`file-${source}`}
        >
            <FormLabel component="legend" required sx={{ mb: 1, fontSize: 14 }}>
                {label}
            </FormLabel>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {slots.map((caption, index) => (
                    <div key={caption}>
                        <FileSlot
                            label={caption}
                            value={files[index]}
                            onChange={value => set(index, value)}
                            rule={rule}
                            upload={uploadTo(index)}
                            error={showError}
                            compressedElsewhere={phoneCompressed[index]}
                        />
                        <PhoneUploadButton
                            label={caption}
                            target={
                                adaptType
                                    ? { fileType: adaptType }
                                    : { policy: 'LEGAL_NOTICE', scene }
                            }
                            rule={rule}
                            onUploaded={(value, compressed) => {
                                setPhoneCompressed(now =>
                                    Object.assign([...now], {
                                        [index]: compressed && {
                                            ...compressed,
                                            ossKey: value.ossKey,
                                        },
                                    }),
                                );
                                set(index, value);
                            }}
                        />
                    </div>
                ))}
            </Box>
            {notes.map(
                (text, index) =>
                    text && (
                        <FormHelperText key={index} role="status" sx={{ color: 'warning.dark' }}>
                            {text}
                        </FormHelperText>
                    ),
            )}
            {hint && <FormHelperText>{hint}</FormHelperText>}
            {showError && fieldState.error?.message && (
                <FormHelperText error>
                    <ValidationError error={fieldState.error.message} />
                </FormHelperText>
            )}
        </Box>
    );
};
