/**
 * A fixed-window request limit per client address (Express `req.ip`, which believes a proxy's
 * X-Forwarded-For only as network.ts allows). Used on the cashier, which answers without a
 * session: past the limit a client gets 429 with Retry-After until its window ends.
 */
import type { Request } from 'express';
import { tooManyAttempts } from '../rules/errors';

export interface RateLimitPolicy {
    limit: number;
    windowMs: number;
}

export const TOO_MANY_REQUESTS_MSG = '请求过于频繁，请稍后再试';

/** More addresses than this and finished windows are dropped before counting. */
const MAX_TRACKED = 10_000;

export class RateLimit {
    private readonly windows = new Map<string, { start: number; count: number }>();

    constructor(private readonly policy: RateLimitPolicy) {}

    /** Counts a request at `now`; throws the 429 DomainError when the address is over. */
    take(req: Request, now: number): void {
        const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
        if (this.windows.size >= MAX_TRACKED) this.prune(now);
        const window = this.windows.get(address);
        if (!window || now - window.start >= this.policy.windowMs) {
            this.windows.set(address, { start: now, count: 1 });
            return;
        }
        window.count += 1;
        if (window.count > this.policy.limit) {
            const retryAfter = Math.ceil((window.start + this.policy.windowMs - now) / 1000);
            throw tooManyAttempts(TOO_MANY_REQUESTS_MSG, Math.max(1, retryAfter));
        }
    }

    private prune(now: number): void {
        for (const [address, window] of this.windows) {
            if (now - window.start >= this.policy.windowMs) this.windows.delete(address);
        }
        // every address still in its window: forget the oldest half rather than grow
        if (this.windows.size >= MAX_TRACKED) {
            const keys = [...this.windows.keys()].slice(0, MAX_TRACKED / 2);
            for (const key of keys) this.windows.delete(key);
        }
    }
}

/** The cashier: 30 requests a minute from one address (paying takes three). */
export const CASHIER_RATE_LIMIT: RateLimitPolicy = { limit: 30, windowMs: 60_000 };
