import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { Pagination, useListContext } from 'react-admin';
import { useMessage } from '../i18n/useMessage';

/**
 * The pager: total, previous, pages, next; no page-size picker, as every list's size is fixed.
 * None while the list's call has failed: a total from before would describe rows not shown.
 */
export const PortalPagination = () => {
    const m = useMessage();
    const { error, page, perPage, total } = useListContext();
    // below md react-admin draws arrows and the total only: the page it is on goes beside them
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    if (error) return null;
    return (
        <Pagination
            rowsPerPageOptions={[]}
            {...(narrow &&
                total && {
                    labelDisplayedRows: () =>
                        m('portal.common.pageOf', {
                            page,
                            pages: Math.max(1, Math.ceil(total / perPage)),
                            total,
                        }),
                })}
        />
    );
};

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
