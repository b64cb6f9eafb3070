import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { ApplicantSummary } from '../../domain/types/applicants';
import type { Order, OrderSummary, Supplement } from '../../dataProvider/records';
import { UploadRefusedError } from '../../dataProvider';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { tabOfState } from './OrderList';

const base: OrderSummary = {
    id: 'TM20250614093005000001',
    orderId: 'TM20250614093005000001',
    bsType: '商标注册申请',
    applicant: '北京知联科技有限公司',
    applicantTbId: 7,
    trademarkName: '知联',
    cls: '09',
    clsName: '科学仪器',
    mins: '090001',
    minsName: '计算机',
    orderAmount: 300,
    createTime: '2025-06-14 09:30:05',
    state: 1,
    supplementState: 1,
    supplementId: null,
    note: '',
    trademarkType: 1,
    trademarkNumber: '',
};

const ROWS: OrderSummary[] = [
    { ...base, id: 'TM-PENDING', orderId: 'TM-PENDING', state: 1 },
    { ...base, id: 'TM-FAILED', orderId: 'TM-FAILED', state: 2, note: '委托书未盖章' },
    {
        ...base,
        id: 'TM-CORRECT',
        orderId: 'TM-CORRECT',
        state: 20,
        supplementState: 2,
        supplementId: 9,
    },
];

const APPLICANTS: ApplicantSummary[] = [
    {
        id: 11,
        applicantName: '上海新申请人有限公司',
        applicantRegion: 1,
        applicantType: 2,
        cardNumber: '91310000MA01B2C3DX',
        auditStatus: 3,
    },
    {
        id: 12,
        applicantName: '审核失败的申请人',
        applicantRegion: 1,
        applicantType: 1,
        cardNumber: '110105199003071234',
        auditStatus: 4,
    },
];

const SUPPLEMENT: Supplement = {
    id: 9,
    supplementState: 2,
    serialNumber: 'BZ20250614000001',
    sendTime: '2025-06-14 09:30:05',
    acceptExpirationDate: '2099-07-14 09:30:05',
    supplementOfficialFile: {
        ossKey: 'official/0123456789abcdef.pdf',
        url: '/files/official/0123456789abcdef.pdf',
        fileName: '补正通知书_1.pdf',
    },
    userFiles: '',
    userFileOsskeys: '',
    content: '',
    operateTime: '',
    ifSupplement: null,
};

const detailOf = (row: OrderSummary): Order => ({
    ...row,
    trademarkDesc: '文字商标',
    trademarkIcon: '',
    trademarkIconType: null,
    trademarkIconOsskey: '',
    trademarkState: '',
    entrustFile: '',
    entrustFileOsskey: '',
    sebeLegalNoticeOss: null,
    trademarkFeedbacks: [],
    progress: [],
    supplement: row.supplementState === 2 ? SUPPLEMENT : null,
});

/** The list answers rows and a total that depends on the state filter, so tab counts differ. */
const listing = () =>
    vi.fn(async (resource: string, params: GetListParams) => {
        if (resource === 'applicants') return { data: APPLICANTS, total: APPLICANTS.length };
        if (resource !== 'orders') return { data: [], total: 0 };
        const state = params.filter?.state as string | undefined;
        const rows = state ? ROWS.filter(r => String(r.state) === state) : ROWS;
        return { data: rows, total: rows.length };
    });

const open = (path = '/home/myorder/orderlist', extra: Record<string, unknown> = {}) => {
    const getList = listing();
    const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({
        data: detailOf(ROWS.find(r => r.id === id)!),
    }));
    const view = renderApp({ path, loggedIn: true, dataProvider: { getList, getOne, ...extra } });
    return { ...view, getList, getOne };
};

afterEach(() => {
    vi.unstubAllGlobals();
});

/** Opens a row's 更多操作 menu and reads its items. */
const moreActions = async (row: HTMLElement): Promise<string[]> => {
    await userEvent.click(within(row).getByRole('button', { name: '更多操作' }));
    const menu = await screen.findByRole('menu');
    return within(menu)
        .getAllByRole('menuitem')
        .map(item => item.textContent ?? '');
};

