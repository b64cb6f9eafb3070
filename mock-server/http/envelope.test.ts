/** The one place where a rule's refusal becomes an answer: each kind's status, msg and headers. */
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { DomainError } from '../rules/errors';
import {
    conflict,
    forbidden,
    missing,
    refused,
    tooLarge,
    tooManyAttempts,
    unauthenticated,
    unsupportedType,
} from '../rules/errors';
import { errorHandler } from './envelope';
import { refusedMethod } from './framing';

interface Answered {
    status: number;
    headers: Record<string, string>;
    body: unknown;
}

/** Each answer's Content-Length header and the bytes of its body. */
const lengths: [unknown, number][] = [];

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

const answer = (error: unknown): Answered => {
    const answered: Answered = { status: 0, headers: {}, body: undefined };
    const res = {
        headersSent: false,
        set(headers: Record<string, string>) {
            Object.assign(answered.headers, headers);
            return res;
        },
        setHeader(name: string, value: string) {
            if (name === 'Content-Length') lengths.push([value, -1]);
            else answered.headers[name] = value;
        },
        set statusCode(status: number) {
            answered.status = status;
        },
        end(text: string) {
            const last = lengths.at(-1);
            if (last) last[1] = Buffer.byteLength(text);
            answered.body = JSON.parse(text);
        },
    };
    errorHandler(error, {} as Request, res as unknown as Response, vi.fn() as NextFunction);
    return answered;
};

describe('errorHandler', () => {
    it.each([
        [refused('请选择申请人'), 400],
        [unauthenticated(), 401],
        [forbidden('仅管理员可以查看和修改设置'), 403],
        [missing('订单不存在'), 404],
        [conflict('账户余额不足'), 409],
        [tooLarge('上传文件大小不能超过2M'), 413],
        [unsupportedType('上传文件的格式不支持'), 415],
    ] as [DomainError, number][])('answers %s with %i and its msg', (error, status) => {
        expect(answer(error)).toEqual({
            status,
            headers: JSON_TYPE,
            body: { status, msg: error.message, data: null },
        });
    });

    it('says a session expired when no reason is given', () => {
        expect(unauthenticated().message).toBe('登录已过期，请重新登录');
    });

    it('answers too many attempts with 429 and Retry-After', () => {
        const error = tooManyAttempts('登录失败次数过多，请 45 秒后再试', 45);
        expect(answer(error)).toEqual({
            status: 429,
            headers: { 'Retry-After': '45', ...JSON_TYPE },
            body: { status: 429, msg: '登录失败次数过多，请 45 秒后再试', data: null },
        });
    });

    it('answers anything unexpected with a 500 envelope, never the error itself', () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(answer(new Error('secret detail'))).toEqual({
            status: 500,
            headers: JSON_TYPE,
            body: { status: 500, msg: '服务器内部错误，请稍后重试', data: null },
        });
        log.mockRestore();
    });
});

describe('every answer', () => {
    it('says the length of its body in bytes (a HEAD answer too)', () => {
        lengths.length = 0;
        answer(refused('请选择申请人'));
        expect(lengths).toHaveLength(1);
        const [header, bytes] = lengths[0]!;
        expect(header).toBe(bytes);
        expect(bytes).toBeGreaterThan(JSON.stringify('请选择申请人').length);
    });
});

describe('refusedMethod', () => {
    const failed = (text: string, bytesParsed?: number) =>
        Object.assign(new Error('Parse Error'), {
            rawPacket: Buffer.from(text, 'latin1'),
            bytesParsed,
        });

    it('reads the method of the request line the parser failed in', () => {
        expect(refusedMethod(failed('HEAD /a\x01b HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe('HEAD');
        expect(refusedMethod(failed(`GET /?${'a'.repeat(100)}`))).toBe('GET');
    });

    it('takes the last request begun before the failure, not one after it', () => {
        const pipelined = 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\nHEAD /b\x01d HTTP/1.1\r\n\r\n';
        expect(refusedMethod(failed(pipelined))).toBe('HEAD');
        const stop = pipelined.indexOf('HEAD') - 1;
        expect(refusedMethod(failed(`${pipelined}GET / HTTP/1.1\r\n\r\n`, stop))).toBe('GET');
    });

    it('is null when the bytes do not show it', () => {
        expect(refusedMethod(failed('X-Long: aaaaaaaaaaaa'))).toBeNull();
        expect(refusedMethod(failed('head / HTTP/1.1\r\n'))).toBeNull();
        expect(refusedMethod(new Error('Parse Error'))).toBeNull();
    });
});
