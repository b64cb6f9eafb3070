import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createClassSuggest } from '../../dataProvider/classSuggest';
import { UnsupportedCallError } from '../../dataProvider/invoke';
import { createClassificationReader } from '../../dataProvider/niceData';
import type {
    ClassSuggestion,
    NiceClass,
    NiceGroup,
    SuggestedItem,
} from '../../domain/types/classification';
import { i18nProvider } from '../i18n/i18nProvider';
import { renderApp } from '../test/renderApp';
import { allowConsoleErrors } from '../test/setup';
import { DRAFT_KEY } from '../wizard/draft';
import { BusinessSuggest } from './BusinessSuggest';

const niceClass = (code: string, name: string, description: string): NiceClass => ({
    parentCode: '',
    classificationCode: code,
    classificationName: name,
    officialCode: code,
    total: 2,
    description,
});

const group = (code: string, name: string, items: [string, string][]): NiceGroup => ({
    parentCode: code.slice(0, 2),
    classificationCode: code,
    classificationName: name,
    officialCode: code,
    total: items.length,
    mins: items.map(([itemCode, itemName]) => ({
        classificationCode: itemCode,
        classificationName: itemName,
        officialCode: itemCode,
    })),
});

/** A small classification: phones and their cases (09), selling (35). */
const CLASSES = [
    niceClass('09', '第九类', '科学仪器；计算机和计算机外围设备'),
    niceClass('35', '第三十五类', '广告；商业经营、组织和管理；办公事务'),
];
const GROUPS: Record<string, NiceGroup[]> = {
    '09': [
        group('0907', '通信导航设备', [
            ['090707', '手机'],
            ['090708', '智能手机用壳'],
        ]),
        group('0901', '电子计算机及其外部设备', [['090001', '计算机']]),
    ],
    '35': [
        group('3502', '工商管理辅助业', [['350001', '为他人推销']]),
        group('3503', '替他人推销', [['350002', '为商品和服务的买卖双方提供在线市场']]),
    ],
};

const calls = () => {
    const getNiceClasses = vi.fn(async () => CLASSES);
    const getNiceGroups = vi.fn(async (code: string) => GROUPS[code] ?? []);
    // a backend without suggestions of its own: the browser's engine on the classification read
    const suggest = createClassSuggest(
        {
            suggestClasses: async () => {
                throw new UnsupportedCallError('suggestClasses');
            },
        },
        createClassificationReader({ getNiceClasses, getNiceGroups }),
    );
    return {
        getNiceClasses,
        getNiceGroups,
        suggestClasses: vi.fn(suggest.suggest),
        prepareClassSuggestions: vi.fn(suggest.prepare),
        getUnitPrices: vi.fn(async () => ({
            trademarkRegistClassUnitPrice: 300,
            trademarkRegistMinUnitPrice: 30,
        })),
        searchNiceItems: vi.fn(async () => ({ hits: [], total: 0 })),
    };
};

const draft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');

const describeBusiness = async (text: string) => {
    const box = await screen.findByRole('textbox', { name: '您的业务' });
    await userEvent.clear(box);
    await userEvent.type(box, `${text}{Enter}`);
    return screen.findByRole('list', { name: '推荐类别' });
};

/** Ticks every item of a card, 其他可选 too: these tests hold whatever the engine ticks. */
const tickAll = async (card: HTMLElement) => {
    for (const box of within(card).getAllByRole('checkbox'))
        if (!(box as HTMLInputElement).checked) await userEvent.click(box);
};

