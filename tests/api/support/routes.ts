/** The routes the mock server registers, for the tests that check every route is covered. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockApp } from '../../../mock-server/app';
import type { MockAppOptions } from '../../../mock-server/app';
import { copyDbFile } from '../../../mock-server/store';

interface RouteLayer {
    route?: { path: string | RegExp; methods: Record<string, boolean> };
}

/**
 * `METHOD path` of every route of an app built with `options` (Express 4's router stack), in
 * a temporary folder: on a copy of the db file `dbOf` if given, else on a db of its own.
 */
export const registeredRoutes = (
    options: Omit<MockAppOptions, 'dbFile'> = {},
    dbOf?: string,
): string[] => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-routes-'));
    try {
        const dbFile = path.join(dir, 'db.sqlite');
        if (dbOf) copyDbFile(dbOf, dbFile);
        const { app, store } = createMockApp({ ...options, dbFile });
        store.close();
        const { stack } = (app as unknown as { _router: { stack: RouteLayer[] } })._router;
        return stack.flatMap(({ route }) =>
            route
                ? Object.keys(route.methods)
                      .filter(method => route.methods[method])
                      .map(method => `${method.toUpperCase()} ${String(route.path)}`)
                : [],
        );
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
};
