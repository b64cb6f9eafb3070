import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Link,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import type { OrderSummary } from '../../dataProvider/records';
import { SOON_DAYS, URGENT_DAYS } from '../../domain/rules/deadline';
import type { Due } from '../../domain/rules/deadline';
import { dueList } from '../../domain/rules/statutory';
import { formatChinaDate } from '../../domain/rules/time';
import { DialogSuspense } from '../common/DialogSuspense';
import { ErrorAlert } from '../common/ErrorAlert';
import { lazyNamed } from '../common/lazyNamed';
import { Loading } from '../common/Loading';
import { CardLine, RecordCard } from '../common/RecordCards';
import { WhyDisabled } from '../common/WhyDisabled';
import { classLabel } from '../i18n/labels';
import { useMessage } from '../i18n/useMessage';
import type { MessageKey } from '../i18n/useMessage';
import { PATHS, withId } from '../routes';
import { useCalendarExport } from './useCalendarExport';
import { DeadlineChip, useBasis } from '../common/deadlines/DeadlineChip';

const SupplementDialog = lazyNamed(() => import('../orders/SupplementDialog'), 'SupplementDialog');

/** The desk table's columns: order, trademark, class, applicant, kind, last day, left, actions. */
const COLUMN_WIDTHS = ['17%', '11%', '7%', '14%', '9%', '19%', '10%', '13%'];

type Group = 'overdue' | 'urgent' | 'soon' | 'later' | 'unknown';
const GROUPS: readonly Group[] = ['overdue', 'urgent', 'soon', 'later', 'unknown'];

const groupOf = ({ days }: Due<OrderSummary>): Group =>
    days === null
        ? 'unknown'
        : days < 0
          ? 'overdue'
          : days <= URGENT_DAYS
            ? 'urgent'
            : days <= SOON_DAYS
              ? 'soon'
              : 'later';

/**
 * Every time limit of the agency's orders (corrections, reviews, renewals) with its deadline,
 * most pressing first.
 */
const useOpenDeadlines = () => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    return useQuery({
        queryKey: ['orders', 'deadlineDesk'],
        queryFn: async () => dueList(await dataProvider.listDueOrders()),
    });
};

/** The years of the deadlines whose 调休 is not published yet (deadline.ts `covered`), in order. */
const unpublishedYears = (dues: readonly Due<OrderSummary>[]): string[] =>
    [
        ...new Set(
            dues.flatMap(({ deadline }) =>
                deadline && !deadline.covered ? [deadline.date.slice(0, 4)] : [],
            ),
        ),
    ].sort();

/** A time limit's key among the desk's rows: an order may have two (a notice and a review). */
const keyOf = (due: Due<OrderSummary>) => `${due.row.id}-${due.kind}`;

interface RowProps {
    due: Due<OrderSummary>;
    onCorrect: (orderId: string) => void;
    onCalendar: (due: Due<OrderSummary>) => void;
    busy: boolean;
}

const OrderLink = ({ orderId }: { orderId: string }) => (
    <Link component={RouterLink} to={withId(PATHS.orderDetail, orderId)}>
        {orderId}
    </Link>
);

/**
 * The deadline's last day, and why it is that day: the law and the day it counts from (a
 * review, a renewal), moved by the holiday rule, beyond the holiday data.
 */
const LastDay = ({ due }: { due: Due<OrderSummary> }) => {
    const m = useMessage();
    const basis = useBasis();
    if (!due.deadline) return null;
    const { raw, rolled, covered, date } = due.deadline;
    const notes = [
        ...basis(due.kind, due.since, true),
        ...(rolled ? [m('portal.deadlines.rolledShort', { raw: raw.slice(0, 10) })] : []),
        ...(covered ? [] : [m('portal.deadlines.uncoveredShort', { year: date.slice(0, 4) })]),
    ];
    return (
        <>
            {due.deadline.date}
            {notes.length > 0 && (
                <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    display="block"
                >
                    {notes.join(m('portal.deadlines.separator'))}
                </Typography>
            )}
        </>
    );
};