describe('描述您的业务 on step 1', () => {
    it('ranks the classes of a description and ticks the chosen class’s items, with the fee', async () => {
        const dataProvider = calls();
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider });
        const results = await describeBusiness('我们做手机壳和手机的电商');
        const [phones, selling] = within(results).getAllByRole('listitem');
        expect(phones).toHaveTextContent('第9类');
        expect(phones).toHaveTextContent(/匹配：.*手机/);
        expect(phones).toHaveTextContent('0907 通信导航设备');
        expect(selling).toHaveTextContent('第35类');
        expect(selling).toHaveTextContent(/匹配：电商/);
        // the reading and the index were begun as the box took the focus
        expect(dataProvider.prepareClassSuggestions).toHaveBeenCalled();

        // untick one item, take the class: the picker holds the ticked ones and the fee follows
        await tickAll(phones!);
        await userEvent.click(within(phones!).getByRole('checkbox', { name: '0907 手机' }));
        await userEvent.click(within(phones!).getByRole('button', { name: '选择此类（1项）' }));
        const selected = screen.getByTestId('selected-items');
        await waitFor(() => expect(selected).toHaveTextContent('已选小项（第9类，1项）'));
        expect(selected).toHaveTextContent('智能手机用壳');
        await waitFor(() => expect(screen.getByTestId('fee')).toHaveTextContent('¥300.00'));
        expect(draft().smallCheckedIds).toEqual(['090708']);
        expect(phones).toHaveTextContent('已选择');

        // the same items again: nothing is added twice
        await userEvent.click(within(phones!).getByRole('button', { name: '选择此类（1项）' }));
        expect(await screen.findByText('该小项已添加')).toBeInTheDocument();
        expect(draft().smallCheckedIds).toEqual(['090708']);
        // the first suggestion loads the dictionary the engine shares with the examination (5.8 MB
        // of words) and indexes the industries: seconds on a busy two-core machine
    }, 60_000);

    it('asks before changing class, and queues another class as a copy of the order', async () => {
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider: calls() });
        const results = await describeBusiness('我们做手机壳和手机的电商');
        const [phones, selling] = within(results).getAllByRole('listitem');
        await tickAll(phones!);
        await userEvent.click(within(phones!).getByRole('button', { name: /选择此类/ }));
        await waitFor(() => expect(draft().smallCheckedIds).toHaveLength(2));

        // another class is filed as another order: queued, shown, kept with the draft
        await tickAll(selling!);
        await userEvent.click(within(selling!).getByRole('button', { name: '另建一单' }));
        expect(within(selling!).getByRole('button', { name: '已加入另建' })).toBeDisabled();
        const queued = screen.getByRole('group', { name: '提交后另建订单（同一商标）' });
        expect(queued).toHaveTextContent(/第35类（\d项）/);
        expect(draft().nextClasses.map((next: { code: string }) => next.code)).toEqual(['35']);

        // taking it into this order instead empties the other class, after a yes
        await userEvent.click(within(selling!).getByRole('button', { name: /选择此类/ }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('一个订单只能选择一个类别');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        await waitFor(() =>
            expect(screen.getByTestId('selected-items')).toHaveTextContent('第35类'),
        );
        expect(draft().smallCheckedIds.every((code: string) => code.startsWith('35'))).toBe(true);
        // and 35, now this order's class, is no longer one to file after it
        expect(draft().nextClasses).toEqual([]);
        expect(screen.queryByRole('group', { name: '提交后另建订单（同一商标）' })).toBeNull();
    });

    it('says what is wrong with the description, and offers 重试 when the suggestion fails', async () => {
        allowConsoleErrors(/network/);
        const dataProvider = calls();
        dataProvider.suggestClasses.mockRejectedValueOnce(new Error('network'));
        renderApp({ path: '/home/stepone', loggedIn: true, dataProvider });
        const box = await screen.findByRole('textbox', { name: '您的业务' });
        await userEvent.click(screen.getByRole('button', { name: '推荐类别' }));
        expect(await screen.findByText('请先描述您的业务')).toBeInTheDocument();
        expect(dataProvider.suggestClasses).not.toHaveBeenCalled();

        await userEvent.click(box);
        await userEvent.paste('手'.repeat(201));
        expect(screen.getByText('请控制在 200 个字以内')).toBeInTheDocument();

        await userEvent.clear(box);
        await userEvent.type(box, '手机壳{Enter}');
        expect(await screen.findByText('类别推荐失败，请重试')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: '重试' }));
        expect(await screen.findByRole('list', { name: '推荐类别' })).toBeInTheDocument();

        await userEvent.clear(box);
        await userEvent.type(box, 'zzzz{Enter}');
        expect(await screen.findByText(/未找到相关类别/)).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: '推荐类别' })).not.toBeInTheDocument();
    });
});

const item = (groupCode: string, code: string, name: string, ticked: boolean): SuggestedItem => ({
    code,
    name,
    groupCode,
    groupName: '',
    ticked,
});

