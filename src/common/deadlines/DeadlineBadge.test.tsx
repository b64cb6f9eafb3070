import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { DeadlineBadge } from './DeadlineBadge';

const show = (acceptExpirationDate: string | null, detailed = false) =>
    render(
        <AdminContext i18nProvider={i18nProvider}>
            <DeadlineBadge acceptExpirationDate={acceptExpirationDate} detailed={detailed} />
        </AdminContext>,
    );

describe('DeadlineBadge: a correction’s countdown by the holiday rule', () => {
    beforeEach(() => {
        // Thursday 2026-11-26, 10:00 in China
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
    });
    afterEach(() => {
        vi.useRealTimers();
    });

    it('counts the days left, red within 3 days', async () => {
        show('2026-11-29 09:00:00');
        // Sunday 29 November rolls to Monday 30 November: 4 days, coming up but not red
        const badge = await screen.findByTestId('deadline-badge');
        expect(badge).toHaveTextContent('剩 4 天');
        expect(badge).toHaveAttribute('data-tone', 'soon');
        expect(badge).toHaveTextContent(
            '补正截止：2026-11-30 23:59；原定 2026-11-29 为节假日或休息日，按商标法实施条例第十二条顺延至 2026-11-30',
        );
    });

    it('ends a deadline on a working day with that day, not at the time the office wrote', async () => {
        show('2026-11-27 08:44:12', true);
        expect(await screen.findByText('补正截止：2026-11-27 23:59')).toBeVisible();
    });

    it('is red at 3 days and on the last day, and marks a passed deadline', async () => {
        const { unmount } = show('2026-11-27 09:00:00');
        expect(await screen.findByTestId('deadline-badge')).toHaveAttribute('data-tone', 'urgent');
        expect(screen.getByTestId('deadline-badge')).toHaveTextContent('剩 1 天');
        expect(screen.getByTestId('deadline-badge')).toHaveClass('MuiChip-colorError');
        unmount();
        const today = show('2026-11-26 18:00:00');
        expect(await screen.findByTestId('deadline-badge')).toHaveTextContent('今天到期');
        today.unmount();
        show('2026-11-24 18:00:00');
        const overdue = await screen.findByTestId('deadline-badge');
        expect(overdue).toHaveTextContent('已逾期 2 天');
        expect(overdue).toHaveAttribute('data-tone', 'overdue');
    });

    it('says plainly when the deadline is unknown or its year’s 调休 is not published', async () => {
        const { unmount } = show(null);
        expect(await screen.findByText('截止日期未知')).toBeInTheDocument();
        unmount();
        // 元旦 2027 by the law, before the year's notice: moved past it and the weekend
        show('2027-01-01 09:30:05', true);
        expect(
            await screen.findByText(
                '补正截止：2027-01-04 23:59；原定 2027-01-01 为节假日或休息日，按商标法实施条例第十二条顺延至 2027-01-04；2027 年的调休安排尚未公布，截止日期按法定节假日和周末推算，调休未知，请以商标局通知为准',
            ),
        ).toBeVisible();
    });
});
