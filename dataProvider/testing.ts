import { sessionOver, STORAGE_PREFIX } from './session';
import type { SessionStore } from './session';
import type { UserInfo } from '../domain/types/account';

/** An in-memory session store for tests. */
export const memorySession = (
    token: string | null = null,
    user: UserInfo | null = null,
): SessionStore => {
    const items = new Map<string, string>();
    const session = sessionOver({
        getItem: key => items.get(key) ?? null,
        setItem: (key, value) => items.set(key, value),
        removeItem: key => items.delete(key),
    });
    if (token && user) session.save(token, user);
    else if (token) items.set(`${STORAGE_PREFIX}token`, token);
    return session;
};

export interface FakeCall {
    url: string;
    init: RequestInit;
}

/** A fetch that answers from a list of bodies (JSON-encoded unless a string) and records calls. */
export const fakeFetch = (...answers: { status?: number; body: unknown }[]) => {
    const calls: FakeCall[] = [];
    const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ url: String(input), init });
        const answer = answers.shift();
        if (!answer) throw new TypeError('Failed to fetch');
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        return new Response(text, { status: answer.status ?? 200 });
    };
    return { fetch: fetchImpl as typeof fetch, calls };
};
