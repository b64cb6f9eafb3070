import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummary } from './testing';
import { TooManyRowsError } from '../../dataProvider';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';

const awaiting = (orderId: string, acceptExpirationDate: string | null, trademarkName = orderId) =>
    orderSummary({
        id: orderId,
        orderId,
        trademarkName,
        state: 21,
        supplementState: 2,
        supplementId: 1,
        acceptExpirationDate,
    });

const ROWS = [
    awaiting('TM-LATER', '2026-12-20 10:00:00'),
    awaiting('TM-UNKNOWN', null),
    awaiting('TM-SOON', '2026-11-28 09:00:00', '周末顺延'),
    awaiting('TM-OVERDUE', '2026-11-24 09:00:00'),
    awaiting('TM-URGENT', '2026-11-27 09:00:00'),
];

const openDesk = (listAll = vi.fn(async () => ROWS)) => {
    renderApp({ path: '/home/myorder/deadlines', loggedIn: true, dataProvider: { listAll } });
    return { listAll };
};

describe('期限管理', () => {
    beforeEach(() => {
        // Thursday 2026-11-26, 10:00 in China
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
    });
    afterEach(() => {
        vi.useRealTimers();
        vi.restoreAllMocks();
    });

    it('lists every open deadline by urgency, read through the order list', async () => {
        const { listAll } = openDesk();
        const groups = await screen.findAllByTestId(/^deadline-group-/);
        expect(groups.map(g => g.dataset.testid)).toEqual([
            'deadline-group-overdue',
            'deadline-group-urgent',
            'deadline-group-soon',
            'deadline-group-later',
            'deadline-group-unknown',
        ]);
        expect(listAll).toHaveBeenCalledWith(
            'orders',
            expect.objectContaining({ filter: { supplementState: 2 }, max: 10_000 }),
        );
        expect(within(groups[0]).getByRole('heading')).toHaveTextContent('已逾期共 1 项');
        expect(within(groups[0]).getByText('已逾期 2 天')).toBeInTheDocument();
        expect(within(groups[1]).getByText('剩 1 天')).toBeInTheDocument();
        // a Saturday deadline moved to Monday, and why
        const soon = within(groups[2]).getByRole('row', { name: /TM-SOON/ });
        expect(soon).toHaveTextContent('2026-11-30');
        expect(soon).toHaveTextContent('原定 2026-11-28，遇节假日顺延');
        expect(within(groups[4]).getByText(/未能读取这些订单的补正通知/)).toBeInTheDocument();
        expect(within(groups[4]).queryByRole('button', { name: /加入日历/ })).toBeNull();
        expect(within(groups[0]).getByRole('link', { name: 'TM-OVERDUE' })).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM-OVERDUE',
        );
    });

    it('saves one deadline, or all of them, as a calendar file', async () => {
        const saved: { name: string; text: Promise<string> }[] = [];
        vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
            saved.push({ name: '', text: (blob as Blob).text() });
            return 'blob:calendar';
        });
        vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
        const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
            this: HTMLAnchorElement,
        ) {
            saved[saved.length - 1].name = this.download;
        });
        openDesk();
        await userEvent.click(await screen.findByRole('button', { name: '加入日历 TM-URGENT' }));
        await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
        expect(saved[0].name).toBe('补正期限_TM-URGENT.ics');
        expect(await saved[0].text).toContain('DTSTART;VALUE=DATE:20261127');

        await userEvent.click(screen.getByRole('button', { name: '全部导出到日历' }));
        await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
        expect(saved[1].name).toBe('补正期限_全部_2026-11-26.ics');
        // four deadlines known; the unknown one is left out
        expect((await saved[1].text).match(/BEGIN:VEVENT/g)).toHaveLength(4);
    });

    it('says when nothing awaits correction', async () => {
        const { listAll } = openDesk(vi.fn(async () => []));
        expect(await screen.findByText('暂无待补正的期限')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '全部导出到日历' })).toBeDisabled();
        expect(listAll).toHaveBeenCalled();
    });

    it('shows the refusal of an agency with too many open corrections', async () => {
        allowConsoleErrors(/超过/);
        openDesk(
            vi.fn(async () => {
                throw new TooManyRowsError(12_000, 10_000);
            }),
        );
        expect(await screen.findByText('列表共 12000 条，超过 10000 条')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    });
});
