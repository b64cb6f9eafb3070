import { defineConfig } from '@playwright/test';

/**
 * The built portal (vite preview) against freshly seeded mock servers, in Debian's chromium,
 * on two mock profiles: `default` (our extensions) runs every test, `spec` (only the provider's
 * calls and fields, as the provider's real backend) the tests tagged @adapter or @spec-only.
 * scripts/e2e.mjs builds the portal and clears the e2e databases before this runs. An @adapter
 * test may skip on the spec profile only a step that needs a named extension.
 */
export const E2E_PROFILES = {
    default: {
        mockPort: Number(process.env.E2E_MOCK_PORT ?? 3199),
        port: Number(process.env.E2E_PORT ?? 4199),
    },
    spec: {
        mockPort: Number(process.env.E2E_SPEC_MOCK_PORT ?? 3198),
        port: Number(process.env.E2E_SPEC_PORT ?? 4198),
    },
} as const;
export type E2eProfile = keyof typeof E2E_PROFILES;

/** Kept for specs written before the spec profile: the default profile's mock server. */
export const E2E_MOCK_PORT = E2E_PROFILES.default.mockPort;

const servers = (profile: E2eProfile) => {
    const { mockPort, port } = E2E_PROFILES[profile];
    const env = {
        MOCK_PORT: String(mockPort),
        PORT: String(port),
        // a shard of a profile's run (scripts/test.mjs) has a database of its own
        MOCK_DB: `.tmp/e2e/${profile}${process.env.E2E_SHARD_NAME ?? ''}/db.sqlite`,
        MOCK_PROFILE: profile,
        // the register's deliberate near neighbours and a few hundred more: enough for the
        // journeys, filed in a fraction of the default 20,000's three seconds
        MOCK_REGISTER_SIZE: '1000',
    };
    return [
        {
            command: 'node node_modules/.bin/tsx mock-server/main.ts',
            url: `http://127.0.0.1:${mockPort}/api/listApplicants`,
            env,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
        },
        {
            command: `node node_modules/.bin/vite preview --port ${port} --strictPort`,
            url: `http://127.0.0.1:${port}/`,
            env,
            reuseExistingServer: false,
            timeout: 60_000,
        },
    ];
};

const projects = (Object.keys(E2E_PROFILES) as E2eProfile[]).filter(
    profile => !process.env.E2E_PROFILE || process.env.E2E_PROFILE === profile,
);

export default defineConfig({
    testDir: 'tests',
    testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
    timeout: 30_000,
    expect: { timeout: 8_000 },
    // One at a time within a run: its tests share its seeded data. `npm test` runs the spec
    // profile and the default profile's two shards side by side (scripts/test.mjs), a browser,
    // servers and database each.
    workers: 1,
    retries: 0,
    reporter: [
        ['list'],
        ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/e2e/results.json' }],
    ],
    // per profile: `npm test` runs the two side by side, and each run empties its own
    outputDir: `.tmp/e2e/artifacts/${process.env.E2E_PROFILE ?? 'all'}${process.env.E2E_SHARD_NAME ?? ''}`,
    use: {
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1366, height: 860 },
        // The portal honours a user's wish for less motion (src/theme.ts): no dialog fades, no
        // ripples, no spinner turning while a test waits, frames no test looks at (five spec
        // files: about a tenth less CPU, which counts with the two profiles side by side). The
        // phone's accessibility audit (a11y.spec.ts) keeps the motion on.
        reducedMotion: 'reduce',
        screenshot: 'only-on-failure',
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-dev-shm-usage',
                '--no-first-run',
                '--disable-background-networking',
                // one renderer per site: a test's tab joins the warm one (tests/e2e/test.ts)
                '--process-per-site',
            ],
        },
    },
    projects: projects.map(profile => ({
        name: profile,
        // Every test runs on the default profile but those tagged @spec-only (how the portal
        // does without our extensions). The spec profile runs only those and the ones tagged
        // @adapter: their data passes through what the data provider does for a backend with
        // only the spec's calls (docs/testing.md); the rest read the same records on both
        // profiles, which tests/api/provider.profiles*.test.ts proves call by call.
        ...(profile === 'default' ? { grepInvert: /@spec-only/ } : { grep: /@adapter|@spec-only/ }),
        use: {
            baseURL:
                profile === 'default' && process.env.E2E_BASE_URL
                    ? process.env.E2E_BASE_URL
                    : `http://localhost:${E2E_PROFILES[profile].port}`,
        },
    })),
    // E2E_BASE_URL runs the default-profile specs against a portal that is already up.
    webServer: process.env.E2E_BASE_URL ? [] : projects.flatMap(servers),
});
