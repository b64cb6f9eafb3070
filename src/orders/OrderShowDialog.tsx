import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import { useGetOne } from 'react-admin';
import { Loading } from '../common/Loading';
import type { Order } from '../../dataProvider/records';
import { DetailItem } from '../common/DetailItem';
import { formatMoney } from '../common/format';
import {
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    TRADEMARK_TYPE_LABELS,
} from '../i18n/labels';

/** Kept under its old name for the order views. */
export const OrderItem = DetailItem;

/** The order's fields, shared by the view dialog and the detail page. */
export const OrderFields = ({ order }: { order: Order }) => (
    <>
        <OrderItem label="订单号">{order.orderId}</OrderItem>
        <OrderItem label="业务类型">{order.bsType}</OrderItem>
        <OrderItem label="商标名称">{order.trademarkName}</OrderItem>
        <OrderItem label="商标类型">{TRADEMARK_TYPE_LABELS[order.trademarkType]}</OrderItem>
        <OrderItem label="商标说明">{order.trademarkDesc}</OrderItem>
        <OrderItem label="申请人">{order.applicant}</OrderItem>
        <OrderItem label="类别">{`第${order.cls}类 ${order.clsName}`}</OrderItem>
        <OrderItem label="商品/服务项目">{order.minsName}</OrderItem>
        <OrderItem label="订单金额">{formatMoney(order.orderAmount)}</OrderItem>
        <OrderItem label="创建时间">{order.createTime}</OrderItem>
        <OrderItem label="订单状态">{ORDER_STATE_LABELS[order.state]}</OrderItem>
        <OrderItem label="补正状态">{SUPPLEMENT_STATE_LABELS[order.supplementState]}</OrderItem>
        <OrderItem label="申请号">{order.trademarkNumber}</OrderItem>
        <OrderItem label="商标局状态">{order.trademarkState}</OrderItem>
        <OrderItem label="审核意见">{order.note}</OrderItem>
    </>
);

/** The view overlay of the order list: the whole order, read-only. */
export const OrderShowDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const { data, isPending, error } = useGetOne<Order>('orders', { id });
    return (
        <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="order-show-title">
            <DialogTitle id="order-show-title">查看订单</DialogTitle>
            <DialogContent dividers>
                {isPending ? (
                    <Loading />
                ) : error || !data ? (
                    <Typography color="error">获取信息失败</Typography>
                ) : (
                    <OrderFields order={data} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>关闭</Button>
            </DialogActions>
        </Dialog>
    );
};
