import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const UNIT = ['src/**/*.test.{ts,tsx}', 'dataProvider/**/*.test.ts', 'domain/**/*.test.ts'];
/**
 * Test files that replace a module with `vi.mock`: each runs in a fresh worker, since a module
 * another file of the shared worker imported first would stay the real one. Found by reading
 * the files, so a new one is never left out.
 */
const MOCKING = ['src', 'dataProvider', 'domain'].flatMap(folder =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter(file => /\.test\.tsx?$/.test(file))
        .map(file => path.join(folder, file).split(path.sep).join('/'))
        .filter(file => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'))),
);

const unit = {
    environment: 'jsdom' as const,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20000,
};

// The portal's unit and component tests in jsdom, the mock server's API tests in node. The
// Playwright specs under tests/e2e (*.spec.ts) are run by Playwright, never here.
export default defineConfig({
    plugins: [react()],
    test: {
        // Vitest leaves one core to its main process, which idles: on CI's two cores that ran
        // the files one at a time.
        maxWorkers: availableParallelism(),
        projects: [
            {
                extends: true,
                test: {
                    ...unit,
                    name: 'unit',
                    include: UNIT,
                    exclude: MOCKING,
                    // One worker runs file after file: React, MUI, react-admin and the portal's
                    // own modules are imported once per worker, not once per file (half the
                    // project's time). A module's state outlives a file: what a test sets up it
                    // puts back (setup.ts clears storage, spies and the file's pending timers).
                    // A file that replaces a module runs in a worker of its own (unit-mocking).
                    isolate: false,
                },
            },
            {
                extends: true,
                test: { ...unit, name: 'unit-mocking', include: MOCKING },
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
                        'tests/e2e/**/*.test.ts',
                        'scripts/**/*.test.mjs',
                        'scripts/**/*.test.ts',
                    ],
                    testTimeout: 20000,
                    // each file starts its own server on its own db; the server's modules, Express
                    // and SQLite are imported once per worker (a third of the project's time)
                    isolate: false,
                },
            },
        ],
    },
});
