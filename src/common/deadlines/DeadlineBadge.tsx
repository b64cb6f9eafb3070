import { Suspense } from 'react';
import type { TimedRow } from '../../../domain/rules/timeLimits';
import { orderStateOf } from '../../../domain/states/orders';
import { lazyNamed, onDemand } from '../lazyNamed';

const load = () => onDemand(import('./loadDeadlineChip')).then(module => module.loadDeadlineChip());
const DeadlineChip = lazyNamed(load, 'DeadlineChip');
const LazyDeadlineDay = lazyNamed(load, 'DeadlineDay');
const LazyDeadlineTime = lazyNamed(load, 'DeadlineTime');
const LazyTimeLimitChips = lazyNamed(load, 'TimeLimitChips');
const LazyTimeLimitNotice = lazyNamed(load, 'TimeLimitNotice');

/**
 * A correction's countdown badge (DeadlineChip), loaded with the holiday data the first time a
 * deadline is shown, so the lists and the shell do not carry it.
 */
export const DeadlineBadge = (props: {
    acceptExpirationDate: string | null | undefined;
    detailed?: boolean;
}) => (
    <Suspense fallback={null}>
        <DeadlineChip {...props} />
    </Suspense>
);

/** A deadline's last day after the holiday rule; the office's own day while the rule loads. */
export const DeadlineDay = ({ acceptExpirationDate }: { acceptExpirationDate: string }) => (
    <Suspense fallback={acceptExpirationDate.slice(0, 10)}>
        <LazyDeadlineDay acceptExpirationDate={acceptExpirationDate} />
    </Suspense>
);

/**
 * A deadline's last moment as every screen shows it: the end of its last day after the holiday
 * rule (domain/rules/answerUntil.ts), never the time of day the office happened to write.
 */
export const DeadlineTime = ({ acceptExpirationDate }: { acceptExpirationDate: string }) => (
    <Suspense fallback={acceptExpirationDate.slice(0, 10)}>
        <LazyDeadlineTime acceptExpirationDate={acceptExpirationDate} />
    </Suspense>
);

/**
 * The countdowns of an order's statutory time limits (a review after a refusal, a renewal),
 * loaded with the holiday data only for a row whose state opens one (domain/states/orders.ts
 * `timeLimit`).
 */
export const TimeLimitBadge = ({ row, detailed }: { row: TimedRow; detailed?: boolean }) =>
    orderStateOf(row.state)?.timeLimit ? (
        <Suspense fallback={null}>
            <LazyTimeLimitChips row={row} detailed={detailed} />
        </Suspense>
    ) : null;

/** Above an order's detail: its statutory time limits in full (DeadlineChip's TimeLimitNotice). */
export const TimeLimitNotice = ({ row }: { row: TimedRow }) =>
    orderStateOf(row.state)?.timeLimit ? (
        <Suspense fallback={null}>
            <LazyTimeLimitNotice row={row} />
        </Suspense>
    ) : null;
