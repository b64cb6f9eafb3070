import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { SimilaritySearch } from '../../dataProvider/similarity';
import type { SimilarMark } from '../../domain/types/classification';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';

const MARK: SimilarMark = {
    name: '新星河云',
    cls: '09',
    groups: ['0901', '0902'],
    sharedGroups: ['0901'],
    appNo: '55275106',
    appDate: '2022-03-17',
    verdict: 'similar',
    rules: [
        {
            id: '5.1.14',
            reason: '显著部分「星河云」相同，仅多显著性较弱的修饰文字「新」：星河云 / 新星河云',
        },
    ],
};

const found = (patch: Partial<SimilaritySearch> = {}): SimilaritySearch => ({
    examinedBy: 'register',
    marks: [MARK],
    providerGroups: [],
    ...patch,
});

const open = (searchSimilar = vi.fn(async () => found()), path = '/home/myorder/similar') => {
    renderApp({ path, loggedIn: true, dataProvider: { searchSimilar } });
    return searchSimilar;
};

describe('近似查询', () => {
    it('asks with the name and the parsed classes and groups; Enter submits; the answer is explained', async () => {
        const search = open();
        await userEvent.type(await screen.findByLabelText(/商标名称/u), '星河云');
        await userEvent.type(screen.getByLabelText(/类别或类似群/u), '9、0901{Enter}');
        await waitFor(() =>
            expect(search).toHaveBeenCalledWith('星河云', { classes: ['09'], groups: ['0901'] }),
        );
        const list = await screen.findByTestId('similar-marks');
        expect(within(list).getByText('新星河云')).toBeInTheDocument();
        expect(within(list).getByText(/仅多显著性较弱的修饰文字「新」/u)).toBeInTheDocument();
        expect(window.location.hash).toContain('name=%E6%98%9F%E6%B2%B3%E4%BA%91');
    });

    it('shows each earlier mark’s status and goods, and the 区分表 note a group was searched through', async () => {
        open(
            vi.fn(async () =>
                found({
                    marks: [
                        {
                            ...MARK,
                            cls: '14',
                            sharedGroups: ['1404'],
                            status: 'refused',
                            goods: ['钟', '表'],
                            goodsTotal: 2,
                            viaNote: {
                                group: '0901',
                                text: '智能手表,智能手表(数据处理)与1404类似',
                            },
                        },
                    ],
                }),
            ),
            '/home/myorder/similar?name=星河云&scope=0901',
        );
        const list = await screen.findByTestId('similar-marks');
        expect(await within(list).findByText('已驳回')).toBeInTheDocument();
        expect(within(list).getByText('商品/服务：钟、表')).toBeInTheDocument();
        expect(
            within(list).getByText(
                '经区分表 0901 类似群注释检索：智能手表,智能手表(数据处理)与1404类似',
            ),
        ).toBeInTheDocument();
    });

    it('shows a well-known mark as protected in every class, without groups of its own', async () => {
        open(
            vi.fn(async () =>
                found({
                    marks: [
                        {
                            name: '海尔',
                            cls: '',
                            groups: [],
                            sharedGroups: [],
                            appNo: '',
                            appDate: '',
                            verdict: 'similar',
                            status: 'registered',
                            rules: [
                                {
                                    id: '13',
                                    reason: '驰名商标跨类保护（商标法第十三条）：在先商标「海尔」为驰名商标（电冰箱），不论指定商品是否类似',
                                },
                            ],
                        },
                    ],
                }),
            ),
            '/home/myorder/similar?name=海尔奶茶&scope=30',
        );
        const list = await screen.findByTestId('similar-marks');
        expect(await within(list).findByText('驰名商标 · 跨类别保护')).toBeInTheDocument();
        expect(within(list).queryByText(/群组/u)).toBeNull();
        expect(within(list).getByText(/驰名商标跨类保护（商标法第十三条）/u)).toBeInTheDocument();
    });

    it('names what is wrong before asking anything', async () => {
        const search = open();
        await userEvent.click(await screen.findByRole('button', { name: '查询' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('请输入商标名称');
        await userEvent.type(screen.getByLabelText(/商标名称/u), '星河云');
        await userEvent.type(screen.getByLabelText(/类别或类似群/u), '46');
        await userEvent.click(screen.getByRole('button', { name: '查询' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('类别或类似群格式不正确：46');
        expect(search).not.toHaveBeenCalled();
    });

    it('asks again after a reload, and says when the provider only named groups', async () => {
        const search = open(
            vi.fn(async () =>
                found({ examinedBy: 'ownOrders', marks: [], providerGroups: ['0901'] }),
            ),
            '/home/myorder/similar?name=星河云&scope=09',
        );
        await waitFor(() =>
            expect(search).toHaveBeenCalledWith('星河云', { classes: ['09'], groups: [] }),
        );
        expect(
            await screen.findByText('服务商提示以下类似群组存在风险（未说明原因）：0901'),
        ).toBeInTheDocument();
        expect(screen.getByText(/对照本机构的订单审查/u)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
    });

    it('shows a failed search with 重试', async () => {
        allowConsoleErrors(/类似群不存在/u);
        // refused on purpose (a 4xx): shown at once, not retried
        const search = vi.fn(async () => {
            throw new HttpError('类似群不存在：0999', 400);
        });
        open(search, '/home/myorder/similar?name=星河云&scope=0999');
        expect(await screen.findByText('类似群不存在：0999')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    });
});
