import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import type { OrderSummary } from '../../dataProvider/types';
import { formatMoney } from '../common/format';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';
import {
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    orderStateTone,
    toChoices,
} from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';

const filters = [
    <TextInput key="orderId" source="orderId" alwaysOn resettable />,
    <TextInput key="name" source="trademarkName" alwaysOn resettable />,
    <TextInput key="applicant" source="applicant" alwaysOn resettable />,
    <SelectInput key="state" source="state" choices={toChoices(ORDER_STATE_LABELS)} alwaysOn />,
    <SelectInput
        key="supplement"
        source="supplementState"
        choices={toChoices(SUPPLEMENT_STATE_LABELS)}
        alwaysOn
    />,
];

const Column = DataTable.Col<OrderSummary>;

/** 我的订单 (`#/home/myorder/orderlist`). */
export const OrderList = () => (
    <List<OrderSummary>
        resource="orders"
        title="portal.menu.orderList"
        perPage={LIST_PAGE_SIZE}
        filters={filters}
        pagination={<PortalPagination />}
        exporter={false}
        actions={false}
        empty={false}
    >
        <DataTable<OrderSummary> bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
            <Column source="orderId" />
            <Column source="trademarkName" />
            <Column source="applicant" />
            <Column source="cls" render={r => `第${r.cls}类 ${r.clsName}`} />
            <Column source="orderAmount" align="right" render={r => formatMoney(r.orderAmount)} />
            <Column source="createTime" />
            <Column
                source="state"
                render={r => (
                    <StatusBadge
                        label={ORDER_STATE_LABELS[r.state]}
                        tone={orderStateTone(r.state)}
                    />
                )}
            />
            <Column
                source="supplementState"
                render={r => SUPPLEMENT_STATE_LABELS[r.supplementState]}
            />
        </DataTable>
    </List>
);
