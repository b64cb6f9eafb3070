import { Box, Chip, Stack, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useInput, useTranslate } from 'react-admin';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';

/** Dates in filters are `YYYY-MM-DD`, as the wire's date filters (docs/api.md, "Dates"). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface QuickRange {
    label: MessageKey;
    /** the range starts this many days before today and ends today (inclusive) */
    days: number;
}

/** Last week, last month (30 days), last three months (90 days). */
export const QUICK_RANGES: readonly QuickRange[] = [
    { label: 'portal.common.dateRange.lastWeek', days: 7 },
    { label: 'portal.common.dateRange.lastMonth', days: 30 },
    { label: 'portal.common.dateRange.lastThreeMonths', days: 90 },
];

/** The inclusive `[start, end]` of a quick range; the dataProvider extends the end by a day. */
export const quickRangeDates = (
    days: number,
    today: Dayjs = dayjs(),
): { start: string; end: string } => ({
    start: today.subtract(days, 'day').format(DATE_FORMAT),
    end: today.format(DATE_FORMAT),
});

const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

const toDay = (value: unknown): Dayjs | null => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = dayjs(value);
    return day.isValid() ? day : null;
};

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

/** One of the two pickers. A half-typed date is not a filter yet; a cleared one is. */
const DayPicker = ({
    label,
    value,
    onChange,
    minDate,
    maxDate,
    disableFuture,
    size,
}: {
    label: MessageKey;
    value: Dayjs | null;
    onChange: (day: string | null) => void;
    minDate?: Dayjs;
    maxDate?: Dayjs;
    disableFuture: boolean;
    size: 'small' | 'medium';
}) => {
    const m = useMessage();
    return (
        <DatePicker
            label={m(label)}
            value={value}
            onChange={(day: Dayjs | null) => {
                if (day === null) onChange(null);
                else if (day.isValid()) onChange(day.format(DATE_FORMAT));
            }}
            minDate={minDate}
            maxDate={maxDate}
            disableFuture={disableFuture}
            format={DATE_FORMAT}
            slotProps={{
                textField: { size, variant: 'filled', sx: { width: 200 } },
                field: { clearable: true },
            }}
        />
    );
};

/**
 * A date-range filter for react-admin lists: two date pickers (zh-CN) and quick ranges. It
 * keeps the dates the user picked, both inclusive; the dataProvider turns the end into the
 * exclusive bound of the wire (dataProvider/paging.ts). Reused by the order, document and
 * money lists.
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
    const start = toDay(startField.value);
    const end = toDay(endField.value);

    const applyQuickRange = (days: number) => {
        const range = quickRangeDates(days);
        startField.onChange(range.start);
        endField.onChange(range.end);
    };
    const isActive = (days: number) => {
        const range = quickRangeDates(days);
        return startField.value === range.start && endField.value === range.end;
    };

    return (
        <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale="zh-cn"
            localeText={localeText}
        >
            <Box
                role="group"
                aria-label={
                    label ? translate(label, { _: label }) : m('portal.common.dateRange.label')
                }
                sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
            >
                <DayPicker
                    label="portal.common.dateRange.start"
                    value={start}
                    onChange={startField.onChange}
                    maxDate={end ?? undefined}
                    disableFuture={disableFuture}
                    size={size}
                />
                <Typography color="text.secondary" aria-hidden>
                    {m('portal.common.dateRange.to')}
                </Typography>
                <DayPicker
                    label="portal.common.dateRange.end"
                    value={end}
                    onChange={endField.onChange}
                    minDate={start ?? undefined}
                    disableFuture={disableFuture}
                    size={size}
                />
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
        </LocalizationProvider>
    );
};
