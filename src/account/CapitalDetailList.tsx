import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import type { CapitalDetail } from '../../dataProvider/types';
import { formatMoney, formatSignedMoney } from '../common/format';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';
import { INANDEX_TYPE_LABELS, TRADE_TYPE_LABELS, toChoices } from '../common/labels';

const filters = [
    <TextInput key="tradeSn" source="tradeSn" alwaysOn resettable />,
    <TextInput key="paymentSn" source="paymentSn" alwaysOn resettable />,
    <SelectInput
        key="inandex"
        source="inandexType"
        choices={toChoices(INANDEX_TYPE_LABELS)}
        alwaysOn
    />,
    <SelectInput key="trade" source="tradeType" choices={toChoices(TRADE_TYPE_LABELS)} alwaysOn />,
];

const Column = DataTable.Col<CapitalDetail>;

/** 收支明细 (`#/home/usercenter/userlist`). */
export const CapitalDetailList = () => (
    <List<CapitalDetail>
        resource="capitalDetails"
        title="portal.menu.userList"
        perPage={LIST_PAGE_SIZE}
        filters={filters}
        pagination={<PortalPagination />}
        exporter={false}
        actions={false}
        empty={false}
    >
        <DataTable<CapitalDetail> bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
            <Column source="tradeSn" />
            <Column source="tradeTime" />
            <Column source="inandexType" render={r => INANDEX_TYPE_LABELS[r.inandexType]} />
            <Column source="tradeType" render={r => TRADE_TYPE_LABELS[r.tradeType]} />
            <Column
                source="money"
                align="right"
                render={r => formatSignedMoney(r.money, r.inandexType === 1)}
            />
            <Column source="paymentSn" />
            <Column source="balance" align="right" render={r => formatMoney(r.balance)} />
        </DataTable>
    </List>
);
