// The two mocks the Lighthouse bench's static servers forward to, each on a fresh database of
// its own: the portal's (`tsx mock-server/main.ts`) and the bare app's json-server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './servers.mjs';

/** Starts `command` and resolves once its output says `ready`; `stop()` ends it. */
const start = (command, args, { cwd, env, ready }) =>
    new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const timer = setTimeout(() => {
            child.kill('SIGTERM');
            reject(new Error(`${command} did not start:\n${output}`));
        }, 60_000);
        const listen = chunk => {
            output += chunk;
            if (output.includes(ready)) {
                clearTimeout(timer);
                resolve({ stop: () => child.kill('SIGTERM') });
            }
        };
        child.stdout.on('data', listen);
        child.stderr.on('data', listen);
        child.on('exit', code => {
            clearTimeout(timer);
            reject(new Error(`${command} exited with ${code}:\n${output}`));
        });
    });

/** The portal's mock on `port`, its database in `dir`. */
export const startPortalMock = (port, dir) =>
    start(path.join(root, 'node_modules/.bin/tsx'), ['mock-server/main.ts'], {
        cwd: root,
        env: {
            ...process.env,
            MOCK_PORT: String(port),
            MOCK_DB: path.join(dir, 'portal-db.sqlite'),
            MOCK_TRUST_PROXY: '1',
        },
        ready: 'mock server listening',
    });

/** The bare app's mock (json-server, 10,000 trademarks as its README makes) on `port`. */
export const startBareMock = (port, mockDir, dir) => {
    const db = path.join(dir, 'bare-db.json');
    const made = spawnSync(process.execPath, ['gen-db.cjs', '10000', db], { cwd: mockDir });
    if (made.status !== 0) throw new Error(`bare gen-db.cjs failed: ${made.stderr}`);
    return start(process.execPath, ['server.cjs'], {
        cwd: mockDir,
        env: { ...process.env, PORT: String(port), DB: db },
        ready: 'json-server',
    });
};
