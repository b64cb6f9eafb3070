import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './password';

describe('hashPassword', () => {
    it('is the lowercase hex SHA-256 of what was typed', () => {
        expect(hashPassword('Admin@123')).toBe(
            createHash('sha256').update('Admin@123').digest('hex'),
        );
        expect(hashPassword('')).toBe(
            'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        );
    });

    it('hashes Chinese text as UTF-8', () => {
        expect(hashPassword('密码123')).toBe(
            createHash('sha256').update('密码123', 'utf8').digest('hex'),
        );
    });
});
