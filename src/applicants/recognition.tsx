/**
 * The applicant form filled from a recognised identity document (domain/rules/recognition.ts):
 * an ID card, passport or licence uploaded with recognition on fills the fields its answer
 * carries that the user has not typed, each marked 已识别 (or 识别存疑 with why) with 撤销 to put
 * back what was there. A field the user changes loses its mark; a typed one is never
 * overwritten, and the notification says which were kept.
 */
import { Box, Button, Chip } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { planFill, readRecognition, RECOGNISED_FIELDS } from '../../domain/rules/recognition';
import type {
    RecognisedField,
    RecognitionAnswer,
    RecognitionDoubt,
} from '../../domain/rules/recognition';
import type { AdaptFileType } from '../../domain/types/documents';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

interface Mark {
    /** what the recognition filled */
    value: string;
    /** what the field held before it, for 撤销 */
    previous: string;
    doubt: RecognitionDoubt | null;
}

type Marks = Partial<Record<RecognisedField, Mark>>;

interface Recognition {
    marks: Marks;
    /** fills the form from an upload's answer; whether it carried anything */
    apply: (answer: RecognitionAnswer, fileType: AdaptFileType) => boolean;
    undo: (field: RecognisedField) => void;
}

const RecognitionContext = createContext<Recognition | null>(null);

/** The recognition of the form around it (null outside one: nothing is filled). */
export const useRecognition = () => useContext(RecognitionContext);

export const RecognitionProvider = ({
    shown,
    labels,
    children,
}: {
    /** whether the form shows a field now (a hidden one is never filled) */
    shown: (field: RecognisedField) => boolean;
    /** each field's label, as a message key */
    labels: Record<RecognisedField, MessageKey>;
    children: ReactNode;
}) => {
    const m = useMessage();
    const notify = useNotify();
    const { getValues, setValue } = useFormContext();
    const [marks, setMarks] = useState<Marks>({});

    const apply = useCallback(
        (answer: RecognitionAnswer, fileType: AdaptFileType) => {
            const found = readRecognition(answer, fileType).filter(item => shown(item.field));
            if (found.length === 0) return false;
            const current = Object.fromEntries(
                RECOGNISED_FIELDS.map(field => [field, String(getValues(field) ?? '')]),
            ) as Record<RecognisedField, string>;
            const filled = Object.fromEntries(
                Object.entries(marks).map(([field, mark]) => [field, mark.value]),
            );
            const { fill, kept } = planFill(found, current, filled);
            const next: Marks = { ...marks };
            for (const item of fill) {
                next[item.field] = {
                    value: item.value,
                    previous: marks[item.field]?.previous ?? current[item.field],
                    doubt: item.doubt,
                };
                setValue(item.field, item.value, { shouldDirty: true, shouldValidate: true });
            }
            setMarks(next);
            const keptText = kept.length
                ? m('portal.applicants.recognition.kept', {
                      fields: kept
                          .map(item => m(labels[item.field]))
                          .join(m('portal.applicants.recognition.listSeparator')),
                  })
                : '';
            notify(
                fill.length
                    ? `${m('portal.applicants.recognition.filled', { count: fill.length })}${keptText && m('portal.applicants.recognition.separator')}${keptText}`
                    : keptText,
                { type: fill.some(item => item.doubt) ? 'warning' : 'info' },
            );
            return true;
        },
        [getValues, labels, m, marks, notify, setValue, shown],
    );

    const undo = useCallback(
        (field: RecognisedField) => {
            const mark = marks[field];
            if (!mark) return;
            setValue(field, mark.previous, { shouldDirty: true, shouldValidate: true });
            setMarks(({ [field]: _gone, ...rest }) => rest);
        },
        [marks, setValue],
    );

    const value = useMemo(() => ({ marks, apply, undo }), [marks, apply, undo]);
    return <RecognitionContext.Provider value={value}>{children}</RecognitionContext.Provider>;
};

/** Under a field a recognition filled: 已识别 (or 识别存疑 and why) and 撤销, while it holds it. */
const RecognisedMark = ({ field, label }: { field: RecognisedField; label: MessageKey }) => {
    const m = useMessage();
    const recognition = useRecognition();
    const value = String(useWatch({ name: field }) ?? '');
    const mark = recognition?.marks[field];
    if (!recognition || !mark || mark.value !== value) return null;
    return (
        <Box
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: -1, mb: 1 }}
            data-testid={`recognised-${field}`}
        >
            <Chip
                size="small"
                variant="outlined"
                color={mark.doubt ? 'warning' : 'info'}
                label={m(
                    mark.doubt
                        ? 'portal.applicants.recognition.doubtful'
                        : 'portal.applicants.recognition.recognised',
                )}
            />
            {mark.doubt && (
                <Box component="span" sx={{ color: 'warning.dark', fontSize: 13 }}>
                    {m(`portal.applicants.recognition.doubts.${mark.doubt}`)}
                </Box>
            )}
            <Button
                size="small"
                onClick={() => recognition.undo(field)}
                aria-label={m('portal.applicants.recognition.undoLabel', { field: m(label) })}
                sx={{ minWidth: 0, py: 0 }}
            >
                {m('portal.applicants.recognition.undo')}
            </Button>
        </Box>
    );
};

/** A form input that a recognised document may fill, with its mark under it. */
export const Recognisable = ({
    field,
    label,
    children,
}: {
    field: RecognisedField;
    label: MessageKey;
    children: ReactNode;
}) => (
    <Box>
        {children}
        <RecognisedMark field={field} label={label} />
    </Box>
);
