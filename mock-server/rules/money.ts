/** Money is integer fen inside the server and yuan (at most 2 decimals) on the wire. */

/** 30000 → 300, 1999 → 19.99: exact, because every fen amount has one nearest double. */
export const fenToYuan = (fen: number): number => fen / 100;

/** Yuan from the wire → fen, or null when it is not an amount with at most 2 decimals. */
export const yuanToFen = (yuan: unknown): number | null => {
    if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return null;
    const fen = Math.round(yuan * 100);
    return Math.abs(fen - yuan * 100) < 1e-6 && Number.isSafeInteger(fen) ? fen : null;
};
