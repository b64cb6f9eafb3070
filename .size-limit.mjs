// Size budgets (size-limit, gzip of JS), from the last build's manifest: the login page, and
// what each route adds beyond the login page and the signed-in shell, and what a part loaded on
// demand adds beyond its route (scripts/size/chunks.mjs).
// `npm run size` builds and checks; `npm test` checks the build its browser tests use.
import {
    LOGIN_BUDGET_KIB,
    ROUTE_BUDGET_KIB,
    jsOnly,
    portalParts,
    readManifest,
} from './scripts/size/chunks.mjs';

const parts = portalParts(readManifest('dist'));
const inDist = files => jsOnly(files).map(file => `dist/${file}`);

export default [
    { name: 'login', path: inDist(parts.login), limit: `${LOGIN_BUDGET_KIB} KiB`, gzip: true },
    ...Object.entries({ ...parts.routes, ...parts.onDemand }).map(([name, files]) => ({
        name,
        path: inDist(files),
        limit: `${ROUTE_BUDGET_KIB} KiB`,
        gzip: true,
    })),
];
