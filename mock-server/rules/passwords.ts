/**
 * Passwords (docs/security.md, "Accounts and sessions"). The client sends the lowercase hex
 * SHA-256 of what the user typed; the server keeps only `scrypt(digest, per-user salt)` and
 * compares in constant time.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** Moderate cost (about 16 MB and a few tens of ms): slow for guessing, fast enough for tests. */
const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const sha256Hex = (text: string): string =>
    createHash('sha256').update(text, 'utf8').digest('hex');

export const isPasswordDigest = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** `scrypt$N$r$p$salt$hash`, so the cost can change without breaking stored hashes. */
export const hashPasswordDigest = (digest: string, salt: Buffer = randomBytes(16)): string => {
    const hash = scryptSync(digest, salt, KEY_LENGTH, COST);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('hex'), hash.toString('hex')].join('$');
};

const scryptAsync = (digest: string, salt: Buffer, cost: typeof COST): Promise<Buffer> =>
    new Promise((resolve, reject) => {
        scrypt(digest, salt, KEY_LENGTH, cost, (error, key) =>
            error ? reject(error) : resolve(key),
        );
    });

/** Checks a digest against a stored hash; a malformed stored hash never matches. */
export const verifyPasswordDigest = async (digest: string, stored: string): Promise<boolean> => {
    const [scheme, N, r, p, saltHex, hashHex] = stored.split('$');
    if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
    const expected = Buffer.from(hashHex, 'hex');
    const actual = await scryptAsync(digest, Buffer.from(saltHex, 'hex'), {
        N: Number(N),
        r: Number(r),
        p: Number(p),
    });
    return expected.length === actual.length && timingSafeEqual(expected, actual);
};

let decoy: string | undefined;

/** A hash to check against when the user name is unknown, so both failures take as long. */
export const decoyPasswordHash = (): string => (decoy ??= hashPasswordDigest(sha256Hex('decoy')));
