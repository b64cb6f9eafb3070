import {
    Box,
    Button,
    Card,
    CardContent,
    Link,
    Tab,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tabs,
    Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne } from 'react-admin';
import { Loading } from '../common/Loading';
import { useParams } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import type { Order } from '../../dataProvider/records';
import { useFileUrl } from '../common/fileUrl';
import { ORDER_STATE_LABELS } from '../i18n/labels';
import { OrderFields, OrderItem } from './OrderShowDialog';

/** The order's items under their similar groups (the class's groups, loaded once). */
const GroupedItems = ({ order }: { order: Order }) => {
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
    if (grouped.length === 0) {
        return (
            <OrderItem label="商品/服务项目">
                {codes.map((code, i) => `${names[i] ?? ''}（${code}）`).join('、')}
            </OrderItem>
        );
    }
    return (
        <>
            {grouped.map(({ group, items }) => (
                <OrderItem
                    key={group.classificationCode}
                    label={`${group.classificationCode} 群组`}
                >
                    {items
                        .map(item => `${item.classificationName}（${item.classificationCode}）`)
                        .join('、')}
                </OrderItem>
            ))}
        </>
    );
};

const Details = ({ order }: { order: Order }) => {
    const fileUrl = useFileUrl();
    return (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 420px' }}>
                <OrderFields order={order} />
                <GroupedItems order={order} />
                <OrderItem label="委托书">
                    {order.entrustFile && (
                        <Link href={fileUrl(order.entrustFile)} target="_blank" rel="noopener">
                            查看委托书
                        </Link>
                    )}
                </OrderItem>
                <OrderItem label="法律文件">
                    {order.sebeLegalNoticeOss && (
                        <Link
                            href={fileUrl(order.sebeLegalNoticeOss.url)}
                            target="_blank"
                            rel="noopener"
                        >
                            {order.sebeLegalNoticeOss.fileName || '查看法律文件'}
                        </Link>
                    )}
                </OrderItem>
            </Box>
            {order.trademarkIcon && (
                <Box
                    component="img"
                    src={fileUrl(order.trademarkIcon)}
                    alt="商标图样"
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

const Progress = ({ order }: { order: Order }) => {
    const fileUrl = useFileUrl();
    if (order.progress.length === 0) {
        return (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                暂无数据
            </Typography>
        );
    }
    return (
        <Table size="small" aria-label="商标进度">
            <TableHead>
                <TableRow>
                    <TableCell>状态</TableCell>
                    <TableCell>上传时间</TableCell>
                    <TableCell>发文时间</TableCell>
                    <TableCell>官方文件</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {order.progress.map((step, index) => (
                    <TableRow key={`${step.state}-${step.uploadTime}-${index}`}>
                        <TableCell>{ORDER_STATE_LABELS[step.state]}</TableCell>
                        <TableCell>{step.uploadTime}</TableCell>
                        <TableCell>{step.deliveryTime || '—'}</TableCell>
                        <TableCell>
                            {step.officialFile ? (
                                <Button
                                    size="small"
                                    startIcon={<DownloadIcon />}
                                    href={fileUrl(step.officialFile.url)}
                                    download={step.officialFile.fileName}
                                >
                                    下载
                                </Button>
                            ) : (
                                '—'
                            )}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** 订单详情 (`#/home/myorder/myorderdetail/:id`): the order, and the office's progress. */
export const OrderDetailPage = () => {
    const { id = '' } = useParams();
    const [tab, setTab] = useState<'details' | 'progress'>('details');
    const { data, isPending, error } = useGetOne<Order>('orders', { id }, { enabled: !!id });
    return (
        <Card>
            <Title title="portal.page.orderDetail" />
            <Tabs
                value={tab}
                onChange={(_, next: 'details' | 'progress') => setTab(next)}
                sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
                <Tab value="details" label="订单详情" />
                <Tab value="progress" label="商标进度跟踪" />
            </Tabs>
            <CardContent>
                {isPending ? (
                    <Loading />
                ) : error || !data ? (
                    <Typography color="error">
                        {(error as Error | null)?.message || '获取信息失败'}
                    </Typography>
                ) : tab === 'details' ? (
                    <Details order={data} />
                ) : (
                    <Progress order={data} />
                )}
            </CardContent>
        </Card>
    );
};
