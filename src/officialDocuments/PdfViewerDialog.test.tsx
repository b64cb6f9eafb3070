import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficialDocument } from '../../dataProvider/records';
import { expectEscapeCloses, expectFullScreen, isFullScreen } from '../test/dialogs';
import { renderApp } from '../test/renderApp';
import { atWidth } from '../test/viewport';

// pdf.js cannot run in jsdom: a stand-in drawing the page as its width.
vi.mock('react-pdf', () => ({
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
    Page: ({ width }: { width: number }) => (
        <div data-testid="pdf-canvas">{`page width ${width}`}</div>
    ),
}));

const DOC: OfficialDocument = {
    id: 'TM20261001|docs/111111111111111111111111.pdf',
    orderId: 'TM20261001',
    trademarkName: '商标1',
    cls: '9',
    deliveryTime: '2026-10-01 10:00:00',
    applicant: '北京知联科技有限公司',
    trademarkNumber: '7100000',
    officialName: '受理通知书',
    officialFile: {
        ossKey: 'docs/111111111111111111111111.pdf',
        url: '/files/docs/111111111111111111111111.pdf',
        fileName: 'a.pdf',
    },
};

const openViewer = async () => {
    renderApp({
        path: '/home/officialdoc',
        loggedIn: true,
        dataProvider: {
            getList: vi.fn(async () => ({ data: [DOC], total: 1 })),
            previewPdf: vi.fn(async (url: string) => ({ urls: [url] })),
        },
    });
    const view = await screen.findByRole('button', { name: '查看' });
    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: '受理通知书（TM20261001）' });
    return { view, dialog };
};

afterEach(() => vi.unstubAllGlobals());

describe('the PDF viewer', () => {
    it('fills a phone’s screen, the page as wide as the screen', async () => {
        atWidth(390);
        vi.stubGlobal('innerWidth', 390);
        const { dialog } = await openViewer();
        expect(await within(dialog).findByTestId('pdf-canvas')).toHaveTextContent('page width 326');
        await expectFullScreen('受理通知书（TM20261001）', ['放大', '缩小']);
    });

    it('is 700 px wide on a laptop, the page 640 px', async () => {
        atWidth(1366);
        const { dialog } = await openViewer();
        expect(isFullScreen(dialog)).toBe(false);
        expect(await within(dialog).findByTestId('pdf-canvas')).toHaveTextContent('page width 640');
    });

    it('downloads the file it shows, as the row’s 下载 does', async () => {
        atWidth(1366);
        const { dialog } = await openViewer();
        const download = within(dialog).getByRole('link', { name: '下载' });
        // the row's, under the modal dialog
        const row = screen
            .getAllByRole('link', { name: '下载', hidden: true })
            .find(link => !dialog.contains(link))!;
        expect(download).toHaveAttribute('href', row.getAttribute('href'));
        expect(download.getAttribute('href')).toContain('/files/docs/111111111111111111111111.pdf');
        expect(download).toHaveAttribute('download', 'TM20261001-受理通知书.pdf');
    });

    it('closes with Esc, giving the focus back to the row’s 查看', async () => {
        const { view } = await openViewer();
        await expectEscapeCloses('受理通知书（TM20261001）', view);
    });
});
