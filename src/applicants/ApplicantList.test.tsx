import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_NAMES } from '../../domain/rules/regions';
import type { Applicant, ApplicantSummary } from '../../domain/types/applicants';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';

const ROWS: ApplicantSummary[] = [
    {
        id: 1,
        applicantName: '北京知联科技有限公司',
        applicantRegion: 1,
        applicantType: 2,
        cardNumber: '91110105MA01B2C3DX',
        auditStatus: 3,
    },
    {
        id: 2,
        applicantName: '王芳',
        applicantRegion: 1,
        applicantType: 1,
        cardNumber: '110105199003071234',
        auditStatus: 4,
    },
    {
        id: 3,
        applicantName: '南十字星酒业有限公司',
        applicantRegion: 5,
        applicantType: 2,
        cardNumber: '',
        auditStatus: 1,
    },
];

const listing = () => vi.fn(async () => ({ data: ROWS, total: ROWS.length }));

describe('我的申请人', () => {
    it('lists applicants with labels and badges, and switches tabs through the query string', async () => {
        const getList = listing();
        renderApp({ path: '/home/applicant', loggedIn: true, dataProvider: { getList } });
        expect(await screen.findByText('北京知联科技有限公司')).toBeInTheDocument();
        expect(screen.getByText('审核通过')).toBeInTheDocument();
        expect(screen.getByText('审核失败')).toBeInTheDocument();
        expect(screen.getByText('共 3 条')).toBeInTheDocument();

        await userEvent.click(screen.getByRole('tab', { name: '企业' }));
        await waitFor(() =>
            expect(getList).toHaveBeenLastCalledWith(
                'applicants',
                expect.objectContaining({
                    filter: { ApplicantType: 2 },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('"ApplicantType":2');
    });

    it('asks 是否确认删除？ before deleting, then says 删除成功', async () => {
        const deleteFn = vi.fn(async () => ({ data: ROWS[1] }));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), delete: deleteFn },
        });
        const row = (await screen.findByText('王芳')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: /删除/ }));
        expect(await screen.findByText('是否确认删除？')).toBeInTheDocument();
        expect(deleteFn).not.toHaveBeenCalled();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(deleteFn).toHaveBeenCalledWith('applicants', expect.objectContaining({ id: 2 })),
        );
        expect(await screen.findByText('删除成功')).toBeInTheDocument();
    });
});

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

    it('refuses a file of the wrong format before sending it', async () => {
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
                files: [
                    new File([new Uint8Array(3 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }),
                ],
            },
        });
        expect(
            (await within(dialog).findAllByText('上传文件大小不能超过2M')).length,
        ).toBeGreaterThan(0);
        expect(uploadAdapt).not.toHaveBeenCalled();
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

/** An overseas individual with every field and file it needs: valid as it is. */
const OVERSEAS: Applicant = {
    id: 3,
    applicantName: '李雷',
    applicantRegion: 5,
    applicantType: 1,
    cardNumber: 'E12345678',
    auditStatus: 3,
    EName: 'Li Lei',
    Province: '',
    Address: '',
    EAddress: '1 Main Street',
    postcode: '10001',
    Country: COUNTRY_NAMES[0],
    trademarkName: '',
    createTime: '2025-06-14 09:30:05',
    sebeIdCardOss: [],
    sebePassportOss: { ossKey: 'u/passport.jpg', url: '/files/u/passport.jpg', fileName: 'p.jpg' },
    sebeBusinessLicenceOss: null,
    sebeLegalNoticeOss: { ossKey: 'u/legal.pdf', url: '/files/u/legal.pdf', fileName: 'l.pdf' },
};

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

