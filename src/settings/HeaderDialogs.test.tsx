import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURVIEWS } from '../../domain/types/account';
import type { AgencySettings, AgencyUser } from '../../domain/types/account';
import { renderApp } from '../test/renderApp';
import { expectEscapeCloses, expectFullScreen, isFullScreen } from '../test/dialogs';
import { allowConsoleErrors } from '../test/setup';
import { atWidth } from '../test/viewport';

const openChangePassword = async (changePassword = vi.fn(async () => null)) => {
    renderApp({ path: '/home/orderhome', loggedIn: true, dataProvider: { changePassword } });
    await userEvent.click(await screen.findByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    return { dialog, changePassword };
};

describe('change password dialog', () => {
    it('closes with Esc, giving the focus back to its button, but not on a click outside', async () => {
        const { dialog } = await openChangePassword();
        await userEvent.type(within(dialog).getByLabelText('原密码'), 'Admin@123');
        const backdrop = document.querySelector('.MuiBackdrop-root')!;
        await userEvent.click(backdrop);
        expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
        expect(within(dialog).getByLabelText('原密码')).toHaveValue('Admin@123');
        await userEvent.click(within(dialog).getByLabelText('新密码'));
        await userEvent.keyboard('{Escape}');
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument(),
        );
        expect(screen.getByRole('button', { name: '修改密码' })).toHaveFocus();
    });

    it('shows the email and user name disabled and says the rule under the new password', async () => {
        const { dialog } = await openChangePassword();
        expect(within(dialog).getByLabelText('邮箱')).toHaveValue('admin@example.cn');
        expect(within(dialog).getByLabelText('邮箱')).toBeDisabled();
        expect(within(dialog).getByLabelText('用户名')).toHaveValue('admin');
        expect(within(dialog).getByLabelText('用户名')).toBeDisabled();
        expect(within(dialog).getByText('至少 8 位，须同时包含字母和数字')).toBeInTheDocument();
    });

    it('requires the three passwords, a strong new one and the same confirmation', async () => {
        const { dialog, changePassword } = await openChangePassword();
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await within(dialog).findByText('请输入原密码')).toBeInTheDocument();
        expect(within(dialog).getByText('请输入新密码')).toBeInTheDocument();
        expect(within(dialog).getByText('请再次输入新密码')).toBeInTheDocument();

        await userEvent.type(within(dialog).getByLabelText('原密码'), 'Admin@123');
        await userEvent.type(within(dialog).getByLabelText('新密码'), 'abcdefgh');
        await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'abcdefgi');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(
            await within(dialog).findByText('密码至少 8 位，且须同时包含字母和数字'),
        ).toBeInTheDocument();
        expect(within(dialog).getByText('两次输入密码不一致!')).toBeInTheDocument();
        expect(changePassword).not.toHaveBeenCalled();
    });

    it('sends the passwords on Enter, says 操作成功 and closes', async () => {
        const { dialog, changePassword } = await openChangePassword();
        await userEvent.type(within(dialog).getByLabelText('原密码'), 'Admin@123');
        await userEvent.type(within(dialog).getByLabelText('新密码'), 'Newpass123');
        await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'Newpass123{Enter}');
        await waitFor(() =>
            expect(changePassword).toHaveBeenCalledWith({
                old_password: 'Admin@123',
                password: 'Newpass123',
                password_confirm: 'Newpass123',
            }),
        );
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument(),
        );
    });

    it('shows the server’s refusal and keeps what was typed', async () => {
        const refusal = '管理员已禁止您的账号修改密码，如需修改请联系管理员';
        allowConsoleErrors(/管理员已禁止/);
        const { dialog } = await openChangePassword(
            vi.fn(async () => {
                throw new HttpError(refusal, 403);
            }),
        );
        await userEvent.type(within(dialog).getByLabelText('原密码'), 'Admin@123');
        await userEvent.type(within(dialog).getByLabelText('新密码'), 'Newpass123');
        await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'Newpass123');
        await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
        expect(await screen.findByText(refusal)).toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
        expect(within(dialog).getByLabelText('新密码')).toHaveValue('Newpass123');
    });
});

const USERS: AgencyUser[] = [
    { id: 1, name: 'admin', trueName: '张伟', email: 'a@x.cn', role: 'admin' },
    { id: 2, name: 'agent', trueName: '李娜', email: 'b@x.cn', role: 'agent' },
    { id: 3, name: 'zhaolei', trueName: '赵磊', email: 'c@x.cn', role: 'agent' },
];

