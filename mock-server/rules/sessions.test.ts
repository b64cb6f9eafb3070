/**
 * Sessions without HTTP: what a login stores, the sliding expiry, single login, the sessions a
 * password change ends, and what the next call of an ended session is told.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MSG } from './errors';
import { LoginThrottle } from './loginThrottle';
import { sha256Hex } from './passwords';
import {
    authenticate,
    endSessions,
    login,
    LOGIN_FAILED_MSG,
    logout,
    MAX_LIVE_SESSIONS_PER_USER,
    SESSION_ENDED_MSGS,
} from './sessions';
import type { SessionConfig } from './sessions';
import { openTestStore, PASSWORD_DIGEST, refusalOf } from './testDb';
import type { TestStore } from './testDb';

const TTL = 3_600_000;
const START = Date.parse('2025-06-04T02:00:00Z');

let test: TestStore;
let clock: number;
const config: SessionConfig = { tokenTtlMs: TTL, now: () => new Date(clock) };

beforeEach(() => {
    test = openTestStore();
    clock = START;
});
afterEach(() => test.remove());

const signIn = async (name = 'first', password = PASSWORD_DIGEST): Promise<string> => {
    const answer = await login(
        test.store,
        config,
        { name, password },
        {
            throttle: new LoginThrottle(),
            address: '10.0.0.1',
        },
    );
    return answer.token;
};

/** The refusal of `authenticate` for a token, or null when it lets the call in. */
const refusalFor = (token: string | undefined) =>
    refusalOf(() => authenticate(test.store, config, token));

const sessionOf = (token: string) => test.store.read(q => q.sessions.get(sha256Hex(token)));

describe('login', () => {
    it('answers a fresh token and the user, and stores only the hash of the token', async () => {
        const answer = await login(
            test.store,
            config,
            { name: 'first', password: PASSWORD_DIGEST },
            { throttle: new LoginThrottle(), address: '10.0.0.1' },
        );
        expect(answer.token).toMatch(/^[0-9a-f]{64}$/);
        expect(answer.user).toEqual({
            id: 1,
            name: 'first',
            trueName: 'first',
            email: 'first@example.com',
            role: 'admin',
            spId: 1,
        });
        const stored = test.store.snapshot().sessions;
        expect(stored).toEqual([
            {
                tokenHash: sha256Hex(answer.token),
                userId: 1,
                spId: 1,
                createdAt: START,
                expiresAt: START + TTL,
            },
        ]);
        expect(JSON.stringify(test.store.snapshot())).not.toContain(answer.token);
    });

    it('refuses a wrong password and an unknown name alike, and counts both', async () => {
        const throttle = new LoginThrottle({
            accountLimit: 2,
            addressLimit: 100,
            windowMs: 60_000,
            lockMs: 60_000,
            maxLockMs: 60_000,
        });
        const attempt = (name: string, password: string) =>
            login(test.store, config, { name, password }, { throttle, address: '10.0.0.1' });
        await expect(attempt('first', sha256Hex('wrong'))).rejects.toMatchObject({
            kind: 'refused',
            message: LOGIN_FAILED_MSG,
        });
        await expect(attempt('nobody', PASSWORD_DIGEST)).rejects.toMatchObject({
            kind: 'refused',
            message: LOGIN_FAILED_MSG,
        });
        // the second wrong password locks the account: even the right one now waits
        await expect(attempt('first', sha256Hex('wrong'))).rejects.toMatchObject({
            kind: 'tooManyAttempts',
        });
        await expect(attempt('first', PASSWORD_DIGEST)).rejects.toMatchObject({
            kind: 'tooManyAttempts',
        });
        expect(test.store.snapshot().sessions).toEqual([]);
    });
});