describe('我的申请人 at 1366 px', () => {
    beforeEach(() => atWidth(1366));
    afterEach(() => vi.unstubAllGlobals());

    it('keeps its table, whose headers do not sort: the list call takes no order', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const table = await screen.findByRole('table');
        expect(await within(table).findByText('王芳')).toBeInTheDocument();
        const headers = within(table).getAllByRole('columnheader');
        expect(headers.map(header => header.textContent)).toEqual([
            '申请人名称',
            '所属地区',
            '申请人类型',
            '证件号码',
            '审核状态',
            '操作',
        ]);
        for (const header of headers) expect(within(header).queryByRole('button')).toBeNull();
        expect(screen.queryByRole('list', { name: '我的申请人' })).not.toBeInTheDocument();
    });
});

describe('我的申请人 on a phone (390 px)', () => {
    beforeEach(() => atWidth(390));
    afterEach(() => vi.unstubAllGlobals());

    const cardOf = async (name: string) => {
        const cards = await screen.findByRole('list', { name: '我的申请人' });
        return within(cards).getByRole('heading', { name }).closest('li')!;
    };

    it('shows each applicant as a card with its type, region, number and audit state', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const cards = await screen.findByRole('list', { name: '我的申请人' });
        expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
        const person = await cardOf('王芳');
        expect(within(person).getByText('个人')).toBeInTheDocument();
        expect(within(person).getByText('中国大陆')).toBeInTheDocument();
        expect(within(person).getByText('110105199003071234')).toBeInTheDocument();
        expect(within(person).getByText('审核失败')).toBeInTheDocument();
        const overseas = await cardOf('南十字星酒业有限公司');
        expect(within(overseas).getByText('海外')).toBeInTheDocument();
        expect(within(overseas).getByText('证件号码').nextElementSibling).toHaveTextContent('—');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '新增申请人' })).toBeInTheDocument();
    });

    it('opens the view and edit overlays from a card', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), getOne: vi.fn(async () => ({ data: OVERSEAS })) },
        });
        // the list's row of 王芳 (a summary, no files) is in the cache: the full record is drawn
        await userEvent.click(within(await cardOf('王芳')).getByRole('button', { name: '查看' }));
        const view = await screen.findByRole('dialog', { name: '查看申请人' });
        expect(await within(view).findByText('Li Lei')).toBeInTheDocument();
        expect(window.location.hash).toContain('show=2');
        // full screen on a phone: the × in the title bar and the 关闭 button both close it
        const [closeMark] = within(view).getAllByRole('button', { name: '关闭' });
        await userEvent.click(closeMark);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

        await userEvent.click(within(await cardOf('王芳')).getByRole('button', { name: '编辑' }));
        expect(await screen.findByRole('dialog', { name: '编辑申请人' })).toBeInTheDocument();
        expect(window.location.hash).toContain('edit=2');
    });

    it('deletes from a card with the keyboard, after 是否确认删除？', async () => {
        const deleteFn = vi.fn(async () => ({ data: ROWS[1] }));
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: listing(), delete: deleteFn },
        });
        within(await cardOf('王芳'))
            .getByRole('button', { name: '删除' })
            .focus();
        await userEvent.keyboard('{Enter}');
        expect(await screen.findByText('是否确认删除？')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(deleteFn).toHaveBeenCalledWith('applicants', expect.objectContaining({ id: 2 })),
        );
    });

    it('folds its filters under 筛选, counting those set but not the type tab', async () => {
        const filter = encodeURIComponent(
            JSON.stringify({ ApplicantName: '王', ApplicantType: 1 }),
        );
        renderApp({
            path: `/home/applicant?filter=${filter}`,
            loggedIn: true,
            dataProvider: { getList: listing() },
        });
        const toggle = await screen.findByRole('button', { name: '筛选（1）' });
        expect(screen.getByRole('tab', { name: '个人' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.queryByLabelText('申请人名称')).not.toBeInTheDocument();
        await userEvent.click(toggle);
        expect(await screen.findByLabelText('申请人名称')).toHaveValue('王');
    });

    it('says 暂无数据 when no applicant matches', async () => {
        renderApp({
            path: '/home/applicant',
            loggedIn: true,
            dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) },
        });
        expect(await screen.findByText('暂无数据')).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '我的申请人' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
    });
});
