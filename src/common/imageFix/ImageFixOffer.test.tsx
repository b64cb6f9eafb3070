import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_RULES } from '../../../domain/rules/files';
import type { FileRef } from '../../../domain/types/documents';
import { i18nProvider } from '../../i18n/i18nProvider';
import { FileSlot } from '../FileUpload';
import * as fixer from './fixImage';

// jsdom has no canvas: the browser work is replaced, the offer and the dialog are real.
vi.mock('./fixImage', async importOriginal => {
    const actual = await importOriginal<typeof fixer>();
    return { ...actual, fixImage: vi.fn(), decodeImage: vi.fn() };
});
const fixImage = vi.mocked(fixer.fixImage);
const decodeImage = vi.mocked(fixer.decodeImage);

const fixedJpeg = new File([new Uint8Array(150 * 1024)], 'logo.jpg', { type: 'image/jpeg' });

const Slot = ({ upload }: { upload: (file: File) => Promise<FileRef> }) => {
    const [value, setValue] = useState<FileRef | null>(null);
    return (
        <AdminContext i18nProvider={i18nProvider}>
            <FileSlot
                label="商标图样"
                value={value}
                onChange={setValue}
                rule={FILE_RULES.icon}
                upload={file => upload(file)}
                grey
            />
        </AdminContext>
    );
};

const choosePng = async () => {
    const upload = vi.fn(async (file: File) => ({
        ossKey: 'k',
        url: '/files/k.jpg',
        fileName: file.name,
    }));
    render(<Slot upload={upload} />);
    const png = new File([new Uint8Array(2 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('商标图样', { selector: 'input' }), png, {
        applyAccept: false,
    });
    return { upload, png };
};

beforeEach(() => {
    fixImage.mockReset();
    decodeImage.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    decodeImage.mockResolvedValue({ width: 1800, height: 1100 } as ImageBitmap);
    // The slot reads the fixed JPEG's pixels before sending it: an <img> that loads at once.
    vi.stubGlobal(
        'Image',
        class {
            naturalWidth = 1500;
            naturalHeight = 917;
            onload: (() => void) | null = null;
            set src(_: string) {
                setTimeout(() => this.onload?.());
            }
        },
    );
});
afterEach(() => vi.unstubAllGlobals());

describe('the image fixer offer', () => {
    it('offers to fix a refused PNG, shows before and after, uploads the fix on acceptance', async () => {
        fixImage.mockResolvedValue({
            file: fixedJpeg,
            size: { width: 1500, height: 917 },
            quality: 0.8,
        });
        const { upload, png } = await choosePng();
        expect(await screen.findByText('上传文件的格式不支持')).toBeInTheDocument();
        expect(upload).not.toHaveBeenCalled();

        await userEvent.click(screen.getByRole('button', { name: '去修复' }));
        const dialog = await screen.findByRole('dialog', { name: /修复图片/ });
        expect(await screen.findByText('1500×917 像素，150.0 KB')).toBeInTheDocument();
        expect(screen.getByText('1800×1100 像素，2048.0 KB')).toBeInTheDocument();
        expect(screen.getByText('已转为黑白（黑白图样）')).toBeInTheDocument();
        // the black-and-white icon is greyed
        expect(fixImage).toHaveBeenCalledWith(png, FILE_RULES.icon, { grey: true });

        await userEvent.click(screen.getByRole('button', { name: '使用修复后的图片' }));
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        await waitFor(() => expect(upload).toHaveBeenCalledWith(fixedJpeg));
        expect(await screen.findByRole('link', { name: '商标图样' })).toBeInTheDocument();
    });

    it('uploads nothing when the fix is cancelled', async () => {
        fixImage.mockResolvedValue({
            file: fixedJpeg,
            size: { width: 1500, height: 917 },
            quality: 0.8,
        });
        const { upload } = await choosePng();
        await userEvent.click(await screen.findByRole('button', { name: '去修复' }));
        await screen.findByText('1500×917 像素，150.0 KB');
        await userEvent.click(screen.getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(upload).not.toHaveBeenCalled();
    });

    it('says plainly when the browser cannot read the image', async () => {
        fixImage.mockRejectedValue(new fixer.UndecodableImageError());
        await choosePng();
        await userEvent.click(await screen.findByRole('button', { name: '去修复' }));
        expect(
            await screen.findByText('浏览器无法读取这张图片，请换一张 JPG 或 PNG 图片'),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '使用修复后的图片' })).toBeDisabled();
    });
});
