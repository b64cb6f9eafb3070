/**
 * Class suggestions for descriptions of a business (domain/classes/suggest.ts), on the
 * classification the mock ships:
 *
 *   npm run --silent classes -- suggest "<description>" [--json]
 *       [{"cls": "43", "score": 12.3, "confidence": 0.92, "groups": ["4301"],
 *         "items": [{"code", "name", "ticked": true}], "reason"}]
 *   npm run --silent classes -- suggest-file <file.txt> [--json]
 *       one line per description, in order, of the same shape as suggest: the file has one
 *       description per line (lines starting with # and blank lines skipped)
 *
 * Without --json, lines for a person. An empty or over-long description, a file that cannot be
 * read, is not text or has none, or bad arguments: one line on stderr, exit 2, nothing printed
 * on stdout.
 */
import fs from 'node:fs';
import { DESCRIPTION_MAX } from '../../domain/classes/description';
import { buildSuggester } from '../../domain/classes/suggest';
import type { Suggestion } from '../../domain/classes/suggest';
import { suggestionClasses } from '../../mock-server/nice/suggest';

const USAGE =
    'usage: npm run --silent classes -- suggest "<description>" [--json] | suggest-file <file.txt> [--json]';

class UsageError extends Error {}

const description = (text: string, where = 'the description'): string => {
    const value = text.trim();
    if (!value) throw new UsageError(`${where} is empty`);
    if ([...value].length > DESCRIPTION_MAX)
        throw new UsageError(`${where} is longer than ${DESCRIPTION_MAX} characters`);
    return value;
};

/** The descriptions of a file, one a line; a bad file is a UsageError naming the line. */
const readDescriptions = (file: string): string[] => {
    let text: string;
    try {
        text = fs.readFileSync(file, 'utf8');
    } catch {
        throw new UsageError(`cannot read ${file}`);
    }
    if (text.includes('\u0000') || text.includes('\uFFFD'))
        throw new UsageError(`${file} is not a UTF-8 text file`);
    const lines: string[] = [];
    text.replace(/^\uFEFF/u, '')
        .split(/\r?\n/u)
        .forEach((line, i) => {
            if (!line.trim() || line.startsWith('#')) return;
            lines.push(description(line, `${file}:${i + 1}: the description`));
        });
    if (!lines.length) throw new UsageError(`${file} has no descriptions`);
    return lines;
};

const forPerson = (suggestions: readonly Suggestion[]): string =>
    suggestions.length
        ? suggestions
              .map(
                  s =>
                      `第${s.cls}类  ${s.confidence}  ${s.groups.join(',')}  ${s.items
                          .map(i => (i.ticked ? `✓${i.name}` : i.name))
                          .join('、')}（${s.reason}）`,
              )
              .join('\n')
        : '未找到相关类别';

const run = (args: readonly string[]): string[] => {
    const json = args.includes('--json');
    const [command, ...rest] = args.filter(arg => arg !== '--json');
    if (command !== 'suggest' && command !== 'suggest-file')
        throw new UsageError(command ? `unknown command ${command}. ${USAGE}` : USAGE);
    if (rest.length !== 1)
        throw new UsageError(
            `${command} takes one ${command === 'suggest' ? 'description' : 'file'}. ${USAGE}`,
        );
    const texts = command === 'suggest' ? [description(rest[0]!)] : readDescriptions(rest[0]!);
    const suggester = buildSuggester(suggestionClasses());
    return texts.map(text => {
        const found = suggester.suggest(text);
        return json ? JSON.stringify(found) : forPerson(found);
    });
};

try {
    process.stdout.write(`${run(process.argv.slice(2)).join('\n')}\n`);
} catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
}
