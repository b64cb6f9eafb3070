import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { Box, Button, Collapse } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterForm, useListFilterContext } from 'react-admin';
import { useMessage } from '../i18n/useMessage';

/** A filter value that filters: not empty, not an empty list. */
const isSet = (value: unknown): boolean =>
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !(Array.isArray(value) && value.length === 0);

/** How many filters the list's filter values hold. */
export const countActiveFilters = (values: Record<string, unknown>): number =>
    Object.values(values).filter(isSet).length;

/**
 * A list's filters on a phone: folded under a 筛选 button that says how many are set, so the
 * first screen shows the rows; opened, the same filter form as on a wider screen.
 */
export const PhoneFilters = ({ filters }: { filters: ReactElement[] }) => {
    const m = useMessage();
    const id = useId();
    const [open, setOpen] = useState(false);
    const { filterValues } = useListFilterContext();
    const active = countActiveFilters(filterValues as Record<string, unknown>);
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
