import { Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { Suspense, useEffect, useMemo } from 'react';
import {
    DataTable,
    List,
    SelectInput,
    TextInput,
    useGetList,
    useListFilterContext,
    useNotify,
} from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { DUE_WITHIN } from '../../dataProvider';
import type { OrderSummary } from '../../dataProvider/records';
import { ORDER_STATES, orderStateOf } from '../../domain/states/orders';
import { DateRangeInput } from '../common/DateRangeInput';
import { formatMoney } from '../common/format';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';
import { ListError } from '../common/ListError';
import { PhoneFilters } from '../common/PhoneFilters';
import { useIdlePrefetch } from '../common/useIdlePrefetch';
import { ExportActions } from '../export/ExportButton';
import { ORDER_STATE_LABELS, SUPPLEMENT_STATE_LABELS, toChoices } from '../i18n/labels';
import { lazyNamed } from '../common/lazyNamed';
import { useMessage } from '../i18n/useMessage';
import { SupplementStateCell } from '../deadlines/SupplementStateCell';
import { OrderCards } from './OrderCards';
import { RowActions, StateCell } from './orderRow';
import { rewriteSpecFilters } from './specFilters';
import { orderStateChoices } from './stateChoices';
import { useOrderOverlay } from './useOrderOverlay';

// The overlays and the dialog machinery load when the list is idle, or when one opens.
const loadOverlays = () => import('./loadOrderOverlays').then(loader => loader.loadOrderOverlays());
const OrderOverlays = lazyNamed(loadOverlays, 'OrderOverlays');

/**
 * The state filter: each state, the groups the dashboard's cards open (商标局驳回), and any
 * other list of states the query string holds, so the rows' filter always shows and clears.
 */
const StateInput = (props: { source: 'state'; alwaysOn: true }) => {
    const m = useMessage();
    const { filterValues } = useListFilterContext();
    const current = (filterValues as { state?: unknown }).state;
    const choices = useMemo(() => orderStateChoices(current), [current]);
    return <SelectInput {...props} choices={choices} emptyText={m('portal.common.all')} />;
};

/** The horizons of the 补正期限 filter, in days. */
const DUE_CHOICES = ['3', '7'];

/**
 * 补正期限: corrections due within 3 or 7 days (the overview's 即将到期 card opens 7), and any
 * other horizon a link holds, so the rows' filter always shows and clears.
 */
const DueInput = (props: { source: typeof DUE_WITHIN; alwaysOn: true }) => {
    const m = useMessage();
    const { filterValues } = useListFilterContext();
    const current = String((filterValues as Record<string, unknown>)[DUE_WITHIN] ?? '');
    const choices = useMemo(
        () =>
            [...DUE_CHOICES, ...(current && !DUE_CHOICES.includes(current) ? [current] : [])].map(
                days => ({ id: days, name: m('portal.deadlines.within', { days }) }),
            ),
        [current, m],
    );
    return (
        <SelectInput
            {...props}
            label={m('portal.deadlines.filter')}
            choices={choices}
            emptyText={m('portal.common.all')}
        />
    );
};

/** The list's filters, labelled by resources.orders.fields; a coded value may be 全部. */
const useFilters = () => {
    const m = useMessage();
    return useMemo(() => {
        const codeOrAll = (source: string, labels: Record<number, string>) => (
            <SelectInput
                key={source}
                source={source}
                choices={toChoices(labels)}
                emptyText={m('portal.common.all')}
                alwaysOn
            />
        );
        return [
            <TextInput key="orderId" source="orderId" alwaysOn resettable />,
            <TextInput key="name" source="trademarkName" alwaysOn resettable />,
            <TextInput key="applicant" source="applicant" alwaysOn resettable />,
            codeOrAll('supplementState', SUPPLEMENT_STATE_LABELS),
            <DueInput key={DUE_WITHIN} source={DUE_WITHIN} alwaysOn />,
            <StateInput key="state" source="state" alwaysOn />,
            <DateRangeInput
                key="createTime"
                source="createTime"
                startSource="startTime"
                endSource="endTime"
                label={m('resources.orders.fields.createTime')}
                alwaysOn
            />,
        ];
    }, [m]);
};

/** The states with a tab of their own after 全部 (1, 2, 3, as the state table says). */
const TAB_STATES = ORDER_STATES.filter(state => orderStateOf(state).tab);

/** The tab a `state` filter selects: a state with a tab its own, anything else (or nothing) 全部. */
export const tabOfState = (state: unknown): string => {
    const text = String(state ?? '');
    return TAB_STATES.some(tab => String(tab) === text) ? text : 'all';
};

const TabLabel = ({ label, filter }: { label: string; filter: Record<string, unknown> }) => {
    const { total } = useGetList('orders', { pagination: { page: 1, perPage: 1 }, filter });
    return (
        <span>
            {label}
            {total !== undefined && ` (${total})`}
        </span>
    );
};

/**
 * Tabs with their counts under the other filters; the state filter, in the query string. It
 * reads the filters alone, so the list's rows arriving do not redraw and re-measure the tabs.
 */
const StateTabs = () => {
    const m = useMessage();
    const { filterValues, setFilters, displayedFilters } = useListFilterContext();
    const { state: _state, ...rest } = filterValues as Record<string, unknown>;
    return (
        <Tabs
            // on a phone the tabs scroll within their bar, never the page
            variant="scrollable"
            scrollButtons={false}
            value={tabOfState(filterValues.state)}
            onChange={(_, next: string) =>
                setFilters(next === 'all' ? rest : { ...rest, state: next }, displayedFilters)
            }
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            aria-label={m('resources.orders.fields.state')}
        >
            <Tab value="all" label={<TabLabel label={m('portal.common.all')} filter={rest} />} />
            {TAB_STATES.map(state => (
                <Tab
                    key={state}
                    value={String(state)}
                    label={
                        <TabLabel
                            label={ORDER_STATE_LABELS[state]}
                            filter={{ ...rest, state: String(state) }}
                        />
                    }
                />
            ))}
        </Tabs>
    );
};

const Column = DataTable.Col<OrderSummary>;

/**
 * 我的订单 (`#/home/myorder/orderlist`): tabs by review state with counts, filters, paging of
 * 10, row actions, and the view / correction / re-select overlays; tabs, filters, page and
 * the open overlay live in the query string.
 */
export const OrderList = () => {
    const location = useLocation();
    const notify = useNotify();
    const rewrite = useMemo(() => rewriteSpecFilters(location.search), [location.search]);
    useEffect(() => {
        if (rewrite?.refused) notify('portal.orders.unknownFilter', { type: 'warning' });
    }, [rewrite, notify]);
    if (rewrite)
        return <Navigate replace to={{ pathname: location.pathname, search: rewrite.search }} />;
    return <OrderListView />;
};

const OrderListView = () => {
    const m = useMessage();
    const filters = useFilters();
    const { overlay, open, close } = useOrderOverlay();
    useIdlePrefetch(loadOverlays);
    // a phone gets the filters folded in a panel and the orders as cards (OrderCards.tsx)
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <>
            <List<OrderSummary>
                resource="orders"
                title="portal.menu.orderList"
                perPage={LIST_PAGE_SIZE}
                filters={isPhone ? undefined : filters}
                pagination={<PortalPagination />}
                exporter={false}
                actions={<ExportActions list="orders" />}
                empty={false}
                error={<ListError />}
            >
                {isPhone && <PhoneFilters filters={filters} />}
                <StateTabs />
                {isPhone ? (
                    <OrderCards onOpen={open} />
                ) : (
                    <DataTable<OrderSummary>
                        bulkActionButtons={false}
                        rowClick={false}
                        empty={<EmptyList />}
                        // Nine columns: tighter cell padding lets them fit a laptop screen, and the
                        // actions stay in view when a narrower window scrolls the table sideways.
                        sx={{
                            '& .MuiTableCell-root': { px: 1 },
                            '& .MuiTableCell-root:first-of-type': { pl: 2 },
                            '& th:last-of-type, & td:last-of-type': {
                                position: 'sticky',
                                right: 0,
                                bgcolor: 'background.paper',
                                boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
                            },
                            // the sticky cell is opaque: it takes the row's hover shade itself
                            '& .MuiTableRow-hover:hover td:last-of-type': {
                                backgroundImage: (theme: Theme) =>
                                    `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
                            },
                        }}
                    >
                        <Column disableSort source="orderId" />
                        <Column disableSort source="trademarkName" />
                        <Column disableSort source="applicant" />
                        {/* clsName is the class's ordinal (第九类): the number says the same */}
                        <Column
                            disableSort
                            source="cls"
                            sx={{ whiteSpace: 'nowrap' }}
                            render={r => m('portal.orders.labels.classOf', { cls: r.cls })}
                        />
                        <Column
                            disableSort
                            source="orderAmount"
                            align="right"
                            render={r => formatMoney(r.orderAmount)}
                        />
                        <Column disableSort source="createTime" />
                        <Column disableSort source="state" render={r => <StateCell record={r} />} />
                        <Column
                            disableSort
                            source="supplementState"
                            render={r => (
                                <SupplementStateCell
                                    supplementState={r.supplementState}
                                    acceptExpirationDate={r.acceptExpirationDate}
                                />
                            )}
                        />
                        <Column label={m('portal.common.actions')} align="right">
                            <RowActions onOpen={open} />
                        </Column>
                    </DataTable>
                )}
            </List>
            {overlay && (
                <Suspense fallback={null}>
                    <OrderOverlays overlay={overlay} onClose={close} />
                </Suspense>
            )}
        </>
    );
};
