import {
    CartesianGrid,
    Line,
    LineChart,
    ResponsiveContainer,
    Tooltip,
    XAxis,
    YAxis,
} from 'recharts';
import type { TooltipValueType } from 'recharts';
import { memo, useCallback, useMemo } from 'react';
import { useMessage } from '../i18n/useMessage';

export interface TrendPoint {
    /** `YYYY-MM-DD` */
    day: string;
    count: number;
}

/** About six days a label, counted back from the latest. */
const LABELS = 6;

/**
 * The days the x axis labels: every few, ending on the latest. Chosen here rather than by
 * recharts fitting labels to the width, which measures each label in the page's layout and
 * held up the first draw (docs/decisions.md, a light portal).
 */
const dayTicks = (points: readonly TrendPoint[]) => {
    const step = Math.max(1, Math.ceil(points.length / LABELS));
    return points.filter((_, i) => (points.length - 1 - i) % step === 0).map(point => point.day);
};

// Props recharts compares by reference are made once: a new object or function each draw
// makes its store recompute (and redraw) the chart.
const MARGIN = { top: 16, right: 24, bottom: 8, left: 0 };
const DOT = { r: 2 };
const monthDay = (day: string) => day.slice(5);
const dayLabel = (label: unknown) => String(label);

/**
 * Orders per day (recharts; loaded lazily by the dashboard, so the login route stays light).
 * Memoised: the dashboard's other updates (the applicant count arriving) leave it alone.
 */
export const TrendChart = memo(({ points }: { points: readonly TrendPoint[] }) => {
    const m = useMessage();
    const series = m('portal.dashboard.orderCount');
    const data = useMemo(() => [...points], [points]);
    const ticks = useMemo(() => dayTicks(points), [points]);
    const formatter = useCallback(
        (value: TooltipValueType | undefined) => [value, series] as [TooltipValueType, string],
        [series],
    );
    return (
        <ResponsiveContainer width="100%" height={300}>
            <LineChart data={data} margin={MARGIN}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tickFormatter={monthDay} ticks={ticks} interval={0} />
                {/* every count labelled (a handful): nothing to measure */}
                <YAxis allowDecimals={false} width={40} interval={0} />
                <Tooltip formatter={formatter} labelFormatter={dayLabel} />
                <Line
                    type="linear"
                    dataKey="count"
                    name={series}
                    stroke="#1976d2"
                    strokeWidth={2}
                    dot={DOT}
                    isAnimationActive={false}
                />
            </LineChart>
        </ResponsiveContainer>
    );
});
TrendChart.displayName = 'TrendChart';
