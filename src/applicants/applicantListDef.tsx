/**
 * 我的申请人 as a list: its columns (the table's, the phone's cards' and the export's) and its
 * filters, declared once (src/common/lists/). The type filter is the list's tabs.
 */
import type { ApplicantSummary } from '../../domain/types/applicants';
import { orEmpty } from '../common/format';
import { codeFilter } from '../common/lists/codeFilter';
import { textFilter } from '../common/lists/filters';
import { codeLabel } from '../common/lists/listDefinition';
import type { ListDefinition } from '../common/lists/listDefinition';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
} from '../i18n/labels';
import { AuditBadge } from './applicantRow';

export const APPLICANT_LIST: ListDefinition<ApplicantSummary> = {
    resource: 'applicants',
    title: 'portal.menu.applicant',
    columns: [
        { source: 'applicantName', width: 28 },
        {
            source: 'applicantRegion',
            cell: r => APPLICANT_REGION_LABELS[r.applicantRegion],
            export: { value: r => codeLabel(APPLICANT_REGION_LABELS)(r.applicantRegion) },
        },
        {
            source: 'applicantType',
            cell: r => APPLICANT_TYPE_LABELS[r.applicantType],
            export: { value: r => codeLabel(APPLICANT_TYPE_LABELS)(r.applicantType) },
        },
        {
            source: 'cardNumber',
            cell: r => orEmpty(r.cardNumber),
            width: 22,
            export: { value: r => r.cardNumber || null },
        },
        {
            source: 'auditStatus',
            cell: r => <AuditBadge record={r} />,
            export: { value: r => codeLabel(AUDIT_STATUS_LABELS)(r.auditStatus) },
        },
    ],
    filters: [
        textFilter('ApplicantName', 'resources.applicants.fields.applicantName'),
        {
            source: 'ApplicantType',
            label: 'resources.applicants.fields.applicantType',
            text: codeLabel(APPLICANT_TYPE_LABELS),
        },
        codeFilter('auditStatus', 'resources.applicants.fields.auditStatus', AUDIT_STATUS_LABELS, {
            all: false,
        }),
    ],
    cards: {
        // name, audit state, type, region, identity number
        title: 'applicantName',
        badge: 'auditStatus',
        lines: ['applicantType', 'applicantRegion', 'cardNumber'],
        height: 186,
    },
};
