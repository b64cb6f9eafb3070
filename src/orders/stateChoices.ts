import { ORDER_CARDS } from '../../domain/rules/dashboard';
import { ORDER_LIFE } from '../../domain/states/orders';
import type { OrderState } from '../../domain/types/orders';
import { LIST_SEPARATOR, ORDER_STATE_LABELS } from '../i18n/labels';

export interface StateChoice {
    id: number | string;
    name: string;
}

/** The states a dashboard card covers together (商标局驳回: 29, 30), as the list filters them. */
const GROUPS = ORDER_CARDS.filter(card => (card.filter.state?.length ?? 0) > 1).map(card => ({
    states: card.filter.state!,
    choice: { id: card.filter.state!.join(','), name: card.label } as StateChoice,
}));

/**
 * Each state in the order's life (domain/states/orders.ts), a group just before the first of
 * its states: …受理审查通过、商标局驳回、部分驳回、驳回、商标局审查通过…
 */
const CHOICES: StateChoice[] = ORDER_LIFE.flatMap(state => [
    ...GROUPS.filter(group => ORDER_LIFE.find(s => group.states.includes(s)) === state).map(
        group => group.choice,
    ),
    { id: state, name: ORDER_STATE_LABELS[state] },
]);

const sameStates = (a: string, b: string) =>
    a.split(',').map(Number).sort().join() === b.split(',').map(Number).sort().join();

/**
 * The state filter's options: each state in the order's life, with the named groups the
 * dashboard links to beside their states. A list of states the query string holds that is
 * neither gets an option of its own, first, named by its states (待审核、审核失败), so the form
 * always shows the filter the rows obey and 全部 clears it.
 */
export const orderStateChoices = (current: unknown): StateChoice[] => {
    const value = current === undefined || current === null ? '' : String(current);
    if (!value.includes(',') || GROUPS.some(group => group.choice.id === value)) return CHOICES;
    const name =
        GROUPS.find(group => sameStates(String(group.choice.id), value))?.choice.name ??
        value
            .split(',')
            .map(state => ORDER_STATE_LABELS[Number(state) as OrderState] ?? state)
            .join(LIST_SEPARATOR);
    return [{ id: value, name }, ...CHOICES];
};
