import {
    Box,
    Card,
    CardActionArea,
    CardContent,
    CardHeader,
    Divider,
    Skeleton,
    Stack,
    Typography,
} from '@mui/material';
import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Title } from 'react-admin';
import { ORDER_CARDS, orderListFilterOf } from '../../domain/rules/dashboard';
import type { OrderCardFilter } from '../../domain/rules/dashboard';
import { ErrorAlert } from '../common/ErrorAlert';
import { useInView } from '../common/useInView';
import { whenIdle } from '../common/useIdlePrefetch';
import { useMessage } from '../i18n/useMessage';
import { PATHS } from '../routes';
import type { TrendPoint } from './TrendChart';
import {
    DUE_SOON_FILTER,
    useApplicantStatistics,
    useDueSoonCount,
    useOrderStatistics,
} from './useDashboard';
import { EMPTY_MARK } from '../common/format';
import { lazyNamed, onDemand } from '../common/lazyNamed';

const loadTrendChart = () => onDemand(import('./TrendChart'));
const TrendChart = lazyNamed(loadTrendChart, 'TrendChart');

/**
 * The chart's empty plot (its axes and grid where TrendChart draws them, 300 px high) while
 * the statistics or the chart library load: the card keeps its size and reads as a chart to
 * come, not a grey block.
 */
const ChartPlaceholder = () => (
    <Box data-testid="trend-placeholder" aria-hidden sx={{ height: 300, position: 'relative' }}>
        <Box
            sx={{
                position: 'absolute',
                // TrendChart's margins and axes: y axis 40 px, x axis 30 px under 8 px
                inset: '16px 24px 38px 40px',
                borderLeft: 1,
                borderBottom: 1,
                borderColor: 'text.disabled',
                backgroundImage: theme =>
                    `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px 25%)`,
            }}
        />
    </Box>
);

/**
 * The order list opened with a card's filter in the query string (`?state=1`, `?state=29,30`,
 * `?supplementState=2`), which the list turns into its own filter.
 */
export const orderListLink = (filter: OrderCardFilter): string =>
    `${PATHS.orderList}?${new URLSearchParams(
        Object.entries(orderListFilterOf(filter)).map(([name, value]) => [name, String(value)]),
    ).toString()}`;

interface StatCardProps {
    label: string;
    to: string;
    /** undefined while loading; null when the backend did not send this count */
    value: number | null | undefined;
    pending: boolean;
    testId: string;
    /** a number that asks for attention (deadlines coming up): red */
    alert?: boolean;
}

// Memoised: each statistics call arriving redraws only the cards it fills.
const StatCard = memo(({ label, to, value, pending, testId, alert }: StatCardProps) => (
    <Card>
        <CardActionArea component={Link} to={to} data-testid={testId}>
            <CardContent>
                <Typography color="text.secondary" gutterBottom>
                    {label}
                </Typography>
                <Typography
                    variant="h4"
                    component="p"
                    color={alert ? 'error' : 'primary'}
                    sx={{ fontWeight: 600 }}
                >
                    {pending ? <Skeleton width={60} /> : (value ?? EMPTY_MARK)}
                </Typography>
            </CardContent>
        </CardActionArea>
    </Card>
));
StatCard.displayName = 'StatCard';

/** The reads that failed, one a message: the same reason twice is said once. */
const uniqueFailures = <R extends { error: unknown; refetch: () => unknown }>(reads: R[]) => {
    const failed = reads.filter(read => !!read.error);
    return failed.filter(
        (read, index) =>
            failed.findIndex(
                other => (other.error as Error).message === (read.error as Error).message,
            ) === index,
    );
};

/**
 * 数据概览 (`#/home/orderhome`): the applicant and order cards, each opening the list whose total
 * it shows (docs/decisions.md, Dashboard and official documents), and the orders of the last 30
 * days.
 */
export const DashboardPage = () => {
    const m = useMessage();
    const orders = useOrderStatistics();
    // the chart draws once its card nears the screen (below the cards on a phone), after the
    // cards have their numbers and the browser is idle: its library (~100 KB) is not what the
    // user came for first, and loading it with the statistics delayed the cards
    const trendRef = useRef<HTMLDivElement>(null);
    const trendInView = useInView(trendRef);
    const [drawChart, setDrawChart] = useState(false);
    useEffect(() => {
        if (drawChart || !trendInView || orders.isPending) return undefined;
        return whenIdle(() => setDrawChart(true));
    }, [drawChart, trendInView, orders.isPending]);
    const applicants = useApplicantStatistics();
    const dueSoon = useDueSoonCount();
    const failures = uniqueFailures([orders, applicants, dueSoon]);
    // the same array until the statistics change, so the (memoised) chart is not redrawn
    const trendMap = orders.data?.orderTrendMap;
    const points = useMemo<TrendPoint[]>(
        () =>
            Object.entries(trendMap ?? {})
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([day, count]) => ({ day, count })),
        [trendMap],
    );

    return (
        <Stack spacing={2}>
            <Title title="portal.menu.orderHome" />
            {/* each failed read once (the orders' and the deadlines' often fail together),
                and its cards show no count from before */}
            {failures.map(({ error, refetch }, index) => (
                <ErrorAlert key={index} error={error} onRetry={() => void refetch()} />
            ))}
            <Box
                sx={{
                    display: 'grid',
                    // two a row on a phone, as many as fit in between, all eight in one row
                    // on a wide screen, four a row on a laptop (1366 px with the side menu open)
                    gridTemplateColumns: {
                        xs: 'repeat(2, minmax(0, 1fr))',
                        sm: 'repeat(auto-fill, minmax(150px, 1fr))',
                        lg: 'repeat(4, minmax(0, 1fr))',
                        xl: 'repeat(8, minmax(0, 1fr))',
                    },
                    gap: 1.5,
                }}
            >
                <StatCard
                    label={m('resources.applicants.name')}
                    to={PATHS.applicant}
                    value={applicants.error ? undefined : applicants.data?.total}
                    pending={applicants.isPending && !applicants.error}
                    testId="card-applicants"
                />
                {ORDER_CARDS.map(card => (
                    <StatCard
                        key={card.key}
                        label={card.label}
                        to={orderListLink(card.filter)}
                        value={orders.error ? undefined : orders.data?.[card.key]}
                        pending={orders.isPending && !orders.error}
                        testId={`card-${card.key}`}
                    />
                ))}
                <StatCard
                    label={m('portal.deadlines.card')}
                    to={`${PATHS.orderList}?${new URLSearchParams(DUE_SOON_FILTER).toString()}`}
                    value={dueSoon.error ? undefined : dueSoon.data}
                    pending={dueSoon.isPending && !dueSoon.error}
                    testId="card-dueSoon"
                    alert={!dueSoon.error && !!dueSoon.data}
                />
            </Box>
            <Card>
                <CardHeader
                    title={m('portal.dashboard.trend')}
                    slotProps={{ title: { variant: 'h6' } }}
                />
                <Divider />
                <CardContent data-testid="order-trend" ref={trendRef}>
                    {orders.error ? (
                        // the reason is said above the cards; no chart from before
                        <Typography color="text.secondary">
                            {m('portal.common.loadFailed')}
                        </Typography>
                    ) : orders.isPending || !drawChart ? (
                        <ChartPlaceholder />
                    ) : orders.data ? (
                        <Suspense fallback={<ChartPlaceholder />}>
                            <TrendChart points={points} />
                        </Suspense>
                    ) : (
                        <Typography color="text.secondary">{m('portal.common.noData')}</Typography>
                    )}
                </CardContent>
            </Card>
        </Stack>
    );
};
