/**
 * `npm run mock` with `MOCK_PROFILE` and `MOCK_FILE_ORIGIN`: the spec profile says so in a
 * second line after the usual one; a bad value of either stops the start with one line.
 * The child is `node --import tsx mock-server/main.ts`, as in tests/reliability/crash.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDbFile } from '../../mock-server/store';
import { startTestServer } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /mock server listening on http:\/\/localhost:(\d+)\n/;

let dir: string;
let dbFile: string;

beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-main-'));
    dbFile = path.join(dir, 'db.sqlite');
    const seeded = await startTestServer();
    copyDbFile(seeded.dbFile, dbFile);
    await seeded.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Run {
    code: number | null;
    stdout: string;
    stderr: string;
}

/**
 * Starts main.ts with `env`; once it is ready, `whileUp(port)` runs and the server gets a
 * SIGTERM. Resolves when the child has exited.
 */
const run = (env: Record<string, string>, whileUp?: (port: number) => Promise<void>) =>
    new Promise<Run>((resolve, reject) => {
        const childEnv: NodeJS.ProcessEnv = { ...process.env, MOCK_PORT: '0', MOCK_DB: dbFile };
        for (const name of ['MOCK_PROFILE', 'MOCK_FILE_ORIGIN', 'MOCK_AUTO_PROGRESS']) {
            delete childEnv[name];
        }
        const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
            cwd: ROOT,
            env: { ...childEnv, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        let stdout = '';
        let stderr = '';
        let started = false;
        child.stderr.on('data', chunk => (stderr += String(chunk)));
        child.stdout.on('data', chunk => {
            stdout += String(chunk);
            const ready = READY.exec(stdout);
            if (!ready || started) return;
            started = true;
            (whileUp ?? (async () => {}))(Number(ready[1])).then(
                () => child.kill('SIGTERM'),
                error => {
                    child.kill('SIGKILL');
                    reject(error as Error);
                },
            );
        });
        child.once('exit', code => {
            clearTimeout(timer);
            resolve({ code, stdout, stderr });
        });
    });

describe('MOCK_PROFILE and MOCK_FILE_ORIGIN', () => {
    it('spec: a second line, and the extension calls answer 404', { timeout: 30_000 }, async () => {
        let status = 0;
        const { code, stdout } = await run({ MOCK_PROFILE: 'spec' }, async port => {
            const response = await fetch(`http://127.0.0.1:${port}/admin/api/users`);
            status = response.status;
        });
        expect(code).toBe(0);
        expect(status).toBe(404);
        expect(stdout).toMatch(
            /^mock server listening on http:\/\/localhost:\d+\nprofile: spec \(answers only spec §7 calls and fields\)\n$/,
        );
    });

    it('default (or unset, or empty): the one usual line', { timeout: 30_000 }, async () => {
        const envs: Record<string, string>[] = [
            {},
            { MOCK_PROFILE: 'default' },
            { MOCK_PROFILE: '' },
        ];
        for (const env of envs) {
            const { code, stdout } = await run(env);
            expect(code).toBe(0);
            expect(stdout).toMatch(/^mock server listening on http:\/\/localhost:\d+\n$/);
        }
    });

    it(
        'refuses anything else with one line, as the other settings',
        { timeout: 30_000 },
        async () => {
            for (const [env, message] of [
                [{ MOCK_PROFILE: 'Spec' }, 'MOCK_PROFILE must be "spec" or "default", got "Spec"'],
                [
                    { MOCK_PROFILE: 'spec', MOCK_FILE_ORIGIN: 'ftp://files.example' },
                    'MOCK_FILE_ORIGIN must be an http(s) origin',
                ],
            ] as const) {
                const { code, stdout, stderr } = await run(env);
                expect(code).toBe(1);
                expect(stdout).toBe('');
                expect(stderr.trim().split('\n')).toHaveLength(1);
                expect(stderr).toContain(`mock server failed to start: ${message}`);
            }
        },
    );
});
