import { Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { DATE_FORMAT } from './dateFilter';
import type { DayField, DayFieldsProps } from './dateFilter';

const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

/** One of the two pickers. A half-typed date is not a filter yet; a cleared one is. */
const DayPicker = ({
    label,
    value,
    onChange,
    minDate,
    maxDate,
    disableFuture,
    size,
    autoFocus,
}: {
    autoFocus: boolean;
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
            autoFocus={autoFocus}
            slotProps={{
                textField: { size, variant: 'filled', margin: 'dense', sx: { width: 200 } },
                field: { clearable: true },
            }}
        />
    );
};

/**
 * The two date pickers of DateRangeInput (zh-CN), in a module of their own: the pickers are
 * the heaviest part of a list's filters, so they load after the list (DateRangeInput).
 */
export const DayPickers = ({
    start,
    end,
    onStartChange,
    onEndChange,
    disableFuture,
    size,
    autoFocus,
}: DayFieldsProps & {
    /** the field that takes the focus as the pickers mount (the one the user went to) */
    autoFocus?: DayField;
}) => {
    const m = useMessage();
    const startDay = start === null ? null : dayjs(start);
    const endDay = end === null ? null : dayjs(end);
    return (
        <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale="zh-cn"
            localeText={localeText}
        >
            <DayPicker
                label="portal.common.dateRange.start"
                autoFocus={autoFocus === 'start'}
                value={startDay}
                onChange={onStartChange}
                maxDate={endDay ?? undefined}
                disableFuture={disableFuture}
                size={size}
            />
            <Typography color="text.secondary" aria-hidden>
                {m('portal.common.dateRange.to')}
            </Typography>
            <DayPicker
                label="portal.common.dateRange.end"
                autoFocus={autoFocus === 'end'}
                value={endDay}
                onChange={onEndChange}
                minDate={startDay ?? undefined}
                disableFuture={disableFuture}
                size={size}
            />
        </LocalizationProvider>
    );
};
