/**
 * Signing in without the rest of the wire layer: the login page loads before the portal, so
 * it takes only the login row of the call table (docs/decisions.md, a light portal).
 */
import { SESSION_CALLS } from './calls/session';
import type { HttpClient } from './httpClient';
import { invoke } from './invoke';

export const signIn = (http: HttpClient, name: string, password: string) =>
    invoke(http, SESSION_CALLS.login, [name, password]);
