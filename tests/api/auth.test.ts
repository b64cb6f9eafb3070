import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PURVIEWS } from '../../domain/types/account';
import type { LoginAnswer, PrivilegeAnswer } from '../../domain/types/account';
import { SESSION_ENDED_MSGS } from '../../mock-server/rules/sessions';
import { DEMO, expectError, expectOk, sha256Hex, startTestServer, withTestServer } from './harness';

const EXPIRED = '登录已过期，请重新登录';

describe('login', () => {
    const ctx = withTestServer();

    const loginWith = (body: unknown) =>
        ctx.server.request<LoginAnswer>('POST', '/api/login', { body });

    it('answers a token and the user for the right name and password', async () => {
        const data = expectOk(await loginWith({ name: 'admin', password: sha256Hex('Admin@123') }));
        expect(data.token).toMatch(/^[0-9a-f]{64}$/);
        expect(data.user).toEqual({
            id: 1,
            name: 'admin',
            trueName: '张伟',
            email: 'zhangwei@zhilian-ip.cn',
            role: 'admin',
            spId: 1,
        });
    });

    it('keeps only hashes: the SHA-256 of the token, and scrypt of the password digest', async () => {
        const { token } = expectOk(
            await loginWith({ name: 'agent', password: sha256Hex('Agent@123') }),
        );
        // the SQLite file and its WAL (where the latest commits are), byte for byte
        const text = [ctx.server.dbFile, `${ctx.server.dbFile}-wal`]
            .filter(file => fs.existsSync(file))
            .map(file => fs.readFileSync(file, 'latin1'))
            .join('');
        expect(text).toContain(sha256Hex(token));
        expect(text).not.toContain(token);
        expect(text).not.toContain(sha256Hex('Agent@123'));
        const db = ctx.server.readDb();
        expect(db.sessions.some(s => s.tokenHash === sha256Hex(token) && s.userId === 2)).toBe(
            true,
        );
        expect(db.users.every(u => u.passwordHash.startsWith('scrypt$'))).toBe(true);
    });

    it('refuses a wrong password or an unknown user with the same 400', async () => {
        expectError(
            await loginWith({ name: 'admin', password: sha256Hex('admin@123') }),
            400,
            '用户名或密码错误',
        );
        expectError(
            await loginWith({ name: 'nobody', password: sha256Hex('Admin@123') }),
            400,
            '用户名或密码错误',
        );
        // The password of another user does not open this one.
        expectError(
            await loginWith({ name: 'admin', password: sha256Hex('Agent@123') }),
            400,
            '用户名或密码错误',
        );
    });

    it('asks for the missing field', async () => {
        expectError(await loginWith({ password: sha256Hex('x') }), 400, '请输入用户名');
        expectError(await loginWith({ name: '  ', password: sha256Hex('x') }), 400, '请输入用户名');
        expectError(await loginWith({ name: 'admin' }), 400, '请输入密码');
        expectError(await loginWith({ name: 'admin', password: '' }), 400, '请输入密码');
        expectError(await loginWith({}), 400, '请输入用户名');
        expectError(await ctx.server.request('POST', '/api/login'), 400, '请输入用户名');
    });

    it('refuses a password that is not a SHA-256 digest, and malformed bodies', async () => {
        expectError(
            await loginWith({ name: 'admin', password: 'Admin@123' }),
            400,
            '密码格式不正确',
        );
        expectError(
            await loginWith({ name: 'admin', password: sha256Hex('Admin@123').toUpperCase() }),
            400,
        );
        expectError(
            await loginWith({ name: 42, password: sha256Hex('x') }),
            400,
            '用户名格式不正确',
        );
        expectError(
            await loginWith({ name: 'admin', password: sha256Hex('Admin@123'), remember: true }),
            400,
            '不支持的参数：remember',
        );
        expectError(await loginWith([]), 400, '请求内容必须是 JSON 对象');
        expectError(
            await ctx.server.request('POST', '/api/login', { rawBody: '{"name": "admin",' }),
            400,
            '请求内容不是有效的 JSON',
        );
    });
});

