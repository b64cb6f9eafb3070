import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { Box, Button, Collapse } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterForm, useListFilterContext } from 'react-admin';
import { useMessage } from '../i18n/useMessage';
import { isSetFilter } from './lists/listDefinition';

/** The filter values an input sets: its `source`, or a date range's two days. */
const sourcesOf = (filter: ReactElement): string[] => {
    const { source, startSource, endSource } = filter.props as {
        source?: string;
        startSource?: string;
        endSource?: string;
    };
    const sources = startSource || endSource ? [startSource, endSource] : [source];
    return sources.filter((name): name is string => !!name);
};

/**
 * How many of the panel's `filters` are set: a date range counts once, and a filter the panel
 * does not hold (a list's tabs, which stay on screen) not at all.
 */
export const countActiveFilters = (
    filters: ReactElement[],
    values: Record<string, unknown>,
): number =>
    filters.filter(filter => sourcesOf(filter).some(name => isSetFilter(values[name]))).length;

/**
 * A list's filters on a phone: folded under a 筛选 button that says how many are set, so the
 * first screen shows the rows; opened, the same filter form as on a wider screen.
 */
export const PhoneFilters = ({ filters }: { filters: ReactElement[] }) => {
    const m = useMessage();
    const id = useId();
    const [open, setOpen] = useState(false);
    const { filterValues } = useListFilterContext();
    const active = countActiveFilters(filters, filterValues as Record<string, unknown>);
    return (
        <Box sx={{ mb: 1 }}>
            <Button
                variant={active > 0 ? 'contained' : 'outlined'}
                startIcon={<FilterListIcon />}
                aria-expanded={open}
                aria-controls={id}
                onClick={() => setOpen(!open)}
            >
                {active > 0
                    ? m('portal.common.filtersActive', { count: active })
                    : m('portal.common.filters')}
            </Button>
            <Collapse in={open} unmountOnExit id={id}>
                <FilterForm filters={filters} />
            </Collapse>
        </Box>
    );
};
