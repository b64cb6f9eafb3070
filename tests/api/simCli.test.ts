/**
 * `npm run sim` finds the mock server `npm start` (or `npm run mock`) started, on any port,
 * without MOCK_PORT; with several running it says how to pick one. Spawned as a user runs them.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { announceRunning } from '../../mock-server/running';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-cli-'));
const env = (extra: Record<string, string> = {}) => {
    const { MOCK_PORT: _port, ...rest } = process.env;
    return { ...rest, MOCK_RUNNING_DIR: path.join(dir, 'running'), ...extra };
};

const servers: ChildProcessWithoutNullStreams[] = [];
afterAll(() => servers.forEach(server => server.kill('SIGTERM')));

/** `npm run mock` on a free port and a fresh db; resolves with the port it printed. */
const startMock = () =>
    new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
            cwd: ROOT,
            env: env({
                MOCK_PORT: '0',
                MOCK_DB: path.join(dir, 'db.sqlite'),
                MOCK_REGISTER_SIZE: '0',
            }),
        });
        servers.push(child);
        let out = '';
        child.stdout.on('data', chunk => {
            out += chunk;
            const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
            if (port) resolve(Number(port));
        });
        child.on('exit', code => reject(new Error(`mock server exited ${code}: ${out}`)));
    });

const sim = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
        const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'mock-server/sim/cli.ts', ...args],
            {
                cwd: ROOT,
                env: env(),
            },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += chunk));
        child.stderr.on('data', chunk => (stderr += chunk));
        child.on('close', code => resolve({ code, stdout, stderr }));
    });

describe('npm run sim', () => {
    it('drives the one running mock server on its own port, and asks which of two', async () => {
        const port = await startMock();
        expect(port).not.toBe(3001);
        const found = await sim('supplements-timeout');
        expect(found.stderr).toBe('');
        expect(found.code).toBe(0);

        // another server's entry (this test's own process stands for it)
        announceRunning(
            { port: port + 1, pid: process.pid, db: 'other.sqlite', profile: 'spec' },
            path.join(dir, 'running'),
        );
        const several = await sim('supplements-timeout');
        expect(several.code).toBe(1);
        expect(several.stderr).toContain(`2 mock servers are running: ${port} (default`);
        expect(several.stderr).toContain('--port <port>');
        expect(several.stderr).not.toContain('mock server at');
        const picked = await sim('supplements-timeout', '--port', String(port));
        expect(picked.code).toBe(0);
    }, 60_000);
});
