/**
 * The sweep's rows for two extensions of the default profile: upload from a phone (a session
 * id only its agency may poll, a link whose secret uploads into its own agency whatever token
 * comes with it) and the audit trail (a list read only within the caller's agency, a risk
 * acknowledgement recorded only under the caller's agency).
 */
import { expect } from 'vitest';
import type { UploadAnswer } from '../../../../domain/types/documents';
import type { Paged } from '../../../../domain/types/wire';
import type { AuditRecord } from '../../../../mock-server/rules/audit';
import { PHONE_SESSION_MISSING_MSG } from '../../../../mock-server/rules/phoneUploads';
import { expectOk, idsOf, multipartBody } from '../../../api/harness';
import type { Client } from '../../../api/harness';
import { jpeg } from '../../../api/support/samples';
import { agencySlice, checksOf } from './checks';
import type { Row } from './checks';
import type { Sweep } from './world';

interface Created {
    id: string;
    url: string;
}
interface Status {
    state: 'pending' | 'done' | 'expired';
    file: UploadAnswer | null;
}

const AUDIT_LIST = '/api/audit/list';

export const extensionRows = (t: Sweep): Row[] => {
    const { refused, dbNow } = checksOf(t);
    const open = async (client: Client): Promise<Created> =>
        expectOk(await client.post<Created>('/api/phoneUpload/create?uploadFilePolicy=ATTORNEY'));
    const poll = (client: Client, id: string) =>
        client.get<Status>('/api/phoneUpload/status', { id });
    /** Every audit record of an agency, newest first, as stored. */
    const auditOf = (spId: number) =>
        t.server.store.read(q => q.audit.list(spId, {}, { pgIndex: 1, pgCount: 100 }));
    return [
        {
            route: 'POST /api/phoneUpload/create',
            aim: 'no reference: the session opened is agency 2’s own, agency 1 cannot poll it',
            run: async () => {
                const created = await open(t.other);
                expect(expectOk(await poll(t.other, created.id)).state).toBe('pending');
                const theirs = await poll(t.admin, created.id);
                expect(theirs.httpStatus).toBe(404);
                expect(theirs.body.msg).toBe(PHONE_SESSION_MISSING_MSG);
            },
        },
        {
            route: 'GET /api/phoneUpload/status',
            aim: 'the id of an agency-1 phone-upload session',
            run: async () => {
                const created = await open(t.admin);
                await refused(
                    () => poll(t.other, created.id),
                    { status: 404, msg: PHONE_SESSION_MISSING_MSG },
                    () => poll(t.admin, created.id),
                )();
            },
        },
        {
            route: 'POST /api/phoneUpload/m/:secret',
            aim: 'agency 2’s token on the public upload link of an agency-1 session',
            run: async () => {
                // Public by design (the phone has no session): the secret alone decides where
                // the file goes, so agency 2's token neither redirects it nor gains a thing.
                const created = await open(t.admin);
                const before = agencySlice(dbNow(), 2);
                const { body, contentType } = multipartBody([
                    { fileName: 'IMG_0001.jpg', data: jpeg(900, 1200) },
                ]);
                const stored = expectOk(
                    await t.server.request<UploadAnswer>('POST', new URL(created.url).pathname, {
                        token: t.other.token,
                        rawBody: body,
                        headers: { 'Content-Type': contentType },
                    }),
                );
                expect(agencySlice(dbNow(), 2)).toEqual(before);
                const row = dbNow().files.find(f => f.ossKey === stored.ossKey);
                expect(row?.spId).toBe(1);
                expect(expectOk(await poll(t.admin, created.id))).toMatchObject({
                    state: 'done',
                    file: stored,
                });
                expect((await poll(t.other, created.id)).httpStatus).toBe(404);
            },
        },
        {
            route: 'GET /api/audit/list',
            aim: 'no filter: only agency 2’s records',
            run: async () => {
                const mine = auditOf(2);
                const theirs = auditOf(1);
                expect(theirs.total).toBeGreaterThan(0);
                const page = expectOk(
                    await t.other.get<Paged<AuditRecord>>(AUDIT_LIST, { pgCount: 100 }),
                );
                expect(page.totalElements).toBe(mine.total);
                expect(idsOf(page.elements)).toEqual(idsOf(mine.rows));
            },
        },
        {
            route: 'GET /api/audit/list',
            aim: 'userId of an agency-1 user who has records',
            run: async () => {
                const userId = t.admin.user.id;
                const query = { userId, pgCount: 100 };
                const theirs = expectOk(await t.other.get<Paged<AuditRecord>>(AUDIT_LIST, query));
                expect(theirs).toEqual({ elements: [], totalElements: 0 });
                const owner = expectOk(await t.admin.get<Paged<AuditRecord>>(AUDIT_LIST, query));
                expect(owner.totalElements).toBeGreaterThan(0);
                expect(owner.elements.every(r => r.userId === userId)).toBe(true);
            },
        },
        {
            route: 'POST /api/audit/acknowledgeRisk',
            aim: 'an object naming an agency-1 order: recorded under agency 2 only',
            run: async () => {
                const object = t.fx.a1.openOrder.orderId;
                const theirs = auditOf(1);
                const mine = auditOf(2);
                expectOk(
                    await t.other.post('/api/audit/acknowledgeRisk', { object, risk: '近似商标' }),
                );
                expect(auditOf(1)).toEqual(theirs);
                const after = auditOf(2);
                expect(after.total).toBe(mine.total + 1);
                expect(after.rows[0]).toMatchObject({
                    spId: 2,
                    userId: t.other.user.id,
                    kind: 'riskAcknowledge',
                    object,
                });
            },
        },
    ];
};
