/**
 * 操作日志 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/).
 */
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { AuditRecord } from '../../dataProvider/records';
import { AUDIT_KINDS } from '../../domain/types/audit';
import { dateRangeFilter } from '../common/lists/filters';
import type { ListDefinition } from '../common/lists/listDefinition';
import { auditKindLabel, describeChange } from './describeChange';

/** The agency's users, for an admin's 操作人 filter; none when the backend cannot say. */
export const useUserChoices = (isAdmin: boolean) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const users = useQuery({
        queryKey: ['agencyUsers'],
        queryFn: () => dataProvider.getAgencyUsers(),
        enabled: isAdmin,
        retry: false,
    });
    return (users.data ?? []).map(u => ({ id: u.id, name: u.trueName || u.name }));
};

/** 操作人, an admin's filter (the list hides it from anyone else). */
const UserInput = (props: { source: 'userId'; alwaysOn: true }) => (
    <SelectInput {...props} choices={useUserChoices(true)} emptyText="portal.common.all" />
);

const Change = ({ record }: { record: AuditRecord }) => (
    <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {describeChange(record.before, record.after).join('\n')}
    </Box>
);

export const AUDIT_LIST: ListDefinition<AuditRecord> = {
    resource: 'auditRecords',
    title: 'portal.audit.title',
    columns: [
        { source: 'time', width: 20, export: { kind: 'time' } },
        {
            source: 'userName',
            cell: (r, m) => r.userName || m('portal.audit.system'),
            width: 16,
            export: { value: (r, m) => r.userName || m('portal.audit.system') },
        },
        {
            source: 'kind',
            cell: r => auditKindLabel(r.kind),
            width: 18,
            export: { value: r => auditKindLabel(r.kind) },
        },
        {
            source: 'object',
            cardCell: (r, m) => r.object || m('portal.audit.none'),
            width: 26,
        },
        {
            source: 'change',
            cell: r => <Change record={r} />,
            width: 40,
            export: { value: r => describeChange(r.before, r.after).join('; ') },
        },
        {
            source: 'address',
            cardCell: (r, m) => r.address || m('portal.audit.none'),
            width: 18,
        },
    ],
    filters: [
        {
            source: 'userId',
            label: 'resources.auditRecords.fields.userId',
            input: <UserInput key="userId" source="userId" alwaysOn />,
        },
        {
            source: 'kind',
            label: 'resources.auditRecords.fields.kind',
            text: auditKindLabel,
            input: (
                <SelectInput
                    key="kind"
                    source="kind"
                    choices={AUDIT_KINDS.map(kind => ({ id: kind, name: auditKindLabel(kind) }))}
                    emptyText="portal.common.all"
                    alwaysOn
                />
            ),
        },
        dateRangeFilter('time', ['timeBegin', 'timeEnd'], 'resources.auditRecords.fields.time'),
    ],
    cards: {
        title: 'kind',
        badge: 'time',
        lines: ['userName', 'object', 'change', 'address'],
        height: 200,
    },
};
