import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { Pagination, useListContext } from 'react-admin';
import { useMessage } from '../i18n/useMessage';

/** Page size of the applicant, order, document and transaction lists. */
export const LIST_PAGE_SIZE = 10;

/**
 * The pager: total, previous, pages, next; no page-size picker, as every list's size is fixed.
 * None while the list's call has failed: a total from before would describe rows not shown.
 */
export const PortalPagination = () => {
    const { error } = useListContext();
    return error ? null : <Pagination rowsPerPageOptions={[]} />;
};

/**
 * The props every list of the portal shares, spread into `<List>`: pages of LIST_PAGE_SIZE
 * with the portal's pager, no export, and its table (saying 暂无数据, see EmptyList) even when
 * nothing matches, instead of react-admin's empty page, so the filters stay on screen.
 */
export const LIST_DEFAULTS = {
    perPage: LIST_PAGE_SIZE,
    pagination: <PortalPagination />,
    exporter: false,
    empty: false,
} as const;

/** Empty list: 暂无数据. */
export const EmptyList = () => {
    const m = useMessage();
    return (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary', width: '100%' }}>
            <InboxIcon sx={{ fontSize: 44 }} />
            <Typography>{m('portal.common.noData')}</Typography>
        </Box>
    );
};
