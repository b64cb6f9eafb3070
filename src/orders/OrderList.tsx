import { Box, Button, IconButton, Menu, MenuItem, Tab, Tabs, Tooltip } from '@mui/material';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useEffect, useMemo, useState } from 'react';
import {
    Confirm,
    DataTable,
    List,
    SelectInput,
    TextInput,
    useDataProvider,
    useGetList,
    useListFilterContext,
    useNotify,
    useRecordContext,
} from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import {
    canCloseOrder,
    canOperateSupplement,
    canReselectApplicant,
} from '../../domain/rules/orderActions';
import type { OrderSummary } from '../../dataProvider/records';
import { ORDER_STATES, orderStateOf } from '../../domain/states/orders';
import { DateRangeInput } from '../common/DateRangeInput';
import { formatMoney } from '../common/format';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';
import { ListError } from '../common/ListError';
import {
    ORDER_STATE_LABELS,
    SUPPLEMENT_STATE_LABELS,
    orderStateTone,
    toChoices,
} from '../i18n/labels';
import { DialogSuspense } from '../common/DialogSuspense';
import { lazyNamed } from '../common/lazyNamed';
import { StatusBadge } from '../common/StatusBadge';
import { useAction } from '../common/useAction';
import { useMessage } from '../i18n/useMessage';
import { rewriteSpecFilters } from './specFilters';
import { useOrderOverlay } from './useOrderOverlay';
import type { OrderOverlay } from './useOrderOverlay';

// The overlays load when they open.
const OrderShowDialog = lazyNamed(() => import('./OrderShowDialog'), 'OrderShowDialog');
const SupplementDialog = lazyNamed(() => import('./SupplementDialog'), 'SupplementDialog');
const ReselectApplicantDialog = lazyNamed(
    () => import('./ReselectApplicantDialog'),
    'ReselectApplicantDialog',
);

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
            codeOrAll('state', ORDER_STATE_LABELS),
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

/** The state's badge; a failed audit adds the reviewer's note on hover (else the state's name). */
const StateCell = ({ record }: { record: OrderSummary }) => {
    const m = useMessage();
    const label = ORDER_STATE_LABELS[record.state];
    return (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <StatusBadge label={label} tone={orderStateTone(record.state)} />
            {record.state === 2 && (
                <Tooltip title={record.note || label}>
                    <WarningAmberIcon
                        color="warning"
                        fontSize="small"
                        // titled, the icon is an image for assistive technology, not hidden
                        aria-label={m('portal.orders.list.auditNote', { note: record.note })}
                        titleAccess={m('portal.orders.list.auditNote', { note: record.note })}
                        tabIndex={0}
                    />
                </Tooltip>
            )}
        </Box>
    );
};

/** Closing an order (with its refund) after 确认关闭此订单吗？; `onClose` ends the prompt. */
const CloseOrderConfirm = ({ record, onClose }: { record: OrderSummary; onClose: () => void }) => {
    const m = useMessage();
    const dataProvider = useDataProvider<PortalDataProvider>();
    // The refresh redraws the list, the tab counts and the balance (a refund); the prompt
    // ends whether or not the close went through.
    const close = useAction((id: string) => dataProvider.closeOrder(id), {
        success: 'portal.common.saved',
        onSuccess: onClose,
        onError: onClose,
    });
    return (
        <Confirm
            isOpen
            loading={close.busy}
            title={m('portal.orders.list.closeOrder')}
            content={m('portal.orders.list.closeConfirm')}
            onConfirm={() => close.run(record.id)}
            onClose={onClose}
        />
    );
};

/** Text buttons as wide as their words, so the actions column stays narrow. */
const COMPACT = { minWidth: 0, px: 1, whiteSpace: 'nowrap' } as const;

/**
 * A row's actions: 查看 and 详情 always, 补正 while a correction is open (it has a deadline),
 * and the rest under 更多操作 (a menu holding only what the order's state allows), so the
 * column stays narrow enough for the table to fit a laptop screen.
 */
