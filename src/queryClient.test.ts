import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MalformedAnswerError } from '../dataProvider/httpClient';
import { createQueryClient } from './App';

describe('query retries', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (
        failures: number,
        error: unknown,
    ) => boolean;

    it('does not retry what the server refused on purpose (400–499)', () => {
        for (const status of [400, 401, 403, 404, 409])
            expect(retry(0, new HttpError('订单不存在', status))).toBe(false);
    });

    it('retries network and server failures up to three times', () => {
        expect(retry(0, new HttpError('请重试', 0))).toBe(true);
        expect(retry(2, new HttpError('', 500))).toBe(true);
        expect(retry(3, new HttpError('', 500))).toBe(false);
    });
});

describe('query retries of a malformed answer', () => {
    it('does not retry an answer of the wrong shape: it would come back the same', () => {
        const retry = createQueryClient().getDefaultOptions().queries!.retry as (
            failures: number,
            error: unknown,
        ) => boolean;
        expect(retry(0, new MalformedAnswerError('GET /api/spInfo', '{spName}', 200))).toBe(false);
    });
});
