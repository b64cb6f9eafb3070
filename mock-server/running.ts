/**
 * The mock servers this project has running on this machine. `npm run mock` (and so
 * `npm start`) writes `<port>.json` into `.tmp/mock-servers/` (MOCK_RUNNING_DIR in tests) once
 * it listens and removes it when it stops, so `npm run sim` finds the server on any port
 * without being told it. An entry whose process is gone is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
    port: number;
    pid: number;
    /** the SQLite file it serves */
    db: string;
    profile: string;
}

const DEFAULT_DIR = fileURLToPath(new URL('../.tmp/mock-servers/', import.meta.url));

export const runningDir = (env: NodeJS.ProcessEnv = process.env): string =>
    env.MOCK_RUNNING_DIR ? path.resolve(env.MOCK_RUNNING_DIR) : DEFAULT_DIR;

/** Writes the entry of a server that listens; the returned function removes it. */
export const announceRunning = (server: RunningServer, dir = runningDir()): (() => void) => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${server.port}.json`);
    fs.writeFileSync(file, JSON.stringify(server));
    return () => fs.rmSync(file, { force: true });
};

const isAlive = (pid: number): boolean => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        // another user's process is alive too
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
};

const isEntry = (value: unknown): value is RunningServer => {
    const entry = value as Partial<RunningServer> | null;
    return (
        typeof entry?.port === 'number' &&
        typeof entry.pid === 'number' &&
        typeof entry.db === 'string' &&
        typeof entry.profile === 'string'
    );
};

/** The servers running now, by port. */
export const runningServers = (dir = runningDir()): RunningServer[] => {
    let names: string[];
    try {
        names = fs.readdirSync(dir).filter(name => name.endsWith('.json'));
    } catch {
        return [];
    }
    return names
        .flatMap(name => {
            try {
                const entry: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
                return isEntry(entry) && isAlive(entry.pid) ? [entry] : [];
            } catch {
                return [];
            }
        })
        .sort((a, b) => a.port - b.port);
};
