import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useMessage } from '../i18n/useMessage';
import { DATE_FORMAT, QUICK_RANGES, quickRangeDates, toDay } from './dateFilter';
import type { DayField, DayFieldsProps, QuickRange } from './dateFilter';
import { lazyNamed, onDemand } from './lazyNamed';

const loadDayPickers = () =>
    onDemand(import('./loaders/dayPickers')).then(loader => loader.loadDayPickers());
const DayPickers = lazyNamed(loadDayPickers, 'DayPickers');

export interface DateRangeInputProps {
    /** the filter's key for react-admin (which filters are shown); the dates use the two below */
    source: string;
    /** filter holding the first day, inclusive (e.g. `startTime`, `tradeTimeBegin`) */
    startSource: string;
    /** filter holding the last day the user picked, inclusive (e.g. `endTime`, `tradeTimeEnd`) */
    endSource: string;
    /** the group's name: a message key or a text already translated (日期范围 by default) */
    label?: string;
    quickRanges?: readonly QuickRange[];
    /** days after today cannot be picked (records and documents lie in the past) */
    disableFuture?: boolean;
    alwaysOn?: boolean;
    size?: 'small' | 'medium';
}

/**
 * The two fields as they look until the pickers are wanted: the same labels and dates, read
 * only. Focusing one asks for the pickers, which take the focus to the same field.
 */
const WaitingDayFields = ({
    start,
    end,
    size,
    onWanted,
}: DayFieldsProps & { onWanted: (field: DayField) => void }) => {
    const m = useMessage();
    const field = (label: 'start' | 'end', value: string) => (
        <TextField
            label={m(`portal.common.dateRange.${label}`)}
            value={value}
            placeholder={DATE_FORMAT}
            size={size}
            variant="filled"
            // dense, as react-admin's filter inputs, so the row's fields line up
            margin="dense"
            sx={{ width: 200 }}
            onFocus={() => onWanted(label)}
            slotProps={{ htmlInput: { readOnly: true } }}
        />
    );
    return (
        <>
            {field('start', start ?? '')}
            <Typography color="text.secondary" aria-hidden>
                {m('portal.common.dateRange.to')}
            </Typography>
            {field('end', end ?? '')}
        </>
    );
};

/**
 * The field the user went to once the pickers are wanted (null until then). The pickers'
 * code (~50 KB) is fetched when a date filter is used: the pointer over the group starts it,
 * and focusing a field mounts them.
 */
const usePickersWanted = (): [DayField | null, (field: DayField) => void] => {
    const [wanted, setWanted] = useState<DayField | null>(null);
    return [wanted, field => setWanted(previous => previous ?? field)];
};

/** Starts fetching the pickers' code (a failure is said when they mount). */
const prefetchPickers = () => void loadDayPickers().catch(() => undefined);

/**
 * A date-range filter for react-admin lists: two date pickers (zh-CN) and quick ranges. It
 * keeps the dates the user picked, both inclusive; the dataProvider turns the end into the
 * exclusive bound of the wire (dataProvider/paging.ts). Reused by the order, document and
 * money lists. The pickers (DayPickers.tsx) load when the filter is first used (pointed at or
 * focused) and mount when a date field is first focused; until then the fields show their dates.
 */
export const DateRangeInput = ({
    startSource,
    endSource,
    label,
    quickRanges = QUICK_RANGES,
    disableFuture = true,
    size = 'small',
}: DateRangeInputProps) => {
    const m = useMessage();
    const translate = useTranslate();
    const { field: startField } = useInput({ source: startSource });
    const { field: endField } = useInput({ source: endSource });
    const [focusedField, wantPickers] = usePickersWanted();
    const fields: DayFieldsProps = {
        start: toDay(startField.value),
        end: toDay(endField.value),
        onStartChange: startField.onChange,
        onEndChange: endField.onChange,
        disableFuture,
        size,
    };

    // today's ranges, worked out once per render rather than for each of a chip's props
    const ranges = quickRanges.map(range => {
        const dates = quickRangeDates(range.days);
        const active = startField.value === dates.start && endField.value === dates.end;
        return { ...range, ...dates, active };
    });

    const waiting = <WaitingDayFields {...fields} onWanted={wantPickers} />;
    return (
        <Box
            role="group"
            aria-label={label ? translate(label, { _: label }) : m('portal.common.dateRange.label')}
            onPointerEnter={prefetchPickers}
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
            {focusedField ? (
                <Suspense fallback={waiting}>
                    <DayPickers {...fields} autoFocus={focusedField} />
                </Suspense>
            ) : (
                waiting
            )}
            <Stack direction="row" spacing={0.5}>
                {ranges.map(range => (
                    <Chip
                        key={range.days}
                        label={m(range.label)}
                        size="small"
                        clickable
                        color={range.active ? 'primary' : 'default'}
                        variant={range.active ? 'filled' : 'outlined'}
                        aria-pressed={range.active}
                        onClick={() => {
                            startField.onChange(range.start);
                            endField.onChange(range.end);
                        }}
                    />
                ))}
            </Stack>
        </Box>
    );
};
