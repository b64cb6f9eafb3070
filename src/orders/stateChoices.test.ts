import { describe, expect, it } from 'vitest';
import { orderStateChoices } from './stateChoices';

const names = (current: unknown) => orderStateChoices(current).map(choice => choice.name);

describe('orderStateChoices', () => {
    it('lists the states in the order’s life, the rejection card’s group before its states', () => {
        expect(names(undefined)).toEqual([
            '已支付',
            '待审核',
            '审核失败',
            '审核通过',
            '已报送商标局',
            '商标局已受理',
            '商标局不予受理',
            '受理审查通过',
            '商标局驳回',
            '部分驳回',
            '驳回',
            '商标局审查通过',
            '申请成功',
            '订单关闭',
        ]);
    });

    it('names the rejection the dashboard card links to', () => {
        const choices = orderStateChoices(undefined);
        expect(choices).toContainEqual({ id: '29,30', name: '商标局驳回' });
        expect(names(undefined)).toContain('部分驳回');
        expect(names(undefined)).toContain('驳回');
        expect(choices.some(choice => choice.id === 2 && choice.name === '审核失败')).toBe(true);
    });

    it('offers the card option once when the filter holds it', () => {
        expect(orderStateChoices('29,30')).toEqual(orderStateChoices(undefined));
    });

    it('gives a list of states no option names an option of its own', () => {
        const [first] = orderStateChoices('1,2');
        expect(first).toEqual({ id: '1,2', name: '待审核、审核失败' });
        expect(orderStateChoices('30,29')[0]).toEqual({ id: '30,29', name: '商标局驳回' });
    });
});
