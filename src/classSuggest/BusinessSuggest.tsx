import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { DESCRIPTION_MAX } from '../../domain/classes/description';
import { useMessage } from '../i18n/useMessage';
import { SuggestionCard } from './SuggestionCard';
import type { TakeSuggestion } from './SuggestionCard';

export type { TakenItem } from './SuggestionCard';

export interface BusinessSuggestProps {
    /** a class taken, with the items the user left ticked */
    onChoose: TakeSuggestion;
    /** the choose button's words (选择此类, or 查询这些类似群 on 近似查询) */
    chooseLabel?: (count: number) => string;
    /** the class the order holds now: its card says so */
    chosenClass?: string;
    /** another class filed after this order as a copy of it (the wizard's 另建一单) */
    onQueue?: TakeSuggestion;
    /** the classes already queued */
    queued?: readonly string[];
    /** the sentence, when the page keeps it (the wizard's draft, over a reload) */
    description?: string;
    onDescriptionChange?: (description: string) => void;
}

/**
 * 描述您的业务: a sentence about the business gives the classes to file, ranked, each with its
 * most relevant similar groups, its standard items (those the engine vouches for ticked, the
 * others under 其他可选) and the words that matched; one click takes a class with its ticked
 * items (SuggestionCard). The suggestions are made in the browser (dataProvider/classSuggest.ts),
 * the engine loading with the first.
 */
export const BusinessSuggest = ({
    onChoose,
    chooseLabel,
    chosenClass,
    onQueue,
    queued = [],
    description,
    onDescriptionChange,
}: BusinessSuggestProps) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [typed, setTyped] = useState('');
    const text = description ?? typed;
    const setText = onDescriptionChange ?? setTyped;
    const [invalid, setInvalid] = useState('');
    const field = useRef<HTMLInputElement>(null);
    const titleId = useId();
    const suggestion = useMutation({
        mutationFn: (description: string) => dataProvider.suggestClasses(description),
    });
    const tooLong = [...text].length > DESCRIPTION_MAX;
    const submit = (event?: FormEvent) => {
        event?.preventDefault();
        if (suggestion.isPending) return;
        const wanted = text.trim();
        // the field says what is wrong, and takes the focus so a screen reader reads it
        if (!wanted || tooLong) {
            if (!wanted) setInvalid(m('portal.classSuggest.empty'));
            field.current?.focus();
            return;
        }
        setInvalid('');
        suggestion.mutate(wanted);
    };
    const error = tooLong ? m('portal.classSuggest.tooLong', { max: DESCRIPTION_MAX }) : invalid;
    return (
        <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
            <Typography id={titleId} variant="subtitle2" component="h2">
                {m('portal.classSuggest.title')}
            </Typography>
            <Box
                component="form"
                onSubmit={submit}
                noValidate
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}
            >
                <TextField
                    size="small"
                    label={m('portal.classSuggest.label')}
                    placeholder={m('portal.classSuggest.placeholder')}
                    value={text}
                    onChange={event => {
                        setText(event.target.value);
                        setInvalid('');
                    }}
                    onFocus={() => dataProvider.prepareClassSuggestions()}
                    error={!!error}
                    inputRef={field}
                    helperText={error || m('portal.classSuggest.hint')}
                    sx={{ flex: '1 1 320px' }}
                />
                <Button
                    type="submit"
                    variant="outlined"
                    startIcon={
                        suggestion.isPending ? (
                            <CircularProgress size={16} color="inherit" aria-hidden />
                        ) : (
                            <AutoAwesomeIcon />
                        )
                    }
                    aria-disabled={suggestion.isPending}
                    sx={{ mt: 0.25, whiteSpace: 'nowrap' }}
                >
                    {m('portal.classSuggest.submit')}
                </Button>
            </Box>
            <Box aria-live="polite">
                {suggestion.isPending && (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {m('portal.classSuggest.loading')}
                    </Typography>
                )}
                {suggestion.isError && (
                    <Alert
                        severity="error"
                        sx={{ mt: 1 }}
                        action={
                            <Button color="inherit" size="small" onClick={() => submit()}>
                                {m('portal.classSuggest.retry')}
                            </Button>
                        }
                    >
                        {m('portal.classSuggest.failed')}
                    </Alert>
                )}
                {suggestion.isSuccess &&
                    (suggestion.data.length ? (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                            {m('portal.classSuggest.found', { count: suggestion.data.length })}
                        </Typography>
                    ) : (
                        <Typography color="text.secondary" sx={{ mt: 1 }}>
                            {m('portal.classSuggest.none')}
                        </Typography>
                    ))}
            </Box>
            {suggestion.isSuccess && suggestion.data.length > 0 && (
                <Box
                    component="ol"
                    aria-label={m('portal.classSuggest.results')}
                    sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5 }}
                >
                    {suggestion.data.map((found, rank) => (
                        <SuggestionCard
                            // a new answer starts again from the engine's ticks
                            key={`${suggestion.submittedAt}-${found.cls}`}
                            found={found}
                            primary={rank === 0}
                            chosen={found.cls === chosenClass}
                            chooseLabel={chooseLabel}
                            onChoose={onChoose}
                            onQueue={
                                onQueue && chosenClass && found.cls !== chosenClass
                                    ? onQueue
                                    : undefined
                            }
                            queued={queued.includes(found.cls)}
                        />
                    ))}
                </Box>
            )}
        </Box>
    );
};
