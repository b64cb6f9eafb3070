/**
 * The envelope of every answer and the paging of lists (docs/api.md, "Rules shared by every
 * call"). Money on the wire is yuan with at most 2 decimals; times are `YYYY-MM-DD HH:mm:ss` in
 * China time (Asia/Shanghai).
 */
/** Every answer: `status` 200 is success; otherwise `msg` is a Chinese sentence for the user. */
export interface Envelope<T> {
    status: number;
    msg: string;
    data: T;
}

/** Paged answers (`pgIndex` starts at 1). */
export interface Paged<T> {
    elements: T[];
    totalElements: number;
}

export interface PageParams {
    pgIndex: number;
    pgCount: number;
}

/** Largest `pgCount` the server accepts. */
export const MAX_PAGE_SIZE = 100;
