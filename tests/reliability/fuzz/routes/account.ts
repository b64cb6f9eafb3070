/** The fuzz catalogue's routes of the session, the password and the agency settings. */
import { sha256Hex } from '../../../api/harness';
import { constant, field, required } from '../fields';
import type { RouteEntry } from '../fields';

/** Password digests as the portal sends them; none is any seeded user's password. */
const DIGEST_WRONG_OLD = sha256Hex('not-the-old-password');
const DIGEST_NEW = sha256Hex('Fuzz@12345');
const DIGEST_OTHER = sha256Hex('Fuzz@54321');

export const ACCOUNT_ROUTES: readonly RouteEntry[] = [
    {
        method: 'POST',
        path: '/api/login',
        auth: 'public',
        mutates: true,
        body: 'json',
        fields: {
            name: field('text', constant('fuzz-nobody'), required),
            password: field('digest', constant(DIGEST_WRONG_OLD), required),
        },
        weight: 0.4,
    },
    { method: 'PUT', path: '/api/logout', auth: 'session', mutates: true, endsSession: true },
    { method: 'GET', path: '/admin/api/privilege', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/admin/api/changePassword',
        auth: 'session',
        mutates: true,
        body: 'json',
        // never the real old password: only ever refused
        fields: {
            old_password: field('digest', constant(DIGEST_WRONG_OLD), required),
            password: field('digest', constant(DIGEST_NEW), required),
            password_confirm: field('digest', constant(DIGEST_OTHER), required),
        },
        malformedOnly: true,
        weight: 0.6,
    },
    { method: 'GET', path: '/admin/api/settings', auth: 'session', mutates: false },
    {
        method: 'POST',
        path: '/admin/api/settings',
        auth: 'session',
        mutates: true,
        body: 'json',
        // both fields malformed: one change of the fuzz never makes the body valid
        fields: {
            login_style: field('enum', constant(3), { values: [1, 2], ...required }),
            forbidChangePasswordUserIds: field('ids', constant('1,2'), required),
        },
        malformedOnly: true,
    },
    { method: 'GET', path: '/admin/api/users', auth: 'session', mutates: false },
];
