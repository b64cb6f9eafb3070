import { describe, expect, it } from 'vitest';
import { orderStateChoices } from './stateChoices';

const names = (current: unknown) => orderStateChoices(current).map(choice => choice.name);

describe('orderStateChoices', () => {
    it('names the rejection the dashboard card links to, before the states', () => {
        const choices = orderStateChoices(undefined);
        expect(choices[0]).toEqual({ id: '29,30', name: '商标局驳回' });
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
