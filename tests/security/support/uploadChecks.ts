/**
 * The upload security tests' server (its clock movable, a logged-out session of agency 1)
 * and their checks: refused uploads change nothing, accepted ones are stored and served as
 * their bytes' type, and only to a live session of the owning agency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import type { UploadAnswer } from '../../../domain/types/documents';
import { DEMO, expectError, expectOk, madeInHook, withTestServer } from '../../api/harness';
import type { Answer, Client, Part, ServerContext } from '../../api/harness';
import { MIME } from './uploadTargets';
import type { Bytes, Target } from './uploadTargets';
import { expectUnchanged, snapshot } from './unchanged';

export type Refusal = [upload: () => Promise<Answer>, status: number, msg?: string | RegExp];

export interface UploadServer extends ServerContext<'admin' | 'other'> {
    /** a session of agency 1 that logged out */
    readonly ended: Client;
    /** The server's clock runs `offset` ms ahead of the real one (expired sessions). */
    readonly clock: { offset: number };
}

/** The server of the file, admin and other, and a session that logged out. */
export const withUploadServer = (): UploadServer => {
    const clock = { offset: 0 };
    const ctx = withTestServer({ now: () => new Date(Date.now() + clock.offset) }, [
        'admin',
        'other',
    ]);
    let ended: Client | undefined;
    beforeAll(async () => {
        ended = await ctx.server.login(...DEMO.admin);
        expectOk(await ended.put('/api/logout'));
    });
    return Object.defineProperties(ctx, {
        ended: madeInHook('the ended session', () => ended),
        clock: { value: clock },
    }) as UploadServer;
};

/** The checks, bound to the file's server (uploads as the admin unless told). */
export const uploadChecks = (ctx: UploadServer) => {
    const send = (target: Target, parts: readonly Part[], client: Client = ctx.admin) =>
        client.upload<UploadAnswer>(target.path, target.query, parts);

    const sendFile = (
        target: Target,
        fileName: string,
        data: Buffer,
        contentType?: string,
        client: Client = ctx.admin,
    ) => send(target, [{ fileName, data, contentType }], client);

    /** Each upload is refused as said, and together they change nothing, in the db or on disk. */
    const expectRefused = async (...refusals: Refusal[]): Promise<void> => {
        const before = snapshot(ctx.server);
        for (const [upload, status, msg] of refusals) expectError(await upload(), status, msg);
        expectUnchanged(ctx.server, before);
    };

    /** Every file beside the db (the db file aside), relative to its folder. */
    const treeNow = () => snapshot(ctx.server).files;

    /** Accepted: the row and the bytes on disk are the upload's, in the owner's folder. */
    const expectStored = (
        answer: Answer<UploadAnswer>,
        target: Target,
        type: Bytes,
        data: Buffer,
    ) => {
        const stored = expectOk(answer);
        expect(stored.ossKey).toMatch(new RegExp(`^uploads/[0-9a-f]{32}\\.${type}$`));
        const row = ctx.server.store.read(q => q.files.byKey(stored.ossKey));
        expect(row).toMatchObject({ spId: 1, policy: target.policy, mime: MIME[type] });
        expect(row?.size).toBe(data.length);
        const onDisk = path.join(ctx.server.filesDir, '1', stored.ossKey.split('/')[1]);
        expect(fs.readFileSync(onDisk).equals(data)).toBe(true);
        return stored;
    };

    const fetchFile = (url: string, token?: string) =>
        ctx.server.fetchRaw(
            'GET',
            url,
            token === undefined ? {} : { query: { access_token: token } },
        );

    /** Served as a stored file must be: its own type, nosniff, an inline download name, its bytes. */
    const expectServed = async (
        url: string,
        type: Bytes,
        data: Buffer,
        client: Client = ctx.admin,
    ) => {
        const response = await fetchFile(url, client.token);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(MIME[type]);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const disposition = response.headers.get('content-disposition') ?? '';
        expect(disposition).toMatch(
            /^inline; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''\S+$/,
        );
        expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
        return disposition;
    };

    /** Refused: the JSON envelope, and nothing of the file (no bytes, no file headers). */
    const expectNotServed = async (url: string, token: string | undefined, status: 401 | 404) => {
        const response = await fetchFile(url, token);
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(response.headers.get('content-disposition')).toBeNull();
        const body = (await response.json()) as { status: number; data: unknown };
        expect(body).toMatchObject({ status, data: null });
    };

    return { send, sendFile, expectRefused, treeNow, expectStored, expectServed, expectNotServed };
};
