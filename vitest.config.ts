import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the portal's unit and component tests in jsdom, the mock server's API
// tests in node. The Playwright specs under tests/e2e are run by Playwright, never here.
export default defineConfig({
    plugins: [react()],
    test: {
        // Vitest leaves one core to its main process, which idles: on CI's two cores that ran
        // the files one at a time (10.5 minutes; every core: 7).
        maxWorkers: availableParallelism(),
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    environment: 'jsdom',
                    include: [
                        'src/**/*.test.{ts,tsx}',
                        'dataProvider/**/*.test.ts',
                        'domain/**/*.test.ts',
                    ],
                    setupFiles: ['src/test/setup.ts'],
                    testTimeout: 20000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'api',
                    environment: 'node',
                    include: [
                        'mock-server/**/*.test.ts',
                        'tests/api/**/*.test.ts',
                        'tests/security/**/*.test.ts',
                        'tests/reliability/**/*.test.ts',
                        'tests/contract/**/*.test.ts',
                        'scripts/**/*.test.mjs',
                    ],
                    testTimeout: 20000,
                },
            },
        ],
    },
});
