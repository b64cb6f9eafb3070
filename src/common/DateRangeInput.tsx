import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useMessage } from '../i18n/useMessage';
import { DATE_FORMAT, QUICK_RANGES, quickRangeDates, toDay } from './dateFilter';
import type { DayFieldsProps, QuickRange } from './dateFilter';
import { lazyNamed } from './lazyNamed';

const DayPickers = lazyNamed(() => import('./DayPickers'), 'DayPickers');

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
 * The two fields as they look until the pickers' code is in: the same labels and dates, read
 * only. Focusing one asks for the pickers at once.
 */
const WaitingDayFields = ({
    start,
    end,
    size,
    onWanted,
}: DayFieldsProps & { onWanted: () => void }) => {
    const m = useMessage();
    const field = (label: 'start' | 'end', value: string) => (
        <TextField
            label={m(`portal.common.dateRange.${label}`)}
            value={value}
            placeholder={DATE_FORMAT}
            size={size}
            variant="filled"
            sx={{ width: 200 }}
            onFocus={onWanted}
            slotProps={{ htmlInput: { readOnly: true } }}
        />
    );
    return (
        <>
            {field('start', start?.format(DATE_FORMAT) ?? '')}
            <Typography color="text.secondary" aria-hidden>
                {m('portal.common.dateRange.to')}
            </Typography>
            {field('end', end?.format(DATE_FORMAT) ?? '')}
        </>
    );
};

/** Asks for the pickers once the list is up: when the browser is idle, or on `wanted`. */
const usePickersWanted = (): [boolean, () => void] => {
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
        if (wanted) return;
        const want = () => setWanted(true);
        if (typeof window.requestIdleCallback === 'function') {
            const handle = window.requestIdleCallback(want, { timeout: 2000 });
            return () => window.cancelIdleCallback(handle);
        }
        const timer = setTimeout(want, 200);
        return () => clearTimeout(timer);
    }, [wanted]);
    return [wanted, () => setWanted(true)];
};

/**
 * A date-range filter for react-admin lists: two date pickers (zh-CN) and quick ranges. It
 * keeps the dates the user picked, both inclusive; the dataProvider turns the end into the
 * exclusive bound of the wire (dataProvider/paging.ts). Reused by the order, document and
 * money lists. The pickers' code (DayPickers.tsx) loads after the list's rows, when the
 * browser is idle or a date field is focused; until then the fields show their dates.
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
    const [pickersWanted, wantPickers] = usePickersWanted();
    const fields: DayFieldsProps = {
        start: toDay(startField.value),
        end: toDay(endField.value),
        onStartChange: startField.onChange,
        onEndChange: endField.onChange,
        disableFuture,
        size,
    };

    const applyQuickRange = (days: number) => {
        const range = quickRangeDates(days);
        startField.onChange(range.start);
        endField.onChange(range.end);
    };
    const isActive = (days: number) => {
        const range = quickRangeDates(days);
        return startField.value === range.start && endField.value === range.end;
    };

    const waiting = <WaitingDayFields {...fields} onWanted={wantPickers} />;
    return (
        <Box
            role="group"
            aria-label={label ? translate(label, { _: label }) : m('portal.common.dateRange.label')}
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
        >
            {pickersWanted ? (
                <Suspense fallback={waiting}>
                    <DayPickers {...fields} />
                </Suspense>
            ) : (
                waiting
            )}
            <Stack direction="row" spacing={0.5}>
                {quickRanges.map(range => (
                    <Chip
                        key={range.days}
                        label={m(range.label)}
                        size="small"
                        clickable
                        color={isActive(range.days) ? 'primary' : 'default'}
                        variant={isActive(range.days) ? 'filled' : 'outlined'}
                        aria-pressed={isActive(range.days)}
                        onClick={() => applyQuickRange(range.days)}
                    />
                ))}
            </Stack>
        </Box>
    );
};
