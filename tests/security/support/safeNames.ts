/** Download names (Content-Disposition, zip entries) safe to save, yet recognizable. */
import { expect } from 'vitest';

/**
 * A download's name is safe to save: no folder separators or `..` segments, no control,
 * bidi or reserved characters (`<>:"|?*`), not hidden.
 */
export const UNSAFE_IN_NAME =
    // eslint-disable-next-line no-control-regex
    /[\\/<>:"|?*\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const expectSafeName = (name: string) => {
    expect(name).not.toMatch(UNSAFE_IN_NAME);
    expect(name).not.toMatch(/^\./);
    expect(name.trim()).toBe(name);
    expect(name.length).toBeGreaterThan(4);
};

/** Both names of a Content-Disposition header (the ASCII fallback and the UTF-8 one). */
export const dispositionNames = (header: string | null) => {
    const ascii = /filename="([^"]*)"/.exec(header ?? '')?.[1];
    const utf8 = /filename\*=UTF-8''([^;\s]*)/.exec(header ?? '')?.[1];
    expect({ ascii, utf8 }).toEqual({ ascii: expect.any(String), utf8: expect.any(String) });
    return { ascii: ascii!, utf8: decodeURIComponent(utf8!) };
};

export const expectSafeDownload = (response: Response, type: string) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { ascii, utf8 } = dispositionNames(response.headers.get('content-disposition'));
    expectSafeName(ascii);
    expectSafeName(utf8);
    return utf8;
};
