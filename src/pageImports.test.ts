import { describe, expect, it } from 'vitest';
import { PAGE_IMPORTS, arrivalImport } from './pageImports';
import { PATHS } from './routes';
import { SCREENS } from './screens';

describe('the page a signed-in visit lands on', () => {
    it('is known for every screen of the table, and the table has no other', () => {
        expect(Object.keys(PAGE_IMPORTS).sort()).toEqual(SCREENS.map(screen => screen.path).sort());
    });

    it('is the screen at the address, the overview for the root and the login page', () => {
        expect(arrivalImport('#/home/myorder/orderlist?tab=1')).toBe(PAGE_IMPORTS[PATHS.orderList]);
        expect(arrivalImport('#/home/stepone')).toBe(PAGE_IMPORTS[PATHS.stepOne]);
        expect(arrivalImport('')).toBe(PAGE_IMPORTS[PATHS.orderHome]);
        expect(arrivalImport('#/login')).toBe(PAGE_IMPORTS[PATHS.orderHome]);
    });

    it('is none for an address with an id or an unknown one', () => {
        expect(arrivalImport('#/home/myorder/myorderdetail/12')).toBeUndefined();
        expect(arrivalImport('#/home/nowhere')).toBeUndefined();
        expect(arrivalImport('#/toString')).toBeUndefined();
    });

    it('loads the page module the screen draws', async () => {
        const module = (await PAGE_IMPORTS[PATHS.orderHome]()) as Record<string, unknown>;
        expect(typeof module.DashboardPage).toBe('function');
    });
});
