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

/** Orders per day (recharts; loaded lazily by the dashboard, so the login route stays light). */
export const TrendChart = ({ points }: { points: readonly TrendPoint[] }) => {
    const m = useMessage();
    const series = m('portal.dashboard.orderCount');
    return (
        <ResponsiveContainer width="100%" height={300}>
            <LineChart data={[...points]} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                    dataKey="day"
                    tickFormatter={(day: string) => day.slice(5)}
                    minTickGap={16}
                />
                <YAxis allowDecimals={false} width={40} />
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
