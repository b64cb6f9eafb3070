/**
 * The shape of a row of the call table (calls/index.ts): method, path, the wire names of its
 * query and body parameters, the fallback message the portal shows when the server gives none
 * (docs/rules.md, messages), where the call comes from, and the normaliser of its answer.
 */
import type { Query } from '../httpClient';
import type { UploadFilePolicy, UploadScene } from '../../domain/types/documents';

export type CallOrigin = 'spec' | 'design' | 'extension';

/** What one invocation sends: `{name}` values of the path, the query, a JSON body or a file. */
export interface WireRequest {
    path?: Record<string, string | number>;
    query?: Query;
    body?: Record<string, unknown>;
    file?: Blob & { name?: string };
    onProgress?: (percent: number) => void;
}

export interface CallRow<Args extends unknown[], Answer> {
    method: 'GET' | 'POST' | 'PUT';
    /** the path on the service root; `{id}` is filled from the request's `path` */
    path: string;
    /** wire names of the query parameters (besides `access_token`) */
    query?: readonly string[];
    /** wire names of the JSON body's fields */
    body?: readonly string[];
    /** names the portal sends beyond the provider's calls (docs/api.md, Profiles) */
    extras?: readonly string[];
    /** `query`: the token travels as `access_token` in the query (uploads, opened links) */
    token?: 'query';
    /** a multipart upload of one file in the field `file` */
    upload?: true;
    /** a URL the browser opens (new window), not a call the portal awaits */
    link?: true;
    fallback: string;
    origin: CallOrigin;
    request: (...args: Args) => WireRequest;
    answer: (call: string, raw: unknown, ...args: Args) => Answer;
}

/** Keeps a row's argument and answer types (the table's rows differ in both). */
export const row = <Args extends unknown[], Answer>(spec: CallRow<Args, Answer>) => spec;

export const nothing = () => null;
export const none = (): WireRequest => ({});

export interface UploadOptions {
    policy: UploadFilePolicy;
    verifyType?: 1 | 2;
    scene?: UploadScene;
}