const RowActions = ({ onOpen }: { onOpen: (overlay: OrderOverlay) => void }) => {
    const m = useMessage();
    const record = useRecordContext<OrderSummary>();
    const navigate = useNavigate();
    const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
    // the menu joins the row when first opened (and stays, for its closing transition)
    const [menuUsed, setMenuUsed] = useState(false);
    const [closing, setClosing] = useState(false);
    if (!record) return null;
    const reselectable = canReselectApplicant(record.state);
    const choose = (action: () => void) => () => {
        setMenuAnchor(null);
        action();
    };
    return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button
                size="small"
                sx={COMPACT}
                onClick={() => onOpen({ kind: 'show', id: record.id })}
            >
                {m('portal.common.view')}
            </Button>
            <Button
                size="small"
                sx={COMPACT}
                onClick={() => navigate(`/home/myorder/myorderdetail/${record.id}`)}
            >
                {m('portal.orders.list.detail')}
            </Button>
            {canOperateSupplement(record.supplementState) && (
                <Button
                    size="small"
                    sx={COMPACT}
                    color="warning"
                    onClick={() => onOpen({ kind: 'supplement', id: record.id })}
                >
                    {m('portal.orders.supplement.title')}
                </Button>
            )}
            <Tooltip title={m('portal.orders.list.more')}>
                <IconButton
                    size="small"
                    aria-label={m('portal.orders.list.more')}
                    aria-haspopup="menu"
                    onClick={event => {
                        setMenuUsed(true);
                        setMenuAnchor(event.currentTarget);
                    }}
                >
                    <MoreHorizIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            {menuUsed && (
                <Menu
                    anchorEl={menuAnchor}
                    open={menuAnchor !== null}
                    onClose={() => setMenuAnchor(null)}
                >
                    {reselectable && (
                        <MenuItem
                            onClick={choose(() => onOpen({ kind: 'reselect', id: record.id }))}
                        >
                            {m('portal.orders.reselect.title')}
                        </MenuItem>
                    )}
                    <MenuItem onClick={choose(() => navigate(`/home/record/${record.id}`))}>
                        {m('portal.orders.list.record')}
                    </MenuItem>
                    <MenuItem onClick={choose(() => navigate(`/home/stepone?id=${record.id}`))}>
                        {m('portal.orders.list.copy')}
                    </MenuItem>
                    {reselectable && (
                        <MenuItem
                            onClick={choose(() =>
                                navigate(`/home/applicant?edit=${record.applicantTbId}`),
                            )}
                        >
                            {m('portal.orders.list.editApplicant')}
                        </MenuItem>
                    )}
                    {canCloseOrder(record.state) && (
                        <MenuItem
                            sx={{ color: 'error.main' }}
                            onClick={choose(() => setClosing(true))}
                        >
                            {m('portal.orders.list.closeOrder')}
                        </MenuItem>
                    )}
                </Menu>
            )}
            {closing && <CloseOrderConfirm record={record} onClose={() => setClosing(false)} />}
        </Box>
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
    return (
        <>
            <List<OrderSummary>
                resource="orders"
                title="portal.menu.orderList"
                perPage={LIST_PAGE_SIZE}
                filters={filters}
                pagination={<PortalPagination />}
                exporter={false}
                actions={false}
                empty={false}
                error={<ListError />}
            >
                <StateTabs />
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
                    }}
                >
                    <Column source="orderId" />
                    <Column source="trademarkName" />
                    <Column source="applicant" />
                    {/* clsName is the class's ordinal (第九类): the number says the same */}
                    <Column
                        source="cls"
                        render={r => m('portal.orders.labels.classOf', { cls: r.cls })}
                    />
                    <Column
                        source="orderAmount"
                        align="right"
                        render={r => formatMoney(r.orderAmount)}
                    />
                    <Column source="createTime" />
                    <Column source="state" render={r => <StateCell record={r} />} />
                    <Column
                        source="supplementState"
                        render={r => SUPPLEMENT_STATE_LABELS[r.supplementState]}
                    />
                    <Column label={m('portal.common.actions')} align="right">
                        <RowActions onOpen={open} />
                    </Column>
                </DataTable>
            </List>
            {overlay && (
                <DialogSuspense onClose={close}>
                    {overlay.kind === 'show' && <OrderShowDialog id={overlay.id} onClose={close} />}
                    {overlay.kind === 'supplement' && (
                        <SupplementDialog id={overlay.id} onClose={close} />
                    )}
                    {overlay.kind === 'reselect' && (
                        <ReselectApplicantDialog id={overlay.id} onClose={close} />
                    )}
                </DialogSuspense>
            )}
        </>
    );
};
