// The addresses other devices on this machine's networks reach it by, for `npm start`'s
// banner: a phone on the same Wi-Fi opens the portal there (and scans a top-up's QR code).
import os from 'node:os';

/**
 * IPv4 addresses of the interfaces that are up and not loopback, as `os.networkInterfaces()`
 * gives them; link-local (169.254.x.x) ones are left out, as no phone reaches them.
 */
export const lanAddresses = (interfaces = os.networkInterfaces()) =>
    Object.values(interfaces)
        .flat()
        .filter(
            entry =>
                entry &&
                (entry.family === 'IPv4' || entry.family === 4) &&
                !entry.internal &&
                !entry.address.startsWith('169.254.'),
        )
        .map(entry => entry.address);

/** The banner's lines about phones: each address with the port, or what to do without one. */
export const phoneLines = (addresses, port) =>
    addresses.length > 0
        ? addresses.map(address => `  on a phone (same network) →  http://${address}:${port}/`)
        : [
              '  on a phone: this machine has no network address; join the Wi-Fi the phone is on,',
              '  then restart (the portal listens on every interface).',
          ];
