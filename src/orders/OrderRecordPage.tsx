import {
    Card,
    CardContent,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { Loading } from '../common/Loading';
import { useParams } from 'react-router-dom';
import type { Order } from '../../dataProvider/records';
import { ORDER_STATE_LABELS } from '../i18n/labels';

/** 订单交易记录 (`#/home/record/:id`): the office's feedback for the order, newest first. */
export const OrderRecordPage = () => {
    const { id = '' } = useParams();
    const { data, isPending, error } = useGetOne<Order>('orders', { id }, { enabled: !!id });
    return (
        <Card>
            <Title title="portal.page.record" />
            <CardContent>
                {isPending ? (
                    <Loading />
                ) : error || !data ? (
                    <Typography color="error">
                        {(error as Error | null)?.message || '获取信息失败'}
                    </Typography>
                ) : (
                    <>
                        <Typography variant="subtitle1" gutterBottom>
                            {`订单号：${data.orderId}，商标名称：${data.trademarkName}`}
                        </Typography>
                        {data.trademarkFeedbacks.length === 0 ? (
                            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                                暂无数据
                            </Typography>
                        ) : (
                            <Table size="small" aria-label="商标局反馈">
                                <TableHead>
                                    <TableRow>
                                        <TableCell>时间</TableCell>
                                        <TableCell>状态</TableCell>
                                        <TableCell>反馈内容</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {data.trademarkFeedbacks.map(feedback => (
                                        <TableRow key={feedback.id}>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                                {feedback.feedbackTime}
                                            </TableCell>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                                {ORDER_STATE_LABELS[feedback.state]}
                                            </TableCell>
                                            <TableCell>{feedback.content}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        )}
                    </>
                )}
            </CardContent>
        </Card>
    );
};