describe('tokens', () => {
    const ctx = withTestServer();

    it('are required on every call but login', async () => {
        expectError(await ctx.server.request('GET', '/api/listApplicants'), 401, EXPIRED);
        expectError(await ctx.server.request('GET', '/admin/api/privilege'), 401, EXPIRED);
        expectError(await ctx.server.request('PUT', '/api/logout'), 401, EXPIRED);
        expectError(
            await ctx.server.request('GET', '/api/findTrademarkOrderDetail/1'),
            401,
            EXPIRED,
        );
    });

    it('must be a live token', async () => {
        expectError(
            await ctx.server.request('GET', '/api/listApplicants', { token: 'f'.repeat(64) }),
            401,
            EXPIRED,
        );
        expectError(
            await ctx.server.request('GET', '/api/listApplicants', {
                headers: { Authorization: 'Basic abc' },
            }),
            401,
        );
    });

    it('are also accepted as access_token in the query (uploads and downloads)', async () => {
        const admin = await ctx.server.login(...DEMO.admin);
        const answer = await ctx.server.request('GET', '/api/listApplicants', {
            query: { access_token: admin.token },
        });
        expect(expectOk(answer)).toHaveProperty('totalElements');
    });

    it('end with logout, and only that session ends', async () => {
        const first = await ctx.server.login(...DEMO.agent);
        const second = await ctx.server.login(...DEMO.agent);
        expectOk(await first.put('/api/logout'));
        expectError(await first.get('/admin/api/privilege'), 401, EXPIRED);
        expectOk(await second.get('/admin/api/privilege'));
    });

    it('survive a restart of the server (sessions are persisted), and so does a logout', async () => {
        const kept = await ctx.server.login(...DEMO.admin);
        const ended = await ctx.server.login(...DEMO.admin);
        expectOk(await ended.put('/api/logout'));
        await ctx.server.restart();
        expectOk(await kept.get('/admin/api/privilege'));
        expectError(await ended.get('/admin/api/privilege'), 401);
    });
});

describe('expiry', () => {
    const TTL = 60 * 60_000;
    let clock = Date.now();
    const ctx = withTestServer({ tokenTtlMs: TTL, now: () => new Date(clock) });

    it('ends an idle session after the TTL', async () => {
        const admin = await ctx.server.login(...DEMO.admin);
        clock += TTL + 1000;
        expectError(await admin.get('/admin/api/privilege'), 401, EXPIRED);
    });

    it('slides: each call pushes the expiry one TTL ahead', async () => {
        const admin = await ctx.server.login(...DEMO.admin);
        for (let i = 0; i < 4; i++) {
            clock += TTL * 0.6;
            expectOk(await admin.get('/admin/api/privilege'));
        }
        clock += TTL + 1000;
        expectError(await admin.get('/admin/api/privilege'), 401, EXPIRED);
    });

    it('a tiny TTL expires on the real clock too', async () => {
        const quick = await startTestServer({ tokenTtlMs: 50 });
        try {
            const admin = await quick.login(...DEMO.admin);
            await new Promise(resolve => setTimeout(resolve, 80));
            expectError(await admin.get('/admin/api/privilege'), 401, EXPIRED);
        } finally {
            await quick.close();
        }
    });
});

describe('login style', () => {
    const ctx = withTestServer({
        prepare: db => {
            db.agencies[0].settings.login_style = 1;
        },
    });

    it('1 (single login): a new login ends the user’s other sessions, not other users’', async () => {
        const first = await ctx.server.login(...DEMO.admin);
        const agent = await ctx.server.login(...DEMO.agent);
        const second = await ctx.server.login(...DEMO.admin);
        expectError(
            await first.get('/admin/api/privilege'),
            401,
            SESSION_ENDED_MSGS.signedInElsewhere,
        );
        expectOk(await second.get('/admin/api/privilege'));
        expectOk(await agent.get('/admin/api/privilege'));
    });

    it('2 (multi-point, agency 2 by default): sessions live side by side', async () => {
        const first = await ctx.server.login(...DEMO.other);
        const second = await ctx.server.login(...DEMO.other);
        expectOk(await first.get('/admin/api/privilege'));
        expectOk(await second.get('/admin/api/privilege'));
    });
});

describe('privilege', () => {
    const ctx = withTestServer();

    it('gives the admin every purview', async () => {
        const admin = await ctx.server.login(...DEMO.admin);
        const data = expectOk(await admin.get<PrivilegeAnswer>('/admin/api/privilege'));
        expect(data).toEqual({
            ...admin.user,
            purviews: [...PURVIEWS],
            changePasswordForbidden: false,
        });
    });

    it('gives an agent everything but the settings and the audit trail', async () => {
        const agent = await ctx.server.login(...DEMO.agent);
        const data = expectOk(await agent.get<PrivilegeAnswer>('/admin/api/privilege'));
        expect(data.role).toBe('agent');
        expect(data.purviews).toEqual(PURVIEWS.filter(p => p !== 'settings' && p !== 'audit'));
        expect(data.purviews).toContain('account');
    });
});