describe('a user forbidden to change the password', () => {
    it('finds the key disabled, the reason its tooltip, before filling anything', async () => {
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            dataProvider: {
                getPrivilege: vi.fn(async () => ({
                    id: 2,
                    name: 'agent',
                    trueName: '李娜',
                    email: 'b@x.cn',
                    role: 'agent',
                    spId: 1,
                    purviews: PURVIEWS.filter(p => p !== 'settings'),
                    changePasswordForbidden: true,
                })),
            },
        });
        const key = await screen.findByRole('button', {
            name: '修改密码',
            description: '管理员已禁止您的账号修改密码，如需修改请联系管理员',
        });
        expect(key).toBeDisabled();
        await userEvent.hover(key.parentElement!);
        expect(
            await screen.findByRole('tooltip', {
                name: '管理员已禁止您的账号修改密码，如需修改请联系管理员',
            }),
        ).toBeInTheDocument();
    });

    it('keeps the key enabled when the backend does not say (the change is refused then)', async () => {
        renderApp({ path: '/home/orderhome', loggedIn: true });
        await waitFor(async () =>
            expect(await screen.findByRole('button', { name: '修改密码' })).toBeEnabled(),
        );
    });
});

describe('settings dialog', () => {
    it('is not offered to a user without the settings purview', async () => {
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            purviews: PURVIEWS.filter(p => p !== 'settings'),
        });
        await screen.findByRole('button', { name: '修改密码' });
        expect(screen.queryByRole('button', { name: '设置' })).not.toBeInTheDocument();
    });

    it('shows the login style and the users, and saves the admin’s choice', async () => {
        const saveSettings = vi.fn(async (settings: AgencySettings) => settings);
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            dataProvider: {
                getSettings: vi.fn(async () => ({
                    login_style: 2,
                    forbidChangePasswordUserIds: [2],
                })),
                getAgencyUsers: vi.fn(async () => USERS),
                saveSettings,
            },
        });
        await userEvent.click(await screen.findByRole('button', { name: '设置' }));
        const dialog = await screen.findByRole('dialog', { name: '设置' });
        expect(await within(dialog).findByLabelText('多点登录')).toBeChecked();
        expect(within(dialog).getByText('李娜（agent）')).toBeInTheDocument();

        await userEvent.click(within(dialog).getByLabelText('单点登录'));
        await userEvent.click(within(dialog).getByRole('combobox'));
        const options = await screen.findByRole('listbox');
        // The admin cannot forbid themselves.
        expect(within(options).queryByText('张伟（admin）')).not.toBeInTheDocument();
        await userEvent.click(within(options).getByText('赵磊（zhaolei）'));
        await userEvent.keyboard('{Escape}');
        await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() =>
            expect(saveSettings).toHaveBeenCalledWith({
                login_style: 1,
                forbidChangePasswordUserIds: [2, 3],
            }),
        );
        expect(await screen.findByText('操作成功')).toBeInTheDocument();
    });

    it('says why when the settings cannot be read, and 重试 reads them again', async () => {
        allowConsoleErrors(/仅管理员/);
        const getSettings = vi.fn(async () => {
            throw new HttpError('仅管理员可以查看和修改设置', 403);
        });
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            dataProvider: { getSettings, getAgencyUsers: vi.fn(async () => USERS) },
        });
        await userEvent.click(await screen.findByRole('button', { name: '设置' }));
        const dialog = await screen.findByRole('dialog', { name: '设置' });
        expect(await within(dialog).findByText('仅管理员可以查看和修改设置')).toBeInTheDocument();
        const reads = getSettings.mock.calls.length;
        await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
        await waitFor(() => expect(getSettings.mock.calls.length).toBeGreaterThan(reads));
    });
});

describe('the header dialogs on a phone and on a laptop', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('fill a phone’s screen (390 px), with an × and their buttons', async () => {
        atWidth(390);
        await openChangePassword();
        await expectFullScreen('修改密码', ['取消', '确定']);
    });

    it('are centred dialogs on a laptop (1366 px)', async () => {
        atWidth(1366);
        const { dialog } = await openChangePassword();
        expect(isFullScreen(dialog)).toBe(false);
    });

    it('settings closes with Esc, giving the focus back to 设置', async () => {
        renderApp({
            path: '/home/orderhome',
            loggedIn: true,
            dataProvider: {
                getSettings: vi.fn(async () => ({
                    login_style: 2,
                    forbidChangePasswordUserIds: [],
                })),
                getAgencyUsers: vi.fn(async () => USERS),
            },
        });
        const opener = await screen.findByRole('button', { name: '设置' });
        await userEvent.click(opener);
        const dialog = await screen.findByRole('dialog', { name: '设置' });
        await userEvent.click(await within(dialog).findByLabelText('单点登录'));
        await expectEscapeCloses('设置', opener);
    });
});
