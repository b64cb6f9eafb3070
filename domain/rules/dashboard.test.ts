import { describe, expect, it } from 'vitest';
import { ORDER_CARDS, orderListFilterOf } from './dashboard';

describe('the dashboard cards', () => {
    it('are read from the state tables: labels and the list filter each opens', () => {
        expect(ORDER_CARDS).toEqual([
            { key: 'auditWaited', label: '待审核', filter: { state: [1] } },
            { key: 'auditFail', label: '审核失败', filter: { state: [2] } },
            { key: 'auditPass', label: '审核通过', filter: { state: [3] } },
            { key: 'trademarkOfficeReject', label: '商标局驳回', filter: { state: [29, 30] } },
            { key: 'trademarkOfficeDismiss', label: '商标局不予受理', filter: { state: [22] } },
            { key: 'supplementWaited', label: '待补正', filter: { supplementState: 2 } },
        ]);
    });

    it('write their filter as the order list takes it in the query string', () => {
        expect(orderListFilterOf({ state: [29, 30] })).toEqual({ state: '29,30' });
        expect(orderListFilterOf({ supplementState: 2 })).toEqual({ supplementState: 2 });
    });
});
