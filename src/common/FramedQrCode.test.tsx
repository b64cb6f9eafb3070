import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { FramedQrCode, loopbackHostOf } from './FramedQrCode';

describe('loopbackHostOf', () => {
    it('names a link only this computer can open', () => {
        expect(loopbackHostOf('http://localhost:3001/pay/1')).toBe('localhost:3001');
        expect(loopbackHostOf('http://127.0.0.1:3001/pay/1')).toBe('127.0.0.1:3001');
        expect(loopbackHostOf('http://[::1]:3001/pay/1')).toBe('[::1]:3001');
        expect(loopbackHostOf('http://portal.localhost/pay')).toBe('portal.localhost');
    });

    it('leaves a link a phone can reach, and what is no link', () => {
        expect(loopbackHostOf('http://192.168.1.10:3001/pay/1')).toBeNull();
        expect(loopbackHostOf('https://qr.alipay.com/bax01')).toBeNull();
        expect(loopbackHostOf('weixin://wxpay/bizpayurl?pr=abc')).toBeNull();
        expect(loopbackHostOf('not a link')).toBeNull();
    });
});

describe('FramedQrCode', () => {
    const draw = (value: string) =>
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <FramedQrCode value={value} size={120} label="支付二维码" />
            </AdminContext>,
        );

    it('warns that a phone cannot open a localhost code, naming the address to use', () => {
        draw('http://127.0.0.1:3001/pay/1');
        expect(screen.getByRole('img', { name: '支付二维码' })).toBeInTheDocument();
        expect(screen.getByTestId('qr-loopback')).toHaveTextContent(
            '二维码中的地址 127.0.0.1:3001 只能在本机打开，手机扫码后无法访问',
        );
        expect(screen.getByTestId('qr-loopback')).toHaveTextContent('电脑的局域网 IP');
    });

    it('says nothing more of a code a phone can open', () => {
        draw('http://192.168.1.10:3001/pay/1');
        expect(screen.queryByTestId('qr-loopback')).toBeNull();
    });
});
