import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficialDocument } from '../../dataProvider/records';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';

// react-pdf (pdf.js) cannot run in jsdom, which has neither a canvas nor web workers: a
// stand-in that "loads" any file except one whose URL says broken.
vi.mock('react-pdf', () => ({
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({
        file,
        onLoadSuccess,
        onLoadError,
        children,
    }: {
        file: string;
        onLoadSuccess: (pdf: { numPages: number }) => void;
        onLoadError: (error: Error) => void;
        children: React.ReactNode;
    }) => {
        useEffect(() => {
            if (file.includes('broken')) onLoadError(new Error('Invalid PDF structure.'));
            else onLoadSuccess({ numPages: 3 });
            // eslint-disable-next-line react-hooks/exhaustive-deps
        }, [file]);
        return (
            <div data-testid="pdf-document" data-file={file}>
                {children}
            </div>
        );
    },
    Page: ({ pageNumber, width }: { pageNumber: number; width: number }) => (
        <div data-testid="pdf-canvas">{`page ${pageNumber} width ${width}`}</div>
    ),
}));

const doc = (id: number, overrides: Partial<OfficialDocument> = {}): OfficialDocument => ({
    id: `TM2026100${id}|docs/${String(id).repeat(24)}.pdf`,
    orderId: `TM2026100${id}`,
    trademarkName: `商标${id}`,
    cls: '9',
    deliveryTime: `2026-10-0${id} 10:00:00`,
    applicant: '北京知联科技有限公司',
    trademarkNumber: `7${id}00000`,
    officialName: '受理通知书',
    officialFile: {
        ossKey: `docs/${String(id).repeat(24)}.pdf`,
        url: `/files/docs/${String(id).repeat(24)}.pdf`,
        fileName: 'a.pdf',
    },
    ...overrides,
});

const DOCS = [doc(1), doc(2, { officialName: '驳回通知书' }), doc(3, { trademarkNumber: '' })];

const openList = (dataProvider: Record<string, unknown> = {}) => {
    const getList = vi.fn(async () => ({ data: DOCS, total: 12 }));
    const previewPdf = vi.fn(async (url: string) => ({ urls: [url] }));
    const view = renderApp({
        path: '/home/officialdoc',
        loggedIn: true,
        dataProvider: { getList, previewPdf, ...dataProvider },
    });
    return { ...view, getList, previewPdf };
};

afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
});

