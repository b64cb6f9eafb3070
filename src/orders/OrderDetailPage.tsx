import { Box, Card, CardContent, Link, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import type { Order } from '../../dataProvider/records';
import { useFileUrl } from '../common/fileUrl';
import { useMessage } from '../i18n/useMessage';
import { OrderLoader } from './OrderLoader';
import { OrderNextStep } from './OrderNextStep';
import { OrderProgress } from './OrderProgress';
import { OrderFields, OrderItem } from './OrderShowDialog';

/** The order's items under their similar groups (the class's groups, loaded once). */
const GroupedItems = ({ order }: { order: Order }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    const codes = order.mins.split(',').filter(Boolean);
    const names = order.minsName.split(',');
    const { data: groups } = useQuery({
        queryKey: ['niceGroups', order.cls],
        queryFn: () => dataProvider.getNiceGroups(order.cls),
        enabled: !!order.cls,
        staleTime: Infinity,
    });
    const grouped = (groups ?? [])
        .map(group => ({
            group,
            items: group.mins.filter(item => codes.includes(item.classificationCode)),
        }))
        .filter(entry => entry.items.length > 0);
    const itemList = (items: { name: string; code: string }[]) =>
        items
            .map(item => m('portal.orders.detail.item', item))
            .join(m('portal.orders.labels.separator'));
    if (grouped.length === 0) {
        return (
            <OrderItem label={m('resources.orders.fields.minsName')}>
                {itemList(codes.map((code, i) => ({ name: names[i] ?? '', code })))}
            </OrderItem>
        );
    }
    return (
        <>
            {grouped.map(({ group, items }) => (
                <OrderItem
                    key={group.classificationCode}
                    label={m('portal.orders.detail.group', { code: group.classificationCode })}
                >
                    {itemList(
                        items.map(item => ({
                            name: item.classificationName,
                            code: item.classificationCode,
                        })),
                    )}
                </OrderItem>
            ))}
        </>
    );
};

const Details = ({ order }: { order: Order }) => {
    const m = useMessage();
    const fileUrl = useFileUrl();
    return (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 420px' }}>
                <OrderFields order={order} />
                <GroupedItems order={order} />
                <OrderItem label={m('portal.orders.labels.entrust')}>
                    {order.entrustFile && (
                        <Link href={fileUrl(order.entrustFile)} target="_blank" rel="noopener">
                            {m('portal.orders.detail.viewEntrust')}
                        </Link>
                    )}
                </OrderItem>
                <OrderItem label={m('portal.orders.labels.legalNotice')}>
                    {order.sebeLegalNoticeOss && (
                        <Link
                            href={fileUrl(order.sebeLegalNoticeOss.url)}
                            target="_blank"
                            rel="noopener"
                        >
                            {order.sebeLegalNoticeOss.fileName ||
                                m('portal.orders.detail.viewLegalNotice')}
                        </Link>
                    )}
                </OrderItem>
            </Box>
            {order.trademarkIcon && (
                <Box
                    component="img"
                    src={fileUrl(order.trademarkIcon)}
                    alt={m('portal.orders.labels.icon')}
                    sx={{
                        width: 200,
                        height: 200,
                        objectFit: 'contain',
                        border: 1,
                        borderColor: 'divider',
                    }}
                />
            )}
        </Box>
    );
};

/**
 * 订单详情 (`#/home/myorder/myorderdetail/:id`): the order, and its history from the filing
 * (`?tab=progress`, kept in the address so that a reload or a shared link opens it again).
 */
export const OrderDetailPage = () => {
    const m = useMessage();
    const { id = '' } = useParams();
    const [search, setSearch] = useSearchParams();
    const tab = search.get('tab') === 'progress' ? 'progress' : 'details';
    const setTab = (next: 'details' | 'progress') =>
        setSearch(next === 'progress' ? { tab: next } : {}, { replace: true });
    return (
        <Card>
            <Title title="portal.page.orderDetail" />
            <Tabs
                value={tab}
                onChange={(_, next: 'details' | 'progress') => setTab(next)}
                sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
                <Tab value="details" label={m('portal.page.orderDetail')} />
                <Tab value="progress" label={m('portal.orders.detail.progressTab')} />
            </Tabs>
            <CardContent>
                <OrderLoader id={id}>
                    {order => (
                        <>
                            <OrderNextStep order={order} />
                            {tab === 'details' ? (
                                <Details order={order} />
                            ) : (
                                <OrderProgress steps={order.timeline} />
                            )}
                        </>
                    )}
                </OrderLoader>
            </CardContent>
        </Card>
    );
};
