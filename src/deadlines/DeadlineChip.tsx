import { Box, Chip, Tooltip } from '@mui/material';
import type { Theme } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { deadlineTimeText } from '../../domain/rules/answerUntil';
import { daysLeft, deadlineOf, deadlineTone } from '../../domain/rules/deadline';
import type { Deadline, DeadlineTone } from '../../domain/rules/deadline';
import { VISUALLY_HIDDEN } from '../common/visuallyHidden';
import { useMessage } from '../i18n/useMessage';

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

/** The deadline in full: its last day, and its notes. */
export const useDeadlineText = () => {
    const m = useMessage();
    const notes = useDeadlineNotes();
    return (deadline: Deadline) =>
        [
            // to the minute the server times the notice out (answerUntil.ts)
            m('portal.deadlines.lastDay', { date: deadlineTimeText(deadline.raw) }),
            ...notes(deadline),
        ].join(m('portal.deadlines.separator'));
};

/**
 * A correction's countdown (剩 3 天, red within 3 days, 已逾期 once passed) by the office's
 * holiday rule; its full text (last day, the roll-over) in a tooltip and for screen readers.
 * Loaded on demand with the holiday data (DeadlineBadge).
 */
export const DeadlineChip = ({
    acceptExpirationDate,
    detailed = false,
}: {
    acceptExpirationDate: string | null | undefined;
    /** the full text shown beside the badge (a dialog, the detail page), not only in its tooltip */
    detailed?: boolean;
}) => {
    const m = useMessage();
    const countdown = useCountdown();
    const describe = useDeadlineText();
    const deadline = deadlineOf(acceptExpirationDate);
    if (!deadline) {
        return <Chip size="small" variant="outlined" label={m('portal.deadlines.unknown')} />;
    }
    const days = daysLeft(deadline);
    const tone = deadlineTone(days);
    const full = describe(deadline);
    const chip = (
        <Chip
            size="small"
            data-testid="deadline-badge"
            data-tone={tone}
            color={COLORS[tone]}
            variant={tone === 'urgent' || tone === 'later' ? 'outlined' : 'filled'}
            sx={tone === 'soon' ? SOON_SX : undefined}
            label={
                <>
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
