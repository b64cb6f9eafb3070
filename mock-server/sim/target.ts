/**
 * Which mock server `npm run sim` drives: the port it is told (`--port`, MOCK_PORT), else the
 * one server running (../running.ts), else 3001; with several running and none told, it says
 * how to pick one instead of guessing.
 */
import type { RunningServer } from '../running';

export const DEFAULT_MOCK_PORT = 3001;

export interface SimTarget {
    port: number;
    /** why no server was picked (several run), with how to pick one */
    ambiguous?: string;
}

const HOW_TO_PICK =
    'npm run sim -- <command> ... --port <port> (or MOCK_PORT=<port> npm run sim -- ...)';

export const serverTarget = (
    told: string | undefined,
    running: readonly RunningServer[],
): SimTarget => {
    if (told !== undefined && told !== '') {
        const port = Number(told);
        if (Number.isInteger(port) && port > 0 && port < 65_536) return { port };
        return { port: DEFAULT_MOCK_PORT, ambiguous: `not a port: ${told}; use ${HOW_TO_PICK}` };
    }
    if (running.length === 1) return { port: running[0].port };
    if (running.length > 1) {
        const list = running
            .map(server => `${server.port} (${server.profile}, ${server.db})`)
            .join(', ');
        return {
            port: running[0].port,
            ambiguous: `${running.length} mock servers are running: ${list}; say which: ${HOW_TO_PICK}`,
        };
    }
    return { port: DEFAULT_MOCK_PORT };
};

/** What a failed call says: a server that does not answer, with how to point the command at one. */
export const failureOf = (error: unknown, base: string): string => {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    if (cause === 'ECONNREFUSED') {
        return `no mock server answers at ${base}: start one with npm start (or npm run mock), or point to it: ${HOW_TO_PICK}`;
    }
    return `${(error as Error).message} (mock server at ${base})`;
};

/** `--port <port>` anywhere among the arguments, taken out of them ('(none)' when it has no value). */
export const withoutPortFlag = (argv: readonly string[]): { argv: string[]; port?: string } => {
    const at = argv.indexOf('--port');
    if (at < 0) return { argv: [...argv] };
    return { argv: [...argv.slice(0, at), ...argv.slice(at + 2)], port: argv[at + 1] ?? '(none)' };
};
