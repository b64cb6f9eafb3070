import { Box, Chip, Stack, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useInput } from 'react-admin';

/** Dates in filters are `YYYY-MM-DD` (DESIGN.md §2). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface QuickRange {
    label: string;
    /** the range starts this many days before today and ends today (inclusive) */
    days: number;
}

/** Spec §9: last week, last month (30 days), last three months (90 days). */
export const QUICK_RANGES: readonly QuickRange[] = [
    { label: '最近一周', days: 7 },
    { label: '最近一个月', days: 30 },
    { label: '最近三个月', days: 90 },
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
    label?: string;
    quickRanges?: readonly QuickRange[];
    /** days after today cannot be picked (records and documents lie in the past) */
    disableFuture?: boolean;
    alwaysOn?: boolean;
    size?: 'small' | 'medium';
}

/**
 * A date-range filter for react-admin lists: two date pickers (zh-CN) and quick ranges. It
 * keeps the dates the user picked, both inclusive; the dataProvider turns the end into the
 * exclusive bound of the wire (spec §9). Reused by the order, document and money lists.
 */
export const DateRangeInput = ({
    startSource,
    endSource,
    label = '日期范围',
    quickRanges = QUICK_RANGES,
    disableFuture = true,
    size = 'small',
}: DateRangeInputProps) => {
    const { field: startField } = useInput({ source: startSource });
    const { field: endField } = useInput({ source: endSource });
    const start = toDay(startField.value);
    const end = toDay(endField.value);

    // A half-typed date is not a filter yet; a cleared one is.
    const commit = (onChange: (value: string | null) => void) => (value: Dayjs | null) => {
        if (value === null) onChange(null);
        else if (value.isValid()) onChange(value.format(DATE_FORMAT));
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

    return (
        <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale="zh-cn"
            localeText={localeText}
        >
            <Box
                role="group"
                aria-label={label}
                sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
            >
                <DatePicker
                    label="开始日期"
                    value={start}
                    onChange={commit(startField.onChange)}
                    maxDate={end ?? undefined}
                    disableFuture={disableFuture}
                    format={DATE_FORMAT}
                    slotProps={{
                        textField: { size, variant: 'filled', sx: { width: 200 } },
                        field: { clearable: true },
                    }}
                />
                <Typography color="text.secondary" aria-hidden>
                    至
                </Typography>
                <DatePicker
                    label="结束日期"
                    value={end}
                    onChange={commit(endField.onChange)}
                    minDate={start ?? undefined}
                    disableFuture={disableFuture}
                    format={DATE_FORMAT}
                    slotProps={{
                        textField: { size, variant: 'filled', sx: { width: 200 } },
                        field: { clearable: true },
                    }}
                />
                <Stack direction="row" spacing={0.5}>
                    {quickRanges.map(range => (
                        <Chip
                            key={range.days}
                            label={range.label}
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
