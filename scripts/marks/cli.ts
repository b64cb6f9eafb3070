/**
 * `npm run --silent marks -- <command> …`: the similarity examination for scripts and for
 * checking (docs/similarity.md).
 *
 *   marks compare <new> <earlier> [--json]
 *       one JSON object {"verdict": "similar"|"risk"|"distinct", "rules": [{"id", "reason"}]}
 *   marks compare-file <pairs.tsv> [--json]
 *       one line per pair, in order, of the same shape as compare: the file's lines are
 *       `new<TAB>earlier` (further columns ignored; lines starting with # and blank lines skipped)
 *   marks search <name> (--groups 0901,0902 | --classes 09,30) [--json]
 *       the hits in the mock's register (MOCK_DB, as `npm start` uses it; seeded when
 *       missing): [{"name", "cls", "groups", "sharedGroups", "appNo", "appDate", "verdict",
 *       "rules"}]
 *
 * Without --json each prints lines for a person. Bad arguments: one line on stderr, exit 2.
 */
import fs from 'node:fs';
import { NAME_MAX } from '../../domain/rules/order';
import { examine } from '../../domain/similarity/examine';
import type { Examination } from '../../domain/similarity/examine';
import type { SimilarMark } from '../../domain/types/classification';
import { readRegisterSize } from '../../mock-server/app';
import { resolveDbFile } from '../../mock-server/paths';
import { groupsToSearch, scopeOfGroups } from '../../mock-server/rules/classifications';
import { searchRegister, syncRegister } from '../../mock-server/rules/register';
import { seedDbFolder } from '../../mock-server/seed';
import { fileGeneratedRegister } from '../../mock-server/seed/register';
import { Store } from '../../mock-server/store';

const USAGE =
    'usage: npm run --silent marks -- compare <new> <earlier> [--json] | compare-file <pairs.tsv> [--json] | search <name> (--groups 0901,0902 | --classes 09) [--json]';

class UsageError extends Error {}

const VERDICT_LABELS = { similar: '近似', risk: '有风险', distinct: '不近似' } as const;

const name = (text: string | undefined, what: string): string => {
    const value = text?.trim() ?? '';
    if (!value) throw new UsageError(`${what} is missing. ${USAGE}`);
    if ([...value].length > NAME_MAX * 2)
        throw new UsageError(`${what} is longer than ${NAME_MAX * 2} characters`);
    return value;
};

const STATUS_TEXT = { pending: '申请中', registered: '已注册', refused: '已驳回' } as const;

/** The pairs of a tab-separated file; a bad file is a UsageError naming the line. */
const readPairs = (file: string): [string, string][] => {
    let text: string;
    try {
        text = fs.readFileSync(file, 'utf8');
    } catch {
        throw new UsageError(`cannot read ${file}`);
    }
    if (text.includes('\u0000')) throw new UsageError(`${file} is not a text file`);
    const pairs: [string, string][] = [];
    text.split(/\r?\n/u).forEach((line, i) => {
        if (!line.trim() || line.startsWith('#')) return;
        const [newMark, earlier] = line.split('\t');
        if (!newMark?.trim() || !earlier?.trim())
            throw new UsageError(`${file}:${i + 1}: a line is new<TAB>earlier`);
        pairs.push([
            name(newMark, `${file}:${i + 1}: the new mark`),
            name(earlier, `${file}:${i + 1}: the earlier mark`),
        ]);
    });
    if (!pairs.length) throw new UsageError(`${file} has no pairs`);
    return pairs;
};

const explain = (result: Examination | SimilarMark): string =>
    [
        VERDICT_LABELS[result.verdict],
        ...result.rules.map(rule => `  ${rule.id} ${rule.reason}`),
    ].join('\n');

const run = async (argv: string[]): Promise<string> => {
    const json = argv.includes('--json');
    const args = argv.filter(arg => arg !== '--json');
    const [command, ...rest] = args;
    if (command === 'compare') {
        if (rest.length !== 2) throw new UsageError(`compare takes two names. ${USAGE}`);
        const result = examine(name(rest[0], 'the new mark'), name(rest[1], 'the earlier mark'));
        const out = {
            verdict: result.verdict,
            rules: result.rules.map(({ id, reason }) => ({ id, reason })),
        };
        return json ? JSON.stringify(out) : explain(result);
    }
    if (command === 'compare-file') {
        if (rest.length !== 1) throw new UsageError(`compare-file takes one file. ${USAGE}`);
        const pairs = readPairs(rest[0]!);
        return pairs
            .map(([newMark, earlier]) => {
                const result = examine(newMark, earlier);
                if (!json) return `${newMark} / ${earlier}: ${explain(result)}`;
                return JSON.stringify({
                    verdict: result.verdict,
                    rules: result.rules.map(({ id, reason }) => ({ id, reason })),
                });
            })
            .join('\n');
    }
    if (command === 'search') {
        const options = new Map<string, string>();
        const names: string[] = [];
        for (let i = 0; i < rest.length; i++) {
            const arg = rest[i]!;
            if (arg === '--groups' || arg === '--classes') {
                const value = rest[++i];
                if (value === undefined || value.startsWith('--'))
                    throw new UsageError(`${arg} needs a value. ${USAGE}`);
                options.set(arg, value);
            } else if (arg.startsWith('--')) {
                throw new UsageError(`unknown option ${arg}. ${USAGE}`);
            } else names.push(arg);
        }
        if (names.length !== 1) throw new UsageError(`search takes one name. ${USAGE}`);
        const mark = name(names[0], 'the name');
        let groups: Set<string>;
        try {
            groups = groupsToSearch(options.get('--groups') ?? '', options.get('--classes') ?? '');
        } catch (error) {
            throw new UsageError((error as Error).message);
        }
        const dbFile = resolveDbFile();
        const store = Store.open(dbFile, {
            seed: () => seedDbFolder(dbFile, new Date()),
            log: () => undefined,
        });
        try {
            fileGeneratedRegister(store, readRegisterSize(), new Date());
            syncRegister(store);
            const hits = await searchRegister(store, { name: mark, scope: scopeOfGroups(groups) });
            if (json) return JSON.stringify(hits);
            if (!hits.length) return '暂无近似商标';
            return hits
                .map(
                    hit =>
                        `${hit.name}  第${hit.cls}类 ${hit.sharedGroups.join(',')}  申请号 ${hit.appNo || '—'}  ${hit.appDate}` +
                        `${hit.status ? `  ${STATUS_TEXT[hit.status]}` : ''}` +
                        `${hit.goods?.length ? `  ${hit.goods.join('、')}` : ''}` +
                        `${hit.viaNote ? `\n  ${hit.viaNote.group} 注：${hit.viaNote.text}` : ''}\n${explain(hit)}`,
                )
                .join('\n');
        } finally {
            store.close();
        }
    }
    throw new UsageError(command ? `unknown command ${command}. ${USAGE}` : USAGE);
};

try {
    process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
    if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
    }
    throw error;
}
