import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../dataProvider/session.ts';
import { OVERVIEW_ARRIVALS, PATHS } from '../src/routes.ts';
import { SCREENS } from '../src/screens.ts';
import { arrivalFiles, pageModules, preloadScript } from './arrivalPreload.ts';
import { ROUTES } from './size/chunks.mjs';

const root = '/app';
const chunk = (fileName, facade, imports = [], isEntry = false) => ({
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    facadeModuleId: facade ? path.join(root, facade) : null,
});
/** A build: the login page's entry, the shell, two pages sharing a file, an address with an id. */
const BUNDLE = [
    chunk('assets/index.js', 'src/main.tsx', ['assets/login.js'], true),
    chunk('assets/login.js', null),
    chunk('assets/Portal.js', 'src/Portal.tsx', ['assets/shell.js', 'assets/login.js']),
    chunk('assets/shell.js', null, ['assets/login.js']),
    chunk('assets/Dashboard.js', 'src/dashboard/DashboardPage.tsx', ['assets/overview.js']),
    chunk('assets/overview.js', null, ['assets/shell.js']),
    chunk('assets/OrderList.js', 'src/orders/OrderList.tsx', [
        'assets/pages.js',
        'assets/overview.js',
    ]),
    chunk('assets/pages.js', null, ['assets/login.js']),
    chunk('assets/Detail.js', 'src/orders/OrderDetailPage.tsx', ['assets/pages.js']),
    { type: 'asset', fileName: 'assets/index.css' },
];
const MODULES = {
    [PATHS.orderHome]: 'src/dashboard/DashboardPage',
    [PATHS.orderList]: 'src/orders/OrderList',
    [PATHS.orderDetail]: 'src/orders/OrderDetailPage',
};

/** Runs the script in a page with this storage and address; answers the links it added. */
const run = (script, { token, hash, storage }) => {
    const links = [];
    const document = {
        createElement: () => ({}),
        head: { appendChild: link => links.push(link) },
    };
    const localStorage = storage ?? { getItem: key => (key === TOKEN_KEY ? token : null) };
    new Function('localStorage', 'location', 'document', script)(localStorage, { hash }, document);
    return links;
};

describe('the signed-in visit’s code, asked for as index.html is parsed', () => {
    it('reads every screen’s page of src/screens.ts by its address', () => {
        const modules = pageModules(fs.readFileSync('src/screens.ts', 'utf8'));
        expect(Object.keys(modules).sort()).toEqual(SCREENS.map(screen => screen.path).sort());
        expect(modules[PATHS.orderList]).toBe('src/orders/OrderList');
        for (const module of Object.values(modules)) {
            expect(fs.existsSync(`${module}.tsx`) || fs.existsSync(`${module}.ts`)).toBe(true);
        }
    });

    it('finds a size budget for every screen’s page (scripts/size/chunks.mjs)', () => {
        const pages = Object.values(pageModules(fs.readFileSync('src/screens.ts', 'utf8')));
        expect(pages.map(module => `${module}.tsx`).sort()).toEqual(Object.values(ROUTES).sort());
    });

    it('names the shell’s files and each page’s beyond those index.html and the shell load', () => {
        const files = arrivalFiles(BUNDLE, root, MODULES);
        expect(files.shell.sort()).toEqual(['assets/Portal.js', 'assets/shell.js']);
        expect(files.pages[PATHS.orderList].sort()).toEqual([
            'assets/OrderList.js',
            'assets/overview.js',
            'assets/pages.js',
        ]);
        // the addresses the overview answers take its files; an address with an id none
        for (const address of OVERVIEW_ARRIVALS) {
            expect(files.pages[address].sort()).toEqual([
                'assets/Dashboard.js',
                'assets/overview.js',
            ]);
        }
        expect(files.pages[PATHS.orderDetail]).toBeUndefined();
    });

    it('asks, with a session, for the shell and the address’s page; without one, for nothing', () => {
        const script = preloadScript(arrivalFiles(BUNDLE, root, MODULES), '/portal/');
        const links = run(script, { token: 't', hash: '#/home/myorder/orderlist?filter=%7B%7D' });
        expect(links.map(link => link.href).sort()).toEqual(
            [
                '/portal/assets/OrderList.js',
                '/portal/assets/Portal.js',
                '/portal/assets/overview.js',
                '/portal/assets/pages.js',
                '/portal/assets/shell.js',
            ].sort(),
        );
        expect(links.every(link => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
            true,
        );
        expect(
            run(script, { token: 't', hash: '' })
                .map(link => link.href)
                .sort(),
        ).toEqual([
            '/portal/assets/Dashboard.js',
            '/portal/assets/Portal.js',
            '/portal/assets/overview.js',
            '/portal/assets/shell.js',
        ]);
        // an unknown address: the shell alone; no session, or storage refused: nothing
        expect(run(script, { token: 't', hash: '#/nowhere' })).toHaveLength(2);
        expect(run(script, { token: null, hash: '#/home/myorder/orderlist' })).toEqual([]);
        const refused = {
            getItem: () => {
                throw new Error('SecurityError');
            },
        };
        expect(run(script, { hash: '#/home/orderhome', storage: refused })).toEqual([]);
    });
});
