import { Box, Button, Chip } from '@mui/material';
import { useListFilterContext } from 'react-admin';
import { useMessage } from '../../i18n/useMessage';
import { activeFilters } from './listDefinition';
import type { ListDefinition } from './listDefinition';

/**
 * The filters in force over a list, each a chip that removes it, and 清除筛选 for all of them:
 * a filter a link brought (a dashboard card's) is seen and undone in one place, on a phone too,
 * where the inputs are folded. A filter that only a list's tabs set is left to the tabs.
 */
export const FilterChips = <T,>({ list }: { list: ListDefinition<T> }) => {
    const m = useMessage();
    const { filterValues, setFilters, displayedFilters } = useListFilterContext();
    const byTabs = new Set(list.filters.filter(spec => !spec.input).map(spec => spec.source));
    const active = activeFilters(list, filterValues as Record<string, unknown>, m).filter(
        filter => !filter.sources.every(source => byTabs.has(source)),
    );
    if (active.length === 0) return null;
    const remove = (sources: string[]) => {
        const next = { ...(filterValues as Record<string, unknown>) };
        for (const source of sources) delete next[source];
        setFilters(next, displayedFilters);
    };
    return (
        <Box
            role="group"
            aria-label={m('portal.common.filter.active')}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
        >
            {active.map(filter => {
                const words = m('portal.common.filter.chip', {
                    label: filter.label,
                    value: filter.text,
                });
                return (
                    <Chip
                        key={filter.sources.join()}
                        size="small"
                        label={words}
                        aria-label={m('portal.common.filter.remove', { filter: words })}
                        // a click (Enter) or Delete removes it, as its cross does
                        onClick={() => remove(filter.sources)}
                        onDelete={() => remove(filter.sources)}
                    />
                );
            })}
            <Button size="small" onClick={() => setFilters({}, displayedFilters)}>
                {m('portal.common.filter.clear')}
            </Button>
        </Box>
    );
};
