/**
 * One mutation of a fuzz request (generate.ts): a query value or its structure, the path, a
 * body value or its structure, broken JSON, a header, the method, the multipart body.
 */
import type { Random as Rng } from '../../../mock-server/seed/random';
import type { RouteEntry, Samples } from './catalogue';
import { describe, JsonObject, RawJson, toJsonBytes } from './json';
import { BAD_UTF8, badUtf8String, HUGE_100K, HUGE_2M, NASTY_STRINGS, nastyValue } from './nasty';
import {
    ACCEPTS,
    BAD_JSON,
    boundaryOf,
    CONTENT_TYPES,
    FILE_NAMES,
    METHODS,
    MULTIPART_FILES,
} from './requests';
import type { MultipartPart } from './requests';
import { encode, keyPathValues, PATH_VALUES, queryValue, UNKNOWN_NAMES } from './urls';

/** The request being made, as the mutations change it. */
export interface Draft {
    method: string;
    params: Map<string, string>;
    query: [string, string][];
    body: JsonObject | null;
    rawBody: Buffer | undefined;
    contentType: string | undefined;
    parts: MultipartPart[] | null;
    closeMultipart: boolean;
    suffix: string;
    headers: Record<string, string>;
    /** the mutations made, for the failure message */
    notes: string[];
}

