/**
 * Two profiles' portal records compared field by field: deep-equal but for the fields a
 * table of differences names, each with its reason and a check of what the spec profile's
 * record holds instead. A listed field must occur in the records compared (a stale entry
 * fails), and a field that differs without an entry fails naming its path.
 */
import { expect } from 'vitest';
import { keyOfUrlPath } from '../../../mock-server/files/storage';
import { expectPresigned } from './specProfile';

/** Where a field sits: the two records' objects that hold it, and its index in a list. */
export interface FieldContext {
    /** the spec profile's origin of presigned file URLs */
    origin: string;
    /** the last list index on the field's path, if any */
    index: number | undefined;
    defaultParent: Record<string, unknown>;
    specParent: Record<string, unknown>;
}

export interface Difference {
    /** the field's path, `[]` for any index: `progress[].officialFile` */
    path: string;
    /** why the spec profile's record differs there, in a line */
    reason: string;
    /** asserts what the spec profile's record holds, given the default's */
    check(defaultValue: unknown, specValue: unknown, at: FieldContext): void;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === 'object' && !Array.isArray(value);

/** The key a default profile's file URL names (`/files/<key>`). */
const keyOfDefaultUrl = (url: unknown): string => {
    const key = typeof url === 'string' ? keyOfUrlPath(url) : null;
    if (key === null) throw new Error(`not a file URL of the default profile: ${String(url)}`);
    return key;
};

/** The file name the portal takes from a URL or key: its last segment. */
const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** A file URL: presigned and absolute on the spec profile, for the same stored file. */
export const presignedUrl: Difference['check'] = (def, spec, at) => {
    if (def === '') return expect(spec).toBe('');
    expectPresigned(spec, at.origin, keyOfDefaultUrl(def));
};

/**
 * A file (FileRef): the same stored file under a presigned URL; its key only where the spec
 * sends one beside the URL, its name taken from the URL (the spec sends none).
 */
export const fileRef =
    (key: 'sent' | 'not sent'): Difference['check'] =>
    (def, spec, at) => {
        if (def === null) return expect(spec).toBeNull();
        if (!isPlainObject(def) || !isPlainObject(spec)) throw new Error('not a FileRef');
        const stored = keyOfDefaultUrl(def.url);
        expect(def.ossKey).toBe(stored);
        presignedUrl(def.url, spec.url, at);
        expect(spec.ossKey).toBe(key === 'sent' ? stored : '');
        expect(spec.fileName).toBe(lastSegment(stored));
    };

/** A field our extension fills: empty text on the spec profile. */
export const emptyText: Difference['check'] = (_def, spec) => expect(spec).toBe('');

interface Walk {
    differences: readonly Difference[];
    used: Set<Difference>;
    origin: string;
}

const walk = (
    w: Walk,
    def: unknown,
    spec: unknown,
    path: string,
    parents: [Record<string, unknown>, Record<string, unknown>],
    index: number | undefined,
): void => {
    const listed = w.differences.find(d => d.path === path);
    if (listed) {
        w.used.add(listed);
        try {
            listed.check(def, spec, {
                origin: w.origin,
                index,
                defaultParent: parents[0],
                specParent: parents[1],
            });
        } catch (error) {
            throw new Error(`${path} (${listed.reason}): ${(error as Error).message}`);
        }
        return;
    }
    if (Array.isArray(def) && Array.isArray(spec)) {
        expect(spec.length, `${path}.length`).toBe(def.length);
        // the items of a list of records are records: their fields go by their own names
        const items = path ? `${path}[]` : '';
        def.forEach((item, at) => walk(w, item, spec[at], items, parents, at));
        return;
    }
    if (isPlainObject(def) && isPlainObject(spec)) {
        const keys = new Set([...Object.keys(def), ...Object.keys(spec)]);
        for (const key of keys) {
            const next = path ? `${path}.${key}` : key;
            walk(w, def[key], spec[key], next, [def, spec], index);
        }
        return;
    }
    expect(spec, path || 'the record').toEqual(def);
};

/**
 * Asserts that the spec profile's records are the default's but for `differences`, each of
 * which must occur. `records` are lists of records, or one record.
 */
export const expectSameRecords = (
    def: unknown,
    spec: unknown,
    differences: readonly Difference[],
    origin: string,
): void => {
    const w: Walk = { differences, used: new Set(), origin };
    walk(w, def, spec, '', [{}, {}], undefined);
    const unused = differences.filter(d => !w.used.has(d)).map(d => d.path);
    expect(unused, 'differences listed but absent from the records').toEqual([]);
};
