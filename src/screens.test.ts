import { describe, expect, it } from 'vitest';
import { PATHS } from './routes';
import { SCREENS, arrivalImport } from './screens';

const loadOf = (path: string) => SCREENS.find(screen => screen.path === path)?.load;

describe('the page a signed-in visit lands on', () => {
    it('is the screen at the address, the overview for the root and the login page', () => {
        expect(arrivalImport('#/home/myorder/orderlist?tab=1')).toBe(loadOf(PATHS.orderList));
        expect(arrivalImport('#/home/stepone')).toBe(loadOf(PATHS.stepOne));
        expect(arrivalImport('')).toBe(loadOf(PATHS.orderHome));
        expect(arrivalImport('#/login')).toBe(loadOf(PATHS.orderHome));
        expect(loadOf(PATHS.orderHome)).toBeDefined();
    });

    it('is none for an address with an id or an unknown one', () => {
        expect(arrivalImport('#/home/myorder/myorderdetail/12')).toBeUndefined();
        expect(arrivalImport('#/home/nowhere')).toBeUndefined();
        expect(arrivalImport('#/toString')).toBeUndefined();
    });

    it('loads the page module the screen draws', async () => {
        const module = (await loadOf(PATHS.orderHome)!()) as Record<string, unknown>;
        expect(typeof module.DashboardPage).toBe('function');
    });
});
