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
import type { ReactNode } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { CapitalDetail, Order } from '../../dataProvider/records';
import { isIncome } from '../../domain/rules/money';
import { orderStateOf } from '../../domain/states/orders';
import { ErrorAlert } from '../common/ErrorAlert';
import { useScrollsSideways } from '../common/ListContent';
import { Loading } from '../common/Loading';
import { SignedMoney } from '../common/SignedMoney';
import { ORDER_STATE_LABELS, TRADE_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { NoRows, OrderLoader } from './OrderLoader';

/** A titled part of the page: its heading names the table under it. */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
    // a narrow screen scrolls the table within its part, never the page; the part then takes
    // the keyboard focus, so the columns past its edge can be reached
    const { ref, scrolls } = useScrollsSideways();
    return (
        <section aria-labelledby={id}>
            <Typography id={id} variant="h6" component="h2" sx={{ mt: 3, mb: 1, fontSize: '1rem' }}>
                {title}
            </Typography>
            <div ref={ref} style={{ overflowX: 'auto' }} tabIndex={scrolls ? 0 : undefined}>
                {children}
            </div>
        </section>
    );
};

/** How many movements one order can have, with room: a charge, a refund, a charge again... */
const MOVEMENTS_SHOWN = 50;

/**
 * The order's money movements (its charge, its refund) from the transaction list, whose
 * paymentSn is the order's number; the server sends them newest first.
 */
const MoneyMovements = ({ orderId }: { orderId: string }) => {
    const m = useMessage();
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.capitalDetails.fields.${name}`);
    const { data, isPending, error, refetch, isRefetching } = useGetList<CapitalDetail>(
        'capitalDetails',
        {
            filter: { paymentSn: orderId },
            pagination: { page: 1, perPage: MOVEMENTS_SHOWN },
        },
    );
    if (isPending) return <Loading />;
    if (error)
        return <ErrorAlert error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
    // a backend matching the number by its start would also send longer numbers
    const movements = data.filter(movement => movement.paymentSn === orderId);
    if (movements.length === 0) return <NoRows />;
    return (
        <Table size="small" aria-label={m('portal.orders.record.money')}>
            <TableHead>
                <TableRow>
                    <TableCell>{field('tradeTime')}</TableCell>
                    <TableCell>{field('tradeType')}</TableCell>
                    <TableCell align="right">{field('money')}</TableCell>
                    <TableCell>{field('tradeSn')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {movements.map(movement => (
                    <TableRow key={movement.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{movement.tradeTime}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {TRADE_TYPE_LABELS[movement.tradeType]}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <SignedMoney
                                money={movement.money}
                                isIncome={isIncome(movement.inandexType)}
                            />
                        </TableCell>
                        <TableCell>{movement.tradeSn}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * The office's feedback for the order, as it came; the agency's own records (its review) are
 * the order's progress, not the office's words. A state the table does not know is kept.
 */
const Feedback = ({ order }: { order: Order }) => {
    const m = useMessage();
    const fromOffice = order.trademarkFeedbacks.filter(
        feedback => (orderStateOf(feedback.state)?.by ?? 'office') === 'office',
    );
    if (fromOffice.length === 0) return <NoRows />;
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
                {fromOffice.map(feedback => (
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

/**
 * 订单交易记录 (`#/home/record/:id`): the order's money movements (charge, refund) and the
 * office's feedback, newest first, each with its own empty state.
 */
export const OrderRecordPage = () => {
    const m = useMessage();
    const { id = '' } = useParams();
    return (
        <Card>
            <Title title="portal.page.record" />
            <CardContent>
                <OrderLoader id={id}>
                    {order => (
                        <>
                            <Typography variant="subtitle1" component="h2" gutterBottom>
                                {m('portal.orders.record.heading', {
                                    orderId: order.orderId,
                                    trademarkName: order.trademarkName,
                                })}
                            </Typography>
                            <Section id="record-money" title={m('portal.orders.record.money')}>
                                <MoneyMovements orderId={order.orderId} />
                            </Section>
                            <Section
                                id="record-feedback"
                                title={m('portal.orders.record.feedback')}
                            >
                                <Feedback order={order} />
                            </Section>
                        </>
                    )}
                </OrderLoader>
            </CardContent>
        </Card>
    );
};
