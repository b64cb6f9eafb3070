/**
 * The layers of the project and their one-way arrows (docs/architecture.md), checked by
 * `npm run lint`: src → dataProvider → domain, mock-server → domain, and inside the mock
 * server HTTP on top of the simulator and seed, on top of the rules, on top of the store.
 */

/**
 * Inside src/, one folder per feature (a screen area: orders, wizard, account…), and each is
 * an island: it imports its own folder and the shared floors, never another feature. The
 * shared floors are `common/` (shared UI and hooks), `i18n/` (the catalogue) and the
 * address book `routes.ts` with `config.ts` and `theme.ts`. The composing modules (App.tsx,
 * Portal.tsx, Root.tsx, main.tsx, providers.ts, adminTheme.ts, emotionCache.ts and the screen
 * table screens.ts) put the features together; no feature imports them. docs/architecture.md
 * explains the few crossings below.
 */
const SHARED_FLOORS = '^src/(common|i18n)/|^src/(routes|config|theme)\\.ts$';
const COMPOSERS = '^src/(App|Portal|Root|main|providers|adminTheme|emotionCache|screens)\\.tsx?$';
/** Tests and their fixtures: a test may set its scene with any feature's fixtures. */
const TEST_CODE = '(\\.test\\.tsx?|/testing\\.ts)$';
const FIXTURES = '^src/[^/]+/testing\\.ts$';
/** The shell composes the features' pieces (the bell, the settings dialogs, the menus). */
const SHELL = 'layout';
/** A shared service: every list page exports through it; it imports no feature. */
const SERVICES = '^src/export/';
/** The crossings a feature may make, each to what it names, one way. */
const CROSSINGS = {
    // 期限管理 answers a correction with the orders' own correction dialog
    deadlines: '^src/orders/SupplementDialog\\.tsx$',
    // the order wizard adds an applicant with the applicants' own form, offers a top-up,
    // explains a similarity risk with 近似查询's list and suggests classes (描述您的业务)
    wizard: '^src/applicants/ApplicantFormDialog\\.tsx$|^src/account/TopUpDialog\\.tsx$|^src/similarity/SimilarMarkList\\.tsx$|^src/classSuggest/BusinessSuggest\\.tsx$',
    // 近似查询 takes the groups of a class suggested for a description of the business
    similarity: '^src/classSuggest/BusinessSuggest\\.tsx$',
    // 批量申报 offers a top-up when the batch's fee is more than the balance
    batch: '^src/account/TopUpDialog\\.tsx$',
};
const NOT_FEATURES = ['common', 'i18n', 'test', SHELL, ...Object.keys(CROSSINGS)];

