import { useId, useState } from 'react';
import {
    Box,
    Button,
    Checkbox,
    Chip,
    FormControlLabel,
    Paper,
    Tooltip,
    Typography,
} from '@mui/material';
import type { ClassSuggestion, SuggestedItem } from '../../domain/types/classification';
import { LOW_CONFIDENCE } from '../../domain/classes/description';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';

/** An item as taken: the engine's tick was for showing it, and stays with the card. */
export type TakenItem = Omit<SuggestedItem, 'ticked'>;

/** A class taken (or queued) with the items left ticked. */
export type TakeSuggestion = (suggestion: ClassSuggestion, items: TakenItem[]) => void;

export interface SuggestionCardProps {
    found: ClassSuggestion;
    /** the first of the list: its choose button is the filled one */
    primary: boolean;
    chosen: boolean;
    chooseLabel?: (count: number) => string;
    onChoose: TakeSuggestion;
    onQueue?: TakeSuggestion;
    queued: boolean;
}

/**
 * One suggested class of 描述您的业务: its name (仅供参考 when the description names it only
 * weakly), the words that matched, its groups, the items the engine vouches for (ticked) and
 * 其他可选 (unticked, to tick); 选择此类 takes the class with the items ticked now.
 */
export const SuggestionCard = ({
    found,
    primary,
    chosen,
    chooseLabel,
    onChoose,
    onQueue,
    queued,
}: SuggestionCardProps) => {
    const m = useMessage();
    const vouched = found.items.filter(item => item.ticked);
    const others = found.items.filter(item => !item.ticked);
    const [ticked, setTicked] = useState(() => new Set(vouched.map(item => item.code)));
    // in the order shown: the vouched first, then 其他可选
    const items: TakenItem[] = [...vouched, ...others]
        .filter(item => ticked.has(item.code))
        .map(({ ticked: _shown, ...item }) => item);
    const name = classLabel(found.cls);
    const titleId = useId();
    const tick = (code: string, on: boolean) =>
        setTicked(previous => {
            const next = new Set(previous);
            if (on) next.add(code);
            else next.delete(code);
            return next;
        });
    /** A group of the card's items, each a checkbox labelled with its group and name. */
    const boxes = (shown: SuggestedItem[], label: string) => (
        <Box
            role="group"
            aria-label={label}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
            {shown.map(item => (
                <FormControlLabel
                    key={item.code}
                    control={
                        <Checkbox
                            size="small"
                            checked={ticked.has(item.code)}
                            onChange={(_, on) => tick(item.code, on)}
                        />
                    }
                    label={`${item.groupCode} ${item.name}`}
                />
            ))}
        </Box>
    );
    const why = m('portal.classSuggest.lowConfidenceWhy');
    return (
        <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-labelledby={titleId}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={600}>
                    {name}
                </Typography>
                {found.confidence < LOW_CONFIDENCE && (
                    // the chip's short words are seen; screen readers read the explanation
                    <Tooltip title={why} describeChild>
                        <Chip
                            size="small"
                            variant="outlined"
                            data-testid="low-confidence"
                            label={
                                <>
                                    <span aria-hidden>
                                        {m('portal.classSuggest.lowConfidence')}
                                    </span>
                                    <Box component="span" sx={VISUALLY_HIDDEN}>
                                        {why}
                                    </Box>
                                </>
                            }
                        />
                    </Tooltip>
                )}
                <Typography variant="body2" color="text.secondary">
                    {m('portal.classSuggest.reason', { words: found.reason })}
                </Typography>
            </Box>
            {found.groups.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {m('portal.classSuggest.groups', {
                        groups: found.groups
                            .map(group => `${group.code} ${group.name}`)
                            .join(m('portal.orders.labels.separator')),
                    })}
                </Typography>
            )}
            {vouched.length > 0 && boxes(vouched, m('portal.classSuggest.items', { cls: name }))}
            {others.length > 0 && (
                <>
                    <Typography
                        variant="caption"
                        component="h4"
                        color="text.secondary"
                        sx={{ mt: 0.5 }}
                    >
                        {m('portal.classSuggest.others')}
                    </Typography>
                    {boxes(others, m('portal.classSuggest.otherItems', { cls: name }))}
                </>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button
                    size="small"
                    variant={primary ? 'contained' : 'outlined'}
                    disabled={!items.length}
                    onClick={() => onChoose(found, items)}
                >
                    {chooseLabel
                        ? chooseLabel(items.length)
                        : m('portal.classSuggest.choose', { count: items.length })}
                </Button>
                {onQueue && (
                    <Button
                        size="small"
                        disabled={queued || !items.length}
                        onClick={() => onQueue(found, items)}
                    >
                        {queued ? m('portal.classSuggest.queued') : m('portal.classSuggest.queue')}
                    </Button>
                )}
                {chosen && (
                    <Typography variant="body2" color="success.main">
                        {m('portal.classSuggest.chosen')}
                    </Typography>
                )}
                {!items.length && (
                    <Typography variant="caption" color="text.secondary">
                        {m('portal.classSuggest.noItems')}
                    </Typography>
                )}
            </Box>
        </Paper>
    );
};
