// Which built files each part of the portal loads, from Vite's manifest (dist/.vite/manifest.json):
// the login page (index.html's entry and what it imports statically), the signed-in shell
// (src/Portal.tsx and its static imports) and each route's page (its chunk and static imports,
// less what the login page and the shell already loaded). Lazy parts a page imports on demand
// (the chart, the PDF viewer, the date pickers) are not the page's: they load after its content.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/** The budgets, gzip of JS: the login page, and what each route adds beyond login + shell. */
export const LOGIN_BUDGET_KIB = 180;
export const ROUTE_BUDGET_KIB = 60;

/** The routes whose budgets are checked, by the module that renders them. */
export const ROUTES = {
    dashboard: 'src/dashboard/DashboardPage.tsx',
    applicants: 'src/applicants/ApplicantList.tsx',
    orderList: 'src/orders/OrderList.tsx',
    orderDetail: 'src/orders/OrderDetailPage.tsx',
    orderRecord: 'src/orders/OrderRecordPage.tsx',
    officialDocuments: 'src/officialDocuments/OfficialDocumentList.tsx',
    wizardStep1: 'src/wizard/StepOne.tsx',
    wizardStep2: 'src/wizard/StepTwo.tsx',
    wizardStep3: 'src/wizard/StepThree.tsx',
    wizardStep4: 'src/wizard/StepFour.tsx',
    account: 'src/account/AccountPage.tsx',
    capitalDetails: 'src/account/CapitalDetailList.tsx',
    deadlines: 'src/orders/DeadlineDeskPage.tsx',
    similar: 'src/similarity/SimilarSearchPage.tsx',
    notifications: 'src/notifications/NotificationsPage.tsx',
    audit: 'src/audit/AuditList.tsx',
    batch: 'src/batch/BatchPage.tsx',
};

/**
 * Code a screen loads only when a part of it is used, with its budget: the module, and the route
 * whose files are loaded by then (not counted again).
 */
export const ON_DEMAND = {
    // 描述您的业务: the suggestion engine with MiniSearch, beyond step 1 and the Nice data
    classSuggest: { module: 'domain/classes/suggest.ts', after: 'wizardStep1' },
    // 批量申报's template and result workbooks: the xlsx writer, when one is downloaded
    batchWorkbooks: { module: 'src/batch/workbooks.ts', after: 'batch' },
};

export const readManifest = dist =>
    JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk's file, its CSS and every chunk it imports statically, recursively. */
const closure = (manifest, key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
    return into;
};

const minus = (files, ...loaded) =>
    [...files].filter(file => !loaded.some(set => set.has(file))).sort();

/** `{ login, shell, routes: { name: files }, onDemand: { name: files } }`, paths relative to dist. */
export const portalParts = manifest => {
    const login = closure(manifest, 'index.html');
    const shell = closure(manifest, 'src/Portal.tsx');
    const routes = Object.fromEntries(
        Object.entries(ROUTES).map(([name, key]) => [
            name,
            minus(closure(manifest, key), login, shell),
        ]),
    );
    const onDemand = Object.fromEntries(
        Object.entries(ON_DEMAND).map(([name, { module, after }]) => [
            name,
            minus(closure(manifest, module), login, shell, closure(manifest, ROUTES[after])),
        ]),
    );
    return { login: [...login].sort(), shell: minus(shell, login), routes, onDemand };
};

export const gzipSize = file => gzipSync(readFileSync(file), { level: 9 }).length;

export const jsOnly = files => files.filter(file => file.endsWith('.js'));