describe('官文下载', () => {
    it('lists the documents with the spec’s columns and asks for page 1 of 10', async () => {
        const { getList } = openList();
        expect(await screen.findByText('TM20261001')).toBeInTheDocument();
        for (const header of [
            '订单号',
            '商标名称',
            '类别',
            '发文时间',
            '申请人',
            '申请号',
            '官文名称',
        ]) {
            expect(screen.getAllByText(header).length).toBeGreaterThan(0);
        }
        expect(screen.getByText('驳回通知书')).toBeInTheDocument();
        // the class and an empty cell as every other screen shows them
        const third = screen.getByText('TM20261003').closest('tr')!;
        expect(within(third).getByText('第9类')).toBeInTheDocument();
        expect(within(third).getByText('—')).toBeInTheDocument();
        expect(getList).toHaveBeenCalledWith(
            'officialDocuments',
            expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
        );
        expect(screen.getByLabelText('发文时间', { exact: false })).toBeTruthy();
    });

    it('says 请选择需要下载订单 when nothing is selected', async () => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        openList();
        await screen.findByText('TM20261001');
        await userEvent.click(screen.getAllByRole('button', { name: '批量下载' })[0]);
        expect(await screen.findByText('请选择需要下载订单')).toBeInTheDocument();
        expect(open).not.toHaveBeenCalled();
    });

    it('opens one zip of the selected rows in a new window', async () => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        openList();
        const first = (await screen.findByText('TM20261001')).closest('tr')!;
        const third = screen.getByText('TM20261003').closest('tr')!;
        await userEvent.click(within(first).getByRole('checkbox'));
        await userEvent.click(within(third).getByRole('checkbox'));
        // how many are selected, beside the one 批量下载
        expect(screen.getByTestId('selection-count')).toHaveTextContent('已选 2 份');
        expect(screen.getAllByRole('button', { name: '批量下载' })).toHaveLength(1);
        await userEvent.click(screen.getAllByRole('button', { name: '批量下载' })[0]);
        expect(open).toHaveBeenCalledTimes(1);
        const url = new URL(String(open.mock.calls[0][0]), 'http://portal.test');
        expect(url.pathname).toBe('/api/batchDownloadOfficialDocument');
        expect(url.searchParams.get('officialFiles')).toBe(
            `${DOCS[0].officialFile.ossKey},${DOCS[2].officialFile.ossKey}`,
        );
        expect(open.mock.calls[0][1]).toBe('_blank');

        await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
        expect(screen.queryByTestId('selection-count')).not.toBeInTheDocument();
        expect(within(first).getByRole('checkbox')).not.toBeChecked();
    });

    it('offers each row’s file for download', async () => {
        openList();
        const row = (await screen.findByText('TM20261002')).closest('tr')!;
        const link = within(row).getByRole('link', { name: '下载' });
        expect(link).toHaveAttribute('href', DOCS[1].officialFile.url);
        expect(link).toHaveAttribute('download', 'TM20261002-驳回通知书.pdf');
    });

    it('views a document in the 700px dialog with page navigation and zoom', async () => {
        const { previewPdf } = openList();
        const row = (await screen.findByText('TM20261001')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('受理通知书（TM20261001）')).toBeInTheDocument();
        expect(previewPdf).toHaveBeenCalledWith(DOCS[0].officialFile.url);
        expect(await within(dialog).findByTestId('pdf-document')).toHaveAttribute(
            'data-file',
            DOCS[0].officialFile.url,
        );
        await waitFor(() =>
            expect(within(dialog).getByTestId('pdf-page')).toHaveTextContent('1 / 3'),
        );
        expect(within(dialog).getByTestId('pdf-canvas')).toHaveTextContent('page 1 width 640');
        expect(within(dialog).getByRole('button', { name: '上一页' })).toBeDisabled();
        await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
        await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
        expect(within(dialog).getByTestId('pdf-canvas')).toHaveTextContent('page 3');
        expect(within(dialog).getByRole('button', { name: '下一页' })).toBeDisabled();
        await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
        expect(within(dialog).getByTestId('pdf-zoom')).toHaveTextContent('125%');
        expect(within(dialog).getByTestId('pdf-canvas')).toHaveTextContent('width 800');
        await userEvent.click(within(dialog).getByRole('button', { name: '缩小' }));
        await userEvent.click(within(dialog).getByRole('button', { name: '缩小' }));
        expect(within(dialog).getByTestId('pdf-zoom')).toHaveTextContent('75%');
        await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows pdf预览失败 when the file cannot be read', async () => {
        openList({ previewPdf: vi.fn(async () => ({ urls: ['/files/docs/broken.pdf'] })) });
        const row = (await screen.findByText('TM20261001')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog');
        expect(await within(dialog).findByText('pdf预览失败')).toBeInTheDocument();
    });

    it('shows pdf预览失败 when the server refuses the preview', async () => {
        allowConsoleErrors(/文件不存在/);
        openList({
            previewPdf: vi.fn(async () => {
                throw new Error('文件不存在');
            }),
        });
        const row = (await screen.findByText('TM20261001')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog');
        expect(await within(dialog).findByText('pdf预览失败')).toBeInTheDocument();
    });
});

describe('官文下载 at 1366 px', () => {
    beforeEach(() => atWidth(1366));

    it('keeps its table, whose headers do not sort: the list call takes no order', async () => {
        openList();
        const table = await screen.findByRole('table');
        expect(await within(table).findByText('TM20261001')).toBeInTheDocument();
        const headers = within(table).getAllByRole('columnheader');
        expect(headers.map(header => header.textContent)).toEqual([
            '',
            '订单号',
            '商标名称',
            '类别',
            '发文时间',
            '申请人',
            '申请号',
            '官文名称',
            '操作',
        ]);
        for (const header of headers) expect(within(header).queryByRole('button')).toBeNull();
        expect(screen.queryByRole('list', { name: '官文下载' })).not.toBeInTheDocument();
    });
});

