/**
 * `npm run --silent marks -- <command> …`: the similarity examination for scripts and for
 * checking (docs/similarity.md).
 *
 *   marks compare <new> <earlier> [--json]
 *       one JSON object {"verdict": "similar"|"risk"|"distinct", "rules": [{"id", "reason"}]}
 *   marks search <name> (--groups 0901,0902 | --classes 09,30) [--json]
 *       the hits in the mock's register (MOCK_DB, as `npm start` uses it; seeded when
 *       missing): [{"name", "cls", "groups", "sharedGroups", "appNo", "appDate", "verdict",
 *       "rules"}]
 *
 * Without --json each prints lines for a person. Bad arguments: one line on stderr, exit 2.
 */
import { NAME_MAX } from '../../domain/rules/order';
import { examine } from '../../domain/similarity/examine';
import type { Examination } from '../../domain/similarity/examine';
import type { SimilarMark } from '../../domain/types/classification';
import { readRegisterSize } from '../../mock-server/app';
import { resolveDbFile } from '../../mock-server/paths';
import { groupsToSearch } from '../../mock-server/rules/classifications';
import { searchRegister } from '../../mock-server/rules/register';
import { seedDbFolder } from '../../mock-server/seed';
import { fileGeneratedRegister } from '../../mock-server/seed/register';
import { Store } from '../../mock-server/store';

const USAGE =
    'usage: npm run --silent marks -- compare <new> <earlier> [--json] | search <name> (--groups 0901,0902 | --classes 09) [--json]';

class UsageError extends Error {}

const VERDICT_LABELS = { similar: '近似', risk: '有风险', distinct: '不近似' } as const;

const name = (text: string | undefined, what: string): string => {
    const value = text?.trim() ?? '';
    if (!value) throw new UsageError(`${what} is missing. ${USAGE}`);
    if ([...value].length > NAME_MAX * 2)
        throw new UsageError(`${what} is longer than ${NAME_MAX * 2} characters`);
    return value;
};

const explain = (result: Examination | SimilarMark): string =>
    [
        VERDICT_LABELS[result.verdict],
        ...result.rules.map(rule => `  ${rule.id} ${rule.reason}`),
    ].join('\n');

const run = (argv: string[]): string => {
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
            const hits = searchRegister(store, { name: mark, groups });
            if (json) return JSON.stringify(hits);
            if (!hits.length) return '暂无近似商标';
            return hits
                .map(
                    hit =>
                        `${hit.name}  第${hit.cls}类 ${hit.sharedGroups.join(',')}  申请号 ${hit.appNo || '—'}  ${hit.appDate}\n${explain(hit)}`,
                )
                .join('\n');
        } finally {
            store.close();
        }
    }
    throw new UsageError(command ? `unknown command ${command}. ${USAGE}` : USAGE);
};

try {
    process.stdout.write(`${run(process.argv.slice(2))}\n`);
} catch (error) {
    if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
    }
    throw error;
}
