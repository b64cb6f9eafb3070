/**
 * 修改's pickers for the cells a user does not type: the applicant, chosen among the agency's
 * applicants (searchable by part of the name or number), and a file (the proxy letter, the legal
 * file), chosen from the computer and checked against its rule at once, with the icon fixer of
 * src/common/imageFix/ (去修复) when a picture breaks the size or pixel rule it can mend.
 */
import { useEffect, useRef, useState } from 'react';
import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { createFilterOptions } from '@mui/material/Autocomplete';
import type { ApplicantSummary } from '../../dataProvider/records';
import { HEADER_OF } from '../../domain/batch/format';
import type { BatchFile } from '../../domain/batch/context';
import { COLUMN_FILE_RULES, fileProblem } from '../../domain/batch/rows';
import { acceptOf, extensionOf } from '../../domain/rules/files';
import { isFixableRule } from '../../domain/rules/imageFix';
import { isChoosableApplicant } from '../../domain/rules/order';
import { ImageFixOffer } from '../common/imageFix/ImageFixOffer';
import { ApplicantOption } from '../common/ApplicantOption';
import { useMessage } from '../i18n/useMessage';
import { fileFacts } from './fileFacts';

export type PickerApplicant = Pick<
    ApplicantSummary,
    'id' | 'applicantName' | 'cardNumber' | 'auditStatus'
>;

/** How many applicants the list shows for what is typed. */
const SHOWN_APPLICANTS = 50;

const filterApplicants = createFilterOptions<PickerApplicant>({
    stringify: applicant => `${applicant.applicantName} ${applicant.cardNumber ?? ''}`,
    limit: SHOWN_APPLICANTS,
});

/** The cell that names an applicant: its name, or its number when another has the same name. */
export const applicantCell = (
    chosen: PickerApplicant,
    applicants: readonly PickerApplicant[],
): string => {
    const name = chosen.applicantName.trim();
    const namesake = applicants.some(a => a.id !== chosen.id && a.applicantName.trim() === name);
    return namesake && chosen.cardNumber ? chosen.cardNumber : name;
};

export const ApplicantPicker = ({
    value,
    applicants,
    onChange,
}: {
    /** the cell as it is */
    value: string;
    applicants: readonly PickerApplicant[];
    onChange(cell: string | null): void;
}) => {
    const m = useMessage();
    const [chosen, setChosen] = useState<PickerApplicant | null>(
        () =>
            applicants.find(a => a.cardNumber && a.cardNumber === value.trim()) ??
            applicants.find(a => a.applicantName.trim() === value.trim()) ??
            null,
    );
    return (
        <Autocomplete<PickerApplicant>
            options={applicants as PickerApplicant[]}
            value={chosen}
            autoHighlight
            onChange={(_, next) => {
                setChosen(next);
                onChange(next ? applicantCell(next, applicants) : null);
            }}
            filterOptions={filterApplicants}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={option => option.applicantName}
            // one in an audit state that cannot be chosen is greyed out, saying why
            getOptionDisabled={option => !isChoosableApplicant(option.auditStatus)}
            renderOption={(props, option) => (
                <ApplicantOption key={option.id} props={props} applicant={option} showNumber />
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    autoFocus
                    label={HEADER_OF.applicant}
                    helperText={m('portal.batch.fix.applicantHint')}
                    sx={{ mt: 1 }}
                />
            )}
            noOptionsText={m('portal.common.noData')}
        />
    );
};

export type FileColumn = 'letter' | 'legal';

/** A file chosen (or fixed) in 修改, with what the rules need of it. */
export interface PickedFile {
    file: File;
    facts: BatchFile;
}

interface Checked extends PickedFile {
    problem: string | null;
}

const checked = async (file: File, column: FileColumn, sha256?: string): Promise<Checked> => {
    const facts = await fileFacts(file.name, file);
    const sure = sha256 ? { ...facts, sha256 } : facts;
    return { file, facts: sure, problem: fileProblem(sure, COLUMN_FILE_RULES[column]) };
};

export const FilePicker = ({
    column,
    value,
    current,
    onChange,
}: {
    column: FileColumn;
    /** the cell as it is: the name of a file given with the workbook, or '' */
    value: string;
    /** that file, when it was given */
    current?: File;
    onChange(picked: PickedFile | null): void;
}) => {
    const m = useMessage();
    const input = useRef<HTMLInputElement>(null);
    const rule = COLUMN_FILE_RULES[column];
    const fixable = isFixableRule(rule);
    // the file the cell names, checked (its problem, and the fixer for it)
    const [given, setGiven] = useState<Checked | null>(null);
    const [chosen, setChosen] = useState<Checked | null>(null);
    useEffect(() => {
        if (!current) return;
        let live = true;
        void checked(current, column).then(result => live && setGiven(result));
        return () => {
            live = false;
        };
    }, [current, column]);

    const take = (result: Checked | null) => {
        setChosen(result);
        onChange(result);
    };
    const shown = chosen ?? given;
    const canFix =
        shown?.problem && fixable && extensionOf(shown.file.name) !== 'pdf' ? shown : null;

    return (
        <Stack sx={{ gap: 1, mt: 1 }}>
            {value && !chosen && (
                <Typography variant="body2">
                    {m('portal.batch.fix.currentFile', { name: value })}
                </Typography>
            )}
            {chosen && (
                <Typography variant="body2">
                    {m('portal.batch.fix.chosenFile', { name: chosen.file.name })}
                </Typography>
            )}
            {shown?.problem && (
                <Typography variant="body2" color="error" role="alert">
                    {shown.problem}
                </Typography>
            )}
            <Box>
                <input
                    ref={input}
                    type="file"
                    hidden
                    accept={fixable ? `${acceptOf(rule)},image/*` : acceptOf(rule)}
                    aria-label={HEADER_OF[column]}
                    onChange={event => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void checked(file, column).then(take);
                    }}
                />
                <Button variant="outlined" onClick={() => input.current?.click()}>
                    {m('portal.batch.fix.chooseFile')}
                </Button>
            </Box>
            {canFix && (
                <Box>
                    <ImageFixOffer
                        label={HEADER_OF[column]}
                        file={canFix.file}
                        rule={rule}
                        // keyed by the picture given and the fix, not the fixed bytes (which may
                        // differ from one fix to the next): the same row fixed again is the same
                        // order
                        onAccept={fixed =>
                            void checked(fixed, column, `${canFix.facts.sha256}+fixed`).then(take)
                        }
                    />
                </Box>
            )}
            <Typography variant="caption" color="text.secondary">
                {m('portal.batch.fix.fileRule', {
                    types: rule.extensions.map(ext => ext.toUpperCase()).join('/'),
                    mb: rule.maxMb,
                })}
                {rule.dimensions &&
                    m('portal.batch.fix.filePixels', {
                        min: rule.dimensions.min,
                        max: rule.dimensions.max,
                    })}
            </Typography>
        </Stack>
    );
};
