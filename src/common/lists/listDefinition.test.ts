import { describe, expect, it } from 'vitest';
import { classNumber, codeLabel, columnLabel, fieldOf } from './listDefinition';
import type { ListDefinition } from './listDefinition';

interface Row {
    id: number;
    orderId: string;
}

const LIST: ListDefinition<Row> = {
    resource: 'orders',
    title: 'portal.menu.orderList',
    columns: [
        { source: 'orderId' },
        { source: 'deadline', label: 'portal.orders.supplement.deadline', export: false },
    ],
    filters: [],
    cards: { title: 'orderId', lines: [], height: 100 },
};

describe('a list definition', () => {
    it('labels a column by its field unless it says otherwise', () => {
        expect(columnLabel(LIST, LIST.columns[0])).toBe('resources.orders.fields.orderId');
        expect(columnLabel(LIST, LIST.columns[1])).toBe('portal.orders.supplement.deadline');
    });

    it('reads a column’s field from a record', () => {
        expect(fieldOf({ id: 1, orderId: 'TM1' }, 'orderId')).toBe('TM1');
    });

    it('names a code by its label, or writes an unknown code as it is', () => {
        const label = codeLabel({ 1: '收入', 2: '支出' });
        expect(label(2)).toBe('支出');
        expect(label('1')).toBe('收入');
        expect(label(9)).toBe('9');
    });

    it('writes a class as a number, and anything else as text', () => {
        expect(classNumber('09')).toBe(9);
        expect(classNumber('09,35')).toBe('09,35');
    });
});
