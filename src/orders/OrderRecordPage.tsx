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
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Order } from '../../dataProvider/records';
import { ORDER_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { NoRows, OrderLoader } from './OrderLoader';

/** The office's feedback for the order, as it came. */
const Feedback = ({ order }: { order: Order }) => {
    const m = useMessage();
    if (order.trademarkFeedbacks.length === 0) return <NoRows />;
    return (
        <Table size="small" aria-label={m('portal.orders.record.feedback')}>
            <TableHead>
                <TableRow>
                    <TableCell>{m('portal.orders.record.time')}</TableCell>
                    <TableCell>{m('portal.orders.labels.state')}</TableCell>
                    <TableCell>{m('portal.orders.record.content')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {order.trademarkFeedbacks.map(feedback => (
                    <TableRow key={feedback.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{feedback.feedbackTime}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {ORDER_STATE_LABELS[feedback.state]}
                        </TableCell>
                        <TableCell>{feedback.content}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** 订单交易记录 (`#/home/record/:id`): the office's feedback for the order, newest first. */
export const OrderRecordPage = () => {
    const m = useMessage();
    const { id = '' } = useParams();
    return (
        <Card>
            <Title title="portal.page.record" />
            <CardContent>
                <OrderLoader id={id} showReason>
                    {order => (
                        <>
                            <Typography variant="subtitle1" component="h2" gutterBottom>
                                {m('portal.orders.record.heading', {
                                    orderId: order.orderId,
                                    trademarkName: order.trademarkName,
                                })}
                            </Typography>
                            <Feedback order={order} />
                        </>
                    )}
                </OrderLoader>
            </CardContent>
        </Card>
    );
};
