import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../dataProvider/records';
import { formatMoney } from '../common/format';
import { EmptyList, LIST_PAGE_SIZE } from '../common/ListParts';
import { SUPPLEMENT_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { RowActions, StateCell } from './orderRow';
import type { OrderOverlay } from './useOrderOverlay';

/** A card's line: the field's name, then its value. */
const Line = ({ field, children }: { field: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`resources.orders.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                {children}
            </Typography>
        </>
    );
};

const OrderCard = ({
    order,
    onOpen,
}: {
    order: OrderSummary;
    onOpen: (overlay: OrderOverlay) => void;
}) => {
    const m = useMessage();
    return (
        <Card component="li" variant="outlined">
            <RecordContextProvider value={order}>
                <CardContent sx={{ pb: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography
                            component="h2"
                            variant="subtitle1"
                            noWrap
                            sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
                        >
                            {order.trademarkName}
                        </Typography>
                        <StateCell record={order} />
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
                        <Line field="orderId">{order.orderId}</Line>
                        <Line field="cls">
                            {m('portal.orders.labels.classOf', { cls: order.cls })}
                        </Line>
                        <Line field="orderAmount">{formatMoney(order.orderAmount)}</Line>
                        <Line field="supplementState">
                            {SUPPLEMENT_STATE_LABELS[order.supplementState]}
                        </Line>
                        <Line field="createTime">{order.createTime}</Line>
                    </Box>
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                    <RowActions onOpen={onOpen} />
                </CardActions>
            </RecordContextProvider>
        </Card>
    );
};

/**
 * 我的订单 on a phone: one card per order with what matters (name, state, number, class,
 * amount, correction state, time) and the row's actions, instead of a table wider than the
 * screen. Placeholders the size of a card while the page loads.
 */
export const OrderCards = ({ onOpen }: { onOpen: (overlay: OrderOverlay) => void }) => {
    const m = useMessage();
    const { data, isPending } = useListContext<OrderSummary>();
    if (isPending) {
        // placeholders the size of a card (plain boxes: the route stays within its budget)
        return (
            <Stack spacing={1} sx={{ p: 1 }} aria-busy aria-label={m('portal.common.loading')}>
                {Array.from({ length: Math.min(3, LIST_PAGE_SIZE) }, (_, i) => (
                    <Box key={i} sx={{ height: 180, borderRadius: 1, bgcolor: 'action.hover' }} />
                ))}
            </Stack>
        );
    }
    if (!data || data.length === 0) return <EmptyList />;
    return (
        <Stack
            component="ul"
            spacing={1}
            aria-label={m('portal.menu.orderList')}
            sx={{ listStyle: 'none', p: 1, m: 0 }}
        >
            {data.map(order => (
                <OrderCard key={order.id} order={order} onOpen={onOpen} />
            ))}
        </Stack>
    );
};
