/**
 * 操作日志 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/). The columns name people and objects through what
 * the page could read (auditNames.ts), so they are made with those names.
 */
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectInput, useDataProvider, useGetIdentity } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { AuditRecord } from '../../dataProvider/records';
import { AUDIT_KINDS } from '../../domain/types/audit';
import { dateRangeFilter } from '../common/lists/filters';
import { auditMessages } from '../i18n/messages/audit';
import type { ListDefinition, ListFilter } from '../common/lists/listDefinition';
import { auditNamesOf } from './auditNames';
import type { AuditNames, KnownUser } from './auditNames';
import {
    auditKindLabel,
    describeActor,
    describeAddress,
    describeChange,
    describeObject,
} from './describeChange';

/** The agency's users (an admin's), for the 操作人 filter and the names; none when the backend cannot say. */
const useAgencyUsers = (isAdmin: boolean) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: ['agencyUsers'],
        queryFn: () => dataProvider.getAgencyUsers(),
        enabled: isAdmin,
        retry: false,
    });
};

/** The agency's users, for an admin's 操作人 filter, by their true names. */
export const useUserChoices = (isAdmin: boolean) =>
    (useAgencyUsers(isAdmin).data ?? []).map(u => ({ id: u.id, name: u.trueName || u.name }));

/**
 * The names the page can give: the agency's users for an admin (an agent may not list them,
 * and reads only their own records), and the signed-in user.
 */
export const useAuditNames = (isAdmin: boolean): AuditNames => {
    const users = useAgencyUsers(isAdmin).data;
    const { identity } = useGetIdentity();
    const self = identity as (KnownUser & { fullName?: string }) | undefined;
    return useMemo(() => {
        const known: KnownUser[] = [...(users ?? [])];
        if (self && typeof self.id === 'number' && typeof self.name === 'string')
            known.push({ id: self.id, name: self.name, trueName: self.fullName ?? self.trueName });
        return auditNamesOf(known);
    }, [users, self]);
};

/** 操作人, an admin's filter (the list hides it from anyone else). */
const UserInput = (props: { source: 'userId'; alwaysOn: true }) => (
    <SelectInput {...props} choices={useUserChoices(true)} emptyText="portal.common.all" />
);

const FILTERS: ListFilter[] = [
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
];

/** The list, its people and objects named with `names`. */
export const auditList = (names: AuditNames): ListDefinition<AuditRecord> => ({
    resource: 'auditRecords',
    title: 'portal.audit.title',
    columns: [
        { source: 'time', width: 20, export: { kind: 'time' } },
        {
            source: 'userName',
            cell: r => describeActor(r, names),
            width: 16,
            export: { value: r => describeActor(r, names) },
        },
        {
            source: 'kind',
            cell: r => auditKindLabel(r.kind),
            width: 18,
            export: { value: r => auditKindLabel(r.kind) },
        },
        {
            source: 'object',
            cell: r => describeObject(r, names),
            width: 30,
            export: { value: r => describeObject(r, names) },
        },
        {
            source: 'change',
            cell: r => (
                <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                    {describeChange(r.before, r.after, names).join('\n')}
                </Box>
            ),
            width: 40,
            // one cell of the sheet: the lines joined as Chinese writes a list of clauses
            export: {
                value: r =>
                    describeChange(r.before, r.after, names).join(auditMessages.lineSeparator),
            },
        },
        {
            source: 'address',
            cell: r => describeAddress(r.address),
            width: 18,
            export: { value: r => describeAddress(r.address) },
        },
    ],
    filters: FILTERS,
    cards: {
        title: 'kind',
        badge: 'time',
        lines: ['userName', 'object', 'change', 'address'],
        height: 200,
    },
});
