/**
 * `npm run mock` builds the class suggestions' index as it starts, in steps, so the first
 * question does not wait for it; the other calls answer meanwhile.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ClassSuggestion } from '../../domain/types/classification';
import { suggestionsReady } from '../../mock-server/nice/suggest';
import { expectOk, startTestServer } from './harness';
import type { TestServer } from './harness';

describe('the class suggestions’ index', () => {
    const servers: TestServer[] = [];
    afterAll(() => Promise.all(servers.map(server => server.close())));

    it('is built at start, without a question, while the server answers', async () => {
        const server = await startTestServer({ prepareSuggestions: true });
        servers.push(server);
        // the server answers while the index is being built
        const admin = await server.login('admin', 'Admin@123');
        expectOk(await admin.get('/admin/api/privilege'));
        await vi.waitFor(() => expect(suggestionsReady()).toBe(true), { timeout: 20_000 });
        const answer = expectOk(
            await admin.get<ClassSuggestion[]>('/api/suggestClasses', {
                text: '我们做手机壳和数据线的电商',
            }),
        );
        expect(answer.map(suggestion => suggestion.cls)).toContain('09');
    });
});
