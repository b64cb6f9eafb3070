import { render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider } from 'react-admin';
import type { ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { CardList } from './RecordCards';

type Row = { id: number; name: string };

/** A list's state as react-admin's controller gives it, with what a test changes. */
const listOf = (state: Partial<ListControllerResult<Row>>) =>
    ({ isPending: false, isFetching: false, ...state }) as ListControllerResult<Row>;

const renderCards = () => {
    const drawCard = vi.fn((row: Row) => <li>{row.name}</li>);
    const ui = (list: ListControllerResult<Row>) => (
        <AdminContext i18nProvider={i18nProvider}>
            <ListContextProvider value={list}>
                <CardList<Row> label="我的订单" cardHeight={100}>
                    {drawCard}
                </CardList>
            </ListContextProvider>
        </AdminContext>
    );
    const view = render(ui(listOf({ isPending: true })));
    return { drawCard, show: (list: ListControllerResult<Row>) => view.rerender(ui(list)) };
};

describe('CardList', () => {
    it('stands placeholders for the page while it loads, then draws a card per record', async () => {
        const { show } = renderCards();
        expect(screen.getByRole('status', { name: '加载中…' })).toHaveAttribute(
            'aria-busy',
            'true',
        );
        show(
            listOf({
                data: [
                    { id: 1, name: '星光' },
                    { id: 2, name: '月影' },
                ],
            }),
        );
        const list = await screen.findByRole('list', { name: '我的订单' });
        expect(list).toHaveTextContent('星光月影');
        expect(screen.queryByLabelText('加载中…')).toBeNull();
    });

    it('keeps the cards drawn while the list redraws for anything but its rows', async () => {
        const { drawCard, show } = renderCards();
        const data = [{ id: 1, name: '星光' }];
        show(listOf({ data }));
        await screen.findByText('星光');
        expect(drawCard).toHaveBeenCalledTimes(1);
        show(listOf({ data, isFetching: true }));
        show(listOf({ data, isFetching: false, filterValues: { state: '1' } }));
        expect(drawCard).toHaveBeenCalledTimes(1);
        show(listOf({ data: [{ id: 3, name: '晨曦' }] }));
        expect(await screen.findByText('晨曦')).toBeInTheDocument();
        expect(drawCard).toHaveBeenCalledTimes(2);
    });

    it('says 暂无数据 when nothing matches', async () => {
        const { show } = renderCards();
        show(listOf({ data: [] }));
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    });
});
