import { Fragment } from 'react';
import type { ElementType, ReactNode } from 'react';
import { Typography } from '@mui/material';
import type { Order } from '../../dataProvider/records';
import { ErrorAlert } from '../common/ErrorAlert';
import { Loading } from '../common/Loading';
import { useWholeRecord } from '../common/useWholeRecord';
import { useMessage } from '../i18n/useMessage';

export interface OrderLoaderProps {
    /** the order number (the order's key in the portal); empty waits */
    id: string;
    /** what holds the spinner and the failure (a dialog's content area); nothing by default */
    frame?: ElementType<{ children: ReactNode }>;
    children: (order: Order) => ReactNode;
}

/**
 * One order read by its number, as the view and correction dialogs and the detail and record
 * pages show it: a spinner meanwhile; when it cannot be read, why (the server's message, or
 * 获取信息失败) and 重试; else `children`.
 */
export const OrderLoader = ({ id, frame: Frame = Fragment, children }: OrderLoaderProps) => {
    const { data, isPending, error, refetch, isRefetching } = useWholeRecord<Order>('orders', id, {
        enabled: !!id,
    });
    if (isPending)
        return (
            <Frame>
                <Loading />
            </Frame>
        );
    if (error || !data)
        return (
            <Frame>
                <ErrorAlert error={error} onRetry={() => void refetch()} retrying={isRefetching} />
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
