// Size budgets (size-limit, gzip of JS), from the last build's manifest: the login page, the
// signed-in shell, the pages' common files, what each route adds beyond those, and what a part
// loaded on demand adds beyond its route (scripts/size/chunks.mjs).
// `npm run size` builds and checks; `npm test` checks the build its browser tests use.
import {
    COMMON_BUDGET_KIB,
    LOGIN_BUDGET_KIB,
    ROUTE_BUDGET_KIB,
    SHELL_BUDGET_KIB,
    jsOnly,
    onDemandBudgetKiB,
    portalParts,
    readManifest,
} from './scripts/size/chunks.mjs';

const parts = portalParts(readManifest('dist'));
const inDist = files => jsOnly(files).map(file => `dist/${file}`);

export default [
    { name: 'login', path: inDist(parts.login), limit: `${LOGIN_BUDGET_KIB} KiB`, gzip: true },
    { name: 'shell', path: inDist(parts.shell), limit: `${SHELL_BUDGET_KIB} KiB`, gzip: true },
    { name: 'common', path: inDist(parts.common), limit: `${COMMON_BUDGET_KIB} KiB`, gzip: true },
    ...Object.entries(parts.routes).map(([name, files]) => ({
        name,
        path: inDist(files),
        limit: `${ROUTE_BUDGET_KIB} KiB`,
        gzip: true,
    })),
    ...Object.entries(parts.onDemand).map(([name, files]) => ({
        name,
        path: inDist(files),
        limit: `${onDemandBudgetKiB(name)} KiB`,
        gzip: true,
    })),
];
