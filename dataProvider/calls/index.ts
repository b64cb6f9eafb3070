/**
 * Every call the portal makes, once, as data: method, path, the wire names of its query and
 * body parameters, the fallback message shown when the server gives none, where the call comes
 * from, and the normaliser that turns its answer into the portal's record (row.ts). The
 * dataProvider's custom methods are built from this table (../index.ts), the links the browser
 * opens from its `link` rows (../links.ts), the react-admin resources from ../resources.ts, and
 * `npm run contract` checks a backend against the same rows. Adding or correcting a call is one
 * row in the file of its area.
 *
 * `origin`: `spec` calls are the provider's documented calls (with the login and privilege
 * shapes of docs/api.md); `design` calls are our admin calls; `extension` calls are ours. A
 * `design` or `extension` call that answers 404 is absent from the backend: the dataProvider
 * reports UnsupportedCallError and the screen does without it. `extras` are body or query names
 * the portal sends beyond the provider's calls; a backend that does not know them ignores them
 * (docs/api.md, Profiles).
 */
import { APPLICANT_CALLS } from './applicants';
import { DOCUMENT_CALLS } from './documents';
import { FILE_CALLS } from './files';
import { MONEY_CALLS } from './money';
import { ORDER_CALLS } from './orders';
import { PHONE_UPLOAD_CALLS } from './phoneUpload';
import { SESSION_CALLS } from './session';
import { WIZARD_CALLS } from './wizard';

import type { CallRow } from './row';

export type { CallOrigin, CallRow, UploadOptions, WireRequest } from './row';

export const CALLS = {
    ...SESSION_CALLS,
    ...APPLICANT_CALLS,
    ...FILE_CALLS,
    ...WIZARD_CALLS,
    ...ORDER_CALLS,
    ...DOCUMENT_CALLS,
    ...MONEY_CALLS,
    ...PHONE_UPLOAD_CALLS,
} as const;

export type CallName = keyof typeof CALLS;
export type AnyCallRow = CallRow<never[], unknown>;
