/**
 * The header dialogs' calls: change password, agency settings, users; and login
 * throttling per account and per address.
 */
import { describe, expect, it } from 'vitest';
import type { AgencySettings, AgencyUser, LoginAnswer } from '../../domain/types/account';
import { DEMO, expectError, expectOk, sha256Hex, withTestServer } from './harness';

const SIGNED_IN_ELSEWHERE = '您的账号已在其他地方登录，请重新登录';
const PASSWORD_CHANGED = '密码已修改，请使用新密码重新登录';
const FORBIDDEN = '管理员已禁止您的账号修改密码，如需修改请联系管理员';
const ADMIN_ONLY = '仅管理员可以查看和修改设置';
const TOO_MANY = /^登录失败次数过多，请 \d+ (秒|分钟)后再试$/;

const changeBody = (oldPassword: string, password: string, confirm = password) => ({
    old_password: sha256Hex(oldPassword),
    password: sha256Hex(password),
    password_confirm: sha256Hex(confirm),
});

describe('change password', () => {
    const ctx = withTestServer({
        prepare: db => {
            db.agencies[0].settings.forbidChangePasswordUserIds = [3];
        },
    });

    it('checks the three fields before anything else', async () => {
        const agent = await ctx.server.login(...DEMO.agent);
        const post = (body: unknown) => agent.post('/admin/api/changePassword', body);
        const digest = sha256Hex('Newpass123');
        expectError(
            await post({ password: digest, password_confirm: digest }),
            400,
            '请输入原密码',
        );
        expectError(
            await post({ old_password: digest, password_confirm: digest }),
            400,
            '请输入新密码',
        );
        expectError(
            await post({ old_password: digest, password: digest }),
            400,
            '请再次输入新密码',
        );
        expectError(
            await post(changeBody('Agent@123', 'Newpass123', 'Newpass124')),
            400,
            '两次输入密码不一致!',
        );
        expectError(
            await post(changeBody('Agent@123', 'Agent@123')),
            400,
            '新密码不能与原密码相同',
        );
        expectError(
            await post({ old_password: 'Agent@123', password: digest, password_confirm: digest }),
            400,
            '密码格式不正确',
        );
        expectError(await post({ ...changeBody('Agent@123', 'Newpass123'), id: 1 }), 400);
        expectError(await post([]), 400, '请求内容必须是 JSON 对象');
    });

    it('refuses a wrong old password and keeps the password', async () => {
        const agent = await ctx.server.login(...DEMO.agent);
        expectError(
            await agent.post('/admin/api/changePassword', changeBody('agent@123', 'Newpass123')),
            400,
            '原密码不正确',
        );
        await ctx.server.login(...DEMO.agent);
    });

    it('refuses a user the admin forbade, whatever the passwords', async () => {
        const zhaolei = await ctx.server.login('zhaolei', 'Agent@123');
        const before = ctx.server.readDb().users.find(u => u.id === 3)?.passwordHash;
        expectError(
            await zhaolei.post('/admin/api/changePassword', changeBody('Agent@123', 'Newpass123')),
            403,
            FORBIDDEN,
        );
        expect(ctx.server.readDb().users.find(u => u.id === 3)?.passwordHash).toBe(before);
    });

    it('tells a forbidden user so in privilege, before any attempt, and the others not', async () => {
        const zhaolei = await ctx.server.login('zhaolei', 'Agent@123');
        const agent = await ctx.server.login(...DEMO.agent);
        const forbidden = expectOk<{ changePasswordForbidden?: boolean }>(
            await zhaolei.get('/admin/api/privilege'),
        );
        expect(forbidden.changePasswordForbidden).toBe(true);
        const allowed = expectOk<{ changePasswordForbidden?: boolean }>(
            await agent.get('/admin/api/privilege'),
        );
        expect(allowed.changePasswordForbidden).toBe(false);
    });

    it('changes the password, ends the other sessions and keeps this one', async () => {
        const other = await ctx.server.login(...DEMO.agent);
        const here = await ctx.server.login(...DEMO.agent);
        const admin = await ctx.server.login(...DEMO.admin);
        expectOk(
            await here.post('/admin/api/changePassword', changeBody('Agent@123', 'Newpass123')),
        );
        expectOk(await here.get('/admin/api/privilege'));
        expectError(await other.get('/api/listApplicants'), 401, PASSWORD_CHANGED);
        // Another user's session is not touched.
        expectOk(await admin.get('/admin/api/privilege'));

        const oldLogin = await ctx.server.request('POST', '/api/login', {
            body: { name: 'agent', password: sha256Hex('Agent@123') },
        });
        expectError(oldLogin, 400, '用户名或密码错误');
        const fresh = await ctx.server.login('agent', 'Newpass123');
        expect(fresh.user.name).toBe('agent');

        // A restart keeps the new password (it is in the db, not in memory).
        await ctx.server.restart();
        await ctx.server.login('agent', 'Newpass123');
    });
});

