import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WhyDisabled } from './WhyDisabled';

describe('WhyDisabled', () => {
    it('says on hover why a control is disabled, leaving its name alone', async () => {
        render(
            <WhyDisabled reason="请先勾选“我已知晓此风险”">
                <Button disabled>继续</Button>
            </WhyDisabled>,
        );
        const button = screen.getByRole('button', { name: '继续' });
        await userEvent.hover(button.parentElement!);
        expect(await screen.findByRole('tooltip')).toHaveTextContent('请先勾选“我已知晓此风险”');
        expect(button).toHaveAccessibleName('继续');
    });

    it('shows no tooltip without a reason', async () => {
        render(
            <WhyDisabled reason={false}>
                <Button>继续</Button>
            </WhyDisabled>,
        );
        await userEvent.hover(screen.getByRole('button', { name: '继续' }));
        await new Promise(resolve => setTimeout(resolve, 200));
        expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
});
