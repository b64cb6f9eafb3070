import { describe, expect, it } from 'vitest';
import { lanAddresses, phoneLines } from './network.mjs';

describe('npm start: the addresses a phone can use', () => {
    it('lists the IPv4 addresses of the networks, not loopback, IPv6 or link-local', () => {
        const interfaces = {
            lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
            eth0: [
                { address: '192.168.1.23', family: 'IPv4', internal: false },
                { address: 'fe80::1', family: 'IPv6', internal: false },
            ],
            wlan0: [{ address: '10.0.0.5', family: 4, internal: false }],
            usb0: [{ address: '169.254.3.4', family: 'IPv4', internal: false }],
        };
        expect(lanAddresses(interfaces)).toEqual(['192.168.1.23', '10.0.0.5']);
    });

    it('prints each with the port, or says what to do without one', () => {
        expect(phoneLines(['192.168.1.23'], '5173')).toEqual([
            '  on a phone (same network) →  http://192.168.1.23:5173/',
        ]);
        expect(phoneLines([], '5173').join('\n')).toContain('no network address');
    });
});
