import { Button, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, SelectInput, TextInput, useListContext } from 'react-admin';
import type { ApplicantSummary } from '../../domain/types/applicants';
import { EmptyList, LIST_DEFAULTS } from '../common/ListParts';
import { PhoneFilters } from '../common/PhoneFilters';
import { ExportActions } from '../export/ExportButton';
import {
    APPLICANT_REGION_LABELS,
    APPLICANT_TYPE_LABELS,
    AUDIT_STATUS_LABELS,
    toChoices,
} from '../i18n/labels';
import { DialogSuspense } from '../common/DialogSuspense';
import { lazyNamed } from '../common/lazyNamed';
import { useMessage } from '../i18n/useMessage';
import { ApplicantCards } from './ApplicantCards';
import { AuditBadge, RowActions } from './applicantRow';
import { useApplicantOverlay } from './useApplicantOverlay';
import { orEmpty } from '../common/format';

// The form (with the country list) and the details load when they open.
const ApplicantFormDialog = lazyNamed(() => import('./ApplicantFormDialog'), 'ApplicantFormDialog');
const ApplicantShowDialog = lazyNamed(() => import('./ApplicantShowDialog'), 'ApplicantShowDialog');

// Labelled by resources.applicants.fields.
const filters = [
    <TextInput key="name" source="ApplicantName" alwaysOn resettable />,
    <SelectInput
        key="audit"
        source="auditStatus"
        choices={toChoices(AUDIT_STATUS_LABELS)}
        alwaysOn
    />,
];

/** Tabs 全部 / 企业 / 个人: the ApplicantType filter, kept in the query string with the others. */
const ApplicantTypeTabs = () => {
    const m = useMessage();
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const current = String(filterValues.ApplicantType ?? '');
    const value = current === '1' || current === '2' ? current : 'all';
    return (
        <Tabs
            value={value}
            onChange={(_, next: string) => {
                const { ApplicantType: _ignored, ...rest } = filterValues;
                setFilters(
                    next === 'all' ? rest : { ...rest, ApplicantType: Number(next) },
                    displayedFilters,
                );
            }}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            aria-label={m('resources.applicants.fields.applicantType')}
        >
            <Tab value="all" label={m('portal.common.all')} />
            <Tab value="2" label={APPLICANT_TYPE_LABELS[2]} />
            <Tab value="1" label={APPLICANT_TYPE_LABELS[1]} />
        </Tabs>
    );
};

const Column = DataTable.Col<ApplicantSummary>;

/**
 * 我的申请人 (`#/home/applicant`): tabs by type, filters, paging of 10, row actions, and the
 * add / view / edit overlays; tabs, filters, page and the open overlay live in the query string.
 * On a phone, the filters fold under 筛选 and the applicants are cards. No column sorts: the
 * list call takes no order (spec §7).
 */
export const ApplicantList = () => {
    const m = useMessage();
    const { overlay, open, close } = useApplicantOverlay();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const openRow = (kind: 'show' | 'edit', id: number) => open({ kind, id });
    return (
        <>
            <List<ApplicantSummary>
                resource="applicants"
                title="portal.menu.applicant"
                {...LIST_DEFAULTS}
                filters={isPhone ? undefined : filters}
                actions={
                    <ExportActions list="applicants">
                        <Button
                            variant="contained"
                            startIcon={<AddIcon />}
                            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                            onClick={() => open({ kind: 'create' })}
                        >
                            {m('portal.applicants.add')}
                        </Button>
                    </ExportActions>
                }
            >
                {isPhone && <PhoneFilters filters={filters} />}
                <ApplicantTypeTabs />
                {isPhone ? (
                    <ApplicantCards onOpen={openRow} />
                ) : (
                    <DataTable<ApplicantSummary>
                        bulkActionButtons={false}
                        rowClick={false}
                        empty={<EmptyList />}
                    >
                        <Column source="applicantName" disableSort />
                        <Column
                            source="applicantRegion"
                            disableSort
                            render={r => APPLICANT_REGION_LABELS[r.applicantRegion]}
                        />
                        <Column
                            source="applicantType"
                            disableSort
                            render={r => APPLICANT_TYPE_LABELS[r.applicantType]}
                        />
                        <Column
                            source="cardNumber"
                            disableSort
                            render={r => orEmpty(r.cardNumber)}
                        />
                        <Column
                            source="auditStatus"
                            disableSort
                            render={r => <AuditBadge record={r} />}
                        />
                        <Column label="portal.common.actions" align="right">
                            <RowActions onOpen={openRow} />
                        </Column>
                    </DataTable>
                )}
            </List>
            {overlay && (
                <DialogSuspense onClose={close}>
                    {overlay.kind === 'create' && <ApplicantFormDialog onClose={close} />}
                    {overlay.kind === 'edit' && (
                        <ApplicantFormDialog id={overlay.id} onClose={close} />
                    )}
                    {overlay.kind === 'show' && (
                        <ApplicantShowDialog
                            id={overlay.id}
                            onClose={close}
                            onEdit={() => open({ kind: 'edit', id: overlay.id })}
                        />
                    )}
                </DialogSuspense>
            )}
        </>
    );
};
