import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { atWidth } from '../test/viewport';

const STEP_NAMES = ['填写商标信息', '选择申请人', '确认信息', '提交完成'];

const openStepOne = () =>
    renderApp({
        path: '/home/stepone',
        loggedIn: true,
        dataProvider: {
            getNiceClasses: vi.fn(async () => []),
            getUnitPrices: vi.fn(async () => ({
                trademarkRegistClassUnitPrice: 300,
                trademarkRegistMinUnitPrice: 30,
            })),
            searchNiceItems: vi.fn(async () => ({ hits: [], total: 0 })),
        },
    });

/** The steps as a screen reader meets them: a list, the current one marked. */
const stepsList = async () => {
    const list = await screen.findByRole('list', { name: '申报步骤' });
    const steps = within(list).getAllByRole('listitem');
    // every name is there for a screen reader, after its number
    expect(steps.map(step => step.textContent)).toEqual(
        STEP_NAMES.map((name, index) => `${index + 1}${name}`),
    );
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    steps.slice(1).forEach(step => expect(step).not.toHaveAttribute('aria-current'));
    return steps;
};

/** Whether a step's name is drawn, rather than kept in a 1 px box for screen readers only. */
const isDrawn = (name: string) => {
    const style = getComputedStyle(screen.getByText(name));
    const clipped =
        style.position === 'absolute' &&
        style.width === '1px' &&
        style.height === '1px' &&
        style.overflow === 'hidden';
    if (!clipped) expect(style.position).not.toBe('absolute');
    return !clipped;
};

describe('the wizard stepper', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('on a 390 px phone, draws only the current step’s name, on one line beside its number', async () => {
        atWidth(390);
        openStepOne();
        const steps = await stepsList();
        expect(isDrawn('填写商标信息')).toBe(true);
        expect(getComputedStyle(screen.getByText('填写商标信息')).whiteSpace).toBe('nowrap');
        for (const name of STEP_NAMES.slice(1)) expect(isDrawn(name)).toBe(false);
        // the name beside the number, not under it
        expect(steps[0]).not.toHaveClass('MuiStep-alternativeLabel');
    });

    it('on a laptop, draws every step’s name under its number', async () => {
        atWidth(1366);
        openStepOne();
        const steps = await stepsList();
        for (const name of STEP_NAMES) expect(isDrawn(name)).toBe(true);
        steps.forEach(step => expect(step).toHaveClass('MuiStep-alternativeLabel'));
    });
});
