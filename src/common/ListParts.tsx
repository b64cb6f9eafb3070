import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { Pagination, useTranslate } from 'react-admin';

/** Page size of the applicant, order, document and transaction lists (spec §9). */
export const LIST_PAGE_SIZE = 10;

/** Pager of spec §9: total, previous, pages, next (no page-size picker). */
export const PortalPagination = () => <Pagination rowsPerPageOptions={[]} />;

/** Empty list: 暂无数据. */
export const EmptyList = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary', width: '100%' }}>
            <InboxIcon sx={{ fontSize: 44 }} />
            <Typography>{translate('portal.common.noData')}</Typography>
        </Box>
    );
};
