/**
 * Strict request parameters (docs/api.md, "Strict parameters"): every call declares the
 * parameters it accepts; an unknown, repeated or malformed one is a 400 whose msg names the
 * field, never a 500. An empty value counts as absent (a cleared filter).
 */
import { ORDER_STATES } from '../../domain/states/orders';
import { MAX_PAGE_SIZE } from '../../domain/types/wire';
import type { OrderState } from '../../domain/types/orders';
import type { PageParams } from '../../domain/types/wire';
import { isDateText } from '../../domain/rules/time';
import { refused } from '../rules/errors';
import type { DomainError } from '../rules/errors';

export interface Param<T> {
    label: string;
    /** returns the value, or throws a refusal naming the field */
    parse(raw: string, field: string): T;
}

export type ParamSpec = Record<string, Param<unknown>>;

export type ParsedParams<S extends ParamSpec> = {
    [K in keyof S]?: S[K] extends Param<infer T> ? T : never;
};

/** Query parameters every call may carry: the token for uploads and downloads. */
const ALWAYS_ALLOWED = new Set(['access_token']);

export const fieldName = (label: string, field: string): string => `${label}（${field}）`;

/** A client's parameter name quoted back in a message: at most 40 characters. */
const quoted = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** `不支持的参数：<name>`, the name cut short so a huge key is not echoed back in full. */
export const unknownParam = (name: string): DomainError => refused(`不支持的参数：${quoted(name)}`);

/**
 * Parses `query` (Express with the 'simple' query parser: strings, or arrays when repeated)
 * against `spec`.
 */
export const parseParams = <S extends ParamSpec>(query: unknown, spec: S): ParsedParams<S> => {
    const result: Record<string, unknown> = {};
    const entries = Object.entries((query ?? {}) as Record<string, unknown>);
    for (const [field, raw] of entries) {
        if (ALWAYS_ALLOWED.has(field)) continue;
        const param = Object.hasOwn(spec, field) ? spec[field] : undefined;
        if (!param) throw unknownParam(field);
        if (typeof raw !== 'string') throw refused(`${fieldName(param.label, field)}只能出现一次`);
        if (raw.trim() === '') continue;
        result[field] = param.parse(raw, field);
    }
    return result as ParsedParams<S>;
};

/** A required parameter (or body field) that was left out: `缺少参数：<label>（<field>）`. */
export const requireParam = <T>(value: T | null | undefined, label: string, field: string): T => {
    if (value === undefined || value === null) {
        throw refused(`缺少参数：${fieldName(label, field)}`);
    }
    return value;
};

/** Refuses a JSON body that is not an object or that carries fields the call does not know. */
export const checkBody = (body: unknown, fields: readonly string[]): Record<string, unknown> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw refused('请求内容必须是 JSON 对象');
    }
    for (const field of Object.keys(body)) {
        if (!fields.includes(field)) throw unknownParam(field);
    }
    return body as Record<string, unknown>;
};

/** Free text matched by "contains"; trimmed. */
export const text = (label: string, maxLength = 100): Param<string> => ({
    label,
    parse(raw, field) {
        const value = raw.trim();
        if (value.length > maxLength) {
            throw refused(`${fieldName(label, field)}不能超过 ${maxLength} 个字符`);
        }
        return value;
    },
});

export const integer = (label: string, min: number, max: number): Param<number> => ({
    label,
    parse(raw, field) {
        const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
        if (!(value >= min && value <= max)) {
            throw refused(`${fieldName(label, field)}必须是 ${min} 到 ${max} 之间的整数`);
        }
        return value;
    },
});

/** A number out of a fixed set (the spec's enumerations). */
export const oneOf = <T extends number>(label: string, values: readonly T[]): Param<T> => ({
    label,
    parse(raw, field) {
        const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
        if (!values.includes(value as T)) {
            throw refused(`${fieldName(label, field)}只能是 ${values.join('、')} 之一`);
        }
        return value as T;
    },
});

/** A word out of a fixed set (`LEGAL_NOTICE`, `add`…), exactly as written. */
export const choice = <T extends string>(label: string, values: readonly T[]): Param<T> => ({
    label,
    parse(raw, field) {
        const value = raw.trim();
        if (!values.includes(value as T)) {
            throw refused(`${fieldName(label, field)}只能是 ${values.join('、')} 之一`);
        }
        return value as T;
    },
});

/** A calendar day `YYYY-MM-DD` (China time). */
export const day = (label: string): Param<string> => ({
    label,
    parse(raw, field) {
        if (!isDateText(raw)) {
            throw refused(`${fieldName(label, field)}必须是 YYYY-MM-DD 格式的有效日期`);
        }
        return raw;
    },
});

/** One order state or a comma list (`29,30`), as the dashboard cards send. */
export const orderStates = (label: string): Param<OrderState[]> => ({
    label,
    parse(raw, field) {
        return raw.split(',').map(part => {
            const value = /^\d{1,3}$/.test(part.trim()) ? Number(part.trim()) : NaN;
            if (!ORDER_STATES.includes(value as OrderState)) {
                throw refused(`${fieldName(label, field)}包含无效的订单状态：${part || '（空）'}`);
            }
            return value as OrderState;
        });
    },
});

export const PAGE_PARAMS = {
    pgIndex: integer('页码', 1, 1_000_000),
    pgCount: integer('每页条数', 1, MAX_PAGE_SIZE),
};

export const DEFAULT_PAGE_SIZE = 10;

export const pageOf = (params: Partial<PageParams>): PageParams => ({
    pgIndex: params.pgIndex ?? 1,
    pgCount: params.pgCount ?? DEFAULT_PAGE_SIZE,
});

/** A `[start, end)` pair of days; a start after the end is a mistake worth saying. */
export const checkDayRange = (
    start: string | undefined,
    end: string | undefined,
    [startField, endField]: [string, string],
): void => {
    if (start !== undefined && end !== undefined && start > end) {
        throw refused(`开始日期（${startField}）不能晚于结束日期（${endField}）`);
    }
};

/**
 * A list call's query: its page (`pgIndex`, `pgCount`, with their defaults) and its filter
 * (`spec`); `range` names a `[start, end)` pair of day filters, which may not end before it
 * starts.
 */
export const parseListQuery = <S extends ParamSpec>(
    query: unknown,
    spec: S,
    range?: [keyof S & string, keyof S & string],
): { page: PageParams; filter: ParsedParams<S> } => {
    const parsed = parseParams(query, { ...spec, ...PAGE_PARAMS });
    const { pgIndex, pgCount, ...rest } = parsed as ParsedParams<typeof PAGE_PARAMS> &
        Record<string, unknown>;
    if (range) {
        const [start, end] = range.map(field => rest[field] as string | undefined);
        checkDayRange(start, end, range);
    }
    return {
        page: pageOf({ pgIndex, pgCount }),
        filter: rest as ParsedParams<S>,
    };
};
