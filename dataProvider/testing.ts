import { sessionOver, STORAGE_PREFIX } from './session';
import type { SessionStore } from './session';
import type { UserInfo } from '../domain/types/account';
import { createHttpClient } from './httpClient';
import { createDataProvider } from './index';

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

/** The data provider over a fake fetch answering `answers` in turn, and the calls it made. */
export const fakeProvider = (...answers: Parameters<typeof fakeFetch>) => {
    const fake = fakeFetch(...answers);
    const http = createHttpClient({ apiUrl: '', session: memorySession('t'), fetch: fake.fetch });
    return { dataProvider: createDataProvider(http), calls: fake.calls };
};

/** A successful envelope carrying `data`. */
export const okAnswer = (data: unknown) => ({ body: { status: 200, msg: '', data } });

/** An order row as a spec-only backend sends it: no `id`, numbers as text. */
export const specOrderRow = (orderId: string, createTime: string, state = '29') => ({
    orderId,
    applicant: '北京知联科技有限公司',
    applicantTbId: '7',
    trademarkName: '知联',
    cls: 9,
    mins: '090001',
    minsName: '计算机',
    orderAmount: '300.00',
    createTime,
    state,
    supplementState: '1',
    trademarkType: '1',
});
