import { defineConfig } from '@playwright/test';

// The built portal (vite preview) against a freshly seeded mock server, in Debian's chromium.
// scripts/e2e.mjs builds the portal and clears the e2e database before this runs.
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3199);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4199);
const env = {
    MOCK_PORT: String(E2E_MOCK_PORT),
    PORT: String(E2E_PORT),
    MOCK_DB: '.tmp/e2e/db.json',
};

export default defineConfig({
    testDir: 'tests',
    testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
    timeout: 30_000,
    expect: { timeout: 8_000 },
    workers: 1,
    retries: 0,
    reporter: [['list'], ['json', { outputFile: '.tmp/e2e/results.json' }]],
    outputDir: '.tmp/e2e/artifacts',
    use: {
        baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1366, height: 860 },
        screenshot: 'only-on-failure',
        launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-dev-shm-usage',
                '--no-first-run',
                '--disable-background-networking',
            ],
        },
    },
    // E2E_BASE_URL runs the specs against a portal that is already up (e.g. npm start).
    webServer: process.env.E2E_BASE_URL
        ? []
        : [
              {
                  command: 'node node_modules/.bin/tsx mock-server/main.ts',
                  url: `http://127.0.0.1:${E2E_MOCK_PORT}/api/listApplicants`,
                  env,
                  reuseExistingServer: false,
                  timeout: 60_000,
                  stdout: 'ignore',
              },
              {
                  command: `node node_modules/.bin/vite preview --port ${E2E_PORT} --strictPort`,
                  url: `http://127.0.0.1:${E2E_PORT}/`,
                  env,
                  reuseExistingServer: false,
                  timeout: 60_000,
              },
          ],
});
