/** The login throttle on its own: counts, locks, doubling, expiry, and what a success clears. */
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { DEFAULT_THROTTLE_POLICY, LoginThrottle, tooManyAttempts, waitText } from './loginThrottle';
import type { ThrottleKeys, ThrottlePolicy } from './loginThrottle';

/** Small numbers, so every case is a few calls: 3 per account, 8 per address. */
const POLICY: ThrottlePolicy = {
    accountLimit: 3,
    addressLimit: 8,
    windowMs: 1_000,
    lockMs: 100,
    maxLockMs: 350,
};

const keys = (account: string, address = '10.0.0.1'): ThrottleKeys => ({ account, address });

/** `n` wrong passwords at `at` (each begun and never taken back). */
const fail = (throttle: LoginThrottle, k: ThrottleKeys, n: number, at: number): void => {
    for (let i = 0; i < n; i += 1) throttle.begin(k, at);
};

/** The refusal `check` throws, or null when the keys are free. */
const refusal = (throttle: LoginThrottle, k: ThrottleKeys, at: number): DomainError | null => {
    try {
        throttle.check(k, at);
        return null;
    } catch (error) {
        if (error instanceof DomainError) return error;
        throw error;
    }
};

describe('LoginThrottle', () => {
    it('counts wrong passwords and locks the account at the limit, not before', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 2, 0);
        expect(refusal(throttle, keys('zhang'), 0)).toBeNull();
        fail(throttle, keys('zhang'), 1, 0);
        const locked = refusal(throttle, keys('zhang'), 0);
        expect(locked).toMatchObject({ kind: 'tooManyAttempts', retryAfterSeconds: 1 });
        expect(locked?.message).toBe('登录失败次数过多，请 1 秒后再试');
        // another account from the same address is not locked by it
        expect(refusal(throttle, keys('li'), 0)).toBeNull();
    });

    it('refuses even the attempt itself while locked, and counts nothing then', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 3, 0);
        expect(() => throttle.begin(keys('zhang'), 50)).toThrow(DomainError);
        // the refused attempt did not count: right after the lock the count starts afresh
        fail(throttle, keys('zhang'), 2, 100);
        expect(refusal(throttle, keys('zhang'), 100)).toBeNull();
    });

    it('lets the lock expire after lockMs', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 3, 0);
        expect(refusal(throttle, keys('zhang'), 99)).not.toBeNull();
        expect(refusal(throttle, keys('zhang'), 100)).toBeNull();
    });

    it('doubles each further lock of the same key, up to maxLockMs', () => {
        const throttle = new LoginThrottle(POLICY);
        // each round from another address, so that only the account's locks add up
        const lockLength = (at: number): number => {
            fail(throttle, keys('zhang', `10.0.1.${at % 256}`), 3, at);
            let until = at;
            while (refusal(throttle, keys('zhang'), until)) until += 1;
            return until - at;
        };
        expect(lockLength(0)).toBe(100);
        expect(lockLength(100)).toBe(200);
        expect(lockLength(300)).toBe(350);
        expect(lockLength(650)).toBe(350);
    });

    it('forgets the doubling after a quiet window', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 3, 0);
        // the lock ended at 100; a window (1 s) later the next lock is the first one again
        fail(throttle, keys('zhang'), 3, 2_000);
        expect(refusal(throttle, keys('zhang'), 2_099)).not.toBeNull();
        expect(refusal(throttle, keys('zhang'), 2_100)).toBeNull();
    });

    it('counts only the wrong passwords inside the window', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 2, 0);
        fail(throttle, keys('zhang'), 1, 1_500);
        expect(refusal(throttle, keys('zhang'), 1_500)).toBeNull();
    });

    it('clears the account on success and takes the attempt back from the address', () => {
        const throttle = new LoginThrottle(POLICY);
        fail(throttle, keys('zhang'), 2, 0);
        throttle.succeed(throttle.begin(keys('zhang'), 0));
        // the account starts afresh: two more wrong passwords do not lock it
        fail(throttle, keys('zhang'), 2, 0);
        expect(refusal(throttle, keys('zhang'), 0)).toBeNull();
        // the address counts 4 wrong passwords, not 5: the right one was taken back
        for (const name of ['a', 'b', 'c']) fail(throttle, keys(name), 1, 0);
        expect(refusal(throttle, keys('x'), 0)).toBeNull();
        fail(throttle, keys('d'), 1, 0);
        expect(refusal(throttle, keys('x'), 0)).not.toBeNull();
    });

    it('locks the address after its own limit, over any accounts', () => {
        const throttle = new LoginThrottle(POLICY);
        for (const name of 'abcdefgh') fail(throttle, keys(name), 1, 0);
        expect(refusal(throttle, keys('x'), 0)).not.toBeNull();
        expect(refusal(throttle, keys('x', '10.0.0.2'), 0)).toBeNull();
    });

    it('unlocks the address when the attempt that locked it proves right', () => {
        const throttle = new LoginThrottle(POLICY);
        for (const name of 'abcdefg') fail(throttle, keys(name), 1, 0);
        const attempt = throttle.begin(keys('h'), 0);
        expect(refusal(throttle, keys('f'), 0)).not.toBeNull();
        throttle.succeed(attempt);
        expect(refusal(throttle, keys('f'), 0)).toBeNull();
    });

    it('has the documented defaults: 5 per account, 20 per address, 1 to 15 minutes', () => {
        expect(DEFAULT_THROTTLE_POLICY).toEqual({
            accountLimit: 5,
            addressLimit: 20,
            windowMs: 900_000,
            lockMs: 60_000,
            maxLockMs: 900_000,
        });
    });
});

describe('the wait, as a person says it and as Retry-After says it', () => {
    it.each([
        [1, '1 秒', 1],
        [45_000, '45 秒', 45],
        [59_001, '1 分钟', 60],
        [61_000, '2 分钟', 61],
        [900_000, '15 分钟', 900],
    ])('%i ms: %s, %i s', (ms, text, seconds) => {
        expect(waitText(ms)).toBe(text);
        const error = tooManyAttempts(ms);
        expect(error.message).toBe(`登录失败次数过多，请 ${text}后再试`);
        expect(error.retryAfterSeconds).toBe(seconds);
    });
});
