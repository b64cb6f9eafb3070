import { describe, expect, it } from 'vitest';
import { describeChange } from './describeChange';

describe('describeChange', () => {
    it('names each state as the portal does, amounts in yuan', () => {
        expect(
            describeChange(
                { balanceFen: 100_000 },
                { balanceFen: 70_000, moneyFen: 30_000, inandexType: 2, tradeType: 2 },
            ),
        ).toEqual([
            '余额(元)：1000.00 → 700.00',
            '金额(元)：- → 300.00',
            '收支类型：- → 支出',
            '交易类型：- → 消费',
        ]);
    });

    it('shows codes as their labels, lists joined, unknown keys as they came', () => {
        expect(describeChange({ state: 2 }, { state: 1 })).toEqual(['订单状态：审核失败 → 待审核']);
        expect(
            describeChange(
                { login_style: 2, forbidChangePasswordUserIds: [] },
                { login_style: 1, forbidChangePasswordUserIds: [2, 3] },
            ),
        ).toEqual(['登录方式：多点登录 → 单点登录', '禁止修改密码的用户编号：- → 2、3']);
        expect(describeChange(null, { channel: 'wx_pub_qr', somethingNew: 7 })).toEqual([
            '支付方式：微信',
            'somethingNew：7',
        ]);
    });

    it('shows only the new state of a record without a before', () => {
        expect(describeChange(null, { state: 1 })).toEqual(['订单状态：待审核']);
        expect(describeChange(null, null)).toEqual([]);
    });
});
