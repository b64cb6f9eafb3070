import { describe, expect, it } from 'vitest';
import { sessionOver } from './session';
import type { SessionBackend } from './session';
import type { UserInfo } from '../domain/types/account';

const USER: UserInfo = {
    id: 1,
    name: 'agent',
    trueName: '李娜',
    email: 'agent@example.cn',
    role: 'agent',
    spId: 1,
};

const storage = (): SessionBackend & { items: Map<string, string> } => {
    const items = new Map<string, string>();
    return {
        items,
        getItem: key => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: key => void items.delete(key),
    };
};

const ENDED = { reason: '您的账号已在其他地方登录，请重新登录', returnTo: '/home/orderlist' };

describe('the sign-out notice', () => {
    it('survives a reload of the tab, until the next sign-in', () => {
        const local = storage();
        const tab = storage();
        const before = sessionOver(local, undefined, tab);
        before.save('t1', USER);
        before.clear(ENDED);
        // the page reloaded: a new store over the same storages
        const after = sessionOver(local, undefined, tab);
        expect(after.getToken()).toBeNull();
        expect(after.notice()).toEqual(ENDED);
        expect(after.notice()).toEqual(ENDED);
        after.save('t2', USER);
        expect(after.notice()).toBeNull();
        expect(sessionOver(local, undefined, tab).notice()).toBeNull();
    });

    it('keeps the first reason: the logout that follows a 401 does not replace it', () => {
        const session = sessionOver(storage(), undefined, storage());
        session.save('t1', USER);
        session.clear(ENDED);
        session.clear({ reason: '登录已过期，请重新登录' });
        session.clear();
        expect(session.notice()).toEqual(ENDED);
    });

    it('is the tab’s own: another tab over the same local storage has none', () => {
        const local = storage();
        const here = sessionOver(local, undefined, storage());
        here.save('t1', USER);
        here.clear(ENDED);
        expect(sessionOver(local, undefined, storage()).notice()).toBeNull();
    });

    it('reads a damaged stored notice as none', () => {
        const tab = storage();
        tab.setItem('sls_admin_signOutNotice', '{"reason": 3}');
        expect(sessionOver(storage(), undefined, tab).notice()).toBeNull();
        tab.setItem('sls_admin_signOutNotice', 'not json');
        expect(sessionOver(storage(), undefined, tab).notice()).toBeNull();
    });
});
