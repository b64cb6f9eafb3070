import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListContent } from './ListContent';

/** A layout for jsdom: the card `cardWidth` wide, its table `tableWidth`, observers that fire. */
const layOut = (cardWidth: number, tableWidth: number) => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
        'ResizeObserver',
        class {
            constructor(callback: () => void) {
                observers.push(callback);
            }
            observe() {}
            disconnect() {}
        },
    );
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
        run();
        return 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(cardWidth);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
    return () => act(() => observers.forEach(fire => fire()));
};

const renderList = () =>
    render(
        <ListContent data-testid="list">
            <table aria-label="收支明细">
                <tbody>
                    <tr>
                        <td>充值</td>
                    </tr>
                </tbody>
            </table>
        </ListContent>,
    );

describe('a list’s card', () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
    });

    it('takes the keyboard focus when its table scrolls sideways, so the keys can scroll it', () => {
        const resize = layOut(358, 900);
        renderList();
        resize();
        expect(screen.getByTestId('list')).toHaveAttribute('tabindex', '0');
    });

    it('is no stop of the Tab key when the table fits', () => {
        const resize = layOut(1000, 1000);
        renderList();
        resize();
        expect(screen.getByTestId('list')).not.toHaveAttribute('tabindex');
    });
});
