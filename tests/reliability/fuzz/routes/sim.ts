/** The fuzz catalogue's routes of the office simulator (no session). */
import { constant, field, required } from '../fields';
import type { RouteEntry } from '../fields';

export const SIM_ROUTES: readonly RouteEntry[] = [
    {
        method: 'POST',
        path: '/__sim/applicants/:id/audit',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.ownApplicantId, required) },
        body: 'json',
        fields: {
            auditStatus: field('enum', constant(9), { values: [1, 2, 3, 4, 5, 6], ...required }),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/review',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {
            pass: field('bool', constant(true), required),
            note: field('text', constant('')),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/office',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {
            state: field('enum', constant(99), {
                values: [20, 21, 22, 23, 29, 30, 31, 99],
                ...required,
            }),
            at: field('text', constant('2020-01-01')),
        },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/backdate',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: { days: field('int', constant(10), required) },
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/supplement',
        auth: 'public',
        mutates: true,
        params: { id: field('int', constant(999_999), required) },
        body: 'json',
        fields: {},
    },
    {
        method: 'POST',
        path: '/__sim/orders/:id/supplement/expire',
        auth: 'public',
        mutates: true,
        params: { id: field('int', s => s.busyOrderId, required) },
        body: 'json',
        fields: {},
    },
    {
        method: 'POST',
        path: '/__sim/supplements/timeout',
        auth: 'public',
        mutates: true,
        body: 'json',
        fields: { orderId: field('int', constant(999_999)) },
    },
];
