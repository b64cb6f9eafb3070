import { ORDER_CARDS } from '../../domain/rules/dashboard';
import type { OrderState } from '../../domain/types/orders';
import { LIST_SEPARATOR, ORDER_STATE_LABELS, toChoices } from '../i18n/labels';

export interface StateChoice {
    id: number | string;
    name: string;
}

/** The states a dashboard card covers together (商标局驳回: 29, 30), as the list filters them. */
const GROUPS: StateChoice[] = ORDER_CARDS.filter(card => (card.filter.state?.length ?? 0) > 1).map(
    card => ({ id: card.filter.state!.join(','), name: card.label }),
);

const sameStates = (a: string, b: string) =>
    a.split(',').map(Number).sort().join() === b.split(',').map(Number).sort().join();

/**
 * The state filter's options: the named groups the dashboard links to, then each state. A
 * list of states the query string holds that is neither gets an option of its own, named by
 * its states (待审核、审核失败), so the form always shows the filter the rows obey and 全部
 * clears it.
 */
export const orderStateChoices = (current: unknown): StateChoice[] => {
    const choices = [...GROUPS, ...toChoices(ORDER_STATE_LABELS)];
    const value = current === undefined || current === null ? '' : String(current);
    if (!value.includes(',') || GROUPS.some(group => group.id === value)) return choices;
    const name =
        GROUPS.find(group => sameStates(String(group.id), value))?.name ??
        value
            .split(',')
            .map(state => ORDER_STATE_LABELS[Number(state) as OrderState] ?? state)
            .join(LIST_SEPARATOR);
    return [{ id: value, name }, ...choices];
};