const islandRule = (name, folder, crossings) => ({
    name,
    severity: 'error',
    comment:
        'A feature folder imports its own folder, the shared floors (common/, i18n/, routes, ' +
        'config, theme) and the export service; another feature only through a crossing ' +
        'named in .dependency-cruiser.cjs (docs/architecture.md).',
    // a test may put any feature's pieces together (the export's test reads every list's definition)
    from: { path: `^src/(${folder})/`, pathNot: TEST_CODE },
    to: {
        path: '^src/[^/]+/',
        pathNot: [
            '^src/$1/',
            '^src/test/',
            SHARED_FLOORS,
            SERVICES,
            FIXTURES,
            ...(crossings ? [crossings] : []),
        ],
    },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        islandRule('features-are-islands', `(?!(${NOT_FEATURES.join('|')})/)[^/]+`),
        ...Object.entries(CROSSINGS).map(([folder, crossings]) =>
            islandRule(`features-are-islands-but-${folder}`, folder, crossings),
        ),
        {
            name: 'features-import-no-composer',
            severity: 'error',
            comment:
                'The composing modules put the features together; a feature links by PATHS ' +
                '(routes.ts), and only the shell reads the screen table (screens.ts).',
            from: { path: '^src/[^/]+/', pathNot: ['^src/(test|layout)/'] },
            to: { path: COMPOSERS },
        },
        {
            name: 'shell-reads-only-the-screen-table',
            severity: 'error',
            comment: 'The shell (layout/) reads the screen table, not the app that hosts it.',
            from: { path: `^src/${SHELL}/` },
            to: { path: COMPOSERS, pathNot: '^src/screens\\.ts$' },
        },
        {
            name: 'shared-floors-import-no-feature',
            severity: 'error',
            comment:
                'common/, i18n/, routes, config and theme are below every feature: they import ' +
                'no feature folder and no composing module.',
            from: { path: SHARED_FLOORS },
            to: { path: ['^src/[^/]+/', COMPOSERS], pathNot: [SHARED_FLOORS, '^src/test/'] },
        },
        {
            name: 'fixtures-only-in-tests',
            severity: 'error',
            comment: 'Fixtures (`testing.ts`, src/test/) serve tests, never the portal itself.',
            from: { path: '^src/', pathNot: [TEST_CODE, '^src/test/'] },
            to: { path: '^src/(test/|[^/]+/testing\\.ts$)' },
        },
        {
            name: 'no-circular',
            severity: 'error',
            comment: 'An import loop: the modules cannot be understood (or loaded) one by one.',
            from: {},
            to: { circular: true },
        },
        {
            name: 'domain-is-pure',
            severity: 'error',
            comment: 'domain/ is the shared pure TypeScript: it imports no other folder.',
            from: { path: '^domain/' },
            to: { path: '^(src|dataProvider|mock-server|scripts|tests)/' },
        },
        {
            name: 'wire-below-screens',
            severity: 'error',
            comment: 'dataProvider/ knows the wire, never the screens or the mock server.',
            from: { path: '^dataProvider/' },
            to: { path: '^(src|mock-server|scripts|tests)/' },
        },
        {
            name: 'portal-never-imports-the-mock',
            severity: 'error',
            comment: 'The portal talks to any backend through dataProvider/ only.',
            from: { path: '^src/' },
            to: { path: '^(mock-server|scripts|tests)/' },
        },
        {
            name: 'export-knows-no-feature',
            severity: 'error',
            comment:
                'The Excel export is handed the list definition by the list: it knows no feature.',
            from: { path: '^src/export/', pathNot: '\\.test\\.tsx?$' },
            to: { path: '^src/', pathNot: '^src/(export|common|i18n)/' },
        },
        {
            name: 'mock-shares-only-the-domain',
            severity: 'error',
            comment: 'The mock server shares the domain with the portal, not its wire client.',
            from: { path: '^mock-server/' },
            to: { path: '^(src|dataProvider|scripts|tests)/' },
        },
        {
            name: 'mock-store-at-the-bottom',
            severity: 'error',
            comment: 'The store knows rows, not rules, files, HTTP, the seed or the simulator.',
            from: { path: '^mock-server/(store/|(db|paths)\\.ts$)' },
            to: {
                path: '^mock-server/(rules|files|pdf|nice|http|routes|profile|seed|sim|cashier)/',
            },
        },
        {
            name: 'mock-libraries-below-rules',
            severity: 'error',
            comment:
                'Files, PDFs and the classification serve the rules; they know no rule or HTTP.',
            from: { path: '^mock-server/(files|pdf|nice)/' },
            to: { path: '^mock-server/(rules|http|routes|profile|seed|sim|cashier)/' },
        },
        {
            name: 'mock-rules-below-http',
            severity: 'error',
            comment:
                'Rules take typed input and throw domain errors; HTTP maps them to the envelope.',
            from: { path: '^mock-server/rules/' },
            to: { path: '^mock-server/(http|routes|profile|seed|sim|cashier|app\\.ts|main\\.ts)' },
        },
        {
            name: 'mock-seed-and-sim-on-top-of-rules',
            severity: 'error',
            comment: 'The seed and the office simulator use the rules; nothing below uses them.',
            from: { path: '^mock-server/(seed|sim)/' },
            to: { path: '^mock-server/(http|routes|profile|app\\.ts|main\\.ts)' },
        },
    ],
    options: {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '(^|/)(node_modules|dist|\\.tmp)/' },
        tsConfig: { fileName: 'tsconfig.json' },
        tsPreCompilationDeps: true,
        enhancedResolveOptions: {
            exportsFields: ['exports'],
            conditionNames: ['import', 'require', 'node', 'default'],
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        },
    },
};