describe('settings and users', () => {
    const ctx = withTestServer({}, ['admin', 'agent', 'other']);

    it('lists the agency’s own users to its admin', async () => {
        const users = expectOk(await ctx.admin.get<AgencyUser[]>('/admin/api/users'));
        expect(users.map(u => u.name)).toEqual(['admin', 'agent', 'zhaolei']);
        expect(users[1]).toEqual({
            id: 2,
            name: 'agent',
            trueName: '李娜',
            email: 'lina@zhilian-ip.cn',
            role: 'agent',
        });
        expect(JSON.stringify(users)).not.toContain('password');
        const theirs = expectOk(await ctx.other.get<AgencyUser[]>('/admin/api/users'));
        expect(theirs.map(u => u.name)).toEqual(['other']);
    });

    it('answers and saves the settings for admins only', async () => {
        expect(expectOk(await ctx.admin.get<AgencySettings>('/admin/api/settings'))).toEqual({
            login_style: 2,
            forbidChangePasswordUserIds: [],
        });
        expectError(await ctx.agent.get('/admin/api/settings'), 403, ADMIN_ONLY);
        expectError(await ctx.agent.get('/admin/api/users'), 403, ADMIN_ONLY);
        expectError(
            await ctx.agent.post('/admin/api/settings', {
                login_style: 1,
                forbidChangePasswordUserIds: [],
            }),
            403,
            ADMIN_ONLY,
        );
        expect(ctx.server.readDb().agencies[0].settings.login_style).toBe(2);

        const saved = expectOk(
            await ctx.admin.post<AgencySettings>('/admin/api/settings', {
                login_style: 2,
                forbidChangePasswordUserIds: [3, 2, 3],
            }),
        );
        expect(saved).toEqual({ login_style: 2, forbidChangePasswordUserIds: [2, 3] });
        expect(expectOk(await ctx.admin.get('/admin/api/settings'))).toEqual(saved);
        // The other agency's settings are its own.
        expect(expectOk(await ctx.other.get('/admin/api/settings'))).toEqual({
            login_style: 2,
            forbidChangePasswordUserIds: [],
        });
    });

    it('refuses bad settings and changes nothing', async () => {
        const before = structuredClone(ctx.server.readDb().agencies);
        const save = (body: unknown) => ctx.admin.post('/admin/api/settings', body);
        expectError(
            await save({ login_style: 3, forbidChangePasswordUserIds: [] }),
            400,
            '请选择登录方式',
        );
        expectError(
            await save({ login_style: '1', forbidChangePasswordUserIds: [] }),
            400,
            '请选择登录方式',
        );
        expectError(await save({ forbidChangePasswordUserIds: [] }), 400, '请选择登录方式');
        const badList = '禁止修改密码的用户格式不正确';
        expectError(await save({ login_style: 1 }), 400, badList);
        expectError(await save({ login_style: 1, forbidChangePasswordUserIds: '2' }), 400, badList);
        expectError(
            await save({ login_style: 1, forbidChangePasswordUserIds: [2.5] }),
            400,
            badList,
        );
        expectError(
            await save({ login_style: 1, forbidChangePasswordUserIds: [-2] }),
            400,
            badList,
        );
        // Agency 2's user and a user that does not exist read the same.
        expectError(
            await save({ login_style: 1, forbidChangePasswordUserIds: [4] }),
            400,
            '用户不存在',
        );
        expectError(
            await save({ login_style: 1, forbidChangePasswordUserIds: [999] }),
            400,
            '用户不存在',
        );
        expectError(
            await save({ login_style: 1, forbidChangePasswordUserIds: [1] }),
            400,
            '不能禁止自己修改密码',
        );
        expectError(await save({ login_style: 1, forbidChangePasswordUserIds: [], x: 1 }), 400);
        expect(ctx.server.readDb().agencies).toEqual(before);
    });

    it('single login chosen in the settings ends the first browser’s session', async () => {
        expectOk(
            await ctx.admin.post('/admin/api/settings', {
                login_style: 1,
                forbidChangePasswordUserIds: [],
            }),
        );
        const firstBrowser = await ctx.server.login(...DEMO.agent);
        const secondBrowser = await ctx.server.login(...DEMO.agent);
        expectError(await firstBrowser.get('/api/spInfo'), 401, SIGNED_IN_ELSEWHERE);
        expectOk(await secondBrowser.get('/api/spInfo'));

        expectOk(
            await ctx.admin.post('/admin/api/settings', {
                login_style: 2,
                forbidChangePasswordUserIds: [],
            }),
        );
        const third = await ctx.server.login(...DEMO.agent);
        expectOk(await secondBrowser.get('/api/spInfo'));
        expectOk(await third.get('/api/spInfo'));
    });
});

