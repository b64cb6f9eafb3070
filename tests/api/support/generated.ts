/** What the tests of generated files (legal notice, proxy letter) check of the stored file. */
import { expect } from 'vitest';
import type { ServerContext } from '../harness';

/** A generated PDF is agency 1's file of `policy`, of its size; agency 2 gets a 404 for it. */
export const expectGeneratedPdf = async (
    ctx: ServerContext<'other'>,
    answer: { ossKey: string; url: string },
    policy: string,
    bytes: Buffer,
): Promise<void> => {
    expect(ctx.server.readDb().files.find(f => f.ossKey === answer.ossKey)).toMatchObject({
        spId: 1,
        policy,
        mime: 'application/pdf',
        size: bytes.length,
    });
    const theirs = await ctx.server.download(answer.url, { token: ctx.other.token });
    expect(theirs.response.status).toBe(404);
};
