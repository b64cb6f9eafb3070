import { Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApplicantSummary } from '../../domain/types/applicants';
import { DialogSuspense } from '../common/DialogSuspense';
import { lazyNamed } from '../common/lazyNamed';
import { ListFrame } from '../common/lists/ListFrame';
import { ExportActions } from '../export/ExportButton';
import { APPLICANT_TYPE_LABELS } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import { APPLICANT_LIST } from './applicantListDef';
import { RowActions } from './applicantRow';
import { PATHS } from '../routes';
import { useApplicantOverlay } from './useApplicantOverlay';

// The form (with the country list) and the details load when they open.
const ApplicantFormDialog = lazyNamed(() => import('./ApplicantFormDialog'), 'ApplicantFormDialog');
const ApplicantShowDialog = lazyNamed(() => import('./ApplicantShowDialog'), 'ApplicantShowDialog');

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

/** Where an order's detail sent the user from (`returnTo`): only an order's detail is taken. */
const RETURN_TO = new RegExp(`^${PATHS.orderDetail.replace(':id', '[\\w-]{1,64}')}$`);

/**
 * The `returnTo` the page was opened with, kept while it is open: the list rewrites its query
 * string as the user filters or pages.
 */
const useReturnTo = (): string | null => {
    const [params] = useSearchParams();
    const [returnTo] = useState(() => {
        const value = params.get('returnTo');
        return value && RETURN_TO.test(value) ? value : null;
    });
    return returnTo;
};

/**
 * 我的申请人 (`#/home/applicant`): tabs by type, filters, paging of 10, row actions, and the
 * add / view / edit overlays; tabs, filters, page and the open overlay live in the query string.
 * On a phone, the filters fold under 筛选 and the applicants are cards. No column sorts: the
 * list call takes no order (docs/api.md).
 */
export const ApplicantList = () => {
    const m = useMessage();
    const { overlay, open, close: closeOverlay } = useApplicantOverlay();
    // opened from an order (修改申请人): closing the edit goes back to the order
    const returnTo = useReturnTo();
    const navigate = useNavigate();
    const close = () => (returnTo ? navigate(returnTo) : closeOverlay());
    const openRow = (kind: 'show' | 'edit', id: number) => open({ kind, id });
    return (
        <>
            <ListFrame<ApplicantSummary>
                list={APPLICANT_LIST}
                actions={
                    <ExportActions list={APPLICANT_LIST}>
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
                tabs={<ApplicantTypeTabs />}
                rowActions={{ render: () => <RowActions onOpen={openRow} />, align: 'right' }}
            />
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
