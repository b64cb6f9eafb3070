import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import type { CapitalDetail } from '../../dataProvider/records';
import { DateRangeInput } from '../common/DateRangeInput';
import { formatMoney } from '../common/format';
import { ListError } from '../common/ListError';
import { EmptyList, LIST_DEFAULTS } from '../common/ListParts';
import { PhoneFilters } from '../common/PhoneFilters';
import { ExportActions } from '../export/ExportButton';
import { INANDEX_TYPE_LABELS, TRADE_TYPE_LABELS, toChoices } from '../i18n/labels';
import { CapitalDetailCards } from './CapitalDetailCards';
import { SignedMoney } from '../common/SignedMoney';

const filters = [
    <TextInput key="tradeSn" source="tradeSn" alwaysOn resettable />,
    <TextInput key="paymentSn" source="paymentSn" alwaysOn resettable />,
    <SelectInput
        key="inandex"
        source="inandexType"
        choices={toChoices(INANDEX_TYPE_LABELS)}
        emptyText="portal.common.all"
        alwaysOn
    />,
    <SelectInput
        key="trade"
        source="tradeType"
        choices={toChoices(TRADE_TYPE_LABELS)}
        emptyText="portal.common.all"
        alwaysOn
    />,
    <DateRangeInput
        key="tradeTime"
        source="tradeTime"
        startSource="tradeTimeBegin"
        endSource="tradeTimeEnd"
        label="resources.capitalDetails.fields.tradeTime"
        alwaysOn
    />,
];

const Column = DataTable.Col<CapitalDetail>;

/**
 * 收支明细 (`#/home/usercenter/userlist`): filters and page in the query string, paging of 10,
 * signed money and the balance after each record. The server decides the order (newest first),
 * so no column sorts. On a phone, the filters fold under 筛选 and the records are cards.
 */
export const CapitalDetailList = () => {
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <List<CapitalDetail>
            resource="capitalDetails"
            title="portal.menu.userList"
            {...LIST_DEFAULTS}
            filters={isPhone ? undefined : filters}
            actions={<ExportActions list="capitalDetails" />}
            error={<ListError />}
        >
            {isPhone && <PhoneFilters filters={filters} />}
            {isPhone ? (
                <CapitalDetailCards />
            ) : (
                <DataTable<CapitalDetail>
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<EmptyList />}
                >
                    <Column source="tradeSn" disableSort />
                    <Column source="tradeTime" disableSort />
                    <Column
                        source="inandexType"
                        disableSort
                        render={r => INANDEX_TYPE_LABELS[r.inandexType]}
                    />
                    <Column
                        source="tradeType"
                        disableSort
                        render={r => TRADE_TYPE_LABELS[r.tradeType]}
                    />
                    <Column
                        source="money"
                        align="right"
                        disableSort
                        render={r => <SignedMoney money={r.money} isIncome={r.inandexType === 1} />}
                    />
                    <Column source="paymentSn" disableSort />
                    <Column
                        source="balance"
                        align="right"
                        disableSort
                        render={r => formatMoney(r.balance)}
                    />
                </DataTable>
            )}
        </List>
    );
};