const RowButtons = ({ due, onCorrect, onCalendar, busy }: RowProps) => {
    const m = useMessage();
    return (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {due.kind === 'correction' ? (
                <Button size="small" variant="contained" onClick={() => onCorrect(due.row.orderId)}>
                    {m('portal.deadlines.correct')}
                </Button>
            ) : (
                <Button
                    size="small"
                    variant="contained"
                    component={RouterLink}
                    to={withId(PATHS.orderDetail, due.row.orderId)}
                    aria-label={`${m('portal.deadlines.view')} ${due.row.orderId}`}
                >
                    {m('portal.deadlines.view')}
                </Button>
            )}
            {due.deadline && (
                <Button
                    size="small"
                    startIcon={<EventIcon />}
                    disabled={busy}
                    onClick={() => onCalendar(due)}
                    aria-label={`${m('portal.deadlines.addToCalendar')} ${due.row.orderId}`}
                >
                    {m('portal.deadlines.addToCalendar')}
                </Button>
            )}
        </Box>
    );
};

/** A group of deadlines, named `label`, with each row's buttons. */
type GroupProps = { label: string; dues: Due<OrderSummary>[] } & Omit<RowProps, 'due'>;

const GroupTable = ({ label, dues, ...actions }: GroupProps) => {
    const m = useMessage();
    return (
        <TableContainer>
            {/* the same widths in every group, so the groups' columns line up */}
            <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 880 }}>
                <colgroup>
                    {COLUMN_WIDTHS.map((width, i) => (
                        <col key={i} style={{ width }} />
                    ))}
                </colgroup>
                <TableHead>
                    <TableRow>
                        <TableCell>{m('resources.orders.fields.orderId')}</TableCell>
                        <TableCell>{m('resources.orders.fields.trademarkName')}</TableCell>
                        <TableCell>{m('resources.orders.fields.cls')}</TableCell>
                        <TableCell>{m('resources.orders.fields.applicant')}</TableCell>
                        <TableCell>{m('portal.deadlines.kindColumn')}</TableCell>
                        <TableCell>{m('portal.deadlines.lastDayColumn')}</TableCell>
                        <TableCell>{m('portal.deadlines.leftColumn')}</TableCell>
                        <TableCell align="right">{m('portal.common.actions')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {dues.map(due => (
                        <TableRow key={keyOf(due)} hover>
                            <TableCell>
                                <OrderLink orderId={due.row.orderId} />
                            </TableCell>
                            <TableCell>{due.row.trademarkName}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {classLabel(due.row.cls)}
                            </TableCell>
                            <TableCell>{due.row.applicant}</TableCell>
                            <TableCell>{m(`portal.deadlines.kinds.${due.kind}`)}</TableCell>
                            <TableCell>
                                <LastDay due={due} />
                            </TableCell>
                            <TableCell>
                                <DeadlineChip due={due} />
                            </TableCell>
                            <TableCell align="right">
                                <RowButtons due={due} {...actions} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

const GroupCards = ({ label, dues, ...actions }: GroupProps) => {
    const m = useMessage();
    return (
        <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 1, m: 0 }}>
            {dues.map(due => (
                <RecordCard
                    key={keyOf(due)}
                    title={due.row.trademarkName}
                    badge={<DeadlineChip due={due} />}
                    actions={<RowButtons due={due} {...actions} />}
                >
                    <CardLine label={m('resources.orders.fields.orderId')}>
                        <OrderLink orderId={due.row.orderId} />
                    </CardLine>
                    <CardLine label={m('resources.orders.fields.cls')}>
                        {classLabel(due.row.cls)}
                    </CardLine>
                    <CardLine label={m('resources.orders.fields.applicant')}>
                        {due.row.applicant}
                    </CardLine>
                    <CardLine label={m('portal.deadlines.kindColumn')}>
                        {m(`portal.deadlines.kinds.${due.kind}`)}
                    </CardLine>
                    <CardLine label={m('portal.deadlines.lastDayColumn')}>
                        {due.deadline ? <LastDay due={due} /> : m('portal.deadlines.unknown')}
                    </CardLine>
                </RecordCard>
            ))}
        </Stack>
    );
};

/**
 * 期限管理 (`#/home/myorder/deadlines`): every time limit of the agency's orders (a correction
 * notice, the review of a refusal, a renewal or its grace; domain/rules/statutory.ts), grouped
 * by how near its deadline is (after the office's holiday rule), most pressing first, each with
 * its legal basis, 补正 or 查看订单, and its calendar file; all of them in one calendar file. Read
 * through the order list's own call, so it works on a backend that speaks only the spec.
 */
export const DeadlineDeskPage = () => {
    const m = useMessage();
    const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const deadlines = useOpenDeadlines();
    const calendar = useCalendarExport();
    const [correcting, setCorrecting] = useState<string | null>(null);
    const groups = useMemo(() => {
        const byGroup = new Map<Group, Due<OrderSummary>[]>();
        for (const due of deadlines.data ?? []) {
            const group = groupOf(due);
            byGroup.set(group, [...(byGroup.get(group) ?? []), due]);
        }
        return GROUPS.flatMap(group => {
            const dues = byGroup.get(group);
            return dues ? [{ group, dues }] : [];
        });
    }, [deadlines.data]);
    const dated = (deadlines.data ?? []).filter(due => due.deadline);
    const unpublished = useMemo(() => unpublishedYears(deadlines.data ?? []), [deadlines.data]);
    const actions = {
        onCorrect: setCorrecting,
        onCalendar: (due: Due<OrderSummary>) =>
            void calendar.run(
                [due],
                m('portal.deadlines.fileOne', {
                    kind: m(`portal.deadlines.kinds.${due.kind}`),
                    orderId: due.row.orderId,
                }),
            ),
        busy: calendar.busy,
    };
    const Group = isPhone ? GroupCards : GroupTable;

    return (
        <Stack spacing={2}>
            <Title title="portal.menu.deadlines" />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
                    {m('portal.deadlines.intro')}
                </Typography>
                <WhyDisabled
                    reason={
                        !deadlines.isPending &&
                        dated.length === 0 &&
                        m('portal.deadlines.noneToExport')
                    }
                >
                    <Button
                        variant="outlined"
                        startIcon={<EventIcon />}
                        disabled={dated.length === 0 || calendar.busy}
                        onClick={() =>
                            void calendar.run(
                                dated,
                                m('portal.deadlines.fileAll', {
                                    date: formatChinaDate(Date.now()),
                                }),
                            )
                        }
                    >
                        {m('portal.deadlines.exportAll')}
                    </Button>
                </WhyDisabled>
            </Box>
            {unpublished.length > 0 && (
                <Alert severity="warning" data-testid="deadline-unpublished">
                    {m('portal.deadlines.unpublished', {
                        years: unpublished.join(m('portal.deadlines.yearSeparator')),
                    })}
                </Alert>
            )}
            {deadlines.isPending ? (
                <Loading />
            ) : deadlines.error ? (
                <ErrorAlert
                    error={deadlines.error}
                    onRetry={() => void deadlines.refetch()}
                    retrying={deadlines.isFetching}
                />
            ) : groups.length === 0 ? (
                <Card>
                    <CardContent>
                        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                            {m('portal.deadlines.empty')}
                        </Typography>
                    </CardContent>
                </Card>
            ) : (
                groups.map(({ group, dues }) => {
                    const label = m(`portal.deadlines.groups.${group}` as MessageKey);
                    return (
                        <Card key={group} data-testid={`deadline-group-${group}`}>
                            <CardContent sx={{ pb: 0 }}>
                                <Typography
                                    component="h2"
                                    variant="h6"
                                    color={
                                        group === 'overdue' || group === 'urgent'
                                            ? 'error'
                                            : undefined
                                    }
                                >
                                    {label}
                                    <Typography
                                        component="span"
                                        color="text.secondary"
                                        sx={{ ml: 1 }}
                                    >
                                        {m('portal.deadlines.count', { count: dues.length })}
                                    </Typography>
                                </Typography>
                                {group === 'unknown' && (
                                    <Typography variant="body2" color="text.secondary">
                                        {m('portal.deadlines.unknownHint')}
                                    </Typography>
                                )}
                            </CardContent>
                            <Group label={label} dues={dues} {...actions} />
                        </Card>
                    );
                })
            )}
            {correcting && (
                <DialogSuspense onClose={() => setCorrecting(null)}>
                    <SupplementDialog id={correcting} onClose={() => setCorrecting(null)} />
                </DialogSuspense>
            )}
        </Stack>
    );
};
