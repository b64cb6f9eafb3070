import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { DRAFT_KEY } from './draft';
import { READY_DRAFT } from './testing';

describe('step 2 before an applicant is chosen', () => {
    it('says on hover why the proxy letter’s upload and its 手机上传 wait', async () => {
        localStorage.setItem(
            DRAFT_KEY,
            JSON.stringify({
                ...READY_DRAFT,
                applicantTbId: null,
                applicantName: '',
                AuthorizationOssKey: '',
                SebeAuthorizationOss: '',
                LegalNoticeOssKey: '',
                SebeLegalNoticeOss: '',
            }),
        );
        renderApp({
            path: '/home/steptwo',
            loggedIn: true,
            dataProvider: {
                getUnitPrices: vi.fn(async () => ({
                    trademarkRegistClassUnitPrice: 300,
                    trademarkRegistMinUnitPrice: 30,
                })),
            },
        });
        const phone = await screen.findByRole('button', { name: '用手机上传委托书' });
        expect(phone).toBeDisabled();
        await userEvent.hover(phone.parentElement!);
        expect(await screen.findByRole('tooltip')).toHaveTextContent(
            '请先在上方选择申请人，再上传',
        );
        await userEvent.unhover(phone.parentElement!);

        const slot = screen.getByRole('button', { name: '上传委托书' });
        expect(slot).toBeDisabled();
        expect(slot.parentElement).toHaveAttribute('data-testid', 'why-disabled');
    });
});
