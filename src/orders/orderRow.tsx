/**
 * What a row of 我的订单 shows beyond plain fields, on the desktop's table and the phone's
 * cards alike: the state's badge (with the audit note) and the row's actions.
 */
import { Box, Button, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import type { OrderSummary } from '../../dataProvider/records';
import {
    canCloseOrder,
    canOperateSupplement,
    canReselectApplicant,
} from '../../domain/rules/orderActions';
import { showsReviewNote } from '../../domain/states/orders';
import { formatMoney } from '../common/format';
import { TimeLimitBadge } from '../common/deadlines/DeadlineBadge';
import { PromptText } from '../common/PromptText';
import { StatusBadge } from '../common/StatusBadge';
import { useAction } from '../common/useAction';
import { ORDER_STATE_LABELS, orderStateTone } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { PATHS, withId } from '../routes';
import type { OrderOverlay } from './useOrderOverlay';

/** The state's badge; a failed audit adds the reviewer's note on hover (else the state's name). */
export const StateCell = ({ record }: { record: OrderSummary }) => {
    const m = useMessage();
    const label = ORDER_STATE_LABELS[record.state];
    return (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <StatusBadge label={label} tone={orderStateTone(record.state)} />
            <TimeLimitBadge row={record} />
            {showsReviewNote(record.state) && (
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

/**
 * 修改申请人 of a failed order: the applicant's edit dialog, from which the user comes back to
 * the order's detail, where it says what happens next.
 */
export const editApplicantPath = (order: Pick<OrderSummary, 'id' | 'applicantTbId'>): string =>
    `${PATHS.applicant}?${new URLSearchParams({
        edit: String(order.applicantTbId),
        returnTo: withId(PATHS.orderDetail, order.id),
    }).toString()}`;

/** Closing an order (with its refund) after 确认关闭此订单吗？; `onClose` ends the prompt. */
export const CloseOrderConfirm = ({
    record,
    onClose,
}: {
    record: OrderSummary;
    onClose: () => void;
}) => {
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
            content={
                <PromptText
                    words={m('portal.orders.list.closeConfirm')}
                    context={m('portal.orders.list.closeRefund', {
                        amount: formatMoney(record.orderAmount),
                    })}
                />
            }
            onConfirm={() => close.run(record.id)}
            onClose={onClose}
        />
    );
};

/** A menu line named by its action, what it is for under it (its description). */
const WayItem = ({
    label,
    purpose,
    onClick,
}: {
    label: string;
    purpose: string;
    onClick: () => void;
}) => {
    const id = useId();
    return (
        <MenuItem onClick={onClick} aria-labelledby={`${id}-name`} aria-describedby={`${id}-for`}>
            <ListItemText
                primary={label}
                secondary={purpose}
                slotProps={{ primary: { id: `${id}-name` }, secondary: { id: `${id}-for` } }}
            />
        </MenuItem>
    );
};

/** Text buttons as wide as their words, so the actions column stays narrow. */
const COMPACT = { minWidth: 0, px: 1, whiteSpace: 'nowrap' } as const;

/**
 * A row's actions: 查看 and 详情 always, 补正 while a correction is open (it has a deadline),
 * and the rest under 更多操作 (a menu holding only what the order's state allows), so the
 * column stays narrow enough for the table to fit a laptop screen. A failed review's two ways
 * with a new applicant say under their names what each is for.
 */
export const RowActions = ({ onOpen }: { onOpen: (overlay: OrderOverlay) => void }) => {
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
                        <WayItem
                            label={m('portal.orders.reselect.title')}
                            purpose={m('portal.orders.next.reselectFor')}
                            onClick={choose(() => onOpen({ kind: 'reselect', id: record.id }))}
                        />
                    )}
                    <MenuItem onClick={choose(() => navigate(`/home/record/${record.id}`))}>
                        {m('portal.orders.list.record')}
                    </MenuItem>
                    <MenuItem onClick={choose(() => navigate(`/home/stepone?id=${record.id}`))}>
                        {m('portal.orders.list.copy')}
                    </MenuItem>
                    {reselectable && (
                        <WayItem
                            label={m('portal.orders.list.editApplicant')}
                            purpose={m('portal.orders.next.editApplicantFor')}
                            onClick={choose(() => navigate(editApplicantPath(record)))}
                        />
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
