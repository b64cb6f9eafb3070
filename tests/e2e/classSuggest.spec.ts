/**
 * 描述您的业务's journey: a sentence about the business on step 1 gives the classes, one click
 * fills the picker with the class's items and the fee, another class is queued, and after the
 * filing step 4 starts it as a copy of the order with that class's items. The suggestions are
 * made in the browser from the provider's classification calls, so both profiles walk it alike.
 * Also 近似查询: a suggested class's groups become the search's scope, and a restaurant that does
 * takeaway is class 43 with 餐馆, no single character (外, 馆) pulling in another trade.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO, signIn } from './helpers';
import { completeStepTwo } from './wizardSteps';

const suggestions = (page: Page) =>
    page.getByRole('list', { name: '推荐类别' }).getByRole('listitem');

/** a class's fee as the seed prices it: ¥300 for up to 10 items, ¥30 for each beyond */
const feeOf = (items: number) => `¥${300 + 30 * Math.max(0, items - 10)}.00`;

test(
    'a description fills the picker with the right fee, and a queued class is filed as a copy',
    { tag: '@adapter' },
    async ({ page }) => {
        test.setTimeout(90_000);
        await signIn(page, DEMO.admin);
        await page.goto('/#/home/stepone');
        const name = `星图${Date.now().toString().slice(-5)}`;
        await page.getByLabel('商标名称').fill(name);
        await page.getByRole('button', { name: '自动生成图样' }).click();
        await expect(page.getByRole('link', { name: '商标图样' })).toBeVisible();

        await page.getByRole('textbox', { name: '您的业务' }).fill('我们做手机壳和数据线的电商');
        await page.getByRole('textbox', { name: '您的业务' }).press('Enter');
        const phones = suggestions(page).filter({ hasText: '第9类' });
        const selling = suggestions(page).filter({ hasText: '第35类' });
        await expect(phones).toContainText(/匹配：.*手机壳/, { timeout: 20_000 });
        await expect(selling).toContainText(/匹配：.*电商/);
        // the two classes an agent files for it lead the list
        const firstTwo = await suggestions(page).evaluateAll(cards =>
            cards.slice(0, 2).map(card => card.querySelector('h3')?.textContent),
        );
        expect(firstTwo.sort()).toEqual(['第35类', '第9类']);

        // the items the engine ticks, less one unticked, come into the picker (其他可选 waits
        // unticked; some of it is ticked when the engine ticks fewer than two)
        const checked = phones.getByRole('checkbox', { checked: true });
        await expect(phones.getByRole('checkbox').first()).toBeVisible();
        const others = phones
            .getByRole('group', { name: '第9类的其他可选项目' })
            .getByRole('checkbox', { checked: false });
        while ((await checked.count()) < 2) await others.first().check();
        const ticked = await checked.count();
        expect(ticked).toBeGreaterThanOrEqual(2);
        const kept = ticked - 1;
        // an inner locator is queried within each label: the page's, not one under phones
        const last = phones
            .locator('label')
            .filter({ has: page.getByRole('checkbox', { checked: true }) })
            .last();
        const dropped = (await last.textContent()) ?? '';
        await last.getByRole('checkbox').uncheck();
        await phones.getByRole('button', { name: `选择此类（${kept}项）` }).click();
        const selected = page.getByTestId('selected-items');
        await expect(selected).toContainText(`已选小项（第9类，${kept}项）`);
        await expect(page.getByTestId('fee')).toContainText(feeOf(kept));
        // the chips read as the ticks do: group and item
        expect(dropped).toMatch(/^\d{4} \S/);
        await expect(selected.getByText(dropped, { exact: true })).toHaveCount(0);

        // 35 is filed after this order, as a copy of it, with the items the engine ticks; the queue
        // and the sentence survive a reload
        const sellingTicked = selling.getByRole('checkbox', { checked: true });
        if ((await sellingTicked.count()) === 0)
            await selling
                .getByRole('group', { name: '第35类的其他可选项目' })
                .getByRole('checkbox')
                .first()
                .check();
        const queuedItems = await sellingTicked.count();
        expect(queuedItems).toBeGreaterThan(0);
        await selling.getByRole('button', { name: '另建一单' }).click();
        const queued = page.getByRole('group', { name: '提交后另建订单（同一商标）' });
        await expect(queued).toContainText(`第35类（${queuedItems}项）`);
        await page.reload();
        await expect(queued).toContainText(`第35类（${queuedItems}项）`);
        await expect(page.getByRole('textbox', { name: '您的业务' })).toHaveValue(
            '我们做手机壳和数据线的电商',
        );
        await expect(page.getByTestId('fee')).toContainText(feeOf(kept));

        await page.getByRole('button', { name: '下一步' }).click();
        const risk = page.getByRole('dialog', { name: '风险提示' });
        await expect(page.getByLabel('申请人名称').or(risk)).toBeVisible({
            timeout: 20_000,
        });
        if (await risk.isVisible()) {
            await risk.getByLabel('我已知晓此风险').check();
            await risk.getByRole('button', { name: '继续' }).click();
        }
        await completeStepTwo(page);
        await expect(page).toHaveURL(/#\/home\/stepthree$/);
        await page.getByRole('button', { name: '提交' }).click();
        await page.getByRole('button', { name: '确认提交' }).click();
        await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();

        // leaving step 4 another way would drop the queue: asked first, 取消 keeps it
        await page.getByRole('button', { name: '查看订单' }).click();
        const leaving = page.getByRole('dialog', { name: '还有类别未另建订单' });
        await expect(leaving).toContainText('第35类尚未另建订单');
        await leaving.getByRole('button', { name: '取消' }).click();
        await expect(leaving).toHaveCount(0);
        await expect(page).toHaveURL(/#\/home\/stepfour$/);

        // step 4 starts the queued class: same mark, that class's items, its own fee
        await page.getByRole('button', { name: `另建第35类订单（${queuedItems}项）` }).click();
        await expect(page).toHaveURL(/#\/home\/stepone$/);
        await expect(page.getByLabel('商标名称')).toHaveValue(name);
        await expect(page.getByTestId('selected-items')).toContainText(
            `已选小项（第35类，${queuedItems}项）`,
        );
        await expect(page.getByTestId('fee')).toContainText(feeOf(queuedItems));
        await expect(page.getByRole('group', { name: '提交后另建订单（同一商标）' })).toHaveCount(
            0,
        );
    },
);

test(
    '近似查询 searches the groups of a class suggested for the business',
    { tag: '@adapter' },
    async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.goto('/#/home/myorder/similar');
        await page.getByLabel('商标名称').fill('星河云');
        await page.getByRole('textbox', { name: '您的业务' }).fill('开了一家奶茶店');
        await page.getByRole('button', { name: '推荐类别' }).click();
        const tea = suggestions(page).first();
        await expect(tea).toContainText('第43类', { timeout: 20_000 });
        // the class's items are 4301's (餐饮); with none ticked, one of 其他可选 is ticked first
        await expect(tea.getByRole('checkbox').first()).toHaveAccessibleName(/^4301 /);
        if ((await tea.getByRole('checkbox', { checked: true }).count()) === 0)
            await tea
                .getByRole('group', { name: '第43类的其他可选项目' })
                .getByRole('checkbox')
                .first()
                .check();
        await tea.getByRole('button', { name: '查询这些类似群' }).click();
        await expect(page.getByLabel(/类别或类似群/)).toHaveValue(/^4301/);
        await expect(page).toHaveURL(/scope=4301/);
    },
);

test('a restaurant doing takeaway is class 43 with 餐馆, and no single character pulls in another trade', async ({
    page,
}) => {
    await signIn(page, DEMO.admin);
    await page.goto('/#/home/stepone');
    await page.getByRole('textbox', { name: '您的业务' }).fill('在成都开川菜馆，也做外卖');
    await page.getByRole('textbox', { name: '您的业务' }).press('Enter');
    const results = page.getByRole('list', { name: '推荐类别' });
    await expect(suggestions(page).first().getByRole('heading', { level: 3 })).toHaveText(
        '第43类',
        { timeout: 20_000 },
    );

    // 外 (除…外) and 馆 once brought in leather dressings, condiments, libraries, planetaria
    await expect(
        results.getByRole('checkbox', { name: /皮革处理剂|调味品|图书馆|天文馆/ }),
    ).toHaveCount(0);
    for (const cls of ['第1类', '第41类'])
        await expect(results.getByRole('heading', { name: cls, exact: true })).toHaveCount(0);

    // 菜馆 is a 餐馆: the 43 card offers it, ticked or under 其他可选
    const restaurant = results.getByRole('listitem', { name: '第43类', exact: true });
    await expect(restaurant.getByRole('checkbox', { name: /^\d{4} 餐馆$/ })).toBeVisible();

    // ticking one of 其他可选 adds it to what 选择此类 takes
    const choose = restaurant.getByRole('button', { name: /^选择此类（\d+项）$/ });
    const before = Number(/（(\d+)项）/.exec((await choose.textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThanOrEqual(0);
    const other = restaurant
        .getByRole('group', { name: '第43类的其他可选项目' })
        .getByRole('checkbox')
        .first();
    await expect(other).not.toBeChecked();
    await other.check();
    await expect(
        restaurant.getByRole('button', { name: `选择此类（${before + 1}项）` }),
    ).toBeEnabled();
});