describe('authenticate', () => {
    it('refuses no token, an unknown token and an expired session with 401', async () => {
        const token = await signIn();
        const expired = { kind: 'unauthenticated', message: SESSION_EXPIRED_MSG };
        expect(refusalFor(undefined)).toEqual(expired);
        expect(refusalFor('0'.repeat(64))).toEqual(expired);
        expect(refusalFor(token)).toBeNull();
        clock = START + TTL;
        expect(refusalFor(token)).toEqual(expired);
    });

    it('slides the expiry one TTL past each call, writing only once a step has passed', async () => {
        const token = await signIn();
        clock = START + 30_000;
        authenticate(test.store, config, token);
        // less than a step (a minute, or a tenth of the TTL) later: not worth a write
        expect(sessionOf(token)?.expiresAt).toBe(START + TTL);
        clock = START + TTL / 2;
        authenticate(test.store, config, token);
        expect(sessionOf(token)?.expiresAt).toBe(START + TTL / 2 + TTL);
        // alive well past the first expiry, as long as it is used
        clock = START + TTL + 1_000;
        expect(refusalFor(token)).toBeNull();
    });

    it('ends the session on logout, and only that one', async () => {
        const first = await signIn();
        const second = await signIn();
        logout(test.store, authenticate(test.store, config, first));
        expect(refusalFor(first)).toMatchObject({ message: SESSION_EXPIRED_MSG });
        expect(refusalFor(second)).toBeNull();
    });
});

describe('ended sessions', () => {
    it('single login (style 1): a new login ends the same user’s other sessions only', async () => {
        test.store.write(q => {
            const { settings } = q.agencies.get(1)!;
            q.agencies.update(1, { settings: { ...settings, login_style: 1 } });
        });
        const first = await signIn('first');
        const colleague = await signIn('third');
        const second = await signIn('first');
        expect(refusalFor(first)).toEqual({
            kind: 'unauthenticated',
            message: SESSION_ENDED_MSGS.signedInElsewhere,
        });
        expect(refusalFor(second)).toBeNull();
        expect(refusalFor(colleague)).toBeNull();
        // the ended row stays, saying why, until it expires
        expect(sessionOf(first)?.endedReason).toBe('signedInElsewhere');
    });

    it('no more than MAX_LIVE_SESSIONS_PER_USER live at once: a login past it ends the oldest', async () => {
        const tokens: string[] = [];
        for (let i = 0; i < MAX_LIVE_SESSIONS_PER_USER; i++) {
            clock = START + i;
            tokens.push(await signIn());
        }
        const colleague = await signIn('third');
        for (const token of tokens) expect(refusalFor(token)).toBeNull();
        clock = START + MAX_LIVE_SESSIONS_PER_USER;
        const newest = await signIn();
        expect(refusalFor(tokens[0])).toEqual({
            kind: 'unauthenticated',
            message: SESSION_ENDED_MSGS.tooManySessions,
        });
        for (const token of [...tokens.slice(1), newest, colleague]) {
            expect(refusalFor(token)).toBeNull();
        }
    });

    it('several logins (style 2): every session stays', async () => {
        const first = await signIn();
        const second = await signIn();
        expect(refusalFor(first)).toBeNull();
        expect(refusalFor(second)).toBeNull();
    });

    it('a password change ends the user’s other sessions and keeps the one that made it', async () => {
        const kept = await signIn();
        const other = await signIn();
        clock = START + 1_000;
        test.store.write(q => endSessions(q, 1, 'passwordChanged', clock, sha256Hex(kept)));
        expect(refusalFor(kept)).toBeNull();
        expect(refusalFor(other)).toEqual({
            kind: 'unauthenticated',
            message: SESSION_ENDED_MSGS.passwordChanged,
        });
    });

    it('drops the rows that expired when it ends sessions', async () => {
        const old = await signIn();
        const fresh = await signIn();
        clock = START + TTL / 2;
        authenticate(test.store, config, fresh);
        clock = START + TTL + 1;
        test.store.write(q => endSessions(q, 1, 'passwordChanged', clock, sha256Hex(fresh)));
        expect(sessionOf(old)).toBeUndefined();
        expect(sessionOf(fresh)?.endedReason).toBeUndefined();
    });
});
