import {
    CartesianGrid,
    Line,
    LineChart,
    ResponsiveContainer,
    Tooltip,
    XAxis,
    YAxis,
} from 'recharts';

export interface TrendPoint {
    /** `YYYY-MM-DD` */
    day: string;
    count: number;
}

/** Orders per day (recharts; loaded lazily by the dashboard, so the login route stays light). */
export const TrendChart = ({ points }: { points: readonly TrendPoint[] }) => (
    <ResponsiveContainer width="100%" height={300}>
        <LineChart data={[...points]} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip
                formatter={value => [value, '订单数']}
                labelFormatter={label => String(label)}
            />
            <Line
                type="linear"
                dataKey="count"
                name="订单数"
                stroke="#1976d2"
                strokeWidth={2}
                dot={{ r: 2 }}
                isAnimationActive={false}
            />
        </LineChart>
    </ResponsiveContainer>
);
