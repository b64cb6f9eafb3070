/**
 * `npm run contract -- --base URL --user NAME --password PW [--write] [--timeout MS]`
 *
 * Certifies a live backend against the provider's calls (docs/api.md) before a build of the portal is pointed at it with
 * VITE_API_BASE: one line per check, then `N passed, M failed`. Exit 0 when nothing failed,
 * 1 when a check failed, 2 for bad arguments or a backend that cannot be reached.
 */
const USAGE =
    'usage: npm run contract -- --base URL --user NAME --password PW [--write] [--timeout MS]';

const HELP = `${USAGE}

Checks a backend against the portal's call table (dataProvider/calls/, resources.ts) and
the provider's API, reading every answer with the portal's own normalisers.

  --base URL      the service root, e.g. https://host or https://host/gateway
  --user NAME     an account of the backend
  --password PW   its password (sent as the portal sends it: SHA-256 hex)
  --write         also run the state-changing checks (applicant, uploads, an order that is
                  closed again, a 0.01 top-up): only on a test account
  --timeout MS    the time limit of each request (default 10000)
  --help          this text

Exit status: 0 all checks passed, 1 a check failed, 2 bad arguments or unreachable backend.`;

interface CliOptions {
    base: string;
    user: string;
    password: string;
    write: boolean;
    timeoutMs: number;
}

class UsageError extends Error {}

const VALUED = ['--base', '--user', '--password', '--timeout'] as const;
type Valued = (typeof VALUED)[number];

/** `https://host/gateway/` → `https://host/gateway`; anything but an http(s) root is refused. */
const parseBase = (raw: string): string => {
    let url: URL | null = null;
    try {
        url = new URL(raw);
    } catch {
        url = null;
    }
    if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.username ||
        url.password ||
        url.search ||
        url.hash ||
        /[?#]/.test(raw)
    ) {
        throw new UsageError(
            `--base must be an http(s) URL such as https://host or https://host/gateway, got "${raw}"`,
        );
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
};

/** The options of the command line, or 'help'; throws UsageError saying what is wrong. */
const parseArgs = (argv: readonly string[]): CliOptions | 'help' => {
    const values: Partial<Record<Valued, string>> = {};
    let write = false;
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') return 'help';
        if (arg === '--write') {
            write = true;
            continue;
        }
        const [flag, inline] =
            arg.startsWith('--') && arg.includes('=')
                ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
                : [arg, undefined];
        if (!(VALUED as readonly string[]).includes(flag)) {
            throw new UsageError(
                arg.startsWith('-') ? `unknown option ${flag}` : `unexpected argument "${arg}"`,
            );
        }
        const value = inline ?? argv[++i];
        if (value === undefined || (inline === undefined && value.startsWith('--')))
            throw new UsageError(`${flag} needs a value`);
        if (values[flag as Valued] !== undefined) throw new UsageError(`${flag} given twice`);
        values[flag as Valued] = value;
    }
    for (const flag of ['--base', '--user', '--password'] as const) {
        if (!values[flag]) throw new UsageError(`missing ${flag}`);
    }
    const timeout = values['--timeout'] ?? '10000';
    const timeoutMs = /^\d{1,7}$/.test(timeout) ? Number(timeout) : NaN;
    if (!(timeoutMs >= 1 && timeoutMs <= 600_000))
        throw new UsageError(
            `--timeout must be a number of milliseconds from 1 to 600000, got "${timeout}"`,
        );
    return {
        base: parseBase(values['--base']!),
        user: values['--user']!,
        password: values['--password']!,
        write,
        timeoutMs,
    };
};

const main = async (argv: readonly string[]): Promise<number> => {
    let options: CliOptions | 'help';
    try {
        options = parseArgs(argv);
    } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        process.stderr.write(`contract: ${error.message}; ${USAGE}\n`);
        return 2;
    }
    if (options === 'help') {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    // loaded only now, so a usage error answers at once (the call table loads ra-core)
    const { runSuite, Unreachable } = await import('./suite');
    try {
        const report = await runSuite({
            ...options,
            out: line => process.stdout.write(`${line}\n`),
        });
        process.stdout.write(`${report.summary()}\n`);
        return report.failed === 0 ? 0 : 1;
    } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        process.stderr.write(`contract: cannot reach ${options.base}: ${error.message}\n`);
        return 2;
    }
};

main(process.argv.slice(2)).then(
    code => process.exit(code),
    (error: unknown) => {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        process.stderr.write(`contract: the suite crashed: ${message}\n`);
        process.exit(2);
    },
);