describe('官文下载 on a phone (390 px)', () => {
    beforeEach(() => atWidth(390));

    const cardOf = async (orderId: string) => {
        const cards = await screen.findByRole('list', { name: '官文下载' });
        return within(cards).getByText(orderId).closest('li')!;
    };

    it('shows each document as a card with the mark, order, number, class and date', async () => {
        openList();
        const cards = await screen.findByRole('list', { name: '官文下载' });
        expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
        const second = await cardOf('TM20261002');
        expect(within(second).getByRole('heading', { name: '驳回通知书' })).toBeInTheDocument();
        for (const text of [
            '商标2',
            '7200000',
            '第9类',
            '北京知联科技有限公司',
            '2026-10-02 10:00:00',
        ])
            expect(within(second).getByText(text)).toBeInTheDocument();
        const third = await cardOf('TM20261003');
        expect(within(third).getByText('申请号').nextElementSibling).toHaveTextContent('—');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('views and downloads a document from its card', async () => {
        const { previewPdf } = openList();
        const second = await cardOf('TM20261002');
        const link = within(second).getByRole('link', { name: '下载' });
        expect(link).toHaveAttribute('href', DOCS[1].officialFile.url);
        expect(link).toHaveAttribute('download', 'TM20261002-驳回通知书.pdf');
        await userEvent.click(within(second).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('驳回通知书（TM20261002）')).toBeInTheDocument();
        expect(previewPdf).toHaveBeenCalledWith(DOCS[1].officialFile.url);
    });

    it('selects cards with the keyboard and downloads them in one zip', async () => {
        const open = vi.spyOn(window, 'open').mockReturnValue(null);
        openList();
        const first = within(await cardOf('TM20261001')).getByRole('checkbox', {
            name: '选择受理通知书（TM20261001）',
        });
        first.focus();
        await userEvent.keyboard(' ');
        await userEvent.click(
            within(await cardOf('TM20261003')).getByRole('checkbox', { name: /TM20261003/ }),
        );
        const bar = screen.getByRole('region', { name: '已选官文' });
        expect(within(bar).getByText('已选 2 份')).toBeInTheDocument();
        await userEvent.click(within(bar).getByRole('button', { name: '批量下载' }));
        const url = new URL(String(open.mock.calls[0][0]), 'http://portal.test');
        expect(url.searchParams.get('officialFiles')).toBe(
            `${DOCS[0].officialFile.ossKey},${DOCS[2].officialFile.ossKey}`,
        );

        await userEvent.click(within(bar).getByRole('button', { name: '取消选择' }));
        expect(screen.queryByRole('region', { name: '已选官文' })).not.toBeInTheDocument();
        expect(first).not.toBeChecked();
    });

    it('folds its filters under 筛选, a date range counting once', async () => {
        const filter = encodeURIComponent(
            JSON.stringify({ orderId: 'TM', startTime: '2026-10-01', endTime: '2026-10-31' }),
        );
        renderApp({
            path: `/home/officialdoc?filter=${filter}`,
            loggedIn: true,
            dataProvider: { getList: vi.fn(async () => ({ data: DOCS, total: 3 })) },
        });
        const toggle = await screen.findByRole('button', { name: '筛选（2）' });
        expect(screen.queryByLabelText('订单号')).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(await screen.findByLabelText('订单号')).toHaveValue('TM');
        expect(screen.getByDisplayValue('2026-10-31')).toBeInTheDocument();
    });

    it('says 暂无数据 when no document matches', async () => {
        openList({ getList: vi.fn(async () => ({ data: [], total: 0 })) });
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '官文下载' })).not.toBeInTheDocument();
    });
});
