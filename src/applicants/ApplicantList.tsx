import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import type { ApplicantSummary } from '../../dataProvider/types';
import { EmptyList, LIST_PAGE_SIZE, PortalPagination } from '../common/ListParts';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    AUDIT_STATUS_TONES,
    toChoices,
} from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';

const filters = [
    <TextInput key="name" source="ApplicantName" alwaysOn resettable />,
    <SelectInput
        key="type"
        source="ApplicantType"
        label="resources.applicants.fields.applicantType"
        choices={toChoices(APPLICANT_TYPE_LABELS)}
        alwaysOn
    />,
    <SelectInput
        key="audit"
        source="auditStatus"
        choices={toChoices(AUDIT_STATUS_LABELS)}
        alwaysOn
    />,
];

const Column = DataTable.Col<ApplicantSummary>;

/** 我的申请人 (`#/home/applicant`): filters and page live in the query string. */
export const ApplicantList = () => (
    <List<ApplicantSummary>
        resource="applicants"
        title="portal.menu.applicant"
        perPage={LIST_PAGE_SIZE}
        filters={filters}
        pagination={<PortalPagination />}
        exporter={false}
        actions={false}
        empty={false}
    >
        <DataTable<ApplicantSummary>
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyList />}
        >
            <Column source="applicantName" />
            <Column
                source="applicantRegion"
                render={r => APPLICANT_REGION_LABELS[r.applicantRegion]}
            />
            <Column source="applicantType" render={r => APPLICANT_TYPE_LABELS[r.applicantType]} />
            <Column source="cardNumber" />
            <Column
                source="auditStatus"
                render={r => (
                    <StatusBadge
                        label={AUDIT_STATUS_LABELS[r.auditStatus]}
                        tone={AUDIT_STATUS_TONES[r.auditStatus]}
                    />
                )}
            />
        </DataTable>
    </List>
);