/** Applies the mutation `op` to `d`, a request for `route`. */
export const mutate = (
    rng: Rng,
    op: string,
    d: Draft,
    route: RouteEntry,
    s: Samples,
    index: number,
): void => {
    const fieldNames = Object.keys(route.fields ?? {});
    const queryNames = Object.keys(route.query ?? {});
    const paramNames = Object.keys(route.params ?? {});
    switch (op) {
        case 'query value': {
            const name = queryNames.length ? rng.pick(queryNames) : rng.pick(UNKNOWN_NAMES);
            const value = queryValue(rng, route.query?.[name], s);
            const at = d.query.findIndex(([k]) => k === name);
            if (at >= 0) d.query[at] = [name, value];
            else d.query.push([encode(name), value]);
            d.notes.push(`query ${name}=${value.slice(0, 40)}`);
            break;
        }
        case 'query structure': {
            const kind = rng.pick(['drop', 'unknown', 'repeat', 'empty name', 'array']);
            if (kind === 'drop' && d.query.length) {
                const [name] = d.query.splice(rng.int(0, d.query.length - 1), 1)[0];
                d.notes.push(`query drop ${name}`);
            } else if (kind === 'repeat' && (queryNames.length || d.query.length)) {
                const name = d.query.length
                    ? rng.pick(d.query)[0]
                    : rng.pick(queryNames.length ? queryNames : ['x']);
                const times = rng.pick([2, 3, 50]);
                for (let i = 1; i < times; i += 1)
                    d.query.push([name, queryValue(rng, undefined, s)]);
                d.notes.push(`query repeat ${name}×${times}`);
            } else if (kind === 'array' && queryNames.length) {
                const name = rng.pick(queryNames);
                d.query.push([`${name}[]`, '1'], [`${name}[0]`, '2']);
                d.notes.push(`query ${name}[]`);
            } else {
                const name = rng.pick(UNKNOWN_NAMES);
                d.query.push([encode(name), queryValue(rng, undefined, s)]);
                d.notes.push(`query unknown ${name.slice(0, 30)}`);
            }
            break;
        }
        case 'raw query': {
            d.suffix = rng.pick([
                '&&&',
                '&=',
                '&==1',
                '&%E0%A4%A=1',
                `&${queryNames[0] ?? 'id'}=%E0%A4%A`,
                '&a=%',
                '?x=1',
                '#frag',
                '&__proto__=1&constructor=2',
                `&${'k'.repeat(3000)}=1`,
            ]);
            d.notes.push(`raw query ${d.suffix.slice(0, 30)}`);
            break;
        }
        case 'path': {
            const name = rng.pick(paramNames);
            const pool =
                route.params?.[name].type === 'ossKey'
                    ? [...keyPathValues(s), ...PATH_VALUES]
                    : PATH_VALUES;
            const value = rng.pick(pool);
            d.params.set(name, value);
            d.notes.push(`path ${name}=${value.slice(0, 40)}`);
            break;
        }
        case 'long path':
            d.params.set('__tail', rng.pick(['/', '//', `/${'z'.repeat(7000)}`, '/..', '/%2e']));
            d.notes.push('path tail');
            break;
        case 'body value': {
            if (!d.body) break;
            const name = fieldNames.length ? rng.pick(fieldNames) : rng.pick(UNKNOWN_NAMES);
            const f = route.fields?.[name];
            let value = nastyValue(rng, f, s);
            if (route.malformedOnly && f?.values?.includes(value as string | number)) {
                value = 0; // a valid choice would make the whole body valid
            }
            d.body.set(name, value);
            d.notes.push(`field ${name}=${describe(value)}`);
            break;
        }
        case 'body structure': {
            if (!d.body) {
                // a JSON body where the route takes none
                d.body = new JsonObject([[rng.pick(UNKNOWN_NAMES), rng.pick(NASTY_STRINGS)]]);
                d.contentType = 'application/json';
                d.notes.push('unexpected body');
                break;
            }
            const kind = rng.pick([
                'drop',
                'extra',
                'proto',
                'constructor',
                'not object',
                'huge',
                'huge',
                'bad utf8',
                'duplicate key',
                'deep',
            ]);
            if (kind === 'drop' && d.body.entries.length) {
                const name = rng.pick(d.body.keys());
                d.body.delete(name);
                d.notes.push(`drop ${name}`);
            } else if (kind === 'proto') {
                const target = rng.chance(0.5) || !fieldNames.length ? null : rng.pick(fieldNames);
                const payload = new JsonObject([
                    ['__proto__', { polluted: 'fuzz', isAdmin: true, spId: 2 }],
                ]);
                if (target) d.body.set(target, payload);
                else d.body.entries.unshift(['__proto__', { polluted: 'fuzz', spId: 2 }]);
                d.notes.push(`__proto__ in ${target ?? 'body'}`);
            } else if (kind === 'constructor') {
                d.body.set('constructor', { prototype: { polluted: 'fuzz' } });
                d.notes.push('constructor.prototype');
            } else if (kind === 'not object') {
                const value = rng.pick<unknown>([
                    [],
                    'text',
                    1,
                    null,
                    true,
                    [Object.fromEntries(d.body.entries)],
                ]);
                d.rawBody = toJsonBytes(value);
                d.notes.push(`body ${describe(value)}`);
            } else if (kind === 'huge') {
                const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                // 2 MB bodies are few: they cost the most
                const value = rng.chance(0.08) ? HUGE_2M : HUGE_100K;
                d.body.set(name, value);
                d.notes.push(`field ${name}=${value.length} chars`);
            } else if (kind === 'bad utf8') {
                const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                d.body.set(name, badUtf8String(rng));
                d.notes.push(`field ${name}=invalid UTF-8`);
            } else if (kind === 'deep') {
                const name = fieldNames.length ? rng.pick(fieldNames) : 'x';
                const depth = rng.pick([1000, 100_000]);
                d.body.set(name, RawJson.of(`${'['.repeat(depth)}${']'.repeat(depth)}`));
                d.notes.push(`field ${name} nested ${depth} deep`);
            } else if (kind === 'duplicate key' && fieldNames.length) {
                const name = rng.pick(fieldNames);
                d.body.entries.push([name, nastyValue(rng, undefined, s)]);
                d.notes.push(`duplicate ${name}`);
            } else {
                const name = rng.pick(UNKNOWN_NAMES);
                d.body.set(name, nastyValue(rng, undefined, s));
                d.notes.push(`extra ${name.slice(0, 30)}`);
            }
            break;
        }
        case 'bad json':
            d.rawBody = Buffer.from(rng.pick(BAD_JSON), 'utf8');
            d.contentType = 'application/json';
            d.notes.push(`bad JSON ${JSON.stringify(d.rawBody.toString('utf8').slice(0, 20))}`);
            break;
        case 'content type':
            d.contentType = rng.pick(CONTENT_TYPES);
            if (d.contentType === 'application/x-www-form-urlencoded' && rng.chance(0.5)) {
                d.rawBody = Buffer.from(
                    'a=1&__proto__[polluted]=fuzz&constructor[prototype][polluted]=fuzz&__proto__=x',
                );
            }
            d.notes.push(`Content-Type ${d.contentType ?? '(none)'}`);
            break;
        case 'encoding':
            d.headers['Content-Encoding'] = rng.pick([
                'gzip',
                'deflate',
                'br',
                'x-unknown',
                'identity',
            ]);
            d.rawBody ??= toJsonBytes(d.body ?? { a: 1 });
            d.contentType ??= 'application/json';
            d.notes.push(`Content-Encoding ${d.headers['Content-Encoding']}`);
            break;
        case 'accept': {
            const accept = rng.pick(ACCEPTS);
            if (accept === undefined) delete d.headers.Accept;
            else d.headers.Accept = accept;
            d.notes.push(`Accept ${accept ?? '(none)'}`);
            break;
        }
        case 'method':
            d.method = rng.pick(METHODS.filter(m => m !== route.method));
            d.notes.push(`method ${d.method}`);
            break;
        case 'multipart': {
            if (!d.parts) break;
            const kind = rng.pick([
                'file',
                'file',
                'file name',
                'raw file name',
                'wrong field',
                'two files',
                'text field',
                'no boundary',
                'wrong boundary',
                'truncated',
                'garbage',
                'json instead',
                'too large',
            ]);
            const boundary = boundaryOf(index);
            if (kind === 'file') {
                const [label, data] = rng.pick(MULTIPART_FILES);
                d.parts = [{ field: 'file', fileName: rng.pick(FILE_NAMES), data }];
                d.notes.push(`file ${label}`);
            } else if (kind === 'file name') {
                d.parts[0] = { ...d.parts[0], fileName: rng.pick(FILE_NAMES) };
                d.notes.push(`file name ${d.parts[0].fileName?.slice(0, 20)}`);
            } else if (kind === 'raw file name') {
                d.parts[0] = {
                    ...d.parts[0],
                    rawFileName: Buffer.concat([rng.pick(BAD_UTF8), Buffer.from('.png')]),
                };
                d.notes.push('file name invalid UTF-8');
            } else if (kind === 'wrong field') {
                d.parts[0] = {
                    ...d.parts[0],
                    field: rng.pick(['upload', '', '__proto__', 'file[]']),
                };
                d.notes.push(`file field ${d.parts[0].field}`);
            } else if (kind === 'two files') {
                d.parts = [...d.parts, { ...d.parts[0] }];
                d.notes.push('two files');
            } else if (kind === 'text field') {
                d.parts.push({
                    field: rng.pick(['file', 'uploadFilePolicy', 'x']),
                    data: Buffer.from('v'),
                });
                d.notes.push('text field');
            } else if (kind === 'no boundary') {
                d.contentType = 'multipart/form-data';
                d.notes.push('no boundary');
            } else if (kind === 'wrong boundary') {
                d.contentType = `multipart/form-data; boundary=${boundary}x`;
                d.notes.push('wrong boundary');
            } else if (kind === 'truncated') {
                d.closeMultipart = false;
                d.notes.push('truncated multipart');
            } else if (kind === 'garbage') {
                d.rawBody = Buffer.from(`--${boundary}\r\n\u00ff\u0000garbage`, 'latin1');
                d.notes.push('garbage multipart');
            } else if (kind === 'json instead') {
                d.contentType = 'application/json';
                d.rawBody = toJsonBytes({ file: 'x' });
                d.notes.push('JSON instead of multipart');
            } else {
                d.parts = [
                    {
                        field: 'file',
                        fileName: 'big.jpg',
                        data: Buffer.concat([
                            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
                            Buffer.alloc(rng.pick([2, 3]) * 1024 * 1024 + 1),
                        ]),
                    },
                ];
                d.notes.push('file over 2 MB');
            }
            break;
        }
    }
};
