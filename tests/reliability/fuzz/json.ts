/**
 * JSON as the fuzz writes it, byte by byte: raw fragments (`1e400`, invalid UTF-8) and objects
 * whose `__proto__` stays a plain key; and a short description of a value for the failures.
 */

/** A JSON fragment written as is: `1e400`, `NaN`, a string with invalid UTF-8 bytes... */
export class RawJson {
    constructor(readonly bytes: Buffer) {}

    static of(text: string | Buffer): RawJson {
        return new RawJson(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    }
}

/** An object as an ordered list of entries: `__proto__` stays a plain key, never a prototype. */
export class JsonObject {
    constructor(readonly entries: [string, unknown][] = []) {}

    get(key: string): unknown {
        return this.entries.find(([k]) => k === key)?.[1];
    }

    set(key: string, value: unknown): void {
        const at = this.entries.findIndex(([k]) => k === key);
        if (at >= 0) this.entries[at] = [key, value];
        else this.entries.push([key, value]);
    }

    delete(key: string): void {
        const at = this.entries.findIndex(([k]) => k === key);
        if (at >= 0) this.entries.splice(at, 1);
    }

    keys(): string[] {
        return this.entries.map(([k]) => k);
    }
}

const jsonChunks = (value: unknown, out: Buffer[]): void => {
    if (value instanceof RawJson) {
        out.push(value.bytes);
    } else if (value instanceof JsonObject || (typeof value === 'object' && value !== null)) {
        const entries =
            value instanceof JsonObject
                ? value.entries
                : Array.isArray(value)
                  ? null
                  : Object.keys(value).map(k => [k, (value as Record<string, unknown>)[k]]);
        if (entries === null) {
            out.push(Buffer.from('['));
            (value as unknown[]).forEach((item, i) => {
                if (i > 0) out.push(Buffer.from(','));
                jsonChunks(item, out);
            });
            out.push(Buffer.from(']'));
            return;
        }
        out.push(Buffer.from('{'));
        entries.forEach(([key, item], i) => {
            out.push(Buffer.from(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`));
            jsonChunks(item, out);
        });
        out.push(Buffer.from('}'));
    } else {
        // well-formed JSON.stringify writes a lone surrogate as its \ud800 escape
        out.push(Buffer.from(JSON.stringify(value) ?? 'null', 'utf8'));
    }
};

export const toJsonBytes = (value: unknown): Buffer => {
    const out: Buffer[] = [];
    jsonChunks(value, out);
    return Buffer.concat(out);
};

/** A short description of a value for the failure message. */
export const describe = (value: unknown): string => {
    if (value instanceof RawJson)
        return `raw ${JSON.stringify(value.bytes.toString('latin1').slice(0, 30))}`;
    if (value instanceof JsonObject) return `{${value.keys().join(',')}}`;
    if (typeof value === 'string') {
        return value.length > 40
            ? `"${value.slice(0, 20)}…" (${value.length} chars)`
            : JSON.stringify(value);
    }
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};
