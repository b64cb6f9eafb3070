import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../dataProvider/records';
import { auditNamesOf } from './auditNames';
import { describeActor, describeAddress, describeChange, describeObject } from './describeChange';

const NAMES = auditNamesOf([
    { id: 1, name: 'admin', trueName: '张伟' },
    { id: 2, name: 'agent', trueName: '李娜' },
    { id: 3, name: 'zhaolei', trueName: '赵磊' },
]);

const record = (fields: Partial<AuditRecord>): AuditRecord => ({
    id: 1,
    userId: 1,
    userName: 'admin',
    time: '2026-11-28 16:59:31',
    address: '127.0.0.1',
    kind: 'money',
    object: '',
    before: null,
    after: null,
    ...fields,
});

describe('describeChange', () => {
    it('writes amounts in yuan with thousands separated, the amount moved with its sign', () => {
        expect(
            describeChange(
                { balanceFen: 2_582_000 },
                { balanceFen: 2_552_000, moneyFen: 30_000, inandexType: 2, tradeType: 2 },
            ),
        ).toEqual(['余额(元)：25,820.00 → 25,520.00', '金额(元)：-300.00', '交易类型：消费']);
        expect(
            describeChange(
                { balanceFen: 2_582_000 },
                { balanceFen: 2_612_000, moneyFen: 30_000, inandexType: 1, tradeType: 3 },
            ),
        ).toEqual(['余额(元)：25,820.00 → 26,120.00', '金额(元)：+300.00', '交易类型：退款']);
        expect(describeChange(null, { amountFen: 1_234_560, channel: 'wx_pub_qr' })).toEqual([
            '充值金额(元)：12,345.60',
            '支付方式：微信',
        ]);
    });

    it('names an applicant by the name the record keeps, not its number', () => {
        expect(
            describeChange(
                { state: 2, applicantTbId: 81, applicant: '北京知联科技有限公司' },
                { state: 1, applicantTbId: 71, applicant: '上海新申请人有限公司' },
            ),
        ).toEqual([
            '订单状态：审核失败 → 待审核',
            '申请人：北京知联科技有限公司 → 上海新申请人有限公司',
        ]);
        // a record without the name keeps the number, said as one
        expect(describeChange({ applicantTbId: 81 }, { applicantTbId: 71 })).toEqual([
            '申请人：编号 81 → 编号 71',
        ]);
    });

    it('names users by their true names, the number only for one the page does not know', () => {
        expect(
            describeChange(
                { login_style: 2, forbidChangePasswordUserIds: [] },
                { login_style: 1, forbidChangePasswordUserIds: [2, 3, 9] },
                NAMES,
            ),
        ).toEqual(['登录方式：多点登录 → 单点登录', '禁止修改密码的用户：— → 李娜、赵磊、编号 9']);
    });

    it('leaves out what did not change', () => {
        expect(
            describeChange(
                { login_style: 2, forbidChangePasswordUserIds: [2, 3] },
                { login_style: 2, forbidChangePasswordUserIds: [3] },
                NAMES,
            ),
        ).toEqual(['禁止修改密码的用户：李娜、赵磊 → 赵磊']);
        expect(describeChange({ state: 1 }, { state: 1 })).toEqual([]);
    });

    it('shows codes as their labels, unknown keys as they came, and only the new state of a record without a before', () => {
        expect(describeChange({ state: 2 }, { state: 1 })).toEqual(['订单状态：审核失败 → 待审核']);
        expect(describeChange(null, { channel: 'alipay_pc_direct', somethingNew: 7 })).toEqual([
            '支付方式：支付宝',
            'somethingNew：7',
        ]);
        expect(describeChange(null, { state: 1 })).toEqual(['订单状态：待审核']);
        expect(describeChange(null, null)).toEqual([]);
    });
});

describe('describeObject', () => {
    it('names the object by what it is', () => {
        const order = 'TM202611271914514729';
        expect(describeObject(record({ kind: 'orderClose', object: order }))).toBe(`订单 ${order}`);
        expect(
            describeObject(record({ kind: 'money', object: order, after: { tradeType: 3 } })),
        ).toBe(`订单 ${order}`);
        const payment = 'PAY20261128165931186132';
        expect(
            describeObject(record({ kind: 'money', object: payment, after: { tradeType: 1 } })),
        ).toBe(`充值 ${payment}`);
        expect(describeObject(record({ kind: 'topUpStart', object: payment }))).toBe(
            `充值 ${payment}`,
        );
        expect(describeObject(record({ kind: 'settingsChange', object: '1' }))).toBe('机构设置');
        expect(describeObject(record({ kind: 'passwordChange', object: 'agent' }), NAMES)).toBe(
            '用户 李娜',
        );
        expect(describeObject(record({ kind: 'passwordChange', object: 'someone' }), NAMES)).toBe(
            '用户 someone',
        );
        expect(describeObject(record({ kind: 'riskAcknowledge', object: '云图知联 (09)' }))).toBe(
            '商标 云图知联（第9类）',
        );
        expect(describeObject(record({ kind: 'riskAcknowledge', object: 'E2E1' }))).toBe(
            '商标 E2E1',
        );
        expect(describeObject(record({ kind: 'orderClose', object: '' }))).toBe('—');
    });
});

describe('describeActor and describeAddress', () => {
    it('name who acted by their true name, else as the record keeps them', () => {
        expect(describeActor(record({ userId: 2, userName: 'agent' }), NAMES)).toBe('李娜');
        expect(describeActor(record({ userId: 9, userName: 'former' }), NAMES)).toBe('former');
        expect(describeActor(record({ userId: null, userName: '' }), NAMES)).toBe('系统（收银台）');
    });

    it('write an IPv4 address as written', () => {
        expect(describeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
        expect(describeAddress('2001:db8::1')).toBe('2001:db8::1');
        expect(describeAddress('')).toBe('—');
    });
});
