import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/universal';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRowsError } from '../../dataProvider';
import type { ListAllOptions } from '../../dataProvider';
import { openOrderList, ROWS } from '../orders/testing';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { isFullScreen } from '../test/dialogs';
import { atWidth } from '../test/viewport';

/** Catches the file the export saves: the Blob behind the link it clicks, and its name. */
const catchDownloads = () => {
    const saved: { blob: Blob; name: string }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
        'URL',
        class extends URL {
            static override createObjectURL = (blob: Blob) => {
                const url = `blob:export-${blobs.size}`;
                blobs.set(url, blob);
                return url;
            };
            static override revokeObjectURL = () => undefined;
        },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
    ) {
        saved.push({ blob: blobs.get(this.href)!, name: this.download });
    });
    return saved;
};

/** A listAll that reports `loaded` of `total` read, then waits until the test lets it go on. */
const heldListAll = (loaded: number, total: number) => {
    let release: (rows: unknown[]) => void = () => undefined;
    let options: ListAllOptions = {};
    const listAll = vi.fn(
        (_resource: string, given: ListAllOptions) =>
            new Promise<unknown[]>((resolve, reject) => {
                options = given;
                given.onProgress?.(loaded, total);
                release = resolve;
                // the error an aborted fetch throws (jsdom's signal reason is not this realm's)
                given.signal?.addEventListener('abort', () =>
                    reject(new DOMException('aborted', 'AbortError')),
                );
            }),
    );
    return { listAll, release: (rows: unknown[]) => release(rows), options: () => options };
};

afterEach(() => {
    vi.unstubAllGlobals();
});

describe('导出 Excel', () => {
    it('reads every row the filters select with a progress bar, then saves the workbook', async () => {
        const saved = catchDownloads();
        const held = heldListAll(2, 3);
        openOrderList(`/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"2"}')}`, {
            listAll: held.listAll,
        });
        await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
        const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
        const bar = within(dialog).getByRole('progressbar', { name: '导出进度' });
        await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '67'));
        expect(within(dialog).getByText('已读取 2 / 3 条')).toBeInTheDocument();
        expect(held.listAll).toHaveBeenCalledWith(
            'orders',
            expect.objectContaining({ filter: { state: '2' }, max: 10_000 }),
        );
        held.release(ROWS);
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(saved[0].name).toMatch(/^我的订单_\d{4}-\d{2}-\d{2}\.xlsx$/);
        const rows = await readSheet(saved[0].blob);
        expect(rows[0][0]).toBe('筛选条件：订单状态：审核失败');
        expect(rows[1][0]).toBe('订单号');
        expect(rows.slice(2).map(row => row[0])).toEqual(ROWS.map(row => row.orderId));
        expect(await screen.findByText('已导出 3 条')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('取消 stops the reading and closes without a file', async () => {
        const saved = catchDownloads();
        const held = heldListAll(1000, 5000);
        openOrderList('/home/myorder/orderlist', { listAll: held.listAll });
        const button = await screen.findByRole('button', { name: '导出 Excel' });
        await userEvent.click(button);
        const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
        expect(await within(dialog).findByText('已读取 1000 / 5000 条')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(held.options().signal?.aborted).toBe(true);
        await waitFor(() => expect(button).toHaveFocus());
        expect(saved).toHaveLength(0);
    });

    it('refuses more than 10,000 rows with a message, and downloads nothing', async () => {
        allowConsoleErrors(/TooManyRowsError|超过/);
        const saved = catchDownloads();
        const listAll = vi.fn(async () => {
            throw new TooManyRowsError(12_345, 10_000);
        });
        openOrderList('/home/myorder/orderlist', { listAll });
        await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
        const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
        expect(
            await within(dialog).findByText('共 12345 条，超过 10000 条，请缩小筛选范围后再导出'),
        ).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(saved).toHaveLength(0);
    });

    it('shows the server’s message when a page cannot be read', async () => {
        allowConsoleErrors(/查询失败/);
        catchDownloads();
        const listAll = vi.fn(async () => {
            throw new HttpError('查询失败', 500);
        });
        openOrderList('/home/myorder/orderlist', { listAll });
        await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
        const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
        expect(await within(dialog).findByText('查询失败')).toBeInTheDocument();
    });

    it('is on a phone too, its dialog the whole screen', async () => {
        atWidth(390);
        catchDownloads();
        const held = heldListAll(0, 3);
        openOrderList('/home/myorder/orderlist', { listAll: held.listAll });
        await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
        const dialog = await screen.findByRole('dialog', { name: '导出 Excel' });
        expect(isFullScreen(dialog)).toBe(true);
        await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('is offered by 收支明细, 官文下载 and 我的申请人, each exporting its own resource', async () => {
        for (const [path, resource] of [
            ['/home/usercenter/userlist', 'capitalDetails'],
            ['/home/officialdoc', 'officialDocuments'],
            ['/home/applicant', 'applicants'],
        ]) {
            const held = heldListAll(0, 1);
            const view = renderApp({
                path,
                loggedIn: true,
                dataProvider: { listAll: held.listAll },
            });
            await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
            await screen.findByRole('dialog', { name: '导出 Excel' });
            expect(held.listAll).toHaveBeenCalledWith(resource, expect.anything());
            view.unmount();
        }
    });
});
