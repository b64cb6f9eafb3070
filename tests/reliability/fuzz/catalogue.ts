/**
 * Every route of the mock server (docs/api.md), as the fuzz sees it: the parameters it takes
 * and their types, whether it needs a session and whether it may change the db. A sample of
 * each parameter is the starting point that the fuzz then breaks; the samples of mutating
 * routes are chosen so that even unbroken they are mostly refused (an order that cannot be
 * closed, an applicant still in use...), and `malformedOnly` routes never get a valid body.
 */
import { ACCOUNT_ROUTES } from './routes/account';
import { APPLICANT_ROUTES } from './routes/applicants';
import { DOCUMENT_ROUTES } from './routes/documents';
import { EXTENSION_ROUTES } from './routes/extensions';
import { MONEY_ROUTES } from './routes/money';
import { ORDER_ROUTES } from './routes/orders';
import { SIM_ROUTES } from './routes/sim';
import { WIZARD_ROUTES } from './routes/wizard';
import type { RouteEntry } from './fields';

export type { Field, FieldType, RouteEntry, Samples } from './fields';

/** Every route, by area (tables in routes/). */
export const ROUTES: readonly RouteEntry[] = [
    ...ACCOUNT_ROUTES,
    ...APPLICANT_ROUTES,
    ...ORDER_ROUTES,
    ...WIZARD_ROUTES,
    ...DOCUMENT_ROUTES,
    ...MONEY_ROUTES,
    ...SIM_ROUTES,
    ...EXTENSION_ROUTES,
];

/** `GET /api/listApplicants`: how a registered route and its catalogue entry are matched. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
