/**
 * Login throttling (docs/api.md, "Login throttling"; docs/security.md): repeated wrong
 * passwords lock the account and, with a higher threshold (an office shares one address), the
 * client address for a while.
 * A lock is never permanent: it lasts `lockMs`, doubling with each further lock up to
 * `maxLockMs`, and a successful login clears the account's record. While a key is locked even
 * the right password is refused with 429, so guessing cannot continue at full speed.
 *
 * The records live in memory, not in the db: a failed login changes nothing that is persisted,
 * and a restart forgets them (acceptable for the mock; a real server keeps them in a shared
 * store).
 */
import { tooManyAttempts as tooMany } from './errors';
import type { DomainError } from './errors';

export interface ThrottlePolicy {
    /** wrong passwords for one account within `windowMs` that lock it */
    accountLimit: number;
    /** wrong passwords from one address within `windowMs` that lock the address */
    addressLimit: number;
    windowMs: number;
    /** the first lock; each further lock of the same key doubles it */
    lockMs: number;
    maxLockMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
    accountLimit: 5,
    addressLimit: 20,
    windowMs: 15 * 60_000,
    lockMs: 60_000,
    maxLockMs: 15 * 60_000,
};

interface ThrottleRecord {
    /** epoch ms of the wrong passwords still inside the window */
    failures: number[];
    lockedUntil: number;
    /** how many locks in a row; reset by a success or a quiet window */
    locks: number;
}

/** A wait in whole seconds, at least 1 (what `Retry-After` says). */
const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** How long to wait, said the way a person would ("45 秒", "2 分钟"). */
export const waitText = (ms: number): string => {
    const seconds = waitSeconds(ms);
    return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
};

/** The 429 of a locked key, saying how long to wait. */
export const tooManyAttempts = (waitMs: number): DomainError =>
    tooMany(`登录失败次数过多，请 ${waitText(waitMs)}后再试`, waitSeconds(waitMs));

/** Keys are `account:<name>` and `address:<ip>`; callers pass both for each attempt. */
export interface ThrottleKeys {
    account: string;
    address: string;
}

const MAX_RECORDS = 10_000;

/** One attempt under way: counted as a failure until `succeed` takes it back. */
export interface ThrottleAttempt {
    keys: ThrottleKeys;
    at: number;
    /** the records this attempt locked */
    locked: string[];
}

export class LoginThrottle {
    private readonly records = new Map<string, ThrottleRecord>();

    constructor(private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY) {}

    private keysOf({ account, address }: ThrottleKeys): [string, number][] {
        return [
            [`account:${account}`, this.policy.accountLimit],
            [`address:${address}`, this.policy.addressLimit],
        ];
    }

    /** Throws a 429 naming the wait when the account or the address is locked. */
    check(keys: ThrottleKeys, now: number): void {
        const wait = Math.max(
            ...this.keysOf(keys).map(([key]) => (this.records.get(key)?.lockedUntil ?? 0) - now),
        );
        if (wait > 0) throw tooManyAttempts(wait);
    }

    /**
     * Starts an attempt before the (slow) password check: a locked key is refused, otherwise
     * the attempt counts as a failure at once, so parallel guesses cannot all slip through
     * before the first one is counted. The attempt that reaches a limit sets the lock.
     */
    begin(keys: ThrottleKeys, now: number): ThrottleAttempt {
        this.check(keys, now);
        this.prune(now);
        const attempt: ThrottleAttempt = { keys, at: now, locked: [] };
        const windowStart = now - this.policy.windowMs;
        for (const [key, limit] of this.keysOf(keys)) {
            const record = this.records.get(key) ?? { failures: [], lockedUntil: 0, locks: 0 };
            if (record.locks > 0 && record.lockedUntil < windowStart) record.locks = 0;
            record.failures = record.failures.filter(at => at > windowStart);
            record.failures.push(now);
            if (record.failures.length >= limit) {
                record.lockedUntil =
                    now + Math.min(this.policy.lockMs * 2 ** record.locks, this.policy.maxLockMs);
                record.locks += 1;
                record.failures = [];
                attempt.locked.push(key);
            }
            this.records.set(key, record);
        }
        return attempt;
    }

    /** The right password: the account starts afresh and the attempt is taken back. */
    succeed({ keys, at, locked }: ThrottleAttempt): void {
        this.records.delete(`account:${keys.account}`);
        const addressKey = `address:${keys.address}`;
        const address = this.records.get(addressKey);
        if (!address) return;
        const index = address.failures.lastIndexOf(at);
        if (index >= 0) address.failures.splice(index, 1);
        if (locked.includes(addressKey)) {
            address.lockedUntil = 0;
            address.locks = Math.max(0, address.locks - 1);
        }
    }

    /** Forgets quiet records so a flood of made-up names cannot grow memory without bound. */
    private prune(now: number): void {
        if (this.records.size < MAX_RECORDS) return;
        const horizon = now - this.policy.windowMs - this.policy.maxLockMs;
        for (const [key, record] of this.records) {
            if (Math.max(record.lockedUntil, ...record.failures) < horizon)
                this.records.delete(key);
        }
    }
}
