import { Alert, Box, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import {
    DataTable,
    List,
    SelectInput,
    useDataProvider,
    useGetIdentity,
    Title,
    useNotify,
} from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { UnsupportedCallError } from '../../dataProvider';
import type { AuditRecord } from '../../dataProvider/records';
import { AUDIT_KINDS } from '../../domain/types/audit';
import { DateRangeInput } from '../common/DateRangeInput';
import { ListError } from '../common/ListError';
import { EmptyList, LIST_DEFAULTS } from '../common/ListParts';
import { PhoneFilters } from '../common/PhoneFilters';
import { ExportActions } from '../export/ExportButton';
import { CardLine, CardList, RecordCard } from '../common/RecordCards';
import { useMessage } from '../i18n/useMessage';
import { auditKindLabel, describeChange } from './describeChange';

/** The agency's users, for an admin's 操作人 filter; none when the backend cannot say. */
const useUserChoices = (isAdmin: boolean) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const users = useQuery({
        queryKey: ['agencyUsers'],
        queryFn: () => dataProvider.getAgencyUsers(),
        enabled: isAdmin,
        retry: false,
    });
    return (users.data ?? []).map(u => ({ id: u.id, name: u.trueName || u.name }));
};

const Change = ({ record }: { record: AuditRecord }) => (
    <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {describeChange(record.before, record.after).join('\n')}
    </Box>
);

const Who = ({ record }: { record: AuditRecord }) => {
    const m = useMessage();
    return <>{record.userName || m('portal.audit.system')}</>;
};

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

const AuditCards = () => {
    const m = useMessage();
    return (
        <CardList<AuditRecord> label={m('portal.audit.title')} cardHeight={200}>
            {record => (
                <RecordCard title={auditKindLabel(record.kind)} badge={record.time}>
                    <CardLine source="userName">
                        <Who record={record} />
                    </CardLine>
                    <CardLine source="object">{record.object || m('portal.audit.none')}</CardLine>
                    <CardLine source="change">
                        <Change record={record} />
                    </CardLine>
                    <CardLine source="address">{record.address || m('portal.audit.none')}</CardLine>
                </RecordCard>
            )}
        </CardList>
    );
};

const Column = DataTable.Col<AuditRecord>;

/**
 * 操作日志 (`#/home/usercenter/audit`, extension): who did what, when, from where, with the
 * states before and after. An admin reads the whole agency's records and filters by user; an
 * agent reads their own (the server decides). Newest first; on a phone, cards.
 */
export const AuditList = () => {
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const { identity } = useGetIdentity();
    const isAdmin = identity?.role === 'admin';
    const users = useUserChoices(isAdmin);
    const notify = useNotify();
    const [unavailable, setUnavailable] = useState(false);
    const filters: ReactElement[] = [
        ...(isAdmin
            ? [
                  <SelectInput
                      key="user"
                      source="userId"
                      choices={users}
                      emptyText="portal.common.all"
                      alwaysOn
                  />,
              ]
            : []),
        <SelectInput
            key="kind"
            source="kind"
            choices={AUDIT_KINDS.map(kind => ({ id: kind, name: auditKindLabel(kind) }))}
            emptyText="portal.common.all"
            alwaysOn
        />,
        <DateRangeInput
            key="time"
            source="time"
            startSource="timeBegin"
            endSource="timeEnd"
            label="resources.auditRecords.fields.time"
            alwaysOn
        />,
    ];
    if (unavailable) return <Unavailable />;
    return (
        <List<AuditRecord>
            resource="auditRecords"
            title="portal.audit.title"
            {...LIST_DEFAULTS}
            filters={isPhone ? undefined : filters}
            actions={<ExportActions list="auditRecords" />}
            error={<ListError />}
            queryOptions={{
                onError: error => {
                    if (error instanceof UnsupportedCallError) setUnavailable(true);
                    else notify(error.message || 'ra.notification.http_error', { type: 'error' });
                },
            }}
        >
            {isPhone && <PhoneFilters filters={filters} />}
            {isPhone ? (
                <AuditCards />
            ) : (
                <DataTable<AuditRecord>
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<EmptyList />}
                >
                    <Column source="time" disableSort />
                    <Column source="userName" disableSort render={r => <Who record={r} />} />
                    <Column source="kind" disableSort render={r => auditKindLabel(r.kind)} />
                    <Column source="object" disableSort />
                    <Column source="change" disableSort render={r => <Change record={r} />} />
                    <Column source="address" disableSort />
                </DataTable>
            )}
        </List>
    );
};