describe('tabOfState', () => {
    it('selects 1–3 and counts anything else as 全部', () => {
        expect(tabOfState('2')).toBe('2');
        expect(tabOfState(3)).toBe('3');
        expect(tabOfState('29')).toBe('all');
        expect(tabOfState('29,30')).toBe('all');
        expect(tabOfState(undefined)).toBe('all');
    });
});

describe('我的订单', () => {
    it('shows tabs with counts, labels, and filters by tab through the query string', async () => {
        const { getList } = open();
        expect(await screen.findByText('TM-PENDING')).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: '全部 (3)' })).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: '待审核 (1)' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '审核失败 (1)' })).toBeInTheDocument();
        expect(screen.getByRole('tab', { name: '审核通过 (0)' })).toBeInTheDocument();
        const failed = screen.getByText('TM-FAILED').closest('tr')!;
        expect(within(failed).getByText('300.00')).toBeInTheDocument();
        expect(within(failed).getByLabelText('审核意见：委托书未盖章')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('tab', { name: /审核失败/ }));
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({
                    filter: { state: '2' },
                    pagination: { page: 1, perPage: 10 },
                }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('"state":"2"');
    });

    it('selects 全部 for a state outside 1–3 in the query string', async () => {
        open(`/home/myorder/orderlist?filter=${encodeURIComponent('{"state":"20"}')}`);
        const all = await screen.findByRole('tab', { name: /全部/ });
        expect(all).toHaveAttribute('aria-selected', 'true');
    });

    it('takes the state in the query string as spec §2 passes it (the dashboard cards)', async () => {
        const { getList } = open('/home/myorder/orderlist?state=29,30');
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({ filter: { state: '29,30' } }),
            ),
        );
        expect(decodeURIComponent(window.location.hash)).toContain('filter={"state":"29,30"}');
        expect(window.location.hash).not.toMatch(/[?&]state=/);
    });

    it('takes supplementState from the query string and keeps a filter already there', async () => {
        const { getList } = open(
            `/home/myorder/orderlist?supplementState=2&filter=${encodeURIComponent('{"trademarkName":"知联"}')}`,
        );
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith(
                'orders',
                expect.objectContaining({
                    filter: { trademarkName: '知联', supplementState: '2' },
                }),
            ),
        );
    });

    it('drops an unknown state from the query string and says so', async () => {
        const { getList } = open('/home/myorder/orderlist?state=7');
        expect(await screen.findByText('链接中的筛选条件无效，已忽略')).toBeInTheDocument();
        await waitFor(() =>
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: {} })),
        );
    });

    it('offers the failed-order actions only on state 2, and closes after 确认关闭此订单吗？', async () => {
        const closeOrder = vi.fn(async () => null);
        open(undefined, { closeOrder });
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        const pending = screen.getByText('TM-PENDING').closest('tr')!;
        const corrected = screen.getByText('TM-CORRECT').closest('tr')!;
        expect(within(corrected).getByRole('button', { name: '补正' })).toBeInTheDocument();
        expect(within(failed).queryByRole('button', { name: '补正' })).toBeNull();
        const expected: [HTMLElement, string[]][] = [
            [pending, ['记录', '复制', '关闭订单']],
            [corrected, ['记录', '复制']],
        ];
        for (const [row, items] of expected) {
            expect(await moreActions(row)).toEqual(items);
            await userEvent.keyboard('{Escape}');
            await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        }
        expect(await moreActions(failed)).toEqual([
            '重新选择申请人',
            '记录',
            '复制',
            '修改申请人',
            '关闭订单',
        ]);

        await userEvent.click(screen.getByRole('menuitem', { name: '关闭订单' }));
        expect(await screen.findByText('确认关闭此订单吗？')).toBeInTheDocument();
        expect(closeOrder).not.toHaveBeenCalled();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() => expect(closeOrder).toHaveBeenCalledWith('TM-FAILED'));
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });

    it('opens the applicant’s edit overlay', async () => {
        open();
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        await moreActions(failed);
        await userEvent.click(screen.getByRole('menuitem', { name: '修改申请人' }));
        await waitFor(() => expect(window.location.hash).toBe('#/home/applicant?edit=7'));
    });

    it('copies an order into the wizard', async () => {
        open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await moreActions(row);
        await userEvent.click(screen.getByRole('menuitem', { name: '复制' }));
        await waitFor(() =>
            expect(window.location.hash).toMatch(/^#\/home\/stepone\?id=TM-PENDING/),
        );
    });

    it('views an order in a dialog opened from the query string', async () => {
        open();
        const row = (await screen.findByText('TM-PENDING')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: '查看' }));
        const dialog = await screen.findByRole('dialog', { name: '查看订单' });
        expect(await within(dialog).findByText('文字商标')).toBeInTheDocument();
        expect(window.location.hash).toContain('show=TM-PENDING');
    });
});

