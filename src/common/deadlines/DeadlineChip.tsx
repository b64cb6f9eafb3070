import { Alert, AlertTitle, Box, Chip, Tooltip } from '@mui/material';
import type { Theme } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { deadlineTimeText } from '../../../domain/rules/answerUntil';
import { daysLeft, deadlineOf, deadlineTone } from '../../../domain/rules/deadline';
import type { Deadline, DeadlineKind, DeadlineTone, Due } from '../../../domain/rules/deadline';
import { duesOf, renewalTerm, reviewDeadline } from '../../../domain/rules/statutory';
import type { TimedRow } from '../../../domain/rules/statutory';
import { VISUALLY_HIDDEN } from '../visuallyHidden';
import { useMessage } from '../../i18n/useMessage';

const COLORS: Record<DeadlineTone, 'error' | 'default'> = {
    overdue: 'error',
    urgent: 'error',
    soon: 'default',
    later: 'default',
};

/**
 * Coming up (within 7 days): orange as MUI's warning alert draws it, dark text on a light
 * ground. White on the warning colour itself reads at 3:1, under the 4.5:1 small text needs.
 */
const SOON_SX = {
    bgcolor: (theme: Theme) => lighten(theme.palette.warning.main, 0.85),
    color: (theme: Theme) => darken(theme.palette.warning.main, 0.6),
};

/** The badge's short text: 剩 N 天, 今天到期, 已逾期 N 天. */
export const useCountdown = () => {
    const m = useMessage();
    return (days: number) =>
        days < 0
            ? m('portal.deadlines.overdue', { days: -days })
            : days === 0
              ? m('portal.deadlines.today')
              : m('portal.deadlines.left', { days });
};

/** Why the deadline is not simply its day: moved by the holiday rule, beyond the holiday data. */
export const useDeadlineNotes = () => {
    const m = useMessage();
    return (deadline: Deadline): string[] => [
        ...(deadline.rolled
            ? [
                  m('portal.deadlines.rolled', {
                      raw: deadline.raw.slice(0, 10),
                      date: deadline.date,
                  }),
              ]
            : []),
        ...(deadline.covered
            ? []
            : [m('portal.deadlines.uncovered', { year: deadline.date.slice(0, 4) })]),
    ];
};

/**
 * A time limit's legal basis and the days it counts from, in full or `short` (under a last day
 * on the desk); none for a correction notice.
 */
export const useBasis = () => {
    const m = useMessage();
    return (kind: DeadlineKind, since: string, short = false): string[] => {
        const words = short ? 'basisShort' : 'basis';
        if (kind === 'review') {
            const served = reviewDeadline(since)?.served;
            return served ? [m(`portal.deadlines.${words}.review`, { since, served })] : [];
        }
        if (kind === 'renewal' || kind === 'grace') {
            const expires = renewalTerm(since)?.expires;
            return expires ? [m(`portal.deadlines.${words}.${kind}`, { since, expires })] : [];
        }
        return [];
    };
};

/** The deadline in full: its last day, why it is that day, and its notes. */
export const useDeadlineText = () => {
    const m = useMessage();
    const notes = useDeadlineNotes();
    const basis = useBasis();
    return (deadline: Deadline, kind: DeadlineKind = 'correction', since = '') =>
        [
            kind === 'correction'
                ? // to the minute the server times the notice out (answerUntil.ts)
                  m('portal.deadlines.lastDay', { date: deadlineTimeText(deadline.raw) })
                : m(`portal.deadlines.lastDays.${kind}`, { date: deadline.date }),
            ...basis(kind, since),
            ...notes(deadline),
        ].join(m('portal.deadlines.separator'));
};

/**
 * A deadline's countdown (剩 3 天, red within 3 days, 已逾期 once passed) by the office's
 * holiday rule: a correction notice's (`acceptExpirationDate`) or any time limit's (`due`); its
 * full text (last day, legal basis, the roll-over) in a tooltip and for screen readers. Loaded
 * on demand with the holiday data (DeadlineBadge).
 */
