/** 查看, 新增 and 编辑申请人 and the legal notice, opened over 我的申请人. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Applicant } from '../../domain/types/applicants';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { OVERSEAS, listing } from './testing';

// the image fixer decodes and encodes with the browser's canvas, which jsdom has not: it is
// tested in Chromium (tests/e2e/recognition.spec.ts); here it answers as the test says
const fixImage = vi.hoisted(() => vi.fn());
vi.mock('../common/loaders/fixImage', () => ({ loadFixImage: async () => ({ fixImage }) }));

const MB = 1024 * 1024;

describe('查看申请人', () => {
    it('shows the full record, not the list’s row left in the cache', async () => {
        // the row of 王芳 has no files: drawing it as the details used to crash the page
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), getOne: vi.fn(async () => ({ data: OVERSEAS })) },
        });
        const row = (await screen.findByText('王芳')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog', { name: '查看申请人' });
        expect(await within(dialog).findByText('Li Lei')).toBeInTheDocument();
        expect(within(dialog).getByText('护照')).toBeInTheDocument();
    });
});

describe('新增申请人', () => {
    it('opens from ?create=1 and shows every required message of a mainland enterprise', async () => {
        const create = vi.fn();
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), create },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        for (const message of [
            '请输入企业名称',
            '请输入统一社会信用代码',
            '请选择营业执照地址省份',
            '请填写营业执照详细地址',
            '请输入邮编号码',
            '请上传营业执照',
            '请上传法律文件',
        ]) {
            expect(await within(dialog).findByText(message)).toBeInTheDocument();
        }
        expect(create).not.toHaveBeenCalled();
    });

    it('checks a field on blur', async () => {
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        const name = within(dialog).getByLabelText(/企业名称/);
        await userEvent.click(name);
        await userEvent.tab();
        expect(await within(dialog).findByText('请输入企业名称')).toBeInTheDocument();
    });

    it('adapts to an overseas individual: English name and address, country, passport', async () => {
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.click(within(dialog).getByLabelText('个人'));
        await userEvent.click(within(dialog).getByRole('combobox', { name: /所属地区/ }));
        await userEvent.click(await screen.findByRole('option', { name: '海外' }));
        await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        for (const message of [
            '请输入申请人名称',
            '请输入申请人名称英文',
            '请输入身份证号',
            '请选择国家',
            '请填写申请人地址(英文)',
            '请上传护照',
            '请上传法律文件',
        ]) {
            expect(await within(dialog).findByText(message)).toBeInTheDocument();
        }
        expect(within(dialog).queryByText('请选择申请人省份')).not.toBeInTheDocument();
    });

    it('refuses a file of the wrong format, and one too big the browser cannot compress', async () => {
        fixImage.mockRejectedValue(new Error('浏览器无法读取这张图片'));
        const uploadAdapt = vi.fn();
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), uploadAdapt },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        const input = within(dialog).getByLabelText('营业执照', { selector: 'input[type=file]' });
        fireEvent.change(input, {
            target: { files: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })] },
        });
        expect((await within(dialog).findAllByText('上传文件的格式不支持')).length).toBeGreaterThan(
            0,
        );
        fireEvent.change(input, {
            target: {
                files: [new File([new Uint8Array(3 * MB)], 'big.jpg', { type: 'image/jpeg' })],
            },
        });
        expect(
            (await within(dialog).findAllByText('上传文件大小不能超过2M')).length,
        ).toBeGreaterThan(0);
        expect(fixImage).toHaveBeenCalledTimes(1);
        expect(uploadAdapt).not.toHaveBeenCalled();
    });

    it('compresses a licence photo over 2M before sending it, and says so', async () => {
        const smaller = new File([new Uint8Array(1.6 * MB)], 'IMG_0001.jpg', {
            type: 'image/jpeg',
        });
        fixImage.mockResolvedValue({ file: smaller, size: { width: 2400, height: 1800 } });
        const uploadAdapt = vi.fn(async () => ({
            ossKey: 'uploads/licence.jpg',
            url: '/files/uploads/licence.jpg',
            fileName: 'IMG_0001.jpg',
            applyName: '',
            applyNumber: '',
            address: '',
            postcode: '',
            provinceName: '',
            msg: '',
            width: 2400,
            height: 1800,
            discerned: false,
        }));
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), uploadAdapt },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        const photo = new File([new Uint8Array(12.1 * MB)], 'IMG_0001.JPG', { type: 'image/jpeg' });
        fireEvent.change(
            within(dialog).getByLabelText('营业执照', { selector: 'input[type=file]' }),
            { target: { files: [photo] } },
        );
        expect(await within(dialog).findByText('已压缩：12.1 MB → 1.6 MB')).toBeInTheDocument();
        expect(fixImage).toHaveBeenCalledWith(photo, expect.objectContaining({ maxMb: 2 }));
        expect(uploadAdapt).toHaveBeenCalledWith(smaller, 2, true, expect.any(Function));
        expect(within(dialog).queryByText('上传文件大小不能超过2M')).toBeNull();
    });

    it('needs the name before downloading the legal notice', async () => {
        const downloadLegalNotice = vi.fn();
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), downloadLegalNotice },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.click(within(dialog).getByRole('button', { name: '下载法律声明' }));
        expect(await screen.findByText('请先填写申请人名称')).toBeInTheDocument();
        expect(downloadLegalNotice).not.toHaveBeenCalled();
    });
});

/** A promise the test settles when it wants to. */
const deferred = <T,>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>(done => (resolve = done));
    return { promise, resolve };
};

