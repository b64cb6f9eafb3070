import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { NICE_GROUPS_09, detailOf, orderSummary } from '../orders/testing';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { DRAFT_KEY } from './draft';

const ORDER = detailOf(
    orderSummary({
        id: 'TM-COPY',
        orderId: 'TM-COPY',
        mins: '090001,090002',
        minsName: '计算机,鼠标',
    }),
);

const openCopy = (getOrderDetail: () => Promise<unknown>) =>
    renderApp({
        path: '/home/stepone?id=TM-COPY',
        loggedIn: true,
        dataProvider: {
            getOrderDetail: vi.fn(getOrderDetail),
            getNiceGroups: vi.fn(async () => NICE_GROUPS_09),
        },
    });

describe('copying an order', () => {
    it('fills the draft with the mark and the items under their groups, then drops the id', async () => {
        openCopy(async () => ORDER);
        await waitFor(() => expect(window.location.hash).toBe('#/home/stepone'));
        const draft = JSON.parse(localStorage.getItem(DRAFT_KEY)!);
        expect(draft).toMatchObject({
            trademarkName: '知联',
            trademarkDesc: '文字商标',
            applicantTbId: null,
            smallCheckedIds: ['090001', '090002'],
        });
        expect(
            draft.curSelectedLists[0].items.map((i: { groupCode: string }) => i.groupCode),
        ).toEqual(['0901', '0901']);
    });

    it('says the order could not be copied, with the server’s message', async () => {
        allowConsoleErrors(/订单不存在/);
        openCopy(async () => Promise.reject(new HttpError('订单不存在', 404)));
        expect(await screen.findByText('订单信息获取失败，无法复制')).toBeInTheDocument();
        expect(await screen.findByText('订单不存在')).toBeInTheDocument();
        expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    });
});
