import { Fragment } from 'react';
import type { ElementType, ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import type { Order } from '../../dataProvider/records';
import { Loading } from '../common/Loading';
import { useMessage } from '../i18n/useMessage';

/**
 * The whole order's cache key of its own: react-admin files each row of a list under
 * getOne's key for that id, and an order list's row is a summary (no feedback, no files), which
 * a page opened from the row would otherwise take for the order.
 */
const WHOLE_ORDER = { whole: true } as const;

export interface OrderLoaderProps {
    /** the order number (the order's key in the portal); empty waits */
    id: string;
    /** say why the load failed (the server's message), rather than only that it failed */
    showReason?: boolean;
    /** what holds the spinner and the failure (a dialog's content area); nothing by default */
    frame?: ElementType<{ children: ReactNode }>;
    children: (order: Order) => ReactNode;
}

/**
 * One order read by its number, as the view and correction dialogs and the detail and record
 * pages show it: a spinner meanwhile, a line in red when it cannot be read, else `children`.
 */
export const OrderLoader = ({
    id,
    showReason = false,
    frame: Frame = Fragment,
    children,
}: OrderLoaderProps) => {
    const m = useMessage();
    const { data, isPending, error } = useGetOne<Order>(
        'orders',
        { id, meta: WHOLE_ORDER },
        { enabled: !!id },
    );
    if (isPending)
        return (
            <Frame>
                <Loading />
            </Frame>
        );
    if (error || !data)
        return (
            <Frame>
                <Typography color="error">
                    {(showReason && (error as Error | null)?.message) ||
                        m('portal.common.loadFailed')}
                </Typography>
            </Frame>
        );
    return <>{children(data)}</>;
};

/** An order's table with no rows yet (its progress, its feedback): 暂无数据. */
export const NoRows = () => {
    const m = useMessage();
    return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {m('portal.common.noData')}
        </Typography>
    );
};