/** An answer as the engine gives it: a confident class and a weak one, by its ticks. */
const ANSWER: ClassSuggestion[] = [
    {
        cls: '09',
        clsName: '第九类',
        score: 9,
        confidence: 0.9,
        reason: '手机壳',
        groups: [{ code: '0907', name: '通信导航设备' }],
        items: [
            item('0907', '090708', '智能手机用壳', true),
            item('0907', '090707', '手机', true),
            item('0901', '090001', '计算机', false),
            item('0901', '090002', '平板电脑', false),
        ],
    },
    {
        cls: '35',
        clsName: '第三十五类',
        score: 2,
        confidence: 0.3,
        reason: '销售',
        groups: [],
        items: [
            item('3502', '350001', '为他人推销', false),
            item('3503', '350002', '在线市场', false),
        ],
    },
];

/** The box alone, on an answer of our own; the cards of 09 and 35. */
const suggestAnswer = async () => {
    const onChoose = vi.fn();
    const dataProvider = {
        suggestClasses: vi.fn(async () => ANSWER),
        prepareClassSuggestions: vi.fn(async () => undefined),
    };
    render(
        <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider}>
            <BusinessSuggest onChoose={onChoose} />
        </AdminContext>,
    );
    const results = await describeBusiness('我们做手机壳');
    const [phones, selling] = within(results).getAllByRole('listitem');
    return { onChoose, phones: phones!, selling: selling! };
};

const checked = (group: HTMLElement) =>
    within(group)
        .getAllByRole('checkbox')
        .map(box => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]);

describe('a suggested class’s items and confidence', () => {
    it('ticks the items the engine vouches for, first; the others wait unticked under 其他可选', async () => {
        const { onChoose, phones } = await suggestAnswer();
        const vouched = within(phones).getByRole('group', { name: '第9类的推荐项目' });
        const others = within(phones).getByRole('group', { name: '第9类的其他可选项目' });
        expect(checked(vouched)).toEqual([
            ['0907 智能手机用壳', true],
            ['0907 手机', true],
        ]);
        expect(checked(others)).toEqual([
            ['0901 计算机', false],
            ['0901 平板电脑', false],
        ]);
        expect(within(phones).getByRole('heading', { name: '其他可选' })).toBeInTheDocument();
        // the vouched come before 其他可选
        expect(
            vouched.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();

        // ticking one of 其他可选 takes it too
        await userEvent.click(within(others).getByRole('checkbox', { name: '0901 计算机' }));
        await userEvent.click(within(phones).getByRole('button', { name: '选择此类（3项）' }));
        // taken as the picker holds items: the engine's tick stays with the card
        expect(onChoose).toHaveBeenCalledWith(ANSWER[0], [
            { code: '090708', name: '智能手机用壳', groupCode: '0907', groupName: '' },
            { code: '090707', name: '手机', groupCode: '0907', groupName: '' },
            { code: '090001', name: '计算机', groupCode: '0901', groupName: '' },
        ]);
    });

    it('marks a class named only weakly 仅供参考, with why, and a confident one not', async () => {
        const { phones, selling } = await suggestAnswer();
        expect(within(selling).getByText('仅供参考')).toBeVisible();
        expect(within(selling).getByText('推荐依据不足，仅供参考')).toBeInTheDocument();
        expect(within(phones).queryByText('仅供参考')).toBeNull();
        expect(within(phones).queryByText('推荐依据不足，仅供参考')).toBeNull();
    });

    it('offers nothing to take from a class with no item ticked, until one is', async () => {
        const { onChoose, selling } = await suggestAnswer();
        expect(within(selling).queryByRole('group', { name: '第35类的推荐项目' })).toBeNull();
        const choose = within(selling).getByRole('button', { name: '选择此类（0项）' });
        expect(choose).toBeDisabled();
        expect(selling).toHaveTextContent('请至少勾选一个项目');
        await userEvent.click(within(selling).getByRole('checkbox', { name: '3503 在线市场' }));
        await userEvent.click(within(selling).getByRole('button', { name: '选择此类（1项）' }));
        expect(onChoose).toHaveBeenCalledWith(ANSWER[1], [
            { code: '350002', name: '在线市场', groupCode: '3503', groupName: '' },
        ]);
        expect(selling).not.toHaveTextContent('请至少勾选一个项目');
    });
});