describe('补正', () => {
    it('requires the text and the file, then submits the correction', async () => {
        const operateSupplement = vi.fn(async () => null);
        const uploadFile = vi.fn(async () => ({
            ossKey: 'supplement/0123456789abcdef.png',
            url: '/files/supplement/0123456789abcdef.png',
            fileName: '说明.png',
        }));
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { operateSupplement, uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        expect(await within(dialog).findByText('2099-07-14 09:30:05')).toBeInTheDocument();
        expect(within(dialog).getByText(/\d+ 天/)).toBeInTheDocument();
        expect(within(dialog).getByRole('link', { name: '补正通知书_1.pdf' })).toBeInTheDocument();

        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        expect(await within(dialog).findByText('请填写对回文的相关说明')).toBeInTheDocument();
        await userEvent.type(within(dialog).getByLabelText('补正说明'), '已按要求补正');
        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        expect(await within(dialog).findByText('请上传有关说明文件')).toBeInTheDocument();
        expect(operateSupplement).not.toHaveBeenCalled();

        const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '说明.png', {
            type: 'image/png',
        });
        await userEvent.upload(within(dialog).getByLabelText('说明文件'), png);
        await waitFor(() => expect(uploadFile).toHaveBeenCalled());
        await userEvent.click(within(dialog).getByRole('button', { name: '提交补正' }));
        await waitFor(() =>
            expect(operateSupplement).toHaveBeenCalledWith({
                id: 9,
                ifSupplement: 1,
                content: '已按要求补正',
                userFiles: '/files/supplement/0123456789abcdef.png',
                userFileOsskeys: 'supplement/0123456789abcdef.png',
            }),
        );
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });

    it('shows the server’s msg in an alert when an upload is answered without url (spec §8)', async () => {
        allowConsoleErrors(/文件内容无法识别/); // react-admin logs a failed call
        const uploadFile = vi.fn(async () => {
            throw new UploadRefusedError('文件内容无法识别，请重新上传');
        });
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '说明.png', {
            type: 'image/png',
        });
        await userEvent.upload(await within(dialog).findByLabelText('说明文件'), png);
        const alert = await screen.findByRole('alertdialog');
        expect(alert).toHaveTextContent('文件内容无法识别，请重新上传');
        await userEvent.click(within(alert).getByRole('button', { name: '确定' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(within(dialog).getByRole('button', { name: '上传说明文件' })).toBeInTheDocument();
    });

    it('abandons after 是否确认拒绝补正？', async () => {
        const operateSupplement = vi.fn(async () => null);
        open('/home/myorder/orderlist?supplement=TM-CORRECT', { operateSupplement });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        await userEvent.click(await within(dialog).findByRole('button', { name: '放弃补正' }));
        expect(await screen.findByText('是否确认拒绝补正？')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: /确认/ }));
        await waitFor(() =>
            expect(operateSupplement).toHaveBeenCalledWith(
                expect.objectContaining({ id: 9, ifSupplement: 2 }),
            ),
        );
    });
});

