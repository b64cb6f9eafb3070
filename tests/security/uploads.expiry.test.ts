/** Upload hardening: an expired session neither gets a stored file nor uploads one. */
import { afterAll, describe, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_MS } from '../../mock-server/app';
import { expectOk } from '../api/harness';
import { uploadChecks, withUploadServer } from './support/uploadChecks';
import { TARGETS, validFile } from './support/uploadTargets';

const ctx = withUploadServer();
const { sendFile, expectRefused, expectServed, expectNotServed } = uploadChecks(ctx);

// ---- expired sessions (moves the server's clock, hence a file of its own) ------------------

describe('an expired session', () => {
    afterAll(() => {
        ctx.clock.offset = 0;
    });

    it('gets no stored file (401) and cannot upload (401), changing nothing', async () => {
        const target = TARGETS[1];
        const { ext, data } = validFile(target);
        const stored = expectOk(await sendFile(target, `expiring.${ext}`, data));
        await expectServed(stored.url, ext, data);
        ctx.clock.offset = DEFAULT_TOKEN_TTL_MS + 60_000;
        await expectNotServed(stored.url, ctx.admin.token, 401);
        await expectRefused([() => sendFile(target, `late.${ext}`, data), 401]);
    });
});
