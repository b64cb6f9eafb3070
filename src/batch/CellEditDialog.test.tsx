/**
 * 修改 on 批量申报: the applicant chosen among the agency's applicants by part of its name, and the
 * proxy letter chosen as a file, checked at once and mended by the icon fixer when it breaks
 * the rule; the row is checked again and files what was chosen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fixer from '../common/imageFix/fixImage';
import { renderApp } from '../test/renderApp';
import { choose, providerOf, workbook } from './testing';

// jsdom has no canvas: the fixer's browser work is replaced, its offer and dialog are real
vi.mock('../common/imageFix/fixImage', async importOriginal => {
    const actual = await importOriginal<typeof fixer>();
    return { ...actual, fixImage: vi.fn(), decodeImage: vi.fn() };
});

const rowOf = (line: number) => document.querySelector(`tr[data-line="${line}"]`) as HTMLElement;

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.mocked(fixer.decodeImage).mockResolvedValue({ width: 1200, height: 1600 } as ImageBitmap);
});
afterEach(() => vi.unstubAllGlobals());

describe('批量申报: 修改 picks', () => {
    it('an applicant among the agency’s, searched by part of its name', async () => {
        const dataProvider = providerOf(1000);
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([{ applicant: '星河云', trademarkName: '云图' }]),
            new File(['x'], '委托书.jpg'),
        ]);
        await waitFor(() => expect(rowOf(2)).toHaveTextContent('申请人：未找到申请人“星河云”'));
        await userEvent.click(within(rowOf(2)).getByRole('button', { name: '修改' }));
        const dialog = await screen.findByRole('dialog', { name: '修改第 2 行的“申请人”' });
        expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
        const search = within(dialog).getByRole('combobox', { name: '申请人' });
        await userEvent.type(search, '星河');
        // both hold 星河; the one whose audit failed cannot be chosen
        expect(
            screen.getByRole('option', { name: /^星河数据有限公司（审核失败）/ }),
        ).toHaveAttribute('aria-disabled', 'true');
        await userEvent.type(search, '云');
        expect(screen.queryByRole('option', { name: /^星河数据/ })).toBeNull();
        await userEvent.click(
            screen.getByRole('option', { name: /^星河云科技有限公司（审核通过）/ }),
        );
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(rowOf(2)).toHaveTextContent('可提交'));
        expect(rowOf(2)).toHaveTextContent('星河云科技有限公司');
    });

    it('a proxy letter as a file, offering the fixer when it breaks the rule, and files it', async () => {
        const dataProvider = providerOf(1000);
        const fixed = new File([new Uint8Array(300 * 1024)], '新委托书.jpg', {
            type: 'image/jpeg',
        });
        vi.mocked(fixer.fixImage).mockResolvedValue({
            file: fixed,
            size: { width: 1200, height: 1600 },
            quality: 0.8,
        });
        renderApp({ path: '/home/myorder/batch', loggedIn: true, dataProvider });
        await choose([
            await workbook([{ trademarkName: '云图', letter: '缺少的委托书.jpg' }]),
            new File(['x'], '委托书.jpg'),
        ]);
        await waitFor(() =>
            expect(rowOf(2)).toHaveTextContent(
                '委托书文件：未找到文件“缺少的委托书.jpg”，请与工作簿一同上传',
            ),
        );
        await userEvent.click(within(rowOf(2)).getByRole('button', { name: '修改' }));
        const dialog = await screen.findByRole('dialog', { name: '修改第 2 行的“委托书文件”' });
        // no text to type: a file to choose, over 2M here
        expect(within(dialog).queryByRole('textbox')).toBeNull();
        const big = new File([new Uint8Array(2100 * 1024)], '新委托书.png', { type: 'image/png' });
        await userEvent.upload(within(dialog).getByLabelText('委托书文件'), big);
        expect(await within(dialog).findByText('已选择：新委托书.png')).toBeInTheDocument();
        expect(within(dialog).getByRole('alert')).toHaveTextContent('上传文件大小不能超过2M');
        await userEvent.click(within(dialog).getByRole('button', { name: '去修复' }));
        const fix = await screen.findByRole('dialog', { name: /修复图片/ });
        await userEvent.click(await within(fix).findByRole('button', { name: '使用修复后的图片' }));
        expect(await within(dialog).findByText('已选择：新委托书.jpg')).toBeInTheDocument();
        expect(within(dialog).queryByRole('alert')).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(rowOf(2)).toHaveTextContent('可提交'));

        await userEvent.click(screen.getByRole('button', { name: '提交 1 个订单' }));
        await userEvent.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
        );
        await screen.findByText(/^提交结束：新提交 1 个/, {}, { timeout: 5000 });
        const sent = dataProvider.uploadFile.mock.calls.map(([file]) => (file as File).name);
        expect(sent).toContain('新委托书.jpg');
    });
});
