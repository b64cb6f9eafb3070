import { Alert, Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetIdentity, Title } from 'react-admin';
import { UnsupportedCallError } from '../../dataProvider';
import type { AuditRecord } from '../../dataProvider/records';
import { ListFrame } from '../common/lists/ListFrame';
import { ExportActions } from '../export/ExportButton';
import { useMessage } from '../i18n/useMessage';
import { auditList, useAuditNames } from './auditListDef';

/** Only an admin filters by 操作人. */
const ADMIN_FILTERS = ['userId'];

/**
 * A backend without the audit trail (its list answered 404): the page says so plainly and
 * offers nothing that would call it again (no filters, export or pager, no error toast).
 */
const Unavailable = () => {
    const m = useMessage();
    return (
        <Box sx={{ p: 2 }}>
            <Title title="portal.audit.title" />
            <Alert severity="info">{m('portal.audit.unavailable')}</Alert>
        </Box>
    );
};

/**
 * 操作日志 (`#/home/usercenter/audit`, extension): who did what, when, from where, with the
 * states before and after, people and objects named as the pages name them. It opens to the
 * `audit` purview, an agency admin's (src/screens.ts): an admin reads the whole agency's records
 * and filters by user; anyone else a backend lets in reads their own (the server decides).
 * Newest first; on a phone, cards.
 */
export const AuditList = () => {
    const { identity } = useGetIdentity();
    const isAdmin = identity?.role === 'admin';
    // an admin's users are asked for with the page: the rows and the filter name them
    const names = useAuditNames(isAdmin);
    const list = useMemo(() => auditList(names), [names]);
    const [unavailable, setUnavailable] = useState(false);
    if (unavailable) return <Unavailable />;
    return (
        <ListFrame<AuditRecord>
            list={list}
            actions={<ExportActions list={list} />}
            hiddenFilters={isAdmin ? undefined : ADMIN_FILTERS}
            queryOptions={{
                // any other failure is said by the list's error panel
                onError: error => {
                    if (error instanceof UnsupportedCallError) setUnavailable(true);
                },
            }}
        />
    );
};
