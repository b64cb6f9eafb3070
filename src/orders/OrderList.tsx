import { Tab, Tabs } from '@mui/material';
import type { Theme } from '@mui/material';
import { Suspense, useEffect, useMemo } from 'react';
import { useGetList, useListFilterContext, useNotify } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { OrderSummary } from '../../dataProvider/records';
import { ListFrame } from '../common/lists/ListFrame';
import type { ListRead } from '../common/lists/listReads';
import { useIdlePrefetch } from '../common/useIdlePrefetch';
import { ExportActions } from '../export/ExportButton';
import { ORDER_STATE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { RowActions } from './orderRow';
import { loadOverlays, OrderOverlays } from './lazyOrderOverlays';
import { tabCountReads, tabOfState, TAB_STATES } from './listReads';
import { ORDER_LIST } from './orderListDef';
import { rewriteSpecFilters } from './specFilters';
import { useOrderOverlay } from './useOrderOverlay';

const TabLabel = ({ label, read }: { label: string; read: ListRead }) => {
    const { total, error } = useGetList('orders', read);
    return (
        <span>
            {label}
            {/* a count from before a failed read would be taken for today's */}
            {total !== undefined && !error && ` (${total})`}
        </span>
    );
};

/**
 * Tabs with their counts under every other filter (listReads.ts); the state filter, in the query string. It
 * reads the filters alone, so the list's rows arriving do not redraw and re-measure the tabs.
 */
const StateTabs = () => {
    const m = useMessage();
    const { filterValues, setFilters, displayedFilters } = useListFilterContext();
    const { state: _state, ...rest } = filterValues as Record<string, unknown>;
    const [all, ...byState] = tabCountReads(filterValues as Record<string, unknown>);
    return (
        <Tabs
            // on a phone the tabs scroll within their bar, never the page
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            value={tabOfState(filterValues.state)}
            onChange={(_, next: string) =>
                setFilters(next === 'all' ? rest : { ...rest, state: next }, displayedFilters)
            }
            sx={{
                px: { xs: 0, sm: 2 },
                borderBottom: 1,
                borderColor: 'divider',
                // on a phone the four tabs and their counts fit side by side
                '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } },
            }}
            aria-label={m('resources.orders.fields.state')}
        >
            <Tab value="all" label={<TabLabel label={m('portal.common.all')} read={all!} />} />
            {TAB_STATES.map((state, at) => (
                <Tab
                    key={state}
                    value={String(state)}
                    label={<TabLabel label={ORDER_STATE_LABELS[state]} read={byState[at]!} />}
                />
            ))}
        </Tabs>
    );
};

/**
 * Nine columns: tighter cell padding lets them fit a laptop screen, and the actions stay in
 * view when a narrower window scrolls the table sideways.
 */
const TABLE_SX = {
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
} as const;

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
    const { overlay, open, close } = useOrderOverlay();
    useIdlePrefetch(loadOverlays);
    return (
        <>
            <ListFrame<OrderSummary>
                list={ORDER_LIST}
                actions={<ExportActions list={ORDER_LIST} />}
                tabs={<StateTabs />}
                rowActions={{ render: () => <RowActions onOpen={open} />, align: 'right' }}
                tableSx={TABLE_SX}
            />
            {overlay && (
                <Suspense fallback={null}>
                    <OrderOverlays overlay={overlay} onClose={close} />
                </Suspense>
            )}
        </>
    );
};