describe('补正 without a notice from the backend', () => {
    it('says there is nothing to answer and closes, instead of crashing', async () => {
        const operateSupplement = vi.fn(async () => null);
        const getOne = vi.fn(async () => ({
            data: { ...detailOf(ROWS[2]), supplement: null, supplementId: null },
        }));
        renderApp({
            path: '/home/myorder/orderlist?supplement=TM-CORRECT',
            loggedIn: true,
            dataProvider: { getList: listing(), getOne, operateSupplement },
        });
        const dialog = await screen.findByRole('dialog', { name: '补正' });
        expect(await within(dialog).findByText('该订单没有可操作的补正通知')).toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: '提交补正' })).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(operateSupplement).not.toHaveBeenCalled();
    });
});

describe('重新选择申请人', () => {
    it('opens from the failed order’s 更多操作 menu, with the order in the query string', async () => {
        open();
        const failed = (await screen.findByText('TM-FAILED')).closest('tr')!;
        await moreActions(failed);
        await userEvent.click(screen.getByRole('menuitem', { name: '重新选择申请人' }));
        expect(await screen.findByRole('dialog', { name: '重新选择申请人' })).toBeInTheDocument();
        expect(window.location.hash).toContain('reselect=TM-FAILED');
    });

    it('requires an applicant and a proxy letter', async () => {
        const reselectApplicant = vi.fn(async () => null);
        open('/home/myorder/orderlist?reselect=TM-FAILED', { reselectApplicant });
        const dialog = await screen.findByRole('dialog', { name: '重新选择申请人' });
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请选择申请人')).toBeInTheDocument();
        expect(reselectApplicant).not.toHaveBeenCalled();
    });

    it('refuses an applicant that cannot be chosen, then sends the new applicant and letter', async () => {
        const reselectApplicant = vi.fn(async () => null);
        const uploadFile = vi.fn(async () => ({
            ossKey: 'uploads/0123456789abcdef.jpg',
            url: '/files/uploads/0123456789abcdef.jpg',
            fileName: '委托书.jpg',
        }));
        // jsdom decodes no images: this one reads as a 1000 × 1200 picture
        class DecodedImage {
            naturalWidth = 1000;
            naturalHeight = 1200;
            onload: (() => void) | null = null;
            onerror: (() => void) | null = null;
            set src(_url: string) {
                setTimeout(() => this.onload?.(), 0);
            }
        }
        vi.stubGlobal('Image', DecodedImage);
        vi.stubGlobal(
            'URL',
            class extends URL {
                static override createObjectURL = () => 'blob:picture';
                static override revokeObjectURL = () => undefined;
            },
        );
        open('/home/myorder/orderlist?reselect=TM-FAILED', { reselectApplicant, uploadFile });
        const dialog = await screen.findByRole('dialog', { name: '重新选择申请人' });
        await userEvent.click(within(dialog).getByLabelText('申请人'));
        await userEvent.click(await screen.findByRole('option', { name: /审核失败的申请人/ }));
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(
            await within(dialog).findByText('不能选择该申请人，请前往我的申请人查看并修改'),
        ).toBeInTheDocument();

        await userEvent.click(within(dialog).getByLabelText('申请人'));
        await userEvent.click(await screen.findByRole('option', { name: /上海新申请人有限公司/ }));
        const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], '委托书.jpg', {
            type: 'image/jpeg',
        });
        await userEvent.upload(within(dialog).getByLabelText('委托书'), jpg);
        await waitFor(() => expect(uploadFile).toHaveBeenCalled());
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() =>
            expect(reselectApplicant).toHaveBeenCalledWith({
                id: 'TM-FAILED',
                applicantTbId: 11,
                entrustFile: '/files/uploads/0123456789abcdef.jpg',
                entrustFileOsskey: 'uploads/0123456789abcdef.jpg',
            }),
        );
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });
});