export const DeadlineChip = ({
    acceptExpirationDate,
    due,
    detailed = false,
    named = false,
}: {
    acceptExpirationDate?: string | null | undefined;
    /** the chip names its kind (驳回复审 剩 5 天) where nothing beside it does */
    named?: boolean;
    /** a time limit read by the rules (statutory.ts), instead of a notice's deadline */
    due?: Pick<Due<unknown>, 'kind' | 'deadline' | 'since'>;
    /** the full text shown beside the badge (a dialog, the detail page), not only in its tooltip */
    detailed?: boolean;
}) => {
    const m = useMessage();
    const countdown = useCountdown();
    const describe = useDeadlineText();
    const deadline = due ? due.deadline : deadlineOf(acceptExpirationDate);
    const kind = due?.kind ?? 'correction';
    if (!deadline) {
        return <Chip size="small" variant="outlined" label={m('portal.deadlines.unknown')} />;
    }
    const days = daysLeft(deadline);
    const tone = deadlineTone(days);
    const full = describe(deadline, kind, due?.since);
    const chip = (
        <Chip
            size="small"
            data-testid="deadline-badge"
            data-tone={tone}
            data-kind={kind}
            color={COLORS[tone]}
            variant={tone === 'urgent' || tone === 'later' ? 'outlined' : 'filled'}
            sx={tone === 'soon' ? SOON_SX : undefined}
            label={
                <>
                    {named && `${m(`portal.deadlines.kinds.${kind}`)} `}
                    {countdown(days)}
                    {!detailed && (
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                            {m('portal.deadlines.aside', { text: full })}
                        </Box>
                    )}
                </>
            }
        />
    );
    if (detailed) {
        return (
            <Box
                component="span"
                sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
                {chip}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                    {full}
                </Box>
            </Box>
        );
    }
    // the chip keeps its own text as its name (剩 3 天 and the hidden full text); the tooltip
    // only describes it
    return (
        <Tooltip title={full} describeChild>
            {chip}
        </Tooltip>
    );
};

/** A deadline's last moment after the holiday rule, to the minute (2026-11-30 23:59). */
export const DeadlineTime = ({ acceptExpirationDate }: { acceptExpirationDate: string }) =>
    deadlineTimeText(acceptExpirationDate);

/** A deadline's last day after the holiday rule (the day the office wrote, when it is none). */
export const DeadlineDay = ({ acceptExpirationDate }: { acceptExpirationDate: string }) =>
    deadlineOf(acceptExpirationDate)?.date ?? acceptExpirationDate.slice(0, 10);

/**
 * The countdowns of a row's time limits other than its correction notice (a review after a
 * refusal, a renewal or its grace): 我的订单's state column, the order's detail. Nothing when it
 * has none on the desk now.
 */
export const TimeLimitChips = ({ row, detailed }: { row: TimedRow; detailed?: boolean }) => (
    <>
        {duesOf(row)
            .filter(due => due.kind !== 'correction')
            .map(due => (
                <DeadlineChip key={due.kind} due={due} detailed={detailed} named />
            ))}
    </>
);

/**
 * Above an order's detail: each of its time limits other than a correction notice (those have
 * their own dialog), what it allows and its countdown in full. Nothing when it has none now.
 */
export const TimeLimitNotice = ({ row }: { row: TimedRow }) => {
    const m = useMessage();
    const dues = duesOf(row).flatMap(due =>
        due.kind === 'correction' ? [] : [{ ...due, kind: due.kind }],
    );
    return (
        <>
            {dues.map(due => (
                <Alert
                    key={due.kind}
                    severity={due.days !== null && due.days <= 7 ? 'warning' : 'info'}
                    sx={{ mb: 2 }}
                    data-testid="order-time-limit"
                >
                    <AlertTitle>{m(`portal.deadlines.kinds.${due.kind}`)}</AlertTitle>
                    <Box sx={{ mb: 1 }}>{m(`portal.deadlines.notice.${due.kind}`)}</Box>
                    <DeadlineChip due={due} detailed />
                </Alert>
            ))}
        </>
    );
};
