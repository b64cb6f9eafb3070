/**
 * `npm run --silent marks -- …` (scripts/marks/cli.ts) as a script runs it: the exact JSON a
 * caller parses, and exit 2 with one line for bad arguments.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marks-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const marks = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
        const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'scripts/marks/cli.ts', ...args],
            {
                cwd: ROOT,
                env: {
                    ...process.env,
                    MOCK_DB: path.join(dir, 'db.sqlite'),
                    MOCK_REGISTER_SIZE: '500',
                },
            },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += chunk));
        child.stderr.on('data', chunk => (stderr += chunk));
        child.on('close', code => resolve({ code, stdout, stderr }));
    });

describe('marks', () => {
    it('compare --json prints one object: the verdict and the rules with their reasons', async () => {
        const run = await marks('compare', '椒宴', '椒晏', '--json');
        expect(run.code).toBe(0);
        expect(JSON.parse(run.stdout)).toEqual({
            verdict: 'similar',
            rules: [{ id: '5.1.4', reason: '读音相同且字形近似（宴/晏）：椒宴 / 椒晏' }],
        });
    });

    it('compare-file --json prints one object per pair, in order, skipping # lines', async () => {
        const file = path.join(dir, 'pairs.tsv');
        fs.writeFileSync(file, '# new\tearlier\n椒宴\t椒晏\n\nKWIK\tQUICK\tnote\n华为\t小米\n');
        const run = await marks('compare-file', file, '--json');
        expect(run.code).toBe(0);
        const lines = run.stdout
            .trim()
            .split('\n')
            .map(line => JSON.parse(line));
        expect(lines.map(line => line.verdict)).toEqual(['similar', 'similar', 'distinct']);
        expect(lines[0]).toEqual({
            verdict: 'similar',
            rules: [{ id: '5.1.4', reason: '读音相同且字形近似（宴/晏）：椒宴 / 椒晏' }],
        });
        expect(lines[1].rules[0].id).toBe('5.1.4');
        // a 不近似 verdict says why
        expect(lines[2].rules[0].reason).toContain('均不近似');
    });

    it('compare-file answers a bad file with one line and exit 2', async () => {
        const file = path.join(dir, 'bad.tsv');
        fs.writeFileSync(file, '椒宴\t椒晏\n只有一个名称\n');
        for (const args of [
            ['compare-file', file],
            ['compare-file', path.join(dir, 'none.tsv')],
        ]) {
            const run = await marks(...args, '--json');
            expect(run.code).toBe(2);
            expect(run.stdout).toBe('');
            expect(run.stderr.trim().split('\n')).toHaveLength(1);
        }
    });

    it('search --json prints the register’s hits with the earlier marks', async () => {
        const run = await marks('search', '星河云', '--classes', '09,25,29,30,35,41,43', '--json');
        expect(run.code).toBe(0);
        const hits = JSON.parse(run.stdout) as {
            name: string;
            appNo: string;
            rules: { id: string }[];
        }[];
        const neighbour = hits.find(hit => hit.name === '新星河云');
        expect(neighbour?.rules.map(rule => rule.id)).toEqual(['5.1.14']);
        expect(neighbour?.appNo).toMatch(/^\d{8}$/u);
    });

    it('answers bad arguments with one line and exit 2', async () => {
        const cases = [
            ['compare', '椒宴'],
            ['compare', '', '椒晏', '--json'],
            ['search', '星河云', '--groups', '0999', '--json'],
            ['search', '星河云'],
            ['frob'],
        ];
        const runs = await Promise.all(cases.map(args => marks(...args)));
        runs.forEach((run, at) => {
            const args = cases[at]!.join(' ');
            expect(run.code, args).toBe(2);
            expect(run.stdout).toBe('');
            expect(run.stderr.trim().split('\n'), args).toHaveLength(1);
        });
    });
});
