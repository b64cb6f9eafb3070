import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummary } from '../orders/testing';
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

/** A refused order whose refusal the office dated `stateTime`. */
const refused = (orderId: string, stateTime: string) =>
    orderSummary({
        id: orderId,
        orderId,
        trademarkName: orderId,
        state: 30,
        createTime: '2026-06-01 09:00:00',
        stateTime,
    });

/** A registration approved on `stateTime`, filed the year before. */
const registered = (orderId: string, stateTime: string) =>
    orderSummary({
        id: orderId,
        orderId,
        trademarkName: orderId,
        state: 99,
        createTime: '2015-09-01 09:00:00',
        stateTime,
    });

const ROWS = [
    awaiting('TM-LATER', '2026-12-20 10:00:00'),
    awaiting('TM-UNKNOWN', null),
    awaiting('TM-SOON', '2026-11-28 09:00:00', '周末顺延'),
    awaiting('TM-OVERDUE', '2026-11-24 09:00:00'),
    awaiting('TM-URGENT', '2026-11-27 09:00:00'),
    // dispatched 2026-11-02: delivered 11-17, review until Wednesday 12-02
    refused('TM-REVIEW', '2026-11-02 16:00:00'),
    // registered 2016-12-20: the term ends 2026-12-19
    registered('TM-RENEW', '2016-12-20 09:00:00'),
];

const openDesk = (listDueOrders = vi.fn(async () => ROWS)) => {
    renderApp({
        path: '/home/myorder/deadlines',
        loggedIn: true,
        dataProvider: { listDueOrders },
    });
    return { listDueOrders };
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
        const { listDueOrders } = openDesk();
        const groups = await screen.findAllByTestId(/^deadline-group-/);
        expect(groups.map(g => g.dataset.testid)).toEqual([
            'deadline-group-overdue',
            'deadline-group-urgent',
            'deadline-group-soon',
            'deadline-group-later',
            'deadline-group-unknown',
        ]);
        expect(listDueOrders).toHaveBeenCalled();
        expect(within(groups[0]).getByRole('heading')).toHaveTextContent('已逾期共 1 项');
        expect(within(groups[0]).getByText('已逾期 2 天')).toBeInTheDocument();
        expect(within(groups[1]).getByText('剩 1 天')).toBeInTheDocument();
        // a Saturday deadline moved to Monday, and why
        const soon = within(groups[2]).getByRole('row', { name: /TM-SOON/ });
        expect(soon).toHaveTextContent('2026-11-30');
        expect(soon).toHaveTextContent('原定 2026-11-28，遇节假日顺延');
        expect(within(groups[4]).getByText(/未能读取这些订单的通知或发文日期/)).toBeInTheDocument();
        expect(within(groups[4]).queryByRole('button', { name: /加入日历/ })).toBeNull();
        expect(within(groups[0]).getByRole('link', { name: 'TM-OVERDUE' })).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM-OVERDUE',
        );
    });

    it('lists a review after a refusal and a renewal with their legal basis', async () => {
        openDesk();
        const soon = await screen.findByTestId('deadline-group-soon');
        const review = within(soon).getByRole('row', { name: /TM-REVIEW/ });
        expect(review).toHaveTextContent('驳回复审');
        expect(review).toHaveTextContent('2026-12-02');
        // the law, short under the last day, in full in the badge's text
        expect(review).toHaveTextContent('2026-11-02 发文，2026-11-17 视为送达；商标法第三十四条');
        expect(within(review).getByTestId('deadline-badge')).toHaveTextContent(
            /^剩 6 天（驳回复审申请截止：2026-12-02；驳回通知 2026-11-02 发文，视为 2026-11-17 送达（商标法实施条例第十条）/,
        );
        // no correction to answer: the order's detail instead
        expect(within(review).queryByRole('button', { name: '补正' })).toBeNull();
        expect(within(review).getByRole('link', { name: '查看订单 TM-REVIEW' })).toHaveAttribute(
            'href',
            '#/home/myorder/myorderdetail/TM-REVIEW',
        );
        const later = screen.getByTestId('deadline-group-later');
        const renewal = within(later).getByRole('row', { name: /TM-RENEW/ });
        expect(renewal).toHaveTextContent('续展');
        expect(renewal).toHaveTextContent('2026-12-19');
        expect(renewal).toHaveTextContent('2016-12-20 核准注册；商标法第四十条');
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
        expect(await saved[0].text).toContain('SUMMARY:商标补正截止：TM-URGENT（第9类）');
        expect(await saved[0].text).toContain('DTSTART;VALUE=DATE:20261127');

        await userEvent.click(screen.getByRole('button', { name: '全部导出到日历' }));
        await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
        expect(saved[1].name).toBe('期限_全部_2026-11-26.ics');
        // six deadlines known; the unknown one is left out
        const all = await saved[1].text;
        expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(6);
        expect(all).toContain('SUMMARY:商标驳回复审截止：TM-REVIEW');
        expect(all).toContain('DTSTART;VALUE=DATE:20261202');

        await userEvent.click(screen.getByRole('button', { name: '加入日历 TM-RENEW' }));
        await waitFor(() => expect(clicks).toHaveBeenCalledTimes(3));
        expect(saved[2].name).toBe('续展期限_TM-RENEW.ics');
    });

    it('moves a deadline on 元旦 2027 by the law and says that year’s 调休 is not published', async () => {
        openDesk(vi.fn(async () => [...ROWS, awaiting('TM-2027', '2027-01-01 10:00:00')]));
        const later = await screen.findByTestId('deadline-group-later');
        const row = within(later).getByRole('row', { name: /TM-2027/ });
        expect(row).toHaveTextContent('2027-01-04');
        expect(row).toHaveTextContent(
            '原定 2027-01-01，遇节假日顺延；2027 年调休尚未公布，按法定节假日推算',
        );
        expect(screen.getByTestId('deadline-unpublished')).toHaveTextContent(
            '2027 年的调休安排国务院尚未公布：这些年份的截止日期按《全国年节及纪念日放假办法》规定的法定节假日和周末推算，仅调休（补班日、调休放假日）未知，请以商标局通知为准。',
        );
    });

    it('says nothing of 调休 when every deadline lies in a published year', async () => {
        openDesk();
        await screen.findByTestId('deadline-group-later');
        expect(screen.queryByTestId('deadline-unpublished')).toBeNull();
    });

    it('says when no deadline is open', async () => {
        const { listDueOrders } = openDesk(vi.fn(async () => []));
        expect(await screen.findByText('暂无待处理的期限')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '全部导出到日历' })).toBeDisabled();
        expect(listDueOrders).toHaveBeenCalled();
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
