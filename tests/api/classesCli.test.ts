/** `npm run --silent classes -- suggest …` (scripts/classes/cli.ts) as a script runs it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const classes = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
        const child = spawn(
            process.execPath,
            ['--import', 'tsx', 'scripts/classes/cli.ts', ...args],
            { cwd: ROOT },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += chunk));
        child.stderr.on('data', chunk => (stderr += chunk));
        child.on('close', code => resolve({ code, stdout, stderr }));
    });

describe('classes suggest', () => {
    it('prints the ranked classes as JSON, each with groups, items and a reason', async () => {
        const run = await classes('suggest', '我们做手机壳和数据线的电商', '--json');
        expect(run.code).toBe(0);
        const list = JSON.parse(run.stdout) as {
            cls: string;
            score: number;
            groups: string[];
            items: { code: string; name: string }[];
            reason: string;
        }[];
        // the goods' class and selling's lead; the phones' class comes with its group
        expect(
            list
                .slice(0, 2)
                .map(s => s.cls)
                .sort(),
        ).toEqual(['09', '35']);
        expect(list.find(s => s.cls === '09')?.groups).toContain('0907');
        expect(Object.keys(list[0]!).sort()).toEqual([
            'cls',
            'confidence',
            'groups',
            'items',
            'reason',
            'score',
        ]);
        for (const item of list.flatMap(s => s.items))
            expect(Object.keys(item).sort()).toEqual(['code', 'name', 'ticked']);
    });

    it('answers an empty or over-long text with one line and exit 2', async () => {
        const runs = await Promise.all([
            classes('suggest', '  ', '--json'),
            classes('suggest', '手'.repeat(201), '--json'),
            classes('frob'),
        ]);
        for (const run of runs) {
            expect(run.code).toBe(2);
            expect(run.stdout).toBe('');
            expect(run.stderr.trim().split('\n')).toHaveLength(1);
        }
    });
});
