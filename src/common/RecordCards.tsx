/**
 * The parts every list's cards share on a phone (我的订单, 我的申请人, 官文下载, 收支明细): the
 * list with its placeholders and 暂无数据, a card's frame and its labelled lines.
 */
import { useDeferredValue, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import {
    RecordContextProvider,
    useListContext,
    useResourceContext,
    useTranslateLabel,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useMessage } from '../i18n/useMessage';
import { EMPTY_MARK } from './format';
import { EmptyList } from './ListParts';

/** How many placeholders stand for a page while it loads: enough to fill a phone's screen. */
const PLACEHOLDERS = 3;

/** Placeholders the size of a card (plain boxes: a Skeleton would cost a list route 1.4 KB). */
const CardPlaceholders = ({ height }: { height: number }) => {
    const m = useMessage();
    return (
        // a role carries the name: axe refuses aria-label on a plain div
        <Stack
            role="status"
            spacing={1}
            sx={{ p: 1 }}
            aria-busy
            aria-label={m('portal.common.loading')}
        >
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <Box key={i} sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />
            ))}
        </Stack>
    );
};

/**
 * A list's page as cards, inside react-admin's `<List>` in place of its table: one card per
 * record (`children` draws one, in the record's context as a table's row is), in a list named
 * `label` for assistive technology; placeholders `cardHeight` tall while the page loads, and
 * 暂无数据 when nothing matches. A page's cards are drawn as deferred work that yields to the
 * browser (React's useDeferredValue): rows arriving do not block the phone in one long task,
 * and the list's other redraws (fetching, filters) reuse the cards drawn.
 */
export const CardList = <RecordType extends RaRecord>({
    label,
    cardHeight,
    children,
}: {
    label: string;
    cardHeight: number;
    children: (record: RecordType) => ReactNode;
}) => {
    const { data, isPending } = useListContext<RecordType>();
    // drawn in the background from the first render too: rows already at hand when the list
    // mounts (read with the session, src/arrival.ts) do not lengthen its mount
    const shown = useDeferredValue<RecordType[] | undefined | null>(data, null);
    const cards = useMemo(
        () =>
            shown && shown.length > 0 ? (
                <Stack
                    component="ul"
                    spacing={1}
                    aria-label={label}
                    sx={{ listStyle: 'none', p: 1, m: 0 }}
                >
                    {shown.map(record => (
                        <RecordContextProvider key={record.id} value={record}>
                            {children(record)}
                        </RecordContextProvider>
                    ))}
                </Stack>
            ) : null,
        [shown, label, children],
    );
    // the page is still on its way, or drawn in the background
    if (isPending || (data !== shown && !shown)) return <CardPlaceholders height={cardHeight} />;
    return cards ?? <EmptyList />;
};

/**
 * One record's card (a list item): its heading (`title`, with a `badge` at the end and an
 * optional `leading` control such as a selection box), its lines (`CardLine`s) and the row's
 * `actions`.
 */
export const RecordCard = ({
    title,
    badge,
    leading,
    actions,
    children,
}: {
    title: ReactNode;
    badge?: ReactNode;
    leading?: ReactNode;
    actions?: ReactNode;
    children: ReactNode;
}) => (
    <Card component="li" variant="outlined">
        <CardContent sx={{ '&:last-child': { pb: 2 }, ...(actions && { pb: 0 }) }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {leading}
                <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                    {title}
                </Typography>
                {badge}
            </Box>
            <Box
                component="dl"
                sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                    m: 0,
                    mt: 1,
                    wordBreak: 'break-all',
                }}
            >
                {children}
            </Box>
        </CardContent>
        {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
);

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * A card's line: the field's name (its column's label, `resources.<resource>.fields.<source>`,
 * or `label`), then its value; an empty value shows EMPTY_MARK, as an empty cell does.
 */
export const CardLine = ({
    source,
    label,
    children,
}: {
    source?: string;
    label?: string;
    children: ReactNode;
}) => {
    const resource = useResourceContext();
    const translateLabel = useTranslateLabel();
    return (
        <>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translateLabel({ label, source, resource })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                {isBlank(children) ? EMPTY_MARK : children}
            </Typography>
        </>
    );
};
