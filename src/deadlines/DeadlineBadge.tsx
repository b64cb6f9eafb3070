import { Suspense } from 'react';
import { lazyNamed } from '../common/lazyNamed';

const DeadlineChip = lazyNamed(() => import('./DeadlineChip'), 'DeadlineChip');

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
