import { describe, expect, it } from 'vitest';
import { createDataProvider } from './index';
import { createHttpClient } from './httpClient';
import { fakeFetch, memorySession } from './testing';

const provider = (...answers: Parameters<typeof fakeFetch>) => {
    const fake = fakeFetch(...answers);
    const http = createHttpClient({ apiUrl: '', session: memorySession('t'), fetch: fake.fetch });
    return { dataProvider: createDataProvider(http), calls: fake.calls };
};

const ok = (data: unknown) => ({ body: { status: 200, msg: '操作成功', data } });

describe('account and top-up calls', () => {
    it('getSpInfo reads GET /api/spInfo', async () => {
        const info = {
            spName: '知联',
            spContacts: '张伟',
            spPhone: '1',
            spAccount: 'a',
            balance: 0,
        };
        const { dataProvider, calls } = provider(ok(info));
        await expect(dataProvider.getSpInfo()).resolves.toEqual(info);
        expect(calls[0].url).toBe('/api/spInfo');
        expect(calls[0].init.method).toBe('GET');
    });

    it('createPayment posts the amount and channel as JSON', async () => {
        const payment = {
            amount: 500,
            channel: 'wx_pub_qr',
            codeUrl: 'http://localhost:5173/pay/PAY1',
            paymentSn: 'PAY1',
            paymentState: 0,
        };
        const { dataProvider, calls } = provider(ok(payment));
        await expect(
            dataProvider.createPayment({ amount: 500, channel: 'wx_pub_qr' }),
        ).resolves.toEqual(payment);
        expect(calls[0].url).toBe('/api/payment');
        expect(calls[0].init.method).toBe('POST');
        expect(JSON.parse(String(calls[0].init.body))).toEqual({
            amount: 500,
            channel: 'wx_pub_qr',
        });
    });

    it('getPaymentState sends the paymentSn and shows the server’s msg on refusal', async () => {
        const { dataProvider, calls } = provider(ok({ paymentSn: 'PAY1', paymentState: 1 }), {
            status: 404,
            body: { status: 404, msg: '支付单不存在', data: null },
        });
        await expect(dataProvider.getPaymentState('PAY1')).resolves.toEqual({
            paymentSn: 'PAY1',
            paymentState: 1,
        });
        expect(calls[0].url).toBe('/api/getPaymentState?paymentSn=PAY1');
        await expect(dataProvider.getPaymentState('PAY2')).rejects.toMatchObject({
            message: '支付单不存在',
            status: 404,
        });
    });

    it('refuses malformed answers, naming the call', async () => {
        const { dataProvider } = provider(
            ok({ state: 'paid' }),
            ok({ paymentSn: 'PAY1' }),
            ok(null),
        );
        await expect(dataProvider.getPaymentState('PAY1')).rejects.toThrow(
            /GET \/api\/getPaymentState/,
        );
        await expect(
            dataProvider.createPayment({ amount: 1, channel: 'alipay_pc_direct' }),
        ).rejects.toThrow(/POST \/api\/payment/);
        await expect(dataProvider.getSpInfo()).rejects.toThrow(/GET \/api\/spInfo/);
    });
});
