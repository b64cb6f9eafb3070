// Which built files each part of the portal loads, from Vite's manifest (dist/.vite/manifest.json):
// the login page (index.html's entry and what it imports statically), the signed-in shell
// (src/Portal.tsx and its static imports) and each route's page (its chunk and static imports,
// less what the login page and the shell already loaded). Lazy parts a page imports on demand
// (the chart, the PDF viewer, the date pickers) are not the page's: they load after its content.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/**
 * The budgets, gzip of JS: the login page; the signed-in shell beyond it; the pages' common
 * files (what four routes or more load beyond login + shell: the lists' and forms' parts, loaded
 * once by the first such page); what each route adds beyond all three.
 */
export const LOGIN_BUDGET_KIB = 180;
export const SHELL_BUDGET_KIB = 120;
export const COMMON_BUDGET_KIB = 130;
export const ROUTE_BUDGET_KIB = 60;
/**
 * The files' count budgets, JS files: the shell's (beyond the login page), and a screen's
 * before its data is asked for (login page, shell, common files it loads and its own).
 */
export const SHELL_FILES_BUDGET = 3;
export const SCREEN_FILES_BUDGET = 20;
/** A file loaded by this many routes or more is common (scripts/chunkGroups.ts groups them). */
const COMMON_ROUTES = 4;

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
    deadlines: 'src/deadlines/DeadlineDeskPage.tsx',
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
    // 描述您的业务 on a backend without suggestClasses: the engine with MiniSearch and the
    // industries' vocabulary (GB/T 4754, ~60 KB gzip), and the language chunk it shares with the
    // examination (jieba's words with CC-CEDICT's glosses, ~2.9 MB gzip; one file, loaded once
    // for both: docs/classes.md, "Where it runs")
    classSuggest: { module: 'domain/classes/suggest.ts', after: 'wizardStep1', budgetKiB: 3050 },
    // 批量申报's template and result workbooks: the xlsx writer, when one is downloaded
    batchWorkbooks: { module: 'src/batch/workbooks.ts', after: 'batch' },
    // the 区分表's notes (the groups a search adds), with the examination on a spec-only backend
    similarityNotes: { module: 'domain/similarity/noteScope.ts', after: 'similar' },
    // the examination itself on a spec-only backend (step 1's check, 近似查询): its language
    // data — jieba's words with CC-CEDICT's glosses (~2.4 MB gzip), SCOWL's English words with
    // their translations (~0.5 MB) — is what it weighs; docs/similarity.md, "Language, not lists"
    similarityEngine: { module: 'domain/similarity/search.ts', after: 'similar', budgetKiB: 3300 },
};

/** The budget of a part loaded on demand: its own where it names one, else a route's. */
export const onDemandBudgetKiB = name => ON_DEMAND[name]?.budgetKiB ?? ROUTE_BUDGET_KIB;

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

/**
 * `{ login, shell, common, routes: { name: files }, screens: { name: files }, onDemand: { name:
 * files } }`, paths relative to dist: a route's files are beyond login, shell and common; a
 * screen's are all the files it loads.
 */
export const portalParts = manifest => {
    const login = closure(manifest, 'index.html');
    const shell = closure(manifest, 'src/Portal.tsx');
    const beyond = Object.fromEntries(
        Object.entries(ROUTES).map(([name, key]) => [
            name,
            minus(closure(manifest, key), login, shell),
        ]),
    );
    const loads = new Map();
    for (const file of Object.values(beyond).flat()) loads.set(file, (loads.get(file) ?? 0) + 1);
    const common = new Set([...loads].filter(([, n]) => n >= COMMON_ROUTES).map(([file]) => file));
    const routes = Object.fromEntries(
        Object.entries(beyond).map(([name, files]) => [name, minus(files, common)]),
    );
    const screens = Object.fromEntries(
        Object.entries(ROUTES).map(([name, key]) => [
            name,
            [...new Set([...login, ...shell, ...closure(manifest, key)])].sort(),
        ]),
    );
    const onDemand = Object.fromEntries(
        Object.entries(ON_DEMAND).map(([name, { module, after }]) => [
            name,
            minus(closure(manifest, module), login, shell, closure(manifest, ROUTES[after])),
        ]),
    );
    return {
        login: [...login].sort(),
        shell: minus(shell, login),
        common: [...common].sort(),
        routes,
        screens,
        onDemand,
    };
};

export const gzipSize = file => gzipSync(readFileSync(file), { level: 9 }).length;

export const jsOnly = files => files.filter(file => file.endsWith('.js'));
