/**
 * `npm run --silent classes -- suggest "<text>" [--json]`: class suggestions for a description
 * of a business (domain/classes/suggest.ts), on the classification the mock ships.
 *
 *   --json  [{"cls": "09", "score": 12.3, "groups": ["0907"], "items": [{"code", "name"}], "reason"}]
 *
 * Without --json, lines for a person. An empty or over-long text, or bad arguments: one line
 * on stderr, exit 2.
 */
import { DESCRIPTION_MAX } from '../../domain/classes/description';
import { buildSuggester } from '../../domain/classes/suggest';
import { suggestionClasses } from '../../mock-server/nice/suggest';

const USAGE = 'usage: npm run --silent classes -- suggest "<description>" [--json]';

const fail = (message: string): never => {
    process.stderr.write(`${message}\n`);
    process.exit(2);
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const [command, ...rest] = args.filter(arg => arg !== '--json');
if (command !== 'suggest') fail(command ? `unknown command ${command}. ${USAGE}` : USAGE);
if (rest.length !== 1) fail(`suggest takes one description. ${USAGE}`);
const text = rest[0]!.trim();
if (!text) fail('the description is empty');
if ([...text].length > DESCRIPTION_MAX)
    fail(`the description is longer than ${DESCRIPTION_MAX} characters`);

const classes = suggestionClasses();
const suggestions = buildSuggester(classes).suggest(text);
if (json) {
    process.stdout.write(`${JSON.stringify(suggestions)}\n`);
} else {
    for (const s of suggestions) {
        process.stdout.write(
            `第${s.cls}类  ${s.score}  ${s.groups.join(',')}  ${s.items.map(i => i.name).join('、')}（${s.reason}）\n`,
        );
    }
}
