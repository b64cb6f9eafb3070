/** `npm run --silent classes -- suggest …` (scripts/classes/cli.ts) as a script runs it. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

describe('classes suggest-file', () => {
    const file = (name: string, text: string | Buffer) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suggest-file-'));
        const at = path.join(dir, name);
        fs.writeFileSync(at, text);
        return at;
    };

    it('prints one JSON array a line, in order, of the shape of suggest, # lines and blanks skipped', async () => {
        const descriptions = ['卖二手手机的小店', '在成都开川菜馆，也做外卖', '你好'];
        const input = file(
            'd.txt',
            `# descriptions\n${descriptions[0]}\n\n${descriptions[1]}\r\n${descriptions[2]}\n`,
        );
        const [many, ...one] = await Promise.all([
            classes('suggest-file', input, '--json'),
            ...descriptions.map(text => classes('suggest', text, '--json')),
        ]);
        expect(many.code).toBe(0);
        const lines = many.stdout.trim().split('\n');
        expect(lines).toHaveLength(3);
        // the same answers as suggest gives each, in the file's order
        expect(lines).toEqual(one.map(run => run.stdout.trim()));
        const [shop, restaurant, greeting] = lines.map(
            line =>
                JSON.parse(line) as {
                    cls: string;
                    confidence: number;
                    items: { ticked: boolean }[];
                }[],
        );
        expect(restaurant![0]!.cls).toBe('43');
        expect(shop!.map(s => s.cls)).toContain('35');
        expect(greeting).toEqual([]);
    });

    it('answers a missing, binary, empty or over-long file with one line and exit 2', async () => {
        const runs = await Promise.all([
            classes('suggest-file', '/nonexistent/d.txt', '--json'),
            classes('suggest-file', file('b.bin', Buffer.from([0, 159, 146, 150])), '--json'),
            classes('suggest-file', file('e.txt', '# only a comment\n\n'), '--json'),
            classes('suggest-file', file('l.txt', `卖鞋的\n${'手'.repeat(201)}\n`), '--json'),
            classes('suggest-file', '--json'),
        ]);
        for (const run of runs) {
            expect(run.code).toBe(2);
            expect(run.stdout).toBe('');
            expect(run.stderr.trim().split('\n')).toHaveLength(1);
        }
        expect(runs[3]!.stderr).toContain(':2:');
    });
});
