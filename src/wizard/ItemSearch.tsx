import { useEffect, useState } from 'react';
import {
    Box,
    CircularProgress,
    InputAdornment,
    List,
    ListItemButton,
    ListItemText,
    ListSubheader,
    Paper,
    TextField,
    Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { SEARCH_MAX_HITS } from '../../domain/rules/niceSearch';
import type { NiceSearchHit } from '../../domain/types/classification';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';

/** How many hits are shown, and whether to say that more matched (and how many, when known). */
export const moreHitsOf = (shown: number, total: number | null) =>
    total === null
        ? shown >= SEARCH_MAX_HITS
            ? { shown, total: null }
            : null
        : total > shown
          ? { shown, total }
          : null;

/**
 * Fuzzy search across all classes: at most 30 hits, saying so when more matched; one click adds
 * an item. A hit of another class than the selected items' says that picking it changes class.
 */
export const ItemSearch = ({
    onPick,
    isAdded,
    selectedClass,
}: {
    onPick: (hit: NiceSearchHit) => void;
    isAdded: (code: string) => boolean;
    selectedClass: string | undefined;
}) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const [text, setText] = useState('');
    const [keyword, setKeyword] = useState('');
    useEffect(() => {
        const timer = setTimeout(() => setKeyword(text.trim()), 250);
        return () => clearTimeout(timer);
    }, [text]);
    const hits = useQuery({
        queryKey: ['niceSearch', keyword],
        queryFn: () => dataProvider.searchNiceItems(keyword),
        enabled: !!keyword,
        staleTime: Infinity,
    });
    return (
        <Box sx={{ position: 'relative', maxWidth: 520 }}>
            <TextField
                label={m('portal.wizard.picker.search')}
                placeholder={m('portal.wizard.picker.searchPlaceholder')}
                value={text}
                onChange={event => setText(event.target.value)}
                size="small"
                fullWidth
                slotProps={{
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon fontSize="small" />
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {keyword && (
                <Paper
                    variant="outlined"
                    sx={{ mt: 0.5, maxHeight: 280, overflowY: 'auto' }}
                    data-testid="search-hits"
                >
                    {hits.isPending ? (
                        <CircularProgress
                            size={20}
                            sx={{ m: 1.5 }}
                            aria-label={m('portal.common.loading')}
                        />
                    ) : hits.error ? (
                        <Typography color="error" sx={{ p: 1.5 }}>
                            {(hits.error as Error).message}
                        </Typography>
                    ) : hits.data.hits.length === 0 ? (
                        <Typography color="text.secondary" sx={{ p: 1.5 }}>
                            {m('portal.common.noData')}
                        </Typography>
                    ) : (
                        <List dense disablePadding>
                            <MoreHits shown={hits.data.hits.length} total={hits.data.total} />
                            {hits.data.hits.map(hit => (
                                <ListItemButton
                                    key={`${hit.cls}-${hit.code}`}
                                    onClick={() => onPick(hit)}
                                >
                                    <ListItemText
                                        primary={hit.name}
                                        secondary={[
                                            classLabel(hit.cls),
                                            `${hit.groupCode} ${hit.groupName}`,
                                            ...(isAdded(hit.code)
                                                ? [m('portal.wizard.picker.added')]
                                                : []),
                                            ...(selectedClass && hit.cls !== selectedClass
                                                ? [m('portal.wizard.picker.otherClass')]
                                                : []),
                                        ].join(' · ')}
                                    />
                                </ListItemButton>
                            ))}
                        </List>
                    )}
                </Paper>
            )}
        </Box>
    );
};

/** Above the hits when the search found more than it shows: ask for a more specific keyword. */
const MoreHits = ({ shown, total }: { shown: number; total: number | null }) => {
    const m = useMessage();
    const more = moreHitsOf(shown, total);
    if (!more) return null;
    return (
        <ListSubheader
            data-testid="more-hits"
            sx={{ lineHeight: 1.5, py: 0.75, color: 'text.secondary', typography: 'caption' }}
        >
            {more.total === null
                ? m('portal.wizard.picker.moreHitsUncounted', { shown: more.shown })
                : m('portal.wizard.picker.moreHits', { shown: more.shown, total: more.total })}
        </ListSubheader>
    );
};
