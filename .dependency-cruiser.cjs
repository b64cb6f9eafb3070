/**
 * The layers of the project and their one-way arrows (docs/architecture.md), checked by
 * `npm run lint`: src → dataProvider → domain, mock-server → domain, and inside the mock
 * server HTTP on top of the simulator and seed, on top of the rules, on top of the store.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
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
            comment: 'The Excel export is handed the list definition by the list: it knows no feature.',
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
            to: { path: '^mock-server/(rules|files|pdf|nice|http|routes|profile|seed|sim|cashier)/' },
        },
        {
            name: 'mock-libraries-below-rules',
            severity: 'error',
            comment: 'Files, PDFs and the classification serve the rules; they know no rule or HTTP.',
            from: { path: '^mock-server/(files|pdf|nice)/' },
            to: { path: '^mock-server/(rules|http|routes|profile|seed|sim|cashier)/' },
        },
        {
            name: 'mock-rules-below-http',
            severity: 'error',
            comment: 'Rules take typed input and throw domain errors; HTTP maps them to the envelope.',
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
        enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    },
};