describe('编辑申请人', () => {
    const openEdit = (update: unknown) =>
        renderApp({
            path: '/home/applicant?edit=3',
            loggedIn: true,
            dataProvider: {
                getList: listing(),
                getOne: vi.fn(async () => ({ data: OVERSEAS })),
                update,
            },
        });

    it('saves once while the server answers, then says 操作成功 and closes', async () => {
        const answer = deferred<{ data: Applicant }>();
        const update = vi.fn(() => answer.promise);
        openEdit(update);
        const dialog = await screen.findByRole('dialog', { name: '编辑申请人' });
        const save = await within(dialog).findByRole('button', { name: '保存' });
        await userEvent.click(save);
        await waitFor(() => expect(save).toBeDisabled());
        fireEvent.click(save);
        expect(update).toHaveBeenCalledTimes(1);
        expect(update).toHaveBeenCalledWith(
            'applicants',
            expect.objectContaining({ id: 3, data: expect.objectContaining({ EName: 'Li Lei' }) }),
        );
        answer.resolve({ data: OVERSEAS });
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the server’s refusal and keeps the overlay open', async () => {
        allowConsoleErrors(/该证件号码的申请人已存在/);
        openEdit(
            vi.fn(async () => {
                throw new HttpError('该证件号码的申请人已存在', 409);
            }),
        );
        const dialog = await screen.findByRole('dialog', { name: '编辑申请人' });
        await userEvent.click(await within(dialog).findByRole('button', { name: '保存' }));
        expect(await screen.findByText('该证件号码的申请人已存在')).toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: '编辑申请人' })).toBeInTheDocument();
    });
});

describe('下载法律声明', () => {
    it('says 文件生成中… while the file is generated, then opens it', async () => {
        const answer = deferred<{ url: string }>();
        const downloadLegalNotice = vi.fn(() => answer.promise);
        const open = vi.spyOn(window, 'open').mockImplementation(() => null);
        renderApp({
            path: '/home/applicant?create=1',
            loggedIn: true,
            dataProvider: { getList: listing(), downloadLegalNotice },
        });
        const dialog = await screen.findByRole('dialog', { name: '新增申请人' });
        await userEvent.type(within(dialog).getByLabelText(/企业名称/), ' 北京知联科技有限公司 ');
        await userEvent.click(within(dialog).getByRole('button', { name: '下载法律声明' }));
        const busy = await within(dialog).findByRole('button', { name: '文件生成中…' });
        expect(busy).toBeDisabled();
        expect(downloadLegalNotice).toHaveBeenCalledWith('北京知联科技有限公司');
        answer.resolve({ url: 'https://oss.example.cn/legal.pdf' });
        await waitFor(() =>
            expect(open).toHaveBeenCalledWith(
                'https://oss.example.cn/legal.pdf',
                '_blank',
                'noopener',
            ),
        );
        expect(within(dialog).getByRole('button', { name: '下载法律声明' })).toBeEnabled();
    });
});
