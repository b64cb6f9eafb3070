// `npm start`: the mock server and the portal together, seeded, with the URL and demo accounts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { lanAddresses, phoneLines } from './network.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = name => path.join(root, 'node_modules', '.bin', name);
const mockPort = process.env.MOCK_PORT ?? '3001';
const port = process.env.PORT ?? '5173';
const env = { ...process.env, MOCK_PORT: mockPort, PORT: port };

const children = [];
const run = (command, args, extraEnv = {}) => {
    const child = spawn(command, args, {
        cwd: root,
        env: { ...env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.on('exit', code => {
        if (!stopping) {
            console.error(`${path.basename(command)} exited (${code}); stopping.`);
            stop(code ?? 1);
        }
    });
    return child;
};

let stopping = false;
const stop = code => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Vite's proxy, on this machine, sits in front of the mock: the mock believes the host and
// protocol it forwards (a phone on the LAN gets a cashier link on the LAN address), and only
// from a loopback peer (mock-server/http/network.ts).
const mock = run(bin('tsx'), ['mock-server/main.ts'], { MOCK_TRUST_PROXY: '1' });
mock.stdout.on('data', chunk => {
    process.stdout.write(chunk);
    if (!String(chunk).includes('mock server listening')) return;
    const vite = run(bin('vite'), ['--port', port, '--strictPort']);
    let announced = false;
    vite.stdout.on('data', data => {
        if (announced || !String(data).includes('ready')) return;
        announced = true;
        console.log(
            [
                '',
                `  商标代理申报门户  →  http://localhost:${port}/`,
                `  mock API          →  http://localhost:${mockPort}/`,
                ...phoneLines(lanAddresses(), port),
                '',
                '  Demo accounts:',
                '    admin / Admin@123   agency admin (北京知联商标代理有限公司)',
                '    agent / Agent@123   agent of the same agency',
                '    zhaolei / Agent@123 second agent of the same agency',
                '    other / Other@123   admin of a second agency',
                '',
                '  Ctrl+C stops both.',
                '',
            ].join('\n'),
        );
    });
});