describe('login throttling', () => {
    let clock = Date.parse('2026-11-22T08:00:00+08:00');
    // X-Forwarded-For stands for distinct addresses: believed, as from the portal's proxy
    const ctx = withTestServer({ now: () => new Date(clock), network: { trustProxy: true } });
    const wrong = (name: string, forwardedFor?: string) =>
        ctx.server.request<LoginAnswer>('POST', '/api/login', {
            body: { name, password: sha256Hex('wrong-password-1') },
            headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined,
        });
    const right = (name: string, password: string, forwardedFor?: string) =>
        ctx.server.request<LoginAnswer>('POST', '/api/login', {
            body: { name, password: sha256Hex(password) },
            headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined,
        });

    it('locks an account after 5 wrong passwords, then lets the right one in again', async () => {
        const address = '203.0.113.10';
        for (let i = 0; i < 4; i += 1)
            expectError(await wrong('agent', address), 400, '用户名或密码错误');
        const fifth = await wrong('agent', address);
        expectError(fifth, 429, TOO_MANY);
        expect(fifth.body.msg).toBe('登录失败次数过多，请 1 分钟后再试');

        // Locked: even the right password waits, and says how long.
        const refused = await right('agent', 'Agent@123', address);
        expectError(refused, 429, TOO_MANY);
        const raw = await ctx.server.fetchRaw('POST', '/api/login', {
            body: { name: 'agent', password: sha256Hex('Agent@123') },
        });
        expect(raw.status).toBe(429);
        expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
        // Other accounts are not locked.
        expectOk(await right('admin', 'Admin@123', address));

        clock += 30_000;
        expectError(
            await right('agent', 'Agent@123', address),
            429,
            '登录失败次数过多，请 30 秒后再试',
        );
        clock += 31_000;
        expectOk(await right('agent', 'Agent@123', address));
        // The success started the account afresh: four more wrong ones are plain failures.
        for (let i = 0; i < 4; i += 1) expectError(await wrong('agent', address), 400);
        expectOk(await right('agent', 'Agent@123', address));
    });

    it('locks longer each time but never for ever', async () => {
        const address = '203.0.113.11';
        for (let i = 0; i < 5; i += 1) await wrong('zhaolei', address);
        clock += 61_000;
        for (let i = 0; i < 4; i += 1) expectError(await wrong('zhaolei', address), 400);
        expect((await wrong('zhaolei', address)).body.msg).toBe(
            '登录失败次数过多，请 2 分钟后再试',
        );
        clock += 121_000;
        expectOk(await right('zhaolei', 'Agent@123', address));
    });

    it('locks an address after 20 wrong passwords over any accounts', async () => {
        const address = '198.51.100.7';
        for (let i = 0; i < 19; i += 1) {
            expectError(await wrong(`nobody${i}`, address), 400, '用户名或密码错误');
        }
        expectError(await wrong('nobody-last', address), 429, TOO_MANY);
        expectError(await right('admin', 'Admin@123', address), 429, TOO_MANY);
        // Another address is free.
        expectOk(await right('admin', 'Admin@123', '198.51.100.8'));
        clock += 61_000;
        expectOk(await right('admin', 'Admin@123', address));
    });

    it('counts parallel guesses before checking them, so at most 5 get through', async () => {
        const answers = await Promise.all(
            Array.from({ length: 30 }, () => wrong('other', '203.0.113.20')),
        );
        const statuses = answers.map(a => a.httpStatus);
        expect(statuses.filter(s => s === 400).length).toBeLessThanOrEqual(4);
        expect(statuses.filter(s => s === 429).length).toBeGreaterThanOrEqual(26);
        expect(statuses.every(s => s === 400 || s === 429)).toBe(true);
        clock += 61_000;
    });

    it('counts wrong old passwords in change password too', async () => {
        const admin = await ctx.server.login(...DEMO.admin);
        const before = ctx.server.readDb().users.find(u => u.id === 1)?.passwordHash;
        const attempt = () =>
            admin.post('/admin/api/changePassword', changeBody('guess-0001', 'Newpass123'));
        for (let i = 0; i < 4; i += 1) expectError(await attempt(), 400, '原密码不正确');
        expectError(await attempt(), 429, TOO_MANY);
        expectError(
            await admin.post('/admin/api/changePassword', changeBody('Admin@123', 'Newpass123')),
            429,
            TOO_MANY,
        );
        expect(ctx.server.readDb().users.find(u => u.id === 1)?.passwordHash).toBe(before);
        clock += 61_000;
    });

    it('keeps failed logins out of the db', async () => {
        const before = structuredClone(ctx.server.readDb());
        await wrong('admin', '203.0.113.30');
        expect(ctx.server.readDb()).toEqual(before);
    });
});
