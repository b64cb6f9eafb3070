/** The sweep’s rows for the header dialogs: password, settings, users. */
import { expect } from 'vitest';
import type { AgencySettings, AgencyUser } from '../../../../domain/types/account';
import { DEMO, expectOk, sha256Hex } from '../../../api/harness';
import { checksOf } from './checks';
import type { Row } from './checks';
import { AGENCY1_FORBIDDEN_USER } from './world';
import type { Sweep } from './world';

export const accountRows = (t: Sweep): Row[] => {
    const { refused } = checksOf(t);
    return [
        {
            route: 'POST /admin/api/changePassword',
            aim: 'agency 2’s admin naming an agency-1 user beside the passwords',
            run: refused(
                () =>
                    t.other.post('/admin/api/changePassword', {
                        old_password: sha256Hex(DEMO.other[1]),
                        password: sha256Hex('Changed@123'),
                        password_confirm: sha256Hex('Changed@123'),
                        name: DEMO.admin[0],
                    }),
                { status: [400, 403, 404], msg: /不支持的参数|用户不存在/ },
                async () => {
                    // the caller's own password, changed and changed back
                    const change = (from: string, to: string) =>
                        t.other.post('/admin/api/changePassword', {
                            old_password: sha256Hex(from),
                            password: sha256Hex(to),
                            password_confirm: sha256Hex(to),
                        });
                    expectOk(await change(DEMO.other[1], 'Changed@123'));
                    return change('Changed@123', DEMO.other[1]);
                },
            ),
        },
        {
            route: 'GET /admin/api/settings',
            aim: 'agency 2’s admin reads the settings: its own agency’s only',
            run: async () => {
                const db = t.server.store.snapshot();
                const theirs = expectOk(await t.other.get<AgencySettings>('/admin/api/settings'));
                expect(theirs).toEqual(db.agencies.find(a => a.id === 2)?.settings);
                expect(theirs.forbidChangePasswordUserIds).not.toContain(AGENCY1_FORBIDDEN_USER);
                const owner = expectOk(await t.admin.get<AgencySettings>('/admin/api/settings'));
                expect(owner.forbidChangePasswordUserIds).toEqual([AGENCY1_FORBIDDEN_USER]);
            },
        },
        ...[[AGENCY1_FORBIDDEN_USER], [1, 2]].map((ids): Row => ({
            route: 'POST /admin/api/settings',
            aim: `agency 2’s admin forbids agency-1 users ${ids.join(', ')} to change passwords`,
            run: refused(
                () =>
                    t.other.post('/admin/api/settings', {
                        login_style: 2,
                        forbidChangePasswordUserIds: ids,
                    }),
                { status: [400, 403, 404] },
                () =>
                    t.other.post('/admin/api/settings', {
                        login_style: 2,
                        forbidChangePasswordUserIds: [],
                    }),
            ),
        })),
        {
            route: 'GET /admin/api/users',
            aim: 'agency 2’s admin lists the users: its own agency’s only',
            run: async () => {
                const idsOfAgency = (spId: number) =>
                    t.server.store
                        .snapshot()
                        .users.filter(u => u.spId === spId)
                        .map(u => u.id)
                        .sort((a, b) => a - b);
                const theirs = expectOk(await t.other.get<AgencyUser[]>('/admin/api/users'));
                expect(theirs.map(u => u.id).sort((a, b) => a - b)).toEqual(idsOfAgency(2));
                for (const user of theirs) {
                    expect(Object.keys(user).sort()).toEqual(
                        ['email', 'id', 'name', 'role', 'trueName'].sort(),
                    );
                }
                const owner = expectOk(await t.admin.get<AgencyUser[]>('/admin/api/users'));
                expect(owner.map(u => u.id).sort((a, b) => a - b)).toEqual(idsOfAgency(1));
            },
        },
    ];
};
