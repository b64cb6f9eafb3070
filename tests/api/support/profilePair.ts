/**
 * The portal's own data provider (dataProvider/index.ts over dataProvider/httpClient.ts, an
 * in-memory session) against two mock servers seeded alike: the default profile (our
 * extensions) and the spec profile (only the provider's calls and fields), each signed in as
 * the demo admin through the provider's login call. What the provider-profiles tests share.
 */
import { afterAll, beforeAll } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import type { PortalDataProvider } from '../../../dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { createLinks } from '../../../dataProvider/links';
import type { Links } from '../../../dataProvider/links';
import type { SessionStore } from '../../../dataProvider/session';
import { memorySession } from '../../../dataProvider/testing';
import type { ProfileName } from '../../../mock-server/profile';
import type { UploadAnswer } from '../../../domain/types/documents';
import { DEMO, expectOk, madeInHook, multipartBody, startTestServer } from '../harness';
import type { TestServer } from '../harness';

/** react-admin's list parameters: a filter and a page, newest first as the lists ask. */
export const listParams = (filter: Record<string, unknown> = {}, page = 1, perPage = 10) => ({
    filter,
    pagination: { page, perPage },
    sort: { field: 'id', order: 'DESC' as const },
});

/** The portal's page: another origin than the mock's, as the built portal is. */
const PORTAL_PAGE = 'http://portal.test/#/home';

export interface PortalSide {
    profile: ProfileName;
    server: TestServer;
    provider: PortalDataProvider;
    session: SessionStore;
    /** the links the screens open (links.ts), on this server's root */
    links: Links;
    /** the origin of the spec profile's presigned file URLs: the mock as `localhost` */
    fileOrigin: string;
}

/** A data provider on `server`, signed in as the demo admin by its own login call. */
const portalOn = async (profile: ProfileName, server: TestServer): Promise<PortalSide> => {
    const session = memorySession();
    const http = createHttpClient({ apiUrl: server.url, session });
    const provider = createDataProvider(http);
    const [name, password] = DEMO.admin;
    const { token, user } = await provider.login(name, password);
    session.save(token, user);
    const links = createLinks({ apiUrl: server.url, session, pageUrl: PORTAL_PAGE });
    const fileOrigin = `http://localhost:${new URL(server.url).port}`;
    return { profile, server, provider, session, links, fileOrigin };
};

export interface ProfilePair {
    readonly default: PortalSide;
    readonly spec: PortalSide;
    /** both sides, default first */
    readonly both: readonly [PortalSide, PortalSide];
}

/**
 * Starts the two servers before the file's tests (one seed time, a small register, as the
 * browser tests run them) and signs the admin in on each; closes both after them.
 */
export const withProfilePair = (): ProfilePair => {
    const sides = new Map<ProfileName, PortalSide>();
    beforeAll(async () => {
        const seedNow = new Date();
        const servers = await Promise.all(
            (['default', 'spec'] as const).map(profile =>
                startTestServer({ profile, seedNow, registerSize: 1000 }),
            ),
        );
        for (const [at, profile] of (['default', 'spec'] as const).entries()) {
            sides.set(profile, await portalOn(profile, servers[at]!));
        }
    }, 60_000);
    afterAll(async () => {
        await Promise.all([...sides.values()].map(side => side.server.close()));
    });
    const side = (profile: ProfileName) =>
        madeInHook(`the ${profile} side`, () => sides.get(profile));
    return Object.defineProperties({} as ProfilePair, {
        default: side('default'),
        spec: side('spec'),
        both: madeInHook('both sides', () =>
            sides.size === 2 ? [sides.get('default')!, sides.get('spec')!] : undefined,
        ),
    });
};

/**
 * A file uploaded on `side` in the portal's session, as the screens upload it (the provider
 * uploads through XMLHttpRequest, which node has not): `path` with its query, the token in it.
 */
export const uploadOn = async (
    side: PortalSide,
    path: '/api/file/uploadFile' | '/sebe_engine/api/file/uploadAdapt',
    query: Record<string, string | number>,
    fileName: string,
    data: Uint8Array,
): Promise<UploadAnswer> => {
    const { body, contentType } = multipartBody([{ fileName, data }]);
    return expectOk(
        await side.server.request<UploadAnswer>('POST', path, {
            query: { access_token: side.session.getToken()!, ...query },
            rawBody: body,
            headers: { 'Content-Type': contentType },
        }),
    );
};
