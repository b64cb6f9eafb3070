/**
 * The refusals a rule can give, with a Chinese message a user can read as it is. They know
 * nothing of HTTP: `http/envelope.ts` (`errorHandler`) is the one place that turns each kind
 * into its status and envelope (docs/api.md, "Rules shared by every call").
 */

export type DomainErrorKind =
    /** bad input or a check the request fails (400) */
    | 'refused'
    /** no such row, or another agency's (404) */
    | 'missing'
    /** a duplicate, a row in use, too little money, a state that forbids it (409) */
    | 'conflict'
    /** a file or body over its limit (413) */
    | 'tooLarge'
    /** a file of a type the call does not take, or empty (415) */
    | 'unsupportedType'
    /** too many wrong passwords; `retryAfterSeconds` says how long to wait (429) */
    | 'tooManyAttempts'
    /** not allowed to this user (403) */
    | 'forbidden'
    /** no session, or one that expired or was ended (401) */
    | 'unauthenticated';

export class DomainError extends Error {
    constructor(
        readonly kind: DomainErrorKind,
        message: string,
        /** with `tooManyAttempts`: whole seconds to wait, at least 1 */
        readonly retryAfterSeconds?: number,
    ) {
        super(message);
        this.name = 'DomainError';
    }
}

export const SESSION_EXPIRED_MSG = '登录已过期，请重新登录';

export const refused = (msg: string): DomainError => new DomainError('refused', msg);
export const missing = (msg: string): DomainError => new DomainError('missing', msg);
export const conflict = (msg: string): DomainError => new DomainError('conflict', msg);
export const tooLarge = (msg: string): DomainError => new DomainError('tooLarge', msg);
export const unsupportedType = (msg: string): DomainError =>
    new DomainError('unsupportedType', msg);
export const forbidden = (msg: string): DomainError => new DomainError('forbidden', msg);
/** `msg` says why when the session was ended on purpose (signed in elsewhere...). */
export const unauthenticated = (msg = SESSION_EXPIRED_MSG): DomainError =>
    new DomainError('unauthenticated', msg);
export const tooManyAttempts = (msg: string, retryAfterSeconds: number): DomainError =>
    new DomainError('tooManyAttempts', msg, retryAfterSeconds);
