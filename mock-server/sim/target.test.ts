import { describe, expect, it } from 'vitest';
import { failureOf, serverTarget, withoutPortFlag } from './target';

const server = (port: number, profile = 'default') => ({
    port,
    pid: 1,
    db: `/tmp/${port}.sqlite`,
    profile,
});

describe('which mock server npm run sim drives', () => {
    it('is the one running, on whatever port npm start gave it', () => {
        expect(serverTarget(undefined, [server(3301)])).toEqual({ port: 3301 });
    });

    it('is the port told, by --port or MOCK_PORT, over what runs', () => {
        expect(serverTarget('3002', [server(3301), server(3302)])).toEqual({ port: 3002 });
    });

    it('is 3001 when none is known to run', () => {
        expect(serverTarget(undefined, [])).toEqual({ port: 3001 });
    });

    it('is not guessed among several: it says which run and how to pick one', () => {
        const target = serverTarget(undefined, [server(3301), server(3302, 'spec')]);
        expect(target.ambiguous).toContain('2 mock servers are running: 3301 (default');
        expect(target.ambiguous).toContain('3302 (spec');
        expect(target.ambiguous).toContain('--port <port>');
        expect(target.ambiguous).toContain('MOCK_PORT=<port>');
    });

    it('refuses a port that is none', () => {
        expect(serverTarget('abc', []).ambiguous).toMatch(/^not a port: abc/);
        expect(serverTarget('70000', []).ambiguous).toMatch(/^not a port: 70000/);
    });
});

describe('--port', () => {
    it('is taken out of the arguments wherever it is', () => {
        expect(withoutPortFlag(['order-review', '--port', '3301', 'TM1', 'pass'])).toEqual({
            argv: ['order-review', 'TM1', 'pass'],
            port: '3301',
        });
        expect(withoutPortFlag(['order-review', 'TM1'])).toEqual({ argv: ['order-review', 'TM1'] });
        expect(withoutPortFlag(['x', '--port']).port).toBe('(none)');
    });
});

describe('a server that does not answer', () => {
    it('says so and how to point the command at one', () => {
        const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        const said = failureOf(refused, 'http://127.0.0.1:3001');
        expect(said).toContain('no mock server answers at http://127.0.0.1:3001');
        expect(said).toContain('--port <port>');
    });
});
