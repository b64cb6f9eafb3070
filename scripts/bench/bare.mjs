// The bare react-admin app (shared/reference/bare-react-admin: react-admin 5 + MUI 7, routes
// split, one list resource, its own json-server mock), built beside the portal so that the
// Lighthouse part can print the portal's figures as ratios to it, measured in the same run.
//
// The reference is read-only and shared, so it is copied into
// node_modules/.cache/bare-react-admin/<hash of its two package-locks>/: the first bench run
// installs it there (npm ci, for the app and for its mock), later runs reuse that install. Each
// run copies the reference's sources afresh over the cached install and builds them (SPLIT=1,
// the split build its README measures) into a temporary directory.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
    chmodSync,
    cpSync,
    existsSync,
    mkdirSync,
    readdirSync,
    readFileSync,
    rmSync,
    statSync,
    writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { root } from './servers.mjs';

/** Where the reference lives: beside the repository, or wherever BARE_REFERENCE says. */
export const BARE_REFERENCE =
    process.env.BARE_REFERENCE ?? path.resolve(root, '../shared/reference/bare-react-admin');
const CACHE = path.join(root, 'node_modules/.cache/bare-react-admin');
/** What a copy keeps from one run to the next: the installs, and the marker saying they are whole. */
const KEPT = new Set(['node_modules', '.installed']);

const log = message => console.log(`  bare app: ${message}`);

/** Runs a command to its end; its output is shown only if it fails. */
const exec = (command, args, { cwd, env = process.env }) =>
    new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', chunk => (output += chunk));
        child.stderr.on('data', chunk => (output += chunk));
        child.on('error', reject);
        child.on('exit', code =>
            code === 0
                ? resolve(output)
                : reject(
                      new Error(
                          `${command} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${output.trim()}`,
                      ),
                  ),
        );
    });

/** Makes a copied tree writable again (the reference's files and folders are read-only). */
const makeWritable = target => {
    const stat = statSync(target);
    chmodSync(target, stat.mode | 0o200 | (stat.isDirectory() ? 0o100 : 0));
    if (stat.isDirectory()) {
        for (const name of readdirSync(target)) makeWritable(path.join(target, name));
    }
};

/**
 * Replaces the sources in `target` with those in `source`, keeping the installs; at the top
 * (`top`), the mock's folder is refreshed the same way instead of being replaced.
 */
const copySources = (source, target, top) => {
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(target)) {
        if (KEPT.has(name) || (top && name === 'mock')) continue;
        rmSync(path.join(target, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(source)) {
        if (KEPT.has(name) || name === 'dist' || name === 'db.json') continue;
        const from = path.join(source, name);
        const to = path.join(target, name);
        if (top && name === 'mock') {
            copySources(from, to, false);
            continue;
        }
        cpSync(from, to, { recursive: true });
        makeWritable(to);
    }
};

/**
 * Installs (once per lockfile pair) and builds the bare app. Resolves to its build folder
 * (`dist`), and the folder of its mock (`mockDir`: `node server.cjs`, PORT and DB in the
 * environment) with `gen-db.cjs` to write the mock's data.
 */
export const buildBare = async outDir => {
    if (!existsSync(path.join(BARE_REFERENCE, 'package.json'))) {
        throw new Error(`no bare react-admin reference at ${BARE_REFERENCE} (set BARE_REFERENCE)`);
    }
    const hash = createHash('sha256');
    for (const lock of ['package-lock.json', 'mock/package-lock.json']) {
        hash.update(readFileSync(path.join(BARE_REFERENCE, lock)));
    }
    hash.update(process.version.split('.')[0]);
    const key = hash.digest('hex').slice(0, 12);
    const dir = path.join(CACHE, key);
    const relative = path.relative(root, dir);
    const installed = existsSync(path.join(dir, '.installed'));
    if (!installed) {
        // a half-made copy (an install cut short) is started again from nothing
        rmSync(dir, { recursive: true, force: true });
    }
    copySources(BARE_REFERENCE, dir, true);
    if (installed) {
        log(`reusing the install in ${relative} (package-locks unchanged)`);
    } else {
        log(`copied ${BARE_REFERENCE} to ${relative}; npm ci for the app and its mock...`);
        const started = Date.now();
        const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
        const flags = ['ci', '--no-audit', '--no-fund', '--loglevel=error'];
        await exec(npm, flags, { cwd: dir });
        await exec(npm, flags, { cwd: path.join(dir, 'mock') });
        writeFileSync(path.join(dir, '.installed'), `${new Date().toISOString()}\n`);
        log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const started = Date.now();
    // its own vite (the version its lockfile pins), run by this node
    await exec(
        process.execPath,
        [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        { cwd: dir, env: { ...process.env, SPLIT: '1', OUTDIR: outDir } },
    );
    log(`built (SPLIT=1) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { dist: outDir, mockDir: path.join(dir, 'mock') };
};
