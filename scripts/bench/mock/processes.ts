/**
 * The mock bench's child processes and temp folders: each server is one node process (started
 * with `node --import tsx`, so its pid is the server's own and /proc gives its memory), timed
 * from spawn to its ready line. Whatever is still running or left on disk goes on exit, on
 * SIGINT / SIGTERM and on an error.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const children = new Set<ChildProcess>();
const folders = new Set<string>();

const cleanUp = (): void => {
    for (const child of children) child.kill('SIGKILL');
    children.clear();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    folders.clear();
};

process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
        cleanUp();
        process.exit(130);
    });
}

/** A temp folder removed when the bench ends, however it ends. */
export const tempFolder = (): string => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-mock-'));
    folders.add(folder);
    return folder;
};

export const removeFolder = (folder: string): void => {
    rmSync(folder, { recursive: true, force: true });
    folders.delete(folder);
};

const tail = (text: string): string => text.trim().split('\n').slice(-8).join('\n');

/** Runs a command to its end; its stdout, or an error with the end of its stderr. */
export const runToEnd = (
    command: string,
    args: readonly string[],
    env: NodeJS.ProcessEnv = process.env,
): Promise<string> =>
    new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
        children.add(child);
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += String(chunk)));
        child.stderr.on('data', chunk => (stderr += String(chunk)));
        child.on('error', reject);
        child.on('exit', (code, signal) => {
            children.delete(child);
            if (code === 0) resolve(stdout);
            else {
                reject(
                    new Error(
                        `${command} ${args.join(' ')} ended with ${signal ?? code}:\n${tail(stderr)}`,
                    ),
                );
            }
        });
    });

/** `VmRSS` or `VmHWM` (the peak) of a process, in bytes. */
export const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
};

export interface RunningServer {
    pid: number;
    port: number;
    /** spawn to ready line, ms */
    startMs: number;
    /** VmRSS at the ready line, bytes */
    rssAtStart: number;
    /** VmHWM now, bytes */
    peak(): number;
    stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script> ...args` and waits for a stdout line matching `ready`,
 * whose first group is the port it listens on.
 */
export const startServer = (
    script: string,
    args: readonly string[],
    env: NodeJS.ProcessEnv,
    ready: RegExp,
    timeoutMs = 180_000,
): Promise<RunningServer> =>
    new Promise((resolve, reject) => {
        const started = performance.now();
        const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
            cwd: ROOT,
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.add(child);
        let stdout = '';
        let stderr = '';
        let settled = false;
        const exited = new Promise<void>(done => child.once('exit', () => done()));
        const stop = async (): Promise<void> => {
            if (child.exitCode === null && child.signalCode === null) {
                child.kill('SIGTERM');
                const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
                await exited;
                clearTimeout(timer);
            }
            children.delete(child);
        };
        const fail = (error: Error): void => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            void stop();
            reject(error);
        };
        const timer = setTimeout(
            () => fail(new Error(`${script} was not ready after ${timeoutMs / 1000} s`)),
            timeoutMs,
        );
        child.stdout.on('data', chunk => {
            stdout += String(chunk);
            const match = ready.exec(stdout);
            if (!match || settled) return;
            const startMs = performance.now() - started;
            settled = true;
            clearTimeout(timer);
            const pid = child.pid!;
            resolve({
                pid,
                port: Number(match[1]),
                startMs,
                rssAtStart: memoryOf(pid, 'VmRSS'),
                peak: () => memoryOf(pid, 'VmHWM'),
                stop,
            });
        });
        child.stderr.on('data', chunk => (stderr += String(chunk)));
        child.on('error', fail);
        child.on('exit', (code, signal) => {
            children.delete(child);
            fail(
                new Error(
                    `${script} ended with ${signal ?? code} before it was ready:\n${tail(stderr)}`,
                ),
            );
        });
    });
