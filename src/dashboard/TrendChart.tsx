import {
    CartesianGrid,
    Line,
    LineChart,
    ResponsiveContainer,
    Tooltip,
    XAxis,
    YAxis,
} from 'recharts';
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

/** Orders per day (recharts; loaded lazily by the dashboard, so the login route stays light). */
export const TrendChart = ({ points }: { points: readonly TrendPoint[] }) => {
    const m = useMessage();
    const series = m('portal.dashboard.orderCount');
    return (
        <ResponsiveContainer width="100%" height={300}>
            <LineChart data={[...points]} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                    dataKey="day"
                    tickFormatter={(day: string) => day.slice(5)}
                    ticks={dayTicks(points)}
                    interval={0}
                />
                {/* every count labelled (a handful): nothing to measure */}
                <YAxis allowDecimals={false} width={40} interval={0} />
                <Tooltip
                    formatter={value => [value, series]}
                    labelFormatter={label => String(label)}
                />
                <Line
                    type="linear"
                    dataKey="count"
                    name={series}
                    stroke="#1976d2"
                    strokeWidth={2}
                    dot={{ r: 2 }}
                    isAnimationActive={false}
                />
            </LineChart>
        </ResponsiveContainer>
    );
};
