import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('LoginPage', () => {
    it('shows 请输入用户名 and 请输入密码 when submitted empty, calling nothing', async () => {
        const { dataProvider } = renderApp();
        await userEvent.click(await screen.findByRole('button', { name: '登录' }));
        expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
        expect(screen.getByText('请输入密码')).toBeInTheDocument();
        expect(dataProvider.login).not.toHaveBeenCalled();
    });

    it('submits with Enter and lands on the overview with the true name in the header', async () => {
        const { dataProvider, session } = renderApp();
        await userEvent.type(await screen.findByLabelText('账号'), 'admin');
        await userEvent.type(screen.getByLabelText('密码'), 'Admin@123{Enter}');
        await waitFor(() => expect(window.location.hash).toBe('#/home/orderhome'));
        expect(dataProvider.login).toHaveBeenCalledWith('admin', 'Admin@123');
        expect(session.getToken()).toBe('token-1');
        expect(await screen.findByTestId('header-true-name')).toHaveTextContent('张伟');
    });

    it("shows the server's msg on a wrong password and stays on the login page", async () => {
        renderApp({
            dataProvider: {
                login: vi.fn(async () => Promise.reject(new HttpError('用户名或密码错误', 400))),
            },
        });
        await userEvent.type(await screen.findByLabelText('账号'), 'admin');
        await userEvent.type(screen.getByLabelText('密码'), 'wrong{Enter}');
        expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
        expect(window.location.hash).toBe('#/login');
    });

    it('shows the hotline, the forgotten-password note and the ICP record', async () => {
        renderApp();
        expect(await screen.findByTestId('login-hotline')).toHaveTextContent('客服热线：');
        expect(screen.getByText('如忘记密码，请联系客服人员处理')).toBeInTheDocument();
        expect(screen.getByText(/ICP/)).toBeInTheDocument();
    });
});
