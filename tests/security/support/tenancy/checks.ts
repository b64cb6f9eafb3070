/**
 * The checks of the sweep's rows: a refused call changes nothing (db but sessions, stored
 * files) and its control succeeds; a filtered list shows agency 2 none of agency 1's rows.
 */
import { expect } from 'vitest';
import type { Paged } from '../../../../domain/types/wire';
import { OWNED_COLLECTIONS } from '../../../../mock-server/db';
import type { Db } from '../../../../mock-server/db';
import { expectError, expectOk, idsOf } from '../../../api/harness';
import type { Answer, Query } from '../../../api/harness';
import { expectLedger } from '../../../api/support/ledger';
import { expectUnchanged, snapshot } from '../unchanged';
import type { Sweep } from './world';

export interface Row {
    /** the route it aims at, as Express registers it: `METHOD path` */
    route: string;
    /** how agency 2's token aims the call at agency 1's data */
    aim: string;
    run: () => Promise<void>;
}

export const NOT_OWN_APPLICANT = '不能选择该申请人，请前往我的申请人查看并修改';
export const gone = (label: string) => `上传的${label}不存在或已失效，请重新上传`;

/** An answer that may not be an envelope (a zip, a stored file), read as one if it is JSON. */
export const asAnswer = async (response: Response): Promise<Answer> => {
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    if (!contentType.includes('application/json')) {
        throw new Error(`${response.status} ${contentType}: not an envelope (${text.length} B)`);
    }
    return { httpStatus: response.status, contentType, body: JSON.parse(text) as Answer['body'] };
};

export interface Refusal {
    status: number | readonly number[];
    msg?: string | RegExp;
}

/** The part of the db agency 2 owns: what a call of agency 2 may change. */
export const agencySlice = (db: Omit<Db, 'sessions'>, spId: number) => ({
    agency: db.agencies.find(a => a.id === spId),
    users: db.users.filter(u => u.spId === spId),
    ...Object.fromEntries(
        OWNED_COLLECTIONS.filter(key => key !== 'users' && key !== 'sessions').map(key => [
            key,
            (db[key as keyof typeof db] as { spId: number }[]).filter(r => r.spId === spId),
        ]),
    ),
});

/** The checks, bound to the sweep's server and users. */
export const checksOf = (t: Sweep) => {
    /** The live db without `sessions` (every authenticated call slides its session's expiry). */
    const dbNow = (): Omit<Db, 'sessions'> => {
        const { sessions: _sessions, ...rest } = t.server.store.snapshot();
        return structuredClone(rest);
    };

    /**
     * The attempt is refused as expected and changes nothing (db but sessions, stored files);
     * then the control, aimed at data the caller may use, succeeds.
     */
    const refused =
        (
            attempt: () => Promise<Answer>,
            { status, msg }: Refusal,
            control?: () => Promise<Answer | Response>,
        ) =>
        async (): Promise<void> => {
            const before = snapshot(t.server);
            const answer = await attempt();
            const statuses: readonly number[] = typeof status === 'number' ? [status] : status;
            expect(statuses, JSON.stringify(answer.body)).toContain(answer.httpStatus);
            expectError(answer, answer.httpStatus, msg);
            expectUnchanged(t.server, before);
            if (!control) return;
            const ok = await control();
            if (ok instanceof Response) {
                expect(ok.status).toBe(200);
                await ok.arrayBuffer();
            } else {
                expectOk(ok);
            }
            expectLedger(t.server.store.snapshot());
        };

    /**
     * A list filtered by agency 1's values: agency 2 gets an empty page (none of its rows has
     * them), agency 1 finds its row with the same filter.
     */
    const filtered =
        (listPath: string, query: () => Query, targetId: () => number) =>
        async (): Promise<void> => {
            const theirs = expectOk(
                await t.other.get<Paged<{ id: number }>>(listPath, { ...query(), pgCount: 100 }),
            );
            expect(theirs).toEqual({ elements: [], totalElements: 0 });
            const owner = expectOk(
                await t.admin.get<Paged<{ id: number }>>(listPath, { ...query(), pgCount: 100 }),
            );
            expect(idsOf(owner.elements)).toContain(targetId());
        };

    /** Answers only the caller's rows: every id is one of agency 2's, all of them are there. */
    const ownRowsOnly =
        (
            listPath: string,
            collection: 'applicants' | 'orders' | 'officialDocuments' | 'capitalDetails',
            query: Query = {},
        ) =>
        async (): Promise<void> => {
            const rows: { id: number; spId: number }[] = t.server.store.snapshot()[collection];
            const mine = rows.filter(r => r.spId === 2);
            const theirs = rows.filter(r => r.spId === 1);
            expect(mine.length).toBeGreaterThan(0);
            expect(theirs.length).toBeGreaterThan(mine.length);
            const page = expectOk(
                await t.other.get<Paged<{ id: number }>>(listPath, { pgCount: 100, ...query }),
            );
            expect(page.totalElements).toBe(mine.length);
            expect(idsOf(page.elements)).toEqual(idsOf(mine));
        };

    const fileGet = (url: string, token?: string, method = 'GET') =>
        t.server.fetchRaw(
            method,
            url,
            token === undefined ? {} : { query: { access_token: token } },
        );

    /** A stored file refused: the envelope, no bytes of the file, no file headers. */
    const fileRefused = (
        url: () => string,
        token: () => string | undefined,
        status: 401 | 404,
        method = 'GET',
    ) =>
        refused(
            async () => {
                const response = await fileGet(url(), token(), method);
                expect(response.headers.get('content-disposition')).toBeNull();
                if (method === 'HEAD') {
                    expect(response.status).toBe(status);
                    await response.arrayBuffer();
                    // HEAD has no body: read the same answer with GET to check the envelope
                    return asAnswer(await fileGet(url(), token()));
                }
                return asAnswer(response);
            },
            { status, msg: status === 404 ? '文件不存在' : undefined },
            () => fileGet(url(), t.admin.token),
        );

    const batch = (officialFiles: string, token: string) =>
        t.server.fetchRaw('GET', '/api/batchDownloadOfficialDocument', {
            query: { access_token: token, officialFiles },
        });

    return { dbNow, refused, filtered, ownRowsOnly, fileRefused, batch };
};
