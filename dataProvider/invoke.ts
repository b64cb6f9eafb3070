/**
 * Runs one row of the call table: checks that the request uses only the names the row
 * declares (the table is the truth about the wire), fills the path, sends it through the HTTP
 * client and reads the answer with the row's normaliser.
 */
import { HttpError } from 'ra-core';
import type { CallOrigin, CallRow } from './calls';
import type { HttpClient } from './httpClient';

/** A `design` or `extension` call this backend does not have (it answered 404). */
export class UnsupportedCallError extends HttpError {
    constructor(readonly call: string) {
        super('当前服务不支持此功能', 404);
        // ra-core's HttpError resets the prototype to its own: restore the subclass's.
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = 'UnsupportedCallError';
    }
}

/**
 * What a failed call's error becomes: a call of ours (not the provider's) answering 404 is
 * missing from this backend, not a missing record.
 */
export const missingCallOr = (origin: CallOrigin, call: string, error: unknown): unknown =>
    origin !== 'spec' && error instanceof HttpError && error.status === 404
        ? new UnsupportedCallError(call)
        : error;

const undeclared = (call: string, kind: string, names: string[], declared?: readonly string[]) => {
    const unknown = names.filter(name => !declared?.includes(name));
    if (unknown.length > 0) {
        throw new Error(`${call}: ${kind} ${unknown.join(', ')} is not in the call table`);
    }
};

/** `/api/x/{id}` with `{id: 'TM1'}` → `/api/x/TM1` (encoded). */
export const fillPath = (path: string, values: Record<string, string | number> = {}): string =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined || value === '') throw new Error(`${path}: no value for {${name}}`);
        return encodeURIComponent(String(value));
    });

export const invoke = async <Args extends unknown[], Answer>(
    http: HttpClient,
    row: CallRow<Args, Answer>,
    args: Args,
): Promise<Answer> => {
    const call = `${row.method} ${row.path}`;
    const wire = row.request(...args);
    undeclared(call, 'query parameter', Object.keys(wire.query ?? {}), row.query);
    undeclared(call, 'body field', Object.keys(wire.body ?? {}), row.body);
    const path = fillPath(row.path, wire.path);
    try {
        const raw = row.upload
            ? await http.upload<unknown>(path, wire.file ?? new Blob(), {
                  query: wire.query,
                  fallback: row.fallback,
                  onProgress: wire.onProgress,
              })
            : await http.request<unknown>(row.method, path, {
                  query: wire.query,
                  body: wire.body,
                  fallback: row.fallback,
              });
        return row.answer(call, raw, ...args);
    } catch (error) {
        throw missingCallOr(row.origin, call, error);
    }
};
