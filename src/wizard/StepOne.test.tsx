import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { DRAFT_KEY } from './draft';

const wizardCalls = () => ({
    getNiceClasses: vi.fn(async () => [
        {
            parentCode: '',
            classificationCode: '09',
            classificationName: '第九类',
            officialCode: '09',
            total: 2,
            description: '科学仪器',
        },
    ]),
    getNiceGroups: vi.fn(async () => [
        {
            parentCode: '09',
            classificationCode: '0901',
            classificationName: '电子计算机及其外部设备',
            officialCode: '0901',
            total: 2,
            mins: [
                {
                    classificationCode: '090001',
                    classificationName: '计算机',
                    officialCode: '090001',
                },
                {
                    classificationCode: '090002',
                    classificationName: '鼠标',
                    officialCode: '090002',
                },
            ],
        },
    ]),
    getUnitPrices: vi.fn(async () => ({
        trademarkRegistClassUnitPrice: 300,
        trademarkRegistMinUnitPrice: 30,
    })),
    autoTrademarkImage: vi.fn(async () => ({
        url: '/files/uploads/auto.jpg',
        ossKey: 'uploads/auto.jpg',
        fileName: 'auto.jpg',
    })),
    searchNiceItems: vi.fn(async () => []),
});

describe('step 1', () => {
    it('names what is missing, hides the name for a figure mark, and keeps the draft', async () => {
        const calls = wizardCalls();
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: calls });
        await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
        expect((await screen.findAllByText('请填写商标名称')).length).toBeGreaterThan(0);
        expect(screen.getByText('请上传商标图样')).toBeInTheDocument();
        expect(screen.getByText('请完善商标信息')).toBeInTheDocument();

        await userEvent.click(screen.getByRole('button', { name: '自动生成图样' }));
        expect(await screen.findByText('请输入商标名称')).toBeInTheDocument();
        expect(calls.autoTrademarkImage).not.toHaveBeenCalled();

        await userEvent.type(screen.getByLabelText(/商标名称/), '云图');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).trademarkName).toBe('云图');
        await userEvent.click(screen.getByLabelText('图形'));
        expect(screen.queryByLabelText(/商标名称/)).not.toBeInTheDocument();
        expect(screen.getByText('请选择商标图样')).toBeInTheDocument();
    });

    it('ticks items of a class and shows the fee with 2 decimals', async () => {
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: wizardCalls() });
        await userEvent.click(await screen.findByRole('combobox', { name: '商品/服务大类' }));
        await userEvent.click(await screen.findByRole('option', { name: /第九类/ }));
        await userEvent.click(await screen.findByText(/电子计算机及其外部设备/));
        await userEvent.click(await screen.findByRole('checkbox', { name: '计算机' }));
        await waitFor(() => expect(screen.getByTestId('fee')).toHaveTextContent('¥300.00'));
        expect(screen.getByTestId('selected-items')).toHaveTextContent('计算机');
        expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).smallCheckedIds).toEqual(['090001']);
    });
});
